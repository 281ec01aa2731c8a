import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type LeaveEmployer, leaveEmployer } from '../leave/leave-report-fixtures.ts';
import { theOneAuditRow } from '../test-support/audit-rows.ts';
import { accountWithRole } from '../test-support/custom-roles.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import type { DiscussionReply, DiscussionTopic, DiscussionTopicPage } from './discussion-types.ts';

/**
 * Changing others' discussion posts follows team update's scope (issue 27): Mo, Engineering's
 * moderator (team update scoped to her department), edits the topics and replies of Engineering's
 * people and is told which posts she may edit; a Sales post stays its author's. Ama sits in
 * Engineering, Esi in Sales.
 */

let api: TestApi;
let employer: LeaveEmployer;
let employerId: string;
const tokens: Record<string, string> = {};
let mosUserId: string;
const topics: Record<string, DiscussionTopic> = {};
const replies: Record<string, DiscussionReply> = {};

async function succeeded<T>(path: string, body: unknown, token: string): Promise<T> {
  const answer = await api.call<{ returnObject: T }>(path, body, { token });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.returnObject;
}

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
  employer = await leaveEmployer(api);
  employerId = employer.admin.session.user.employerId;
  const engineering = await employer.department('Engineering');
  const sales = await employer.department('Sales');
  tokens.ama = (await employer.employee('Ama', { departmentId: engineering, account: true })).token;
  tokens.esi = (await employer.employee('Esi', { departmentId: sales, account: true })).token;
  const mo = await employer.employee('Mo', { departmentId: engineering });
  const moderator = await accountWithRole(api, employerId, mo.employeeId, {
    name: 'Engineering moderator',
    grid: {
      team: { update: 'department' },
    },
  });
  tokens.mo = moderator.token;
  mosUserId = moderator.userId;
  for (const name of ['ama', 'esi']) {
    const topic = await succeeded<DiscussionTopic>(
      '/team/create-discussion-topic',
      { title: `${name}'s topic`, content: 'Hello' },
      tokens[name] as string,
    );
    topics[name] = topic;
    replies[name] = await succeeded<DiscussionReply>(
      '/team/create-discussion-reply',
      { topicId: topic.id, content: 'A reply' },
      tokens[name] as string,
    );
  }
});
afterAll(() => api.close());

describe('a moderator scoped to their department', () => {
  test('edits a department member’s topic and reply, each with its audit row', async () => {
    const topicRow = await theOneAuditRow(api.db, employerId, () =>
      api.call(
        '/team/update-discussion-topic',
        { id: topics.ama?.id, title: 'Tidied title', content: 'Hello' },
        { token: tokens.mo },
      ),
    );
    expect(topicRow).toMatchObject({
      actorUserId: mosUserId,
      operation: 'updateDiscussionTopic',
      recordId: topics.ama?.id,
    });
    const replyRow = await theOneAuditRow(api.db, employerId, () =>
      api.call(
        '/team/update-discussion-reply',
        { id: replies.ama?.id, content: 'A tidied reply' },
        { token: tokens.mo },
      ),
    );
    expect(replyRow).toMatchObject({ actorUserId: mosUserId, operation: 'updateDiscussionReply' });
    const topic = await succeeded<DiscussionTopic>(
      '/team/get-discussion-topic',
      { id: topics.ama?.id },
      tokens.mo as string,
    );
    expect(topic).toMatchObject({
      title: 'Tidied title',
      authorUserId: topics.ama?.authorUserId,
      canEdit: true,
    });
  });

  test('is refused a Sales member’s topic and reply, which stay as they were', async () => {
    for (const [path, body] of [
      ['/team/update-discussion-topic', { id: topics.esi?.id, title: 'Hijacked', content: 'x' }],
      ['/team/update-discussion-reply', { id: replies.esi?.id, content: 'Hijacked' }],
    ] as const) {
      const answer = await api.call(path, body, { token: tokens.mo });
      expect(answer.body).toEqual({ returnCode: 403, error: 'Only its author can change this post.' });
    }
    const topic = await succeeded<DiscussionTopic>(
      '/team/get-discussion-topic',
      { id: topics.esi?.id },
      tokens.esi as string,
    );
    expect(topic.title).toBe("esi's topic");
  });

  test('sees which topics they may edit', async () => {
    const page = await succeeded<DiscussionTopicPage>(
      '/team/list-discussion-topics',
      {},
      tokens.mo as string,
    );
    const editable = Object.fromEntries(page.items.map((item) => [item.id, item.canEdit]));
    expect(editable).toEqual({ [topics.ama?.id as string]: true, [topics.esi?.id as string]: false });
  });
});

describe('a colleague without the role', () => {
  test('still changes only their own posts', async () => {
    const answer = await api.call(
      '/team/update-discussion-topic',
      { id: topics.ama?.id, title: 'Mine now', content: 'x' },
      { token: tokens.esi },
    );
    expect(answer.status).toBe(403);
  });
});
