import { ControlledField, Dialog } from '@hr/ui';
import { AttachmentField } from '../files/AttachmentField.tsx';
import { type FormSubmitResult, RefusalBanner } from '../forms/index.ts';
import type { DiscussionReply, DiscussionReplyField, DiscussionReplySave, UploadFile } from './discussion.ts';
import { PostContentField } from './PostContentField.tsx';
import { TEAM_FILES_MAX } from './teamPostSchema.ts';
import { useReplyForm } from './useReplyForm.ts';

export interface DiscussionReplyDialogProps {
  reply: DiscussionReply;
  onUpload: UploadFile;
  /** Saves the changed reply; answer a refusal as `{ message }` (on Content when it names it). */
  onSaveReply: (
    save: DiscussionReplySave,
    reply: DiscussionReply,
  ) => Promise<FormSubmitResult<DiscussionReplyField>>;
  onClose: () => void;
  /** Called once saved, with a sentence saying so. */
  onDone: (message: string) => void;
}

/** "Edit Reply": the reply's content and files; a refusal keeps what was typed. */
export function DiscussionReplyDialog({
  reply,
  onUpload,
  onSaveReply,
  onClose,
  onDone,
}: DiscussionReplyDialogProps) {
  const form = useReplyForm(
    reply,
    (save) => onSaveReply(save, reply),
    () => onDone('Reply saved.'),
  );
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title="Edit Reply"
      size="large"
      primaryActionLabel="Save"
      primaryVariant="submit"
      isPrimaryPending={form.isSubmitting}
      onSubmit={(event) => void form.submit(event)}
    >
      <RefusalBanner feedback={form.bannerFeedback} />
      <ControlledField
        control={form.form.control}
        name="content"
        render={(field) => <PostContentField {...field} isRequired />}
      />
      <AttachmentField
        label="File"
        files={form.files}
        onChange={form.setFiles}
        onUpload={onUpload}
        maxFiles={TEAM_FILES_MAX}
      />
    </Dialog>
  );
}
