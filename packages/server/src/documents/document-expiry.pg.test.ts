import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DocumentItem } from '../contract-types.ts';
import { jobRunner } from '../jobs/job-runner.ts';
import { silentLogger } from '../logger.ts';
import { createTestApi, TEST_PUBLIC_URL, type TestApi } from '../test-support/test-api.ts';
import { dailyDocumentExpiry, documentExpiryJobHandlers } from './document-expiry.ts';
import { tellExpiries } from './document-notices.ts';
import { type DocumentWorld, documentCalls, documentWorld, storedFile } from './document-test-support.ts';

/**
 * The daily expiry of approved documents (issue 31 item 5), run through the job's own entry point on a
 * given day, as the training certificate reminders' tests do. Ada's ID card, approved, expires on
 * 2026-04-30 with a reminder 10 days before; Ben's was approved too but he has since handed in a newer
 * version, waiting for review. Another employer's employee, Oz, has one approved until the same day, but
 * his employer keeps Honolulu's time: at 06:00 UTC it is still yesterday there. Ola's was approved
 * too, but she leaves on 2026-04-10, before any of it is due.
 */

let now = new Date('2026-03-01T12:00:00Z');
let api: TestApi;
let world: DocumentWorld;
let calls: ReturnType<typeof documentCalls>;
let items: Record<'ada' | 'ben' | 'ola' | 'oz', DocumentItem>;
let oz: { userId: string; token: string };

const idCard = {
  title: 'ID card',
  description: 'Both sides.',
  audience: 'employees',
  allowedTypes: ['application/pdf'],
  maxSizeMib: 5,
  dueOn: '2026-03-20',
  expires: true,
  remindDaysBefore: 10,
};

async function ok<T>(answer: Promise<{ status: number; body: { returnObject: T } }>): Promise<T> {
  const settled = await answer;
  expect(settled.status, JSON.stringify(settled.body)).toBe(200);
  return settled.body.returnObject;
}

/** The employee's item of a new request, handed in expiring on `expiresOn` and approved. */
async function approved(asker: string, employee: { token: string; employeeId: string }, expiresOn: string) {
  const request = await ok(calls.create(asker, { ...idCard, employeeIds: [employee.employeeId] }));
  const [item] = (await ok(calls.items(asker, request.id))).items;
  if (!item) throw new Error('nobody was asked');
  const attachmentId = await storedFile(api, employee.token);
  const version = await ok(calls.upload(employee.token, { id: item.id, attachmentId, expiresOn }));
  return ok(calls.review(asker, { id: item.id, decision: 'approve', version: version.versions.length }));
}

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  world = await documentWorld(api);
  calls = documentCalls(api);
  const { hal, ada, ben, ola } = world.people;
  const other = await api.newAdministrator();
  await api.db
    .updateTable('employers')
    .set({ time_zone: 'Pacific/Honolulu' })
    .where('id', '=', other.session.user.employerId)
    .execute();
  const ozRecord = await api.addEmployee(other.token, { firstName: 'Oz', lastName: 'Other' });
  const ozAccount = await api.newEmployeeUser(other.session.user.employerId, ozRecord.id);
  oz = { userId: ozAccount.userId, token: ozAccount.token };
  items = {
    ada: await approved(hal.token, ada, '2026-04-30'),
    ben: await approved(hal.token, ben, '2026-04-30'),
    ola: await approved(world.adminToken, ola, '2026-04-30'),
    oz: await approved(other.token, { token: oz.token, employeeId: ozRecord.id }, '2026-04-30'),
  };
  await api.db
    .updateTable('employees')
    .set({ employment_end_date: '2026-04-10', employment_end_reason: 'Resigned.' })
    .where('id', '=', ola.employeeId)
    .execute();
  const newer = await storedFile(api, ben.token);
  await ok(calls.upload(ben.token, { id: items.ben.id, attachmentId: newer, expiresOn: '2027-04-30' }));
});
afterAll(() => api.close());

async function runExpiryOn(day: string, utcTime = '06:00') {
  now = new Date(`${day}T${utcTime}:00Z`);
  const jobs = jobRunner({
    db: api.deps.db,
    handlers: documentExpiryJobHandlers({ clock: () => now, publicUrl: TEST_PUBLIC_URL }),
    recurring: [dailyDocumentExpiry],
    logger: silentLogger,
    clock: () => now,
  });
  await jobs.runDue();
  await jobs.stop();
}

async function expiryNotices(userId: string): Promise<string[]> {
  const rows = await api.db
    .selectFrom('notifications')
    .select('title')
    .where('recipient_user_id', '=', userId)
    .where('kind', '=', 'document-expiry')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.title);
}

async function stateOf(token: string, itemId: string) {
  const mine = await ok(calls.mine(token));
  return mine.items.find((item) => item.id === itemId)?.state;
}

const expiring = 'Your "ID card" expires on 2026-04-30: upload a new one before then.';
const expired = 'Your "ID card" expired on 2026-04-30: please upload a new one.';

describe('the daily document expiry', () => {
  test('reminds on the reminder day, not before, and once however often it runs', async () => {
    await runExpiryOn('2026-04-19');
    expect(await expiryNotices(world.people.ada.userId)).toEqual([]);

    await runExpiryOn('2026-04-20');
    await runExpiryOn('2026-04-20');
    expect(await expiryNotices(world.people.ada.userId)).toEqual([expiring]);
    const mails = await api.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('subject', '=', expiring)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(`${TEST_PUBLIC_URL}/documents/management`);

    await runExpiryOn('2026-04-21');
    expect(await expiryNotices(world.people.ada.userId)).toEqual([expiring]);
    // Ben's approval was for a version he has replaced since: his new one waits for review.
    expect(await expiryNotices(world.people.ben.userId)).toEqual([]);
  });

  test('expires the day after the expiry date, not on it: by the job, audited, told, asked again', async () => {
    const ada = world.people.ada;
    await runExpiryOn('2026-04-30');
    expect(await stateOf(ada.token, items.ada.id)).toBe('approved');
    expect(await expiryNotices(ada.userId)).toEqual([expiring]);

    await runExpiryOn('2026-05-01');
    await runExpiryOn('2026-05-01');
    expect(await stateOf(ada.token, items.ada.id)).toBe('expired');
    expect(await expiryNotices(ada.userId)).toEqual([expiring, expired]);
    const audit = await api.db
      .selectFrom('audit_events')
      .select(['operation', 'actor_user_id', 'before', 'after'])
      .where('record_id', '=', items.ada.id)
      .where('operation', '=', 'expireDocumentItem')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_user_id).toBeNull();
    expect(audit[0]?.after).toMatchObject({ state: 'expired', version: 1, expiresOn: '2026-04-30' });

    // The request is open again: Ada hands in a new card.
    const attachmentId = await storedFile(api, ada.token);
    const again = await ok(
      calls.upload(ada.token, { id: items.ada.id, attachmentId, expiresOn: '2031-04-30' }),
    );
    expect(again.state).toBe('submitted');
  });

  test('leaves a replaced version and a leaver alone, and each employer’s items to its own day', async () => {
    // Both days have passed for Ben's approved version 1: his newer one waits for review.
    expect(await stateOf(world.people.ben.token, items.ben.id)).toBe('submitted');
    expect(await expiryNotices(world.people.ben.userId)).toEqual([]);
    // Ola left before her reminder day: neither reminded nor asked again.
    expect(await stateOf(world.people.ola.token, items.ola.id)).toBe('approved');
    expect(await expiryNotices(world.people.ola.userId)).toEqual([]);
    // Reminded on Honolulu's 2026-04-20 (the run of 04-21 06:00 UTC); its 2026-04-30 lasted until 10:00 UTC on 05-01.
    expect(await stateOf(oz.token, items.oz.id)).toBe('approved');
    expect(await expiryNotices(oz.userId)).toEqual([expiring]);
    await runExpiryOn('2026-05-01', '12:00');
    expect(await stateOf(oz.token, items.oz.id)).toBe('expired');
    expect(await expiryNotices(oz.userId)).toEqual([expiring, expired]);
  });

  test('reminders told together reach each employee with their own item, once', async () => {
    const { hal, ada } = world.people;
    const reminder = (employeeId: string, title: string) => ({
      employerId: world.employerId,
      id: randomUUID(),
      employeeId,
      title,
      version: 1,
      expiresOn: '2027-01-31',
    });
    const batch = [reminder(hal.employeeId, 'Passport'), reminder(ada.employeeId, 'Visa')];
    expect(await tellExpiries(api.db, TEST_PUBLIC_URL, batch, 'expiring')).toEqual([true, true]);
    expect(await tellExpiries(api.db, TEST_PUBLIC_URL, batch, 'expiring')).toEqual([false, false]);
    expect((await expiryNotices(hal.userId)).filter((title) => title.includes('2027'))).toEqual([
      'Your "Passport" expires on 2027-01-31: upload a new one before then.',
    ]);
    expect((await expiryNotices(ada.userId)).filter((title) => title.includes('2027'))).toEqual([
      'Your "Visa" expires on 2027-01-31: upload a new one before then.',
    ]);
  });
});
