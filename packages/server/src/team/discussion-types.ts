import type { components } from '@hr/api';

/** The wire shapes of the discussion operations (openapi.yaml, tag team). */
type Schemas = components['schemas'];

export type DiscussionTopic = Schemas['DiscussionTopic'];
export type DiscussionTopicSummary = Schemas['DiscussionTopicSummary'];
export type DiscussionTopicPage = Schemas['DiscussionTopicPage'];
export type DiscussionReply = Schemas['DiscussionReply'];
export type DiscussionReplyPage = Schemas['DiscussionReplyPage'];
export type ListDiscussionTopicsRequest = Schemas['ListDiscussionTopicsRequest'];
export type ListDiscussionRepliesRequest = Schemas['ListDiscussionRepliesRequest'];
export type LockDiscussionTopicRequest = Schemas['LockDiscussionTopicRequest'];
/** As the validator leaves them: every optional field has its default. */
export type CreateDiscussionTopicRequest = Required<Schemas['CreateDiscussionTopicRequest']>;
export type UpdateDiscussionTopicRequest = Required<Schemas['UpdateDiscussionTopicRequest']>;
export type CreateDiscussionReplyRequest = Required<Schemas['CreateDiscussionReplyRequest']>;
export type UpdateDiscussionReplyRequest = Required<Schemas['UpdateDiscussionReplyRequest']>;
