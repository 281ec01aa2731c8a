import { oneLineText, XSS_CORPUS } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refusalOf } from '../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { employerWithStaff } from './announcement-test-support.ts';
import {
  type DiscussionCalls,
  discussionCalls,
  forum,
  replied,
  startedTopic,
  topicUpdate,
} from './discussion-test-support.ts';
import { NO_SUCH_TOPIC } from './discussion-views.ts';
import { NOT_YOUR_POST, OTHERS_REPLIED, TOPIC_LOCKED } from './discussions.ts';
import { POST_REFUSALS } from './post-test-support.ts';

let api: TestApi;
let calls: DiscussionCalls;
let admin: string;
/** Two employees of the one employer: the author of most topics, and a colleague. */
let author: string;
let colleague: string;
let authorUserId: string;
let employerId: string;
beforeAll(async () => {
  api = await createTestApi();
  calls = discussionCalls(api);
  ({ admin, author, colleague, authorUserId, employerId } = await forum(api));
});
afterAll(() => api.close());

describe('starting and reading topics', () => {
  test('an employee starts one; it answers as stored, the title trimmed, the content as sent', async () => {
    const topic = await startedTopic(calls, author, {
      title: '  Car sharing  ',
      content: 'Who drives **in**?',
    });
    expect(topic).toEqual({
      id: expect.any(String),
      title: 'Car sharing',
      content: 'Who drives **in**?',
      attachments: [],
      authorName: expect.any(String),
      authorUserId,
      createdAt: expect.any(String),
      updatedAt: topic.createdAt,
      locked: false,
      lockedAt: null,
      replyCount: 0,
      lastActivityAt: topic.createdAt,
      canEdit: true,
      canDelete: true,
    });
    expect(topic.authorName).not.toBe('');
    expect((await calls.getTopic(author, topic.id)).body.returnObject).toEqual(topic);
  });

  test('a title sent with line breaks, control characters and direction overrides is kept on one line, and a reply’s bell item and mail carry none of them', async () => {
    const topic = await startedTopic(calls, author, {
      title: 'Car\u202e sharing\r\nfrom\u001b the north\u2069',
    });
    expect(topic.title).toBe('Car sharing from the north');
    await replied(calls, colleague, topic.id);
    const bell = await api.db
      .selectFrom('notifications')
      .select('title')
      .where('link', '=', `/team/discussions/${topic.id}`)
      .execute();
    expect(bell).toEqual([{ title: 'New reply: Car sharing from the north' }]);
    const mails = await api.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('text_body', 'like', `%/team/discussions/${topic.id}%`)
      .execute();
    expect(mails).toEqual([{ subject: 'New reply: Car sharing from the north' }]);
    const changed = await calls.updateTopic(
      author,
      topicUpdate(topic, { title: 'Car\nsharing\u202d, south' }),
    );
    expect(changed.body.returnObject.title).toBe('Car sharing, south');
  });

  test('content may be left out (empty); every user of the employer reads the topic', async () => {
    const topic = await startedTopic(calls, author, { title: 'No words' });
    expect(topic.content).toBe('');
    const byColleague = (await calls.getTopic(colleague, topic.id)).body.returnObject;
    expect(byColleague).toMatchObject({ id: topic.id, canEdit: false, canDelete: false });
    const byAdmin = (await calls.getTopic(admin, topic.id)).body.returnObject;
    expect(byAdmin).toMatchObject({ id: topic.id, canEdit: false, canDelete: true });
  });

  test('administrators start topics too', async () => {
    const topic = await startedTopic(calls, admin, { title: 'From the office' });
    expect(topic).toMatchObject({ canEdit: true, canDelete: true });
    expect((await calls.getTopic(author, topic.id)).body.returnObject.title).toBe('From the office');
  });
});

describe('Team has no Module Access switch', () => {
  test('an employee starts, reads and replies with every module of the employer off', async () => {
    const enabled = await api.db
      .selectFrom('employer_modules')
      .select('module_id')
      .where('employer_id', '=', employerId)
      .where('enabled', '=', true)
      .execute();
    expect(enabled).toEqual([]);
    const topic = await startedTopic(calls, author, { title: 'No modules needed' });
    expect((await calls.listTopics(colleague)).status).toBe(200);
    await replied(calls, colleague, topic.id);
    expect((await calls.listReplies(author, topic.id)).body.returnObject.total).toBe(1);
  });
});

describe('the list', () => {
  test('latest activity first, in pages with the total; a reply brings its topic to the top', async () => {
    const { admin: owner, staff } = await employerWithStaff(api, 1);
    const employee = (staff[0] as { token: string }).token;
    const oldest = await startedTopic(calls, employee, { title: 'Oldest' });
    const middle = await startedTopic(calls, employee, { title: 'Middle' });
    const newest = await startedTopic(calls, owner.token, { title: 'Newest' });
    const page = async (token: string, body: Record<string, unknown>) => {
      const answer = (await calls.listTopics(token, body)).body.returnObject;
      return { titles: answer.items.map((item) => item.title), total: answer.total };
    };
    expect(await page(employee, {})).toEqual({ titles: ['Newest', 'Middle', 'Oldest'], total: 3 });
    expect(await page(employee, { page: 1, pageSize: 2 })).toEqual({
      titles: ['Newest', 'Middle'],
      total: 3,
    });
    expect(await page(employee, { page: 2, pageSize: 2 })).toEqual({ titles: ['Oldest'], total: 3 });

    await replied(calls, owner.token, oldest.id);
    expect(await page(owner.token, {})).toEqual({ titles: ['Oldest', 'Newest', 'Middle'], total: 3 });
    const [first] = (await calls.listTopics(employee, {})).body.returnObject.items;
    expect(first).toEqual({
      id: oldest.id,
      title: 'Oldest',
      authorName: oldest.authorName,
      authorUserId: oldest.authorUserId,
      createdAt: oldest.createdAt,
      updatedAt: oldest.updatedAt,
      locked: false,
      lockedAt: null,
      replyCount: 1,
      lastActivityAt: expect.any(String),
      attachmentCount: 0,
      canEdit: true,
      canDelete: false,
    });
    expect(Date.parse(first?.lastActivityAt ?? '')).toBeGreaterThan(Date.parse(newest.lastActivityAt));
    expect(middle.replyCount).toBe(0);
  });
});

describe('changing one’s own topic', () => {
  test('its author changes title and content; updatedAt moves, createdAt stays', async () => {
    const topic = await startedTopic(calls, author, { title: 'Draft', content: 'First words.' });
    const answer = await calls.updateTopic(
      author,
      topicUpdate(topic, { title: 'Final', content: '*Last* words.' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject).toMatchObject({
      id: topic.id,
      title: 'Final',
      content: '*Last* words.',
      createdAt: topic.createdAt,
    });
    expect(answer.body.returnObject.updatedAt >= topic.updatedAt).toBe(true);
    expect((await calls.getTopic(colleague, topic.id)).body.returnObject.title).toBe('Final');
  });

  test('anyone else, an administrator too, gets 403 and nothing changes', async () => {
    const topic = await startedTopic(calls, author, { title: 'Mine', content: 'My words.' });
    for (const token of [colleague, admin]) {
      const answer = await calls.updateTopic(token, topicUpdate(topic, { title: 'Theirs' }));
      expect(answer.body).toEqual({ returnCode: 403, error: NOT_YOUR_POST });
    }
    expect((await calls.getTopic(author, topic.id)).body.returnObject).toEqual(topic);
  });
});

describe('deleting a topic', () => {
  test('its author deletes it while only they have replied; their replies go with it', async () => {
    const topic = await startedTopic(calls, author);
    await replied(calls, author, topic.id, { content: 'Adding a detail.' });
    expect((await calls.getTopic(author, topic.id)).body.returnObject.canDelete).toBe(true);
    const answer = await calls.deleteTopic(author, topic.id);
    expect(answer.body).toEqual({ returnCode: 200, returnMessage: 'The topic was deleted.' });
    const gone = { returnCode: 404, error: NO_SUCH_TOPIC };
    expect((await calls.getTopic(author, topic.id)).body).toEqual(gone);
    expect((await calls.listReplies(author, topic.id)).body).toEqual(gone);
    expect((await calls.deleteTopic(author, topic.id)).body).toEqual(gone);
    const ids = (await calls.listTopics(author, { pageSize: 100 })).body.returnObject.items.map(
      (item) => item.id,
    );
    expect(ids).not.toContain(topic.id);
  });

  test('once someone else has replied, its author gets 409 and the topic stays', async () => {
    const topic = await startedTopic(calls, author);
    await replied(calls, colleague, topic.id);
    expect((await calls.getTopic(author, topic.id)).body.returnObject.canDelete).toBe(false);
    const answer = await calls.deleteTopic(author, topic.id);
    expect(answer.body).toEqual({ returnCode: 409, error: OTHERS_REPLIED });
    expect((await calls.getTopic(author, topic.id)).status).toBe(200);
  });

  test('another employee gets 403', async () => {
    const topic = await startedTopic(calls, author);
    expect((await calls.deleteTopic(colleague, topic.id)).body).toEqual({
      returnCode: 403,
      error: NOT_YOUR_POST,
    });
    expect((await calls.getTopic(author, topic.id)).status).toBe(200);
  });

  test('an administrator removes any topic, with others’ replies, locked or not', async () => {
    const topic = await startedTopic(calls, author);
    await replied(calls, colleague, topic.id);
    await calls.lockTopic(admin, topic.id, true);
    const answer = await calls.deleteTopic(admin, topic.id);
    expect(answer.body).toEqual({ returnCode: 200, returnMessage: 'The topic was deleted.' });
    expect((await calls.getTopic(colleague, topic.id)).status).toBe(404);
    const left = await api.db
      .selectFrom('discussion_replies')
      .select('id')
      .where('topic_id', '=', topic.id)
      .execute();
    expect(left).toEqual([]);
    // The author's bell item of the reply goes with it: it would lead to a topic that is no more.
    const bell = await api.call<{ returnObject: { items: { link: string }[] } }>(
      '/notifications/list-notifications',
      {},
      { token: author },
    );
    expect(bell.body.returnObject.items.map((item) => item.link)).not.toContain(
      `/team/discussions/${topic.id}`,
    );
  });
});

describe('locking', () => {
  test('an employee may not lock or unlock: 403', async () => {
    const topic = await startedTopic(calls, author);
    for (const locked of [true, false]) {
      const answer = await calls.lockTopic(author, topic.id, locked);
      expect(answer.body).toEqual(refusalOf('/team/lock-discussion-topic'));
    }
    expect((await calls.getTopic(author, topic.id)).body.returnObject.locked).toBe(false);
  });

  test('a locked topic takes no edits and no deletion by its author (409); unlocking opens it again', async () => {
    const topic = await startedTopic(calls, author);
    const locked = (await calls.lockTopic(admin, topic.id, true)).body.returnObject;
    expect(locked).toMatchObject({ locked: true, lockedAt: expect.any(String) });
    const lockedAgain = (await calls.lockTopic(admin, topic.id, true)).body.returnObject;
    expect(lockedAgain.lockedAt).toBe(locked.lockedAt);
    const seen = (await calls.getTopic(author, topic.id)).body.returnObject;
    expect(seen).toMatchObject({ locked: true, canEdit: false, canDelete: false });

    const refused = { returnCode: 409, error: TOPIC_LOCKED };
    expect((await calls.updateTopic(author, topicUpdate(topic, { title: 'Changed' }))).body).toEqual(refused);
    expect((await calls.deleteTopic(author, topic.id)).body).toEqual(refused);
    expect((await calls.getTopic(author, topic.id)).body.returnObject.title).toBe(topic.title);

    const unlocked = (await calls.lockTopic(admin, topic.id, false)).body.returnObject;
    expect(unlocked).toMatchObject({ locked: false, lockedAt: null });
    expect((await calls.getTopic(author, topic.id)).body.returnObject).toMatchObject({ canEdit: true });
    expect((await calls.updateTopic(author, topicUpdate(topic, { title: 'Changed' }))).status).toBe(200);
  });
});

describe('another employer', () => {
  test('its topics are 404 to every operation and never listed', async () => {
    const other = await employerWithStaff(api, 1);
    const theirs = await startedTopic(calls, (other.staff[0] as { token: string }).token, {
      title: 'Theirs',
    });
    const gone = { returnCode: 404, error: NO_SUCH_TOPIC };
    for (const token of [admin, author]) {
      expect((await calls.getTopic(token, theirs.id)).body).toEqual(gone);
      expect((await calls.listReplies(token, theirs.id)).body).toEqual(gone);
      expect((await calls.createReply(token, { topicId: theirs.id, content: 'Hi' })).body).toEqual(gone);
      expect((await calls.updateTopic(token, topicUpdate(theirs, { title: 'Mine now' }))).body).toEqual(gone);
      expect((await calls.deleteTopic(token, theirs.id)).body).toEqual(gone);
      const ids = (await calls.listTopics(token, { pageSize: 100 })).body.returnObject.items.map(
        (item) => item.id,
      );
      expect(ids).not.toContain(theirs.id);
    }
    expect((await calls.lockTopic(admin, theirs.id, true)).body).toEqual(gone);
    expect((await calls.getTopic(other.admin.token, theirs.id)).body.returnObject).toMatchObject({
      title: 'Theirs',
      locked: false,
      replyCount: 0,
    });
  });
});

describe('each field’s 400', () => {
  const refusals = POST_REFUSALS;

  test.each(refusals)('create: %s, and nothing is saved', async (_, change, field, error) => {
    const before = (await calls.listTopics(author)).body.returnObject.total;
    const answer = await calls.createTopic(author, { title: 'Valid', ...change });
    expect(answer.body).toEqual({ returnCode: 400, error, field });
    expect((await calls.listTopics(author)).body.returnObject.total).toBe(before);
  });

  test.each(refusals)('update: %s, and nothing changes', async (_, change, field, error) => {
    const topic = await startedTopic(calls, author, { title: 'Unchanged', content: 'Kept.' });
    const answer = await calls.updateTopic(author, topicUpdate(topic, change));
    expect(answer.body).toEqual({ returnCode: 400, error, field });
    expect((await calls.getTopic(author, topic.id)).body.returnObject).toEqual(topic);
  });

  test('update without its content: 400 (an empty one is fine)', async () => {
    const topic = await startedTopic(calls, author, { content: 'Kept.' });
    const answer = await calls.updateTopic(author, { id: topic.id, title: topic.title });
    expect(answer.body).toEqual({ returnCode: 400, error: 'content: is required.', field: 'content' });
    const emptied = await calls.updateTopic(author, topicUpdate(topic, { content: '' }));
    expect(emptied.body.returnObject.content).toBe('');
  });
});

describe('the XSS corpus through a topic’s title and content', () => {
  test.each(XSS_CORPUS.map((entry) => [entry.name, entry] as const))('%s', async (_, entry) => {
    const answer = await calls.createTopic(author, { title: entry.source, content: entry.source });
    if (entry.verdict === 'refused') {
      expect(answer.body).toEqual({ returnCode: 400, error: `content: ${entry.problem}`, field: 'content' });
      // The title is plain text, never rendered as markup: the same source is a title as typed, on one line.
      const titled = await startedTopic(calls, author, { title: entry.source });
      expect(titled.title).toBe(oneLineText(entry.source).trim());
      return;
    }
    expect(answer.status).toBe(200);
    const { id, title, content } = answer.body.returnObject;
    expect({ title, content }).toEqual({ title: oneLineText(entry.source).trim(), content: entry.source });
    const read = (await calls.getTopic(colleague, id)).body.returnObject;
    expect({ title: read.title, content: read.content }).toEqual({ title, content });
    const listed = (await calls.listTopics(colleague)).body.returnObject.items.find((item) => item.id === id);
    expect(listed?.title).toBe(title);
  });
});
