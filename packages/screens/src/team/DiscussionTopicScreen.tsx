import { Badge, Banner, Button, FormattedText, Icon, Link } from '@hr/ui';
import { useId, useState } from 'react';
import { useRecordFormat } from '../employees/employeeRecordFormat.ts';
import { AttachmentLinks } from '../files/AttachmentLinks.tsx';
import type { FormSubmitResult } from '../forms/index.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PageLoading } from '../layout/PageLoading.tsx';
import { DiscussionReplyForm, type DiscussionReplyFormProps } from './DiscussionReplyForm.tsx';
import { DiscussionReplyList, type DiscussionReplyListProps, postedText } from './DiscussionReplyList.tsx';
import styles from './Discussions.module.css';
import { DiscussionTopicDialog } from './DiscussionTopicDialog.tsx';
import type { DiscussionTopic, DiscussionTopicDialogData } from './discussion.ts';

export interface DiscussionTopicScreenProps
  extends DiscussionTopicDialogData,
    Pick<DiscussionReplyListProps, 'replies' | 'userId' | 'onSaveReply' | 'onDeleteReply' | 'onDownload'>,
    Pick<DiscussionReplyFormProps, 'onPostReply'> {
  /** 'not-found' when there is no topic with this id at the reader's employer. */
  status: 'loading' | 'error' | 'not-found' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  topic: DiscussionTopic | null;
  /** Administrators lock and unlock topics and remove any topic or reply. */
  isAdmin: boolean;
  /** Where "All topics" leads. */
  allTopicsHref: string;
  /** Deletes (or, for administrators, removes) the topic with its replies; the app then leaves the page. */
  onDeleteTopic: (topic: DiscussionTopic) => Promise<FormSubmitResult>;
  /** Locks or unlocks the topic (administrators); answer a refusal as `{ message }`. */
  onLockTopic: (topic: DiscussionTopic, locked: boolean) => Promise<FormSubmitResult>;
  /** The reader's time zone, for when posts were written; the browser's by default. */
  timeZone?: string;
}

type Dialogs = { kind: 'edit' | 'delete'; opening: number };

export const LOCKED_TEXT = 'This topic is locked.';

/**
 * A discussion's page (issue 15): the topic, its actions for its author and for administrators, its
 * replies oldest first, and the Reply form, which a locked topic replaces with a sentence saying so.
 */
export function DiscussionTopicScreen({
  status,
  errorMessage,
  onRetry,
  topic,
  isAdmin,
  userId,
  allTopicsHref,
  replies,
  onUpload,
  onSaveTopic,
  onDeleteTopic,
  onLockTopic,
  onPostReply,
  onSaveReply,
  onDeleteReply,
  onDownload,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
}: DiscussionTopicScreenProps) {
  const titleId = useId();
  const format = useRecordFormat(timeZone);
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const [message, setMessage] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isLocking, setLocking] = useState(false);

  const back = (
    <Link href={allTopicsHref} variant="standalone">
      All topics
    </Link>
  );
  if (status !== 'ready' || !topic) {
    return (
      <div className={listPage.page}>
        {back}
        {status === 'loading' ? (
          <PageLoading label="Loading the topic" />
        ) : status === 'error' ? (
          <LoadError title="The topic could not be loaded." message={errorMessage} onRetry={onRetry} />
        ) : (
          <>
            <h1 className={pageHeader.title}>No such topic</h1>
            <p className={styles.status}>
              There is no topic at this address. The link may be wrong, or the topic may have been removed.
            </p>
          </>
        )}
      </div>
    );
  }

  const open = (kind: Dialogs['kind']) => {
    setMessage('');
    setRefusal(null);
    setDialog((current) => ({ kind, opening: (current?.opening ?? 0) + 1 }));
  };
  const close = () => setDialog(null);
  const lock = async () => {
    setMessage('');
    setRefusal(null);
    setLocking(true);
    const feedback = await onLockTopic(topic, !topic.locked);
    setLocking(false);
    if (feedback) setRefusal(feedback.message);
    else setMessage(topic.locked ? 'Topic unlocked.' : 'Topic locked.');
  };

  return (
    <div className={listPage.page}>
      {back}
      <article className={styles.post} aria-labelledby={titleId}>
        <div className={pageHeader.header}>
          <div className={pageHeader.heading}>
            <h1 id={titleId} className={pageHeader.title}>
              {topic.title}
            </h1>
            <p className={styles.meta}>
              {postedText(format, topic)}
              {topic.locked ? (
                <>
                  {' '}
                  <Badge variant="warning">Locked</Badge>
                </>
              ) : null}
            </p>
            <p role="status" className={listPage.status}>
              {message}
            </p>
          </div>
          <div className={styles.actions}>
            {topic.canEdit && !topic.locked ? (
              <Button variant="secondary" onPress={() => open('edit')}>
                <Icon name="edit" /> Edit
              </Button>
            ) : null}
            {isAdmin ? (
              <Button variant="secondary" onPress={() => void lock()} isPending={isLocking}>
                {topic.locked ? 'Unlock' : 'Lock'}
              </Button>
            ) : null}
            {topic.canDelete ? (
              <Button variant="secondary" onPress={() => open('delete')}>
                <Icon name="trash" /> {isAdmin ? 'Remove' : 'Delete'}
              </Button>
            ) : null}
          </div>
        </div>
        {refusal ? (
          <Banner variant="danger" isUrgent>
            {refusal}
          </Banner>
        ) : null}
        <FormattedText source={topic.content} />
        {topic.attachments.length > 0 ? (
          <AttachmentLinks
            aria-label={`Files of ${topic.title}`}
            files={topic.attachments}
            onDownload={onDownload}
          />
        ) : null}
      </article>
      <DiscussionReplyList
        replies={replies}
        userId={userId}
        isLocked={topic.locked}
        format={format}
        onUpload={onUpload}
        onSaveReply={onSaveReply}
        onDeleteReply={onDeleteReply}
        onDownload={onDownload}
        onMessage={setMessage}
      />
      {topic.locked ? (
        <p className={styles.status}>{LOCKED_TEXT}</p>
      ) : (
        <DiscussionReplyForm onUpload={onUpload} onPostReply={onPostReply} />
      )}
      {dialog?.kind === 'edit' ? (
        <DiscussionTopicDialog
          key={dialog.opening}
          topic={topic}
          onUpload={onUpload}
          onSaveTopic={onSaveTopic}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          onDone={(done) => {
            setMessage(done);
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmActionDialog
          key={dialog.opening}
          title={isAdmin ? 'Remove this topic and its replies?' : 'Delete this topic?'}
          description={`“${topic.title}” will be removed with its replies and files.`}
          confirmLabel={isAdmin ? 'Remove' : 'Delete'}
          onConfirm={() => onDeleteTopic(topic)}
          onClose={close}
          onDone={() => setMessage(isAdmin ? 'Topic removed.' : 'Topic deleted.')}
        />
      ) : null}
    </div>
  );
}
