import type { components } from '@hr/api';
import { FORMATTED_TEXT_MAX, XSS_CORPUS } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, TEST_PUBLIC_URL, type TestApi } from '../test-support/test-api.ts';
import { employerWithStaff } from './announcement-test-support.ts';
import {
  type DiscussionCalls,
  discussionCalls,
  forum,
  replied,
  startedTopic,
} from './discussion-test-support.ts';
import { NO_SUCH_REPLY, NO_SUCH_TOPIC } from './discussion-views.ts';
import { NOT_YOUR_POST, TOPIC_LOCKED } from './discussions.ts';

let api: TestApi;
let calls: DiscussionCalls;
let admin: string;
/** The author of the topics, a colleague who replies, and the colleague's user id. */
let author: string;
let colleague: string;
let colleagueUserId: string;
beforeAll(async () => {
  api = await createTestApi();
  calls = discussionCalls(api);
  ({ admin, author, colleague, colleagueUserId } = await forum(api));
});
afterAll(() => api.close());

type Notification = components['schemas']['Notification'];

/** The caller's bell items about one topic (its link). */
async function bell(token: string, topicId: string): Promise<Notification[]> {
  const answer = await api.call<{ returnObject: { items: Notification[] } }>(
    '/notifications/list-notifications',
    {},
    { token },
  );
  return answer.body.returnObject.items.filter((item) => item.link === `/team/discussions/${topicId}`);
}

describe('replying', () => {
  test('a reply answers as stored; the topic’s reply count and last activity move with it', async () => {
    const topic = await startedTopic(calls, author);
    const reply = await replied(calls, colleague, topic.id, { content: 'I drive in at **8:10**.' });
    expect(reply).toEqual({
      id: expect.any(String),
      topicId: topic.id,
      content: 'I drive in at **8:10**.',
      attachments: [],
      authorName: expect.any(String),
      authorUserId: colleagueUserId,
      createdAt: expect.any(String),
      updatedAt: reply.createdAt,
      canEdit: true,
      canDelete: true,
    });
    const after = (await calls.getTopic(author, topic.id)).body.returnObject;
    expect(after).toMatchObject({
      replyCount: 1,
      lastActivityAt: reply.createdAt,
      updatedAt: topic.updatedAt,
    });
  });

  test('the replies, oldest first, in pages with the total; others see their own rights', async () => {
    const topic = await startedTopic(calls, author);
    const first = await replied(calls, colleague, topic.id, { content: 'First.' });
    const second = await replied(calls, author, topic.id, { content: 'Second.' });
    const third = await replied(calls, admin, topic.id, { content: 'Third.' });
    const page = async (body: Record<string, unknown>) => {
      const answer = (await calls.listReplies(colleague, topic.id, body)).body.returnObject;
      return { ids: answer.items.map((item) => item.id), total: answer.total };
    };
    expect(await page({})).toEqual({ ids: [first.id, second.id, third.id], total: 3 });
    expect(await page({ page: 1, pageSize: 2 })).toEqual({ ids: [first.id, second.id], total: 3 });
    expect(await page({ page: 2, pageSize: 2 })).toEqual({ ids: [third.id], total: 3 });
    const seen = (await calls.listReplies(colleague, topic.id)).body.returnObject.items;
    expect(seen.map(({ canEdit, canDelete }) => ({ canEdit, canDelete }))).toEqual([
      { canEdit: true, canDelete: true },
      { canEdit: false, canDelete: false },
      { canEdit: false, canDelete: false },
    ]);
    const byAdmin = (await calls.listReplies(admin, topic.id)).body.returnObject.items;
    expect(byAdmin.map((item) => item.canDelete)).toEqual([true, true, true]);
    expect((await calls.getTopic(author, topic.id)).body.returnObject.replyCount).toBe(3);
  });

  test('replies posted at once are each counted, the topic’s row taking them in turn', async () => {
    const topic = await startedTopic(calls, author);
    const posters = [colleague, admin, author, colleague, admin, author, colleague, admin];
    await Promise.all(
      posters.map((token, index) => replied(calls, token, topic.id, { content: `Reply ${index}.` })),
    );
    expect((await calls.getTopic(author, topic.id)).body.returnObject.replyCount).toBe(posters.length);
    expect((await calls.listReplies(author, topic.id)).body.returnObject.total).toBe(posters.length);
  });

  test('a reply’s content is required: left out, empty or blank is a 400 and nothing is added', async () => {
    const topic = await startedTopic(calls, author);
    for (const body of [
      { topicId: topic.id },
      { topicId: topic.id, content: '' },
      { topicId: topic.id, content: '  \n ' },
    ]) {
      const answer = await calls.createReply(colleague, body);
      expect(answer.body).toEqual({ returnCode: 400, error: 'content: is required.', field: 'content' });
    }
    expect((await calls.getTopic(author, topic.id)).body.returnObject.replyCount).toBe(0);
    expect((await calls.listReplies(author, topic.id)).body.returnObject.total).toBe(0);
  });

  test.each([
    [
      'content of 5,001 characters as the reader sees them',
      `*${'x'.repeat(FORMATTED_TEXT_MAX + 1)}*`,
      'content: is 5,001 characters long; the most is 5,000.',
    ],
    [
      'a javascript: link',
      '[me](javascript:alert(1))',
      'content: links may only be http, https or mailto: javascript:alert(1).',
    ],
    [
      'an image',
      '![me](https://example.com/me.png)',
      'content: images are not allowed; attach the file instead.',
    ],
  ])('%s: 400 on create and update, and nothing changes', async (_, content, error) => {
    const topic = await startedTopic(calls, author);
    const refused = { returnCode: 400, error, field: 'content' };
    expect((await calls.createReply(colleague, { topicId: topic.id, content })).body).toEqual(refused);
    const reply = await replied(calls, colleague, topic.id, { content: 'Kept.' });
    expect((await calls.updateReply(colleague, { id: reply.id, content })).body).toEqual(refused);
    expect((await calls.listReplies(author, topic.id)).body.returnObject.items).toEqual([
      { ...reply, canEdit: false, canDelete: false },
    ]);
  });
});

describe('the topic’s author is told of each reply', () => {
  test('one bell item and one mail per reply, naming the topic; not for their own replies', async () => {
    const long = `Lunch ${'x'.repeat(100)}`;
    const topic = await startedTopic(calls, author, { title: long });
    const reply = await replied(calls, colleague, topic.id);
    await replied(calls, author, topic.id, { content: 'Thanks!' });
    const items = await bell(author, topic.id);
    expect(items).toHaveLength(1);
    const title = `New reply: ${long.slice(0, 79)}…`;
    expect(items[0]).toMatchObject({
      kind: 'discussion-reply',
      title,
      link: `/team/discussions/${topic.id}`,
      subjectType: 'discussion-reply',
      subjectId: reply.id,
      readAt: null,
    });
    expect(await bell(colleague, topic.id)).toEqual([]);
    const mails = await api.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('text_body', 'like', `%/team/discussions/${topic.id}%`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(title);
    expect(mails[0]?.text_body).toContain(`${TEST_PUBLIC_URL}/team/discussions/${topic.id}\n`);
    expect(mails[0]?.text_body).not.toContain('Count me in.');
  });

  test('a deleted reply takes its bell item with it', async () => {
    const topic = await startedTopic(calls, author);
    const reply = await replied(calls, colleague, topic.id);
    expect((await bell(author, topic.id)).map((item) => item.subjectId)).toContain(reply.id);
    await calls.deleteReply(colleague, reply.id);
    expect((await bell(author, topic.id)).map((item) => item.subjectId)).not.toContain(reply.id);
  });
});

describe('changing and deleting a reply', () => {
  test('its author changes its content; anyone else, an administrator too, gets 403', async () => {
    const topic = await startedTopic(calls, author);
    const reply = await replied(calls, colleague, topic.id);
    for (const token of [author, admin]) {
      const answer = await calls.updateReply(token, { id: reply.id, content: 'Not mine to say.' });
      expect(answer.body).toEqual({ returnCode: 403, error: NOT_YOUR_POST });
    }
    const changed = await calls.updateReply(colleague, { id: reply.id, content: 'Count me *out*.' });
    expect(changed.body.returnObject).toMatchObject({
      id: reply.id,
      content: 'Count me *out*.',
      createdAt: reply.createdAt,
    });
    const [listed] = (await calls.listReplies(author, topic.id)).body.returnObject.items;
    expect(listed?.content).toBe('Count me *out*.');
  });

  test('its author deletes it: the reply count goes down, the last activity stays', async () => {
    const topic = await startedTopic(calls, author);
    const reply = await replied(calls, colleague, topic.id);
    const before = (await calls.getTopic(author, topic.id)).body.returnObject;
    expect((await calls.deleteReply(author, reply.id)).body).toEqual({
      returnCode: 403,
      error: NOT_YOUR_POST,
    });
    const answer = await calls.deleteReply(colleague, reply.id);
    expect(answer.body).toEqual({ returnCode: 200, returnMessage: 'The reply was deleted.' });
    const after = (await calls.getTopic(author, topic.id)).body.returnObject;
    expect(after).toMatchObject({ replyCount: 0, lastActivityAt: before.lastActivityAt });
    expect((await calls.listReplies(author, topic.id)).body.returnObject).toEqual({ items: [], total: 0 });
    const gone = { returnCode: 404, error: NO_SUCH_REPLY };
    expect((await calls.deleteReply(colleague, reply.id)).body).toEqual(gone);
    expect((await calls.updateReply(colleague, { id: reply.id, content: 'Back?' })).body).toEqual(gone);
    // Nobody else's reply is left: its author may delete the topic again.
    expect((await calls.getTopic(author, topic.id)).body.returnObject.canDelete).toBe(true);
  });

  test('an administrator removes anyone’s reply', async () => {
    const topic = await startedTopic(calls, author);
    const reply = await replied(calls, colleague, topic.id);
    expect((await calls.deleteReply(admin, reply.id)).status).toBe(200);
    expect((await calls.getTopic(author, topic.id)).body.returnObject.replyCount).toBe(0);
  });
});

describe('a locked topic', () => {
  test('takes no replies, no changes and no deletions by authors (409); administrators still remove', async () => {
    const topic = await startedTopic(calls, author);
    const reply = await replied(calls, colleague, topic.id);
    await calls.lockTopic(admin, topic.id, true);
    const locked = { returnCode: 409, error: TOPIC_LOCKED };
    for (const token of [colleague, author, admin]) {
      expect((await calls.createReply(token, { topicId: topic.id, content: 'Late.' })).body).toEqual(locked);
    }
    expect((await calls.updateReply(colleague, { id: reply.id, content: 'Edited.' })).body).toEqual(locked);
    expect((await calls.deleteReply(colleague, reply.id)).body).toEqual(locked);
    const [seen] = (await calls.listReplies(colleague, topic.id)).body.returnObject.items;
    expect(seen).toMatchObject({ content: 'Count me in.', canEdit: false, canDelete: false });
    expect((await calls.getTopic(author, topic.id)).body.returnObject.replyCount).toBe(1);

    expect((await calls.deleteReply(admin, reply.id)).status).toBe(200);
    await calls.lockTopic(admin, topic.id, false);
    expect((await calls.createReply(colleague, { topicId: topic.id, content: 'Open again.' })).status).toBe(
      200,
    );
  });
});

describe('another employer', () => {
  test('its replies are 404 to change and delete, for its administrators’ peers too', async () => {
    const other = await employerWithStaff(api, 1);
    const theirToken = (other.staff[0] as { token: string }).token;
    const theirTopic = await startedTopic(calls, theirToken);
    const theirs = await replied(calls, theirToken, theirTopic.id);
    const gone = { returnCode: 404, error: NO_SUCH_REPLY };
    for (const token of [admin, colleague]) {
      expect((await calls.updateReply(token, { id: theirs.id, content: 'Mine now.' })).body).toEqual(gone);
      expect((await calls.deleteReply(token, theirs.id)).body).toEqual(gone);
      expect((await calls.listReplies(token, theirTopic.id)).body).toEqual({
        returnCode: 404,
        error: NO_SUCH_TOPIC,
      });
    }
    expect((await calls.listReplies(theirToken, theirTopic.id)).body.returnObject.items).toEqual([theirs]);
  });
});

describe('the XSS corpus through a reply’s content', () => {
  test.each(XSS_CORPUS.map((entry) => [entry.name, entry] as const))('%s', async (_, entry) => {
    const topic = await startedTopic(calls, author);
    const answer = await calls.createReply(colleague, { topicId: topic.id, content: entry.source });
    if (entry.verdict === 'refused') {
      expect(answer.body).toEqual({ returnCode: 400, error: `content: ${entry.problem}`, field: 'content' });
      expect((await calls.getTopic(author, topic.id)).body.returnObject.replyCount).toBe(0);
      return;
    }
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject.content).toBe(entry.source);
    const [read] = (await calls.listReplies(author, topic.id)).body.returnObject.items;
    expect(read?.content).toBe(entry.source);
  });
});
