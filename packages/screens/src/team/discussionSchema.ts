import * as v from 'valibot';
import { requiredTeamContentSchema, teamContentSchema, teamTitleSchema } from './teamPostSchema.ts';

export const REPLY_CONTENT_REQUIRED = 'Write the reply.';

/** The topic dialog's form: what create- and update-discussion-topic take besides the files. */
export const discussionTopicSchema = v.object({
  title: teamTitleSchema,
  content: teamContentSchema,
});

/** A reply's form (the Reply form under a topic, the Edit Reply dialog). */
export const discussionReplySchema = v.object({
  content: requiredTeamContentSchema(REPLY_CONTENT_REQUIRED),
});

export type DiscussionTopicFormInput = v.InferInput<typeof discussionTopicSchema>;
export type DiscussionTopicValues = v.InferOutput<typeof discussionTopicSchema>;
export type DiscussionReplyFormInput = v.InferInput<typeof discussionReplySchema>;
export type DiscussionReplyValues = v.InferOutput<typeof discussionReplySchema>;
