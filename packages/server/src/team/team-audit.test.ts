import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditedBy } from '../test-support/audit-rows.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { upload } from './announcement-test-support.ts';

/**
 * Issue 27's audit trail for Team: every change to an announcement, a discussion topic or reply, or a
 * shared document, and each reading or acknowledgement, leaves exactly one row (area team) with the
 * record's fields before and after: the stored text, and files by id and name, never their bytes.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');

type Answer = { returnObject: { id: string } & Record<string, unknown> };

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let employee: Awaited<ReturnType<TestApi['newEmployeeUser']>>;
let employerId: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  admin = await api.newAdministrator();
  employerId = admin.session.user.employerId;
  const record = await api.addEmployee(admin.token);
  employee = await api.newEmployeeUser(employerId, record.id);
});
afterAll(() => api.close());

function call(operation: string, body: Record<string, unknown>, token = admin.token) {
  return api.call<Answer>(`/team/${operation}`, body, { token });
}

/** Calls the operation, expects one row, and answers the row and the record's id. */
async function audited(operation: string, body: Record<string, unknown>, token = admin.token) {
  const { answer, rows } = await auditedBy(api.db, employerId, () => call(operation, body, token));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(rows, JSON.stringify(rows)).toHaveLength(1);
  return { row: rows[0], id: answer.body.returnObject?.id };
}

describe('announcements', () => {
  test('create, update, mark read and delete: one row each, fields and files before and after', async () => {
    const file = await upload(api, admin.token, 'rota.pdf');
    const fields = {
      title: 'Rota',
      effectiveDate: '2026-11-01',
      published: true,
      notifyEmployees: false,
      content: 'The **new** rota.',
    };
    const created = await audited('create-announcement', { ...fields, attachmentIds: [file.id] });
    const id = created.id as string;
    expect(created.row).toMatchObject({
      operation: 'createAnnouncement',
      area: 'team',
      recordType: 'announcement',
      recordId: id,
      actorUserId: admin.session.user.id,
      before: null,
      after: { ...fields, attachments: [{ id: file.id, name: 'rota.pdf' }] },
    });
    const updated = await audited('update-announcement', {
      id,
      ...fields,
      title: 'Winter rota',
      removeAttachmentIds: [file.id],
    });
    expect(updated.row).toMatchObject({
      operation: 'updateAnnouncement',
      recordId: id,
      before: { title: 'Rota', attachments: [{ id: file.id }] },
      after: { title: 'Winter rota', attachments: [] },
    });

    const firstRead = await audited('mark-announcement-read', { id }, employee.token);
    expect(firstRead.row).toMatchObject({
      operation: 'markAnnouncementRead',
      area: 'team',
      recordType: 'announcement-read',
      recordId: id,
      actorUserId: employee.userId,
      before: { userId: employee.userId, readAt: null },
      after: { userId: employee.userId, readAt: expect.any(String) },
    });
    // A second reading changes nothing: its row says so, with the first reading's time on both sides.
    const again = await audited('mark-announcement-read', { id }, employee.token);
    expect(again.row?.before).toEqual(firstRead.row?.after);
    expect(again.row?.after).toEqual(firstRead.row?.after);

    const deleted = await audited('delete-announcement', { id });
    expect(deleted.row).toMatchObject({
      operation: 'deleteAnnouncement',
      recordId: id,
      before: { title: 'Winter rota' },
      after: null,
    });
  });

  test('reading one that does not exist is refused and leaves no row', async () => {
    const { answer, rows } = await auditedBy(api.db, employerId, () =>
      call('mark-announcement-read', { id: crypto.randomUUID() }, employee.token),
    );
    expect(answer.status).toBe(404);
    expect(rows).toEqual([]);
  });
});

describe('discussions', () => {
  test('a topic created, changed, locked, unlocked and deleted: one row each', async () => {
    const created = await audited(
      'create-discussion-topic',
      { title: 'Parking', content: 'Where?' },
      employee.token,
    );
    const id = created.id as string;
    expect(created.row).toMatchObject({
      operation: 'createDiscussionTopic',
      area: 'team',
      recordType: 'discussion-topic',
      recordId: id,
      actorUserId: employee.userId,
      before: null,
      after: { title: 'Parking', content: 'Where?', locked: false, attachments: [] },
    });
    const updated = await audited(
      'update-discussion-topic',
      { id, title: 'Parking spaces', content: 'Where?' },
      employee.token,
    );
    expect(updated.row).toMatchObject({ before: { title: 'Parking' }, after: { title: 'Parking spaces' } });
    const locked = await audited('lock-discussion-topic', { id, locked: true });
    expect(locked.row).toMatchObject({
      operation: 'lockDiscussionTopic',
      before: { locked: false },
      after: { locked: true },
    });
    const unlocked = await audited('lock-discussion-topic', { id, locked: false });
    expect(unlocked.row).toMatchObject({ before: { locked: true }, after: { locked: false } });
    const deleted = await audited('delete-discussion-topic', { id }, employee.token);
    expect(deleted.row).toMatchObject({
      operation: 'deleteDiscussionTopic',
      recordId: id,
      before: { title: 'Parking spaces' },
      after: null,
    });
  });

  test('a reply created, changed and deleted: one row each, though each also moves the topic’s count', async () => {
    const topic = await audited('create-discussion-topic', { title: 'Lunch', content: 'Ideas?' });
    const topicId = topic.id as string;
    const created = await audited('create-discussion-reply', { topicId, content: 'Soup' }, employee.token);
    const id = created.id as string;
    expect(created.row).toMatchObject({
      operation: 'createDiscussionReply',
      area: 'team',
      recordType: 'discussion-reply',
      recordId: id,
      before: null,
      after: { topicId, content: 'Soup', attachments: [] },
    });
    const updated = await audited('update-discussion-reply', { id, content: 'Soup, daily' }, employee.token);
    expect(updated.row).toMatchObject({
      operation: 'updateDiscussionReply',
      before: { content: 'Soup' },
      after: { content: 'Soup, daily' },
    });
    const deleted = await audited('delete-discussion-reply', { id });
    expect(deleted.row).toMatchObject({
      operation: 'deleteDiscussionReply',
      actorUserId: admin.session.user.id,
      before: { content: 'Soup, daily' },
      after: null,
    });
  });
});

describe('shared documents', () => {
  test('create, update, acknowledge and delete: one row each', async () => {
    const created = await audited('create-shared-document', {
      title: 'Handbook',
      category: 'HR',
      scope: 'all-employees',
      content: 'Read me.',
    });
    const id = created.id as string;
    expect(created.row).toMatchObject({
      operation: 'createSharedDocument',
      area: 'team',
      recordType: 'shared-document',
      recordId: id,
      before: null,
      after: {
        title: 'Handbook',
        category: 'HR',
        scope: 'all-employees',
        content: 'Read me.',
        employeeId: null,
      },
    });
    const updated = await audited('update-shared-document', {
      id,
      title: 'Handbook 2027',
      category: 'HR',
      scope: 'all-employees',
      content: 'Read me.',
    });
    expect(updated.row).toMatchObject({ before: { title: 'Handbook' }, after: { title: 'Handbook 2027' } });
    const acknowledged = await audited('acknowledge-shared-document', { id }, employee.token);
    expect(acknowledged.row).toMatchObject({
      operation: 'acknowledgeSharedDocument',
      recordType: 'shared-document-acknowledgement',
      recordId: id,
      actorUserId: employee.userId,
      before: { acknowledgedAt: null },
      after: { acknowledgedAt: expect.any(String) },
    });
    const deleted = await audited('delete-shared-document', { id });
    expect(deleted.row).toMatchObject({
      operation: 'deleteSharedDocument',
      before: { title: 'Handbook 2027' },
      after: null,
    });
  });
});
