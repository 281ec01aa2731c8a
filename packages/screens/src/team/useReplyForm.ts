import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import type { StoredFile } from '../files/StoredFile.ts';
import { useAttachedFiles } from '../files/useAttachedFiles.ts';
import { type FormSubmitResult, useFormFeedback } from '../forms/index.ts';
import { DISCUSSION_REPLY_FIELDS, type DiscussionReply, type DiscussionReplySave } from './discussion.ts';
import {
  type DiscussionReplyFormInput,
  type DiscussionReplyValues,
  discussionReplySchema,
} from './discussionSchema.ts';

const NO_FILES: readonly StoredFile[] = [];

/**
 * A reply's form, new (the Reply form under a topic) or edited (the Edit Reply dialog): its content,
 * its files, and a submit that puts a refusal on Content or above the fields, keeping what was typed.
 */
export function useReplyForm(
  reply: DiscussionReply | null,
  onSave: (save: DiscussionReplySave) => Promise<FormSubmitResult<'content'>>,
  onSuccess: () => void,
) {
  const form = useForm<DiscussionReplyFormInput, unknown, DiscussionReplyValues>({
    resolver: valibotResolver(discussionReplySchema),
    mode: 'onSubmit',
    defaultValues: { content: reply?.content ?? '' },
  });
  const attached = useAttachedFiles(reply?.attachments ?? NO_FILES);
  const feedback = useFormFeedback(form, (values) => onSave({ ...values, ...attached.changes() }), {
    fields: DISCUSSION_REPLY_FIELDS,
    onSuccess,
  });
  return { form, ...attached, ...feedback };
}
