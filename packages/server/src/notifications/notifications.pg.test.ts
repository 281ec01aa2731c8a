import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { NOTIFICATIONS_PAGE_SIZE } from './feed.ts';
import { type Notice, notify, notifyMany } from './notify.ts';

/**
 * The feed every area writes to (notify) and the bell reads (list-notifications,
 * mark-notifications-read): each user reads and marks only their own, inside their employer; one
 * event notifies a user once; mails go through the outbox, one per user newly told.
 */

type Feed = {
  items: { id: string; title: string; link: string; readAt: string | null }[];
  unreadCount: number;
  hasMore: boolean;
};

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let employerId: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.newAdministrator();
  employerId = admin.session.user.employerId;
});
afterAll(() => api.close());

function notice(recipientUserIds: string[], more: Partial<Notice> = {}): Notice {
  return {
    employerId,
    recipientUserIds,
    kind: 'approval-waiting',
    title: 'Ann Lee asks for leave on 1 Dec 2026',
    link: '/leave/review',
    subject: { type: 'leave-request', id: randomUUID() },
    dedupeKey: `test:${randomUUID()}`,
    ...more,
  };
}

async function feedOf(token: string, body: Record<string, unknown> = {}) {
  const answer = await api.call<{ returnObject: Feed }>('/notifications/list-notifications', body, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

async function mark(token: string, body: Record<string, unknown>) {
  return api.call<{ returnObject: { unreadCount: number }; error?: string; field?: string }>(
    '/notifications/mark-notifications-read',
    body,
    { token },
  );
}

async function outboxTo(email: string) {
  return api.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('recipient', '=', email)
    .execute();
}

describe('notify', () => {
  test('one event notifies each user once, however often it is saved', async () => {
    const user = await api.newEmployeeUser(employerId);
    const event = notice([user.userId]);
    expect(await notify(api.db, event)).toEqual([user.userId]);
    expect(await notify(api.db, event)).toEqual([]);
    expect((await feedOf(user.token)).items).toHaveLength(1);
  });

  test('mails each user newly told once, through the outbox', async () => {
    const user = await api.newEmployeeUser(employerId);
    const account = await api.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const event = notice([user.userId, user.userId], {
      email: {
        subject: 'A leave request to review',
        text: 'Open it:\nhttps://hr.example.test/leave/review\n',
      },
    });
    await notify(api.db, event);
    await notify(api.db, event);
    expect(await outboxTo(account.email)).toEqual([
      { subject: 'A leave request to review', text_body: 'Open it:\nhttps://hr.example.test/leave/review\n' },
    ]);
  });

  test('a user of another employer is left out, whatever ids the caller passes', async () => {
    const other = await api.newAdministrator();
    expect(await notify(api.db, notice([other.session.user.id]))).toEqual([]);
    expect((await feedOf(other.token)).items).toEqual([]);
  });
  test('many events at once: each told to its own recipients, answered in order, mailed as each asks', async () => {
    const ann = await api.newEmployeeUser(employerId);
    const ben = await api.newEmployeeUser(employerId);
    const other = await api.newAdministrator();
    const emailOf = async (userId: string) =>
      (await api.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow())
        .email;
    const mail = (subject: string) => ({ subject, text: `${subject}\n` });
    const annOnly = notice([ann.userId], { title: 'For Ann', email: mail('Ann, mailed') });
    const both = notice([ann.userId, ben.userId, other.session.user.id], { title: 'For both' });
    const benTwice = notice([ben.userId], { title: 'For Ben', email: mail('Ben, mailed') });
    // The same event again in the batch tells nobody a second time.
    const again = { ...benTwice, title: 'For Ben again' };
    expect(await notifyMany(api.db, [annOnly, both, benTwice, again])).toEqual([
      [ann.userId],
      expect.arrayContaining([ann.userId, ben.userId]),
      [ben.userId],
      [],
    ]);
    expect((await feedOf(ann.token)).items.map((item) => item.title).sort()).toEqual(['For Ann', 'For both']);
    expect((await feedOf(ben.token)).items.map((item) => item.title).sort()).toEqual(['For Ben', 'For both']);
    expect((await feedOf(other.token)).items).toEqual([]);
    expect(await outboxTo(await emailOf(ann.userId))).toEqual([
      { subject: 'Ann, mailed', text_body: 'Ann, mailed\n' },
    ]);
    expect(await outboxTo(await emailOf(ben.userId))).toEqual([
      { subject: 'Ben, mailed', text_body: 'Ben, mailed\n' },
    ]);
    expect(await notifyMany(api.db, [annOnly, both])).toEqual([[], []]);
  });
});

describe('the feed', () => {
  test('is the caller’s own, newest first, with the unread count', async () => {
    const ann = await api.newEmployeeUser(employerId);
    const ben = await api.newEmployeeUser(employerId);
    await notify(api.db, notice([ann.userId], { title: 'First' }));
    await notify(api.db, notice([ann.userId, ben.userId], { title: 'Second' }));
    const feed = await feedOf(ann.token);
    expect(feed.items.map((item) => item.title)).toEqual(['Second', 'First']);
    expect(feed).toMatchObject({ unreadCount: 2, hasMore: false });
    expect((await feedOf(ben.token)).items.map((item) => item.title)).toEqual(['Second']);
  });

  test('pages by 20 and can leave out what was read', async () => {
    const user = await api.newEmployeeUser(employerId);
    for (let index = 0; index < NOTIFICATIONS_PAGE_SIZE + 2; index += 1) {
      await notify(api.db, notice([user.userId], { title: `Notice ${index}` }));
      // Each notice a moment apart: two made within the same tick of the database's clock tie on
      // created_at, and the feed then orders them by id (random), not in the order they were made.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const first = await feedOf(user.token);
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first).toMatchObject({ unreadCount: NOTIFICATIONS_PAGE_SIZE + 2, hasMore: true });
    const second = await feedOf(user.token, { page: 2 });
    expect(second.items.map((item) => item.title)).toEqual(['Notice 1', 'Notice 0']);
    expect(second.hasMore).toBe(false);

    await mark(user.token, { ids: first.items.map((item) => item.id) });
    const unread = await feedOf(user.token, { unreadOnly: true });
    expect(unread.items.map((item) => item.title)).toEqual(['Notice 1', 'Notice 0']);
    expect(unread.unreadCount).toBe(2);
  });

  test('marks the caller’s own as read, one or all, and answers what stays unread', async () => {
    const user = await api.newEmployeeUser(employerId);
    await notify(api.db, notice([user.userId], { title: 'Old' }));
    await notify(api.db, notice([user.userId], { title: 'New' }));
    const [newest] = (await feedOf(user.token)).items;
    const one = await mark(user.token, { ids: [newest?.id] });
    expect(one.body.returnObject).toEqual({ unreadCount: 1 });
    const feed = await feedOf(user.token);
    expect(feed.items.map((item) => [item.title, item.readAt === null])).toEqual([
      ['New', false],
      ['Old', true],
    ]);
    const all = await mark(user.token, { all: true });
    expect(all.body.returnObject).toEqual({ unreadCount: 0 });
  });

  test('someone else’s notification is not marked, even by its id, nor by an administrator', async () => {
    const ann = await api.newEmployeeUser(employerId);
    const ben = await api.newEmployeeUser(employerId);
    await notify(api.db, notice([ann.userId]));
    const [annsItem] = (await feedOf(ann.token)).items;
    expect((await mark(ben.token, { ids: [annsItem?.id] })).status).toBe(200);
    expect((await mark(admin.token, { all: true })).status).toBe(200);
    expect((await feedOf(ann.token)).unreadCount).toBe(1);
  });

  test('another employer’s user neither reads nor marks this employer’s notifications', async () => {
    const user = await api.newEmployeeUser(employerId);
    await notify(api.db, notice([user.userId]));
    const [item] = (await feedOf(user.token)).items;
    const other = await api.newAdministrator();
    expect((await feedOf(other.token)).items).toEqual([]);
    await mark(other.token, { ids: [item?.id] });
    expect((await feedOf(user.token)).unreadCount).toBe(1);
  });

  test('naming nothing marks nothing', async () => {
    const user = await api.newEmployeeUser(employerId);
    await notify(api.db, notice([user.userId]));
    for (const body of [{}, { ids: [] }, { all: false }]) {
      const answer = await mark(user.token, body);
      expect(answer.status).toBe(200);
      expect(answer.body.returnObject).toEqual({ unreadCount: 1 });
    }
  });

  test('needs a signed-in user', async () => {
    expect((await api.call('/notifications/list-notifications', {})).status).toBe(401);
  });
});
