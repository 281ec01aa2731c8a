import { randomUUID } from 'node:crypto';
import { NOTICE_KINDS, type NoticeKind } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadContract } from '../http/contract.ts';
import { theOneAuditRow } from '../test-support/audit-rows.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { notify } from './notify.ts';

/**
 * My profile's e-mail choices (issue 28 item 6): the bell always gets a notice; the mail goes only to
 * those who have not turned its kind off; nobody reads or changes anyone else's choices.
 */

type Person = { userId: string; token: string; email: string };

let api: TestApi;
let employerId: string;
let ama: Person;
let kofi: Person;

async function employeeAccount(): Promise<Person> {
  const account = await api.newEmployeeUser(employerId);
  const row = await api.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', account.userId)
    .executeTakeFirstOrThrow();
  return { userId: account.userId, token: account.token, email: row.email };
}

beforeAll(async () => {
  api = await createTestApi();
  const admin = await api.newAdministrator();
  employerId = admin.session.user.employerId;
  ama = await employeeAccount();
  kofi = await employeeAccount();
});
afterAll(() => api.close());

type Preferences = { kind: NoticeKind; byEmail: boolean }[];

async function preferencesOf(person: Person): Promise<Preferences> {
  const answer = await api.call<{ returnObject: { preferences: Preferences } }>(
    '/notifications/get-email-preferences',
    {},
    { token: person.token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject.preferences;
}

function update(person: Person, preferences: Preferences | Record<string, unknown>[]) {
  return api.call<{ returnObject: { preferences: Preferences }; error?: string; field?: string }>(
    '/notifications/update-email-preferences',
    { preferences },
    { token: person.token },
  );
}

/** Tells both of them of one new event of `kind`, with a mail; answers who got the bell row and who the mail. */
async function tellBoth(kind: NoticeKind) {
  const dedupeKey = `test:${randomUUID()}`;
  await api.db.transaction().execute((trx) =>
    notify(trx, {
      employerId,
      recipientUserIds: [ama.userId, kofi.userId],
      kind,
      title: `Something of ${kind}`,
      link: '/team/announcements',
      subject: { type: 'announcement', id: randomUUID() },
      dedupeKey,
      email: { subject: `Mail of ${dedupeKey}`, text: 'Read it in HR Payroll.' },
    }),
  );
  const bell = await api.db
    .selectFrom('notifications')
    .select('recipient_user_id')
    .where('dedupe_key', '=', dedupeKey)
    .execute();
  const mails = await api.db
    .selectFrom('mail_outbox')
    .select('recipient')
    .where('subject', '=', `Mail of ${dedupeKey}`)
    .execute();
  const name = (id: string) => (id === ama.userId ? 'ama' : 'kofi');
  const mailName = (address: string) => (address === ama.email ? 'ama' : 'kofi');
  return {
    bell: bell.map((row) => name(row.recipient_user_id)).sort(),
    mail: mails.map((row) => mailName(row.recipient)).sort(),
  };
}

describe('by default', () => {
  test('every kind is mailed, as before anyone chose, in the order My profile lists them', async () => {
    expect(await preferencesOf(ama)).toEqual(NOTICE_KINDS.map(({ kind }) => ({ kind, byEmail: true })));
    expect(await tellBoth('announcement')).toEqual({ bell: ['ama', 'kofi'], mail: ['ama', 'kofi'] });
  });

  test('the contract lists exactly the domain’s kinds', () => {
    // The server's view of the document reads no schemas; the file has them.
    const { components } = loadContract().document as unknown as {
      components: { schemas: Record<string, { enum?: string[] }> };
    };
    expect(components.schemas.NoticeKind?.enum).toEqual(NOTICE_KINDS.map(({ kind }) => kind));
  });
});

describe('a kind turned off', () => {
  test('still reaches the bell but sends no mail; other kinds and other people are mailed', async () => {
    const answer = await update(ama, [{ kind: 'payslip-ready', byEmail: false }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.returnObject.preferences).toContainEqual({ kind: 'payslip-ready', byEmail: false });
    expect(await tellBoth('payslip-ready')).toEqual({ bell: ['ama', 'kofi'], mail: ['kofi'] });
    expect(await tellBoth('shared-document')).toEqual({ bell: ['ama', 'kofi'], mail: ['ama', 'kofi'] });

    expect((await update(ama, [{ kind: 'payslip-ready', byEmail: true }])).status).toBe(200);
    expect(await tellBoth('payslip-ready')).toEqual({ bell: ['ama', 'kofi'], mail: ['ama', 'kofi'] });
  });

  test('one audit row per call, naming the kinds that changed', async () => {
    const row = await theOneAuditRow(api.db, employerId, () =>
      update(kofi, [
        { kind: 'discussion-reply', byEmail: false },
        { kind: 'announcement', byEmail: true },
      ]),
    );
    expect(row).toEqual({
      actorUserId: kofi.userId,
      operation: 'updateEmailPreferences',
      area: 'team',
      recordType: 'notice-email-preferences',
      recordId: kofi.userId,
      before: { 'discussion-reply': true },
      after: { 'discussion-reply': false },
    });
  });
});

describe('own choices only', () => {
  test('one person’s choice changes nothing of another’s; naming someone else is refused', async () => {
    expect((await update(kofi, [{ kind: 'approval-waiting', byEmail: false }])).status).toBe(200);
    expect(await preferencesOf(ama)).toContainEqual({ kind: 'approval-waiting', byEmail: true });
    const named = await api.call<{ error?: string; field?: string }>(
      '/notifications/update-email-preferences',
      { userId: ama.userId, preferences: [{ kind: 'approval-ended', byEmail: false }] },
      { token: kofi.token },
    );
    expect([named.status, named.body.field]).toEqual([400, 'userId']);
    const read = await api.call<{ field?: string }>(
      '/notifications/get-email-preferences',
      { userId: ama.userId },
      { token: kofi.token },
    );
    expect([read.status, read.body.field]).toEqual([400, 'userId']);
    expect(await preferencesOf(ama)).toContainEqual({ kind: 'approval-ended', byEmail: true });
    expect((await api.call('/notifications/get-email-preferences', {})).status).toBe(401);
  });

  test('an unknown kind is a 400 naming the field', async () => {
    const answer = await update(ama, [{ kind: 'everything', byEmail: false }]);
    expect([answer.status, answer.body.field]).toEqual([400, 'preferences.0.kind']);
  });
});
