import { expect } from 'vitest';
import type { TestApi } from '../test-support/test-api.ts';
import { type Answer, employerWithStaff } from './announcement-test-support.ts';
import type {
  DiscussionReply,
  DiscussionReplyPage,
  DiscussionTopic,
  DiscussionTopicPage,
} from './discussion-types.ts';

/** What the discussion tests share: the ten operations by name, and posts made or the test fails. */

export function discussionCalls(api: TestApi) {
  const call = <T>(path: string, body: unknown, token: string) =>
    api.call(`/team/${path}`, body, { token }) as Promise<Answer<T>>;
  return {
    listTopics: (token: string, body: Record<string, unknown> = {}) =>
      call<DiscussionTopicPage>('list-discussion-topics', body, token),
    getTopic: (token: string, id: string) => call<DiscussionTopic>('get-discussion-topic', { id }, token),
    createTopic: (token: string, body: Record<string, unknown>) =>
      call<DiscussionTopic>('create-discussion-topic', body, token),
    updateTopic: (token: string, body: Record<string, unknown>) =>
      call<DiscussionTopic>('update-discussion-topic', body, token),
    deleteTopic: (token: string, id: string) => call<unknown>('delete-discussion-topic', { id }, token),
    lockTopic: (token: string, id: string, locked: boolean) =>
      call<DiscussionTopic>('lock-discussion-topic', { id, locked }, token),
    listReplies: (token: string, topicId: string, body: Record<string, unknown> = {}) =>
      call<DiscussionReplyPage>('list-discussion-replies', { topicId, ...body }, token),
    createReply: (token: string, body: Record<string, unknown>) =>
      call<DiscussionReply>('create-discussion-reply', body, token),
    updateReply: (token: string, body: Record<string, unknown>) =>
      call<DiscussionReply>('update-discussion-reply', body, token),
    deleteReply: (token: string, id: string) => call<unknown>('delete-discussion-reply', { id }, token),
  };
}

export type DiscussionCalls = ReturnType<typeof discussionCalls>;

/** Starts a topic and answers it, failing the test when the server refuses. */
export async function startedTopic(
  calls: DiscussionCalls,
  token: string,
  body: Record<string, unknown> = {},
): Promise<DiscussionTopic> {
  const answer = await calls.createTopic(token, { title: 'Car sharing', ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

/** Replies to a topic and answers the reply, failing the test when the server refuses. */
export async function replied(
  calls: DiscussionCalls,
  token: string,
  topicId: string,
  body: Record<string, unknown> = {},
): Promise<DiscussionReply> {
  const answer = await calls.createReply(token, { topicId, content: 'Count me in.', ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

/** The whole of a topic as update-discussion-topic takes it, changed by `changes`. */
export function topicUpdate(topic: DiscussionTopic, changes: Record<string, unknown> = {}) {
  return { id: topic.id, title: topic.title, content: topic.content, ...changes };
}

/** An employer for the discussion tests: its administrator and two employees, an author and a colleague. */
export async function forum(api: TestApi) {
  const employer = await employerWithStaff(api, 2);
  const [author, colleague] = employer.staff as [Staff, Staff];
  return {
    admin: employer.admin.token,
    author: author.token,
    authorUserId: author.userId,
    colleague: colleague.token,
    colleagueUserId: colleague.userId,
  };
}

type Staff = Awaited<ReturnType<typeof employerWithStaff>>['staff'][number];
