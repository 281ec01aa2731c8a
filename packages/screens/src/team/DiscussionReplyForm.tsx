import { Button, ControlledField, Form } from '@hr/ui';
import { useId, useState } from 'react';
import { AttachmentField } from '../files/AttachmentField.tsx';
import { type FormSubmitResult, RefusalBanner } from '../forms/index.ts';
import styles from './Discussions.module.css';
import type { DiscussionReplyField, DiscussionReplySave, UploadFile } from './discussion.ts';
import { PostContentField } from './PostContentField.tsx';
import { TEAM_FILES_MAX } from './teamPostSchema.ts';
import { useReplyForm } from './useReplyForm.ts';

export interface DiscussionReplyFormProps {
  onUpload: UploadFile;
  /** Posts the reply; answer a refusal as `{ message }` (on Content when it names it). */
  onPostReply: (save: DiscussionReplySave) => Promise<FormSubmitResult<DiscussionReplyField>>;
}

/**
 * "Reply" under a topic: the content and files, and Post Reply. Once posted the form starts empty
 * again; a refusal keeps everything typed and attached.
 */
export function DiscussionReplyForm({ onUpload, onPostReply }: DiscussionReplyFormProps) {
  const headingId = useId();
  const [posted, setPosted] = useState('');
  const reply = useReplyForm(
    null,
    (save) => {
      setPosted('');
      return onPostReply(save);
    },
    () => {
      reply.form.reset({ content: '' });
      reply.setFiles([]);
      setPosted('Reply posted.');
    },
  );

  return (
    <section aria-labelledby={headingId} className={styles.replyForm}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Reply
      </h2>
      <Form onSubmit={(event) => void reply.submit(event)}>
        <RefusalBanner feedback={reply.bannerFeedback} />
        <ControlledField
          control={reply.form.control}
          name="content"
          render={(field) => <PostContentField {...field} isRequired />}
        />
        <AttachmentField
          label="File"
          files={reply.files}
          onChange={reply.setFiles}
          onUpload={onUpload}
          maxFiles={TEAM_FILES_MAX}
        />
        <div className={styles.formFoot}>
          <Button type="submit" variant="submit" isPending={reply.isSubmitting}>
            Post Reply
          </Button>
          <p role="status" className={styles.status}>
            {posted}
          </p>
        </div>
      </Form>
    </section>
  );
}
