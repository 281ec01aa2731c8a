import type { ApiClient, RequestOptions } from './client.ts';
import type { ReferenceIdRequest } from './employer.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

/* Team › Discussions (issue 15): every user of the employer reads every topic and reply, starts
   topics and replies; authors change their own posts, administrators lock topics and remove any post.
   Another employer's id is a 404. */

export type DiscussionTopic = Schemas['DiscussionTopic'];
export type DiscussionTopicSummary = Schemas['DiscussionTopicSummary'];
export type DiscussionReply = Schemas['DiscussionReply'];
export type ListDiscussionTopicsRequest = Schemas['ListDiscussionTopicsRequest'];
export type CreateDiscussionTopicRequest = Schemas['CreateDiscussionTopicRequest'];
export type UpdateDiscussionTopicRequest = Schemas['UpdateDiscussionTopicRequest'];
export type LockDiscussionTopicRequest = Schemas['LockDiscussionTopicRequest'];
export type ListDiscussionRepliesRequest = Schemas['ListDiscussionRepliesRequest'];
export type CreateDiscussionReplyRequest = Schemas['CreateDiscussionReplyRequest'];
export type UpdateDiscussionReplyRequest = Schemas['UpdateDiscussionReplyRequest'];
export type DiscussionTopicResult = Schemas['DiscussionTopicEnvelope'];
export type DiscussionTopicPageResult = Schemas['DiscussionTopicPageEnvelope'];
export type DiscussionReplyResult = Schemas['DiscussionReplyEnvelope'];
export type DiscussionReplyPageResult = Schemas['DiscussionReplyPageEnvelope'];
export type DiscussionMessageResult = Schemas['MessageEnvelope'];

/** One page of the employer's topics, newest activity first, and the total. */
export function listDiscussionTopics(
  client: ApiClient,
  body: ListDiscussionTopicsRequest,
  options?: RequestOptions,
): Promise<DiscussionTopicPageResult> {
  return client.postAuthenticated('/team/list-discussion-topics', body, options);
}

/** One topic with its content and files. */
export function getDiscussionTopic(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DiscussionTopicResult> {
  return client.postAuthenticated('/team/get-discussion-topic', body, options);
}

/** Starts a topic with the caller's uploaded files. */
export function createDiscussionTopic(
  client: ApiClient,
  body: CreateDiscussionTopicRequest,
  options?: RequestOptions,
): Promise<DiscussionTopicResult> {
  return client.postAuthenticated('/team/create-discussion-topic', body, options);
}

/** Changes one's own topic, adding and removing files. */
export function updateDiscussionTopic(
  client: ApiClient,
  body: UpdateDiscussionTopicRequest,
  options?: RequestOptions,
): Promise<DiscussionTopicResult> {
  return client.postAuthenticated('/team/update-discussion-topic', body, options);
}

/** Deletes one's own topic nobody else has replied to, or (administrators) removes any with its replies. */
export function deleteDiscussionTopic(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DiscussionMessageResult> {
  return client.postAuthenticated('/team/delete-discussion-topic', body, options);
}

/** Locks or unlocks a topic (administrators). */
export function lockDiscussionTopic(
  client: ApiClient,
  body: LockDiscussionTopicRequest,
  options?: RequestOptions,
): Promise<DiscussionTopicResult> {
  return client.postAuthenticated('/team/lock-discussion-topic', body, options);
}

/** One page of a topic's replies, oldest first, and the total. */
export function listDiscussionReplies(
  client: ApiClient,
  body: ListDiscussionRepliesRequest,
  options?: RequestOptions,
): Promise<DiscussionReplyPageResult> {
  return client.postAuthenticated('/team/list-discussion-replies', body, options);
}

/** Replies to a topic with the caller's uploaded files; the topic's author is told. */
export function createDiscussionReply(
  client: ApiClient,
  body: CreateDiscussionReplyRequest,
  options?: RequestOptions,
): Promise<DiscussionReplyResult> {
  return client.postAuthenticated('/team/create-discussion-reply', body, options);
}

/** Changes one's own reply, adding and removing files. */
export function updateDiscussionReply(
  client: ApiClient,
  body: UpdateDiscussionReplyRequest,
  options?: RequestOptions,
): Promise<DiscussionReplyResult> {
  return client.postAuthenticated('/team/update-discussion-reply', body, options);
}

/** Deletes one's own reply, or (administrators) removes anyone's. */
export function deleteDiscussionReply(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DiscussionMessageResult> {
  return client.postAuthenticated('/team/delete-discussion-reply', body, options);
}
