import { Button, EmptyState, FormattedText, Icon } from '@hr/ui';
import { useId, useState } from 'react';
import type { RecordFormat } from '../employees/employeeRecordFormat.ts';
import { AttachmentLinks } from '../files/AttachmentLinks.tsx';
import type { StoredFile } from '../files/StoredFile.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import { LoadStates } from '../layout/LoadStates.tsx';
import { ShowMore } from '../layout/ShowMore.tsx';
import { DiscussionReplyDialog, type DiscussionReplyDialogProps } from './DiscussionReplyDialog.tsx';
import styles from './Discussions.module.css';
import type { DiscussionReply, UploadFile } from './discussion.ts';

/** A topic's replies as the page has loaded them, oldest first. */
export interface DiscussionRepliesData {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  items: readonly DiscussionReply[];
  /** How many the topic has; more than loaded offers Show more. */
  total: number;
  onShowMore?: () => void;
  isLoadingMore?: boolean;
}

export interface DiscussionReplyListProps {
  replies: DiscussionRepliesData;
  /** The reader: their own replies offer Delete, others' (to administrators) Remove. */
  userId: string;
  /** A locked topic's replies cannot be edited. */
  isLocked: boolean;
  format: RecordFormat;
  onUpload: UploadFile;
  onSaveReply: DiscussionReplyDialogProps['onSaveReply'];
  onDeleteReply: (reply: DiscussionReply) => Promise<FormSubmitResult>;
  onDownload: (file: StoredFile) => void;
  /** Says what an edit or a delete did, in the page's status line. */
  onMessage: (message: string) => void;
}

type Dialogs = { kind: 'edit' | 'delete'; opening: number; reply: DiscussionReply };

/** "Ama Owusu · 26 November 2026 at 10:00 (edited)": who wrote a post and when. */
export function postedText(
  format: RecordFormat,
  post: { authorName: string; createdAt: string; updatedAt: string },
) {
  const edited = post.updatedAt !== post.createdAt ? ' (edited)' : '';
  return `${post.authorName} · ${format.instant(post.createdAt)}${edited}`;
}

/** A topic's replies, oldest first, each with its author, time, content, files and the actions allowed. */
export function DiscussionReplyList({
  replies,
  userId,
  isLocked,
  format,
  onUpload,
  onSaveReply,
  onDeleteReply,
  onDownload,
  onMessage,
}: DiscussionReplyListProps) {
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const open = (kind: Dialogs['kind'], reply: DiscussionReply) => {
    onMessage('');
    setDialog((current) => ({ kind, reply, opening: (current?.opening ?? 0) + 1 }));
  };
  const close = () => setDialog(null);
  const isOwn = (reply: DiscussionReply) => reply.authorUserId === userId;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Replies
      </h2>
      <LoadStates
        status={replies.status}
        errorTitle="The replies could not be loaded."
        errorMessage={replies.errorMessage}
        onRetry={replies.onRetry}
        loadingLabel="Loading the replies"
        isEmpty={replies.items.length === 0}
        empty={<EmptyState icon="chat" title="No replies yet." />}
      >
        <ol className={styles.replies} aria-labelledby={headingId}>
          {replies.items.map((reply) => (
            <li key={reply.id}>
              <article className={styles.post} aria-labelledby={`${headingId}-${reply.id}`}>
                <div className={styles.postHead}>
                  <p id={`${headingId}-${reply.id}`} className={styles.meta}>
                    {postedText(format, reply)}
                  </p>
                  <div className={styles.actions}>
                    {reply.canEdit && !isLocked ? (
                      <Button variant="quiet" size="small" onPress={() => open('edit', reply)}>
                        <Icon name="edit" /> Edit
                      </Button>
                    ) : null}
                    {reply.canDelete ? (
                      <Button variant="quiet" size="small" onPress={() => open('delete', reply)}>
                        <Icon name="trash" /> {isOwn(reply) ? 'Delete' : 'Remove'}
                      </Button>
                    ) : null}
                  </div>
                </div>
                <FormattedText source={reply.content} />
                {reply.attachments.length > 0 ? (
                  <AttachmentLinks
                    aria-label={`Files of the reply by ${reply.authorName}`}
                    files={reply.attachments}
                    onDownload={onDownload}
                  />
                ) : null}
              </article>
            </li>
          ))}
        </ol>
        <ShowMore
          shown={replies.items.length}
          total={replies.total}
          onShowMore={replies.onShowMore}
          isLoading={replies.isLoadingMore}
        />
      </LoadStates>
      {dialog?.kind === 'edit' ? (
        <DiscussionReplyDialog
          key={dialog.opening}
          reply={dialog.reply}
          onUpload={onUpload}
          onSaveReply={onSaveReply}
          onClose={close}
          onDone={(done) => {
            onMessage(done);
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmActionDialog
          key={dialog.opening}
          title={isOwn(dialog.reply) ? 'Delete this reply?' : 'Remove this reply?'}
          description={`The reply by ${dialog.reply.authorName} will be removed with its files.`}
          confirmLabel={isOwn(dialog.reply) ? 'Delete' : 'Remove'}
          onConfirm={() => onDeleteReply(dialog.reply)}
          onClose={close}
          onDone={() => onMessage(isOwn(dialog.reply) ? 'Reply deleted.' : 'Reply removed.')}
        />
      ) : null}
    </section>
  );
}
