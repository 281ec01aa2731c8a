import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { theOneAuditRow } from '../test-support/audit-rows.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { notify } from './notify.ts';

/**
 * Issue 27: marking the bell's items read leaves one audit row per call, however many it marks; the
 * record is the caller's feed (area team, the nearest the permission grid has).
 */

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let employerId: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.newAdministrator();
  employerId = admin.session.user.employerId;
});
afterAll(() => api.close());

async function told(count: number): Promise<string[]> {
  for (let index = 0; index < count; index += 1) {
    await api.db.transaction().execute((trx) =>
      notify(trx, {
        employerId,
        recipientUserIds: [admin.session.user.id],
        kind: 'approval-waiting',
        title: `Notice ${index}`,
        link: '/leave/review',
        subject: { type: 'leave-request', id: randomUUID() },
        dedupeKey: `test:${randomUUID()}`,
      }),
    );
  }
  const rows = await api.db
    .selectFrom('notifications')
    .select('id')
    .where('recipient_user_id', '=', admin.session.user.id)
    .where('read_at', 'is', null)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.id);
}

function markRead(body: Record<string, unknown>) {
  return api.call('/notifications/mark-notifications-read', body, { token: admin.token });
}

test('marking some by id: one row naming them, the unread count before and after', async () => {
  const [first, second] = await told(3);
  const row = await theOneAuditRow(api.db, employerId, () => markRead({ ids: [first, second] }));
  expect(row).toEqual({
    actorUserId: admin.session.user.id,
    operation: 'markNotificationsRead',
    area: 'team',
    recordType: 'notification-feed',
    recordId: admin.session.user.id,
    before: { unreadCount: 3 },
    after: { unreadCount: 1, markedRead: 2, ids: expect.arrayContaining([first, second]) },
  });
  const all = await theOneAuditRow(api.db, employerId, () => markRead({ all: true }));
  expect(all).toMatchObject({ before: { unreadCount: 1 }, after: { unreadCount: 0, markedRead: 1 } });
});
