import { valibotResolver } from '@hookform/resolvers/valibot';
import { ControlledField, Dialog, TextField } from '@hr/ui';
import { useForm } from 'react-hook-form';
import { AttachmentField } from '../files/AttachmentField.tsx';
import type { StoredFile } from '../files/StoredFile.ts';
import { useAttachedFiles } from '../files/useAttachedFiles.ts';
import { RefusalBanner, useFormFeedback } from '../forms/index.ts';
import {
  DISCUSSION_TOPIC_FIELDS,
  type DiscussionTopic,
  type DiscussionTopicDialogData,
} from './discussion.ts';
import {
  type DiscussionTopicFormInput,
  type DiscussionTopicValues,
  discussionTopicSchema,
} from './discussionSchema.ts';
import { PostContentField } from './PostContentField.tsx';
import { TEAM_FILES_MAX, TEAM_TITLE_MAX } from './teamPostSchema.ts';

const NO_FILES: readonly StoredFile[] = [];

export interface DiscussionTopicDialogProps extends DiscussionTopicDialogData {
  /** The topic to edit; null for a new one. */
  topic: DiscussionTopic | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once saved, with a sentence saying so. */
  onDone: (message: string) => void;
}

/**
 * "New Topic" / "Edit Topic" (§2.10): Title, the files and the content. A refusal shows on the field
 * it names (or above the fields) and keeps everything typed and attached. Mount a new one per
 * opening (a `key`).
 */
export function DiscussionTopicDialog({
  topic,
  onUpload,
  onSaveTopic,
  isOpen,
  onOpenChange,
  onDone,
}: DiscussionTopicDialogProps) {
  const form = useForm<DiscussionTopicFormInput, unknown, DiscussionTopicValues>({
    resolver: valibotResolver(discussionTopicSchema),
    mode: 'onTouched',
    defaultValues: { title: topic?.title ?? '', content: topic?.content ?? '' },
  });
  const { files, setFiles, changes } = useAttachedFiles(topic?.attachments ?? NO_FILES);
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    (values) => onSaveTopic({ ...values, ...changes() }, topic),
    {
      fields: DISCUSSION_TOPIC_FIELDS,
      onSuccess: () => onDone(topic ? 'Topic saved.' : 'Topic created.'),
    },
  );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={topic ? 'Edit Topic' : 'New Topic'}
      size="large"
      primaryActionLabel="Save"
      primaryVariant="submit"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <RefusalBanner feedback={bannerFeedback} />
      <ControlledField
        control={form.control}
        name="title"
        render={(field) => <TextField {...field} label="Title" maxLength={TEAM_TITLE_MAX} isRequired />}
      />
      <AttachmentField
        label="File"
        files={files}
        onChange={setFiles}
        onUpload={onUpload}
        maxFiles={TEAM_FILES_MAX}
      />
      <ControlledField
        control={form.control}
        name="content"
        render={(field) => <PostContentField {...field} />}
      />
    </Dialog>
  );
}
