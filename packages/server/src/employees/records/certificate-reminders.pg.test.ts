import { CERTIFICATE_EXPIRY_NOTICE_DAYS } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobRunner } from '../../jobs/job-runner.ts';
import { silentLogger } from '../../logger.ts';
import { accountWithRole } from '../../test-support/custom-roles.ts';
import { createReferences } from '../../test-support/employee-fixtures.ts';
import { createTestApi, TEST_PUBLIC_URL, type TestApi } from '../../test-support/test-api.ts';
import { certificateReminderJobHandlers, dailyCertificateReminders } from './certificate-reminders.ts';

/** The daily reminders of training certificates expiring, with the injected clock. */

let now = new Date('2026-03-01T08:00:00Z');
let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
const tokens = {} as Record<'attendee' | 'officer' | 'otherOfficer' | 'bystander', string>;
let trainingId: string;
let attendeeId: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  admin = await api.newAdministrator();
  const employerId = admin.session.user.employerId;
  const sales = await createReferences(api, admin.token);
  const finance = await createReferences(api, admin.token);
  const attendee = await api.addEmployee(admin.token, {
    firstName: 'Wes',
    lastName: 'Worker',
    department: sales.departmentId,
  });
  attendeeId = attendee.id;
  tokens.attendee = (await api.newEmployeeUser(employerId, attendee.id)).token;
  const bystander = await api.addEmployee(admin.token, { department: sales.departmentId });
  tokens.bystander = (await api.newEmployeeUser(employerId, bystander.id)).token;
  const officer = await api.addEmployee(admin.token, { department: sales.departmentId });
  tokens.officer = (
    await accountWithRole(api, employerId, officer.id, {
      name: 'HR Officer (Sales)',
      grid: { employees: { read: 'department', update: 'department' } },
    })
  ).token;
  const otherOfficer = await api.addEmployee(admin.token, { department: finance.departmentId });
  tokens.otherOfficer = (
    await accountWithRole(api, employerId, otherOfficer.id, {
      name: 'HR Officer (Finance)',
      grid: { employees: { read: 'department', update: 'department' } },
    })
  ).token;
  const course = await api.call<{ returnObject: { id: string } }>(
    '/records/save-training',
    { title: 'First aid', startDate: '2024-04-10', attendeeIds: [attendee.id] },
    { token: admin.token },
  );
  expect(course.status).toBe(200);
  trainingId = course.body.returnObject.id;
  await result('2026-04-20');
});
afterAll(() => api.close());

async function result(certificateExpiryDate: string) {
  const answer = await api.call(
    '/records/record-training-result',
    { trainingId, employeeId: attendeeId, completed: true, completedOn: '2024-04-10', certificateExpiryDate },
    { token: admin.token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function runRemindersOn(day: string, { sweep = true } = {}) {
  now = new Date(`${day}T06:00:00Z`);
  const jobs = jobRunner({
    db: api.deps.db,
    handlers: certificateReminderJobHandlers({ clock: () => now, publicUrl: TEST_PUBLIC_URL }),
    // Without the sweep only the jobs already queued run: what a request queued for right away.
    recurring: sweep ? [dailyCertificateReminders] : [],
    logger: silentLogger,
    clock: () => now,
  });
  await jobs.runDue();
  await jobs.stop();
}

async function remindersOf(token: string): Promise<string[]> {
  const answer = await api.call<{ returnObject: { items: { kind: string; title: string }[] } }>(
    '/notifications/list-notifications',
    {},
    { token },
  );
  expect(answer.status).toBe(200);
  return answer.body.returnObject.items
    .filter((item) => item.kind === 'training-certificate-expiring')
    .map((item) => item.title)
    .sort();
}

describe('training certificate reminders', () => {
  test(`told ${CERTIFICATE_EXPIRY_NOTICE_DAYS} days ahead to the attendee and the HR in scope, once; a renewed certificate tells again`, async () => {
    await runRemindersOn('2026-03-20');
    expect(await remindersOf(tokens.attendee)).toEqual([]);
    expect(await remindersOf(admin.token)).toEqual([]);

    await runRemindersOn('2026-03-21');
    const expiring = 'Wes Worker’s First aid certificate expires on 2026-04-20';
    expect(await remindersOf(tokens.attendee)).toEqual([expiring]);
    expect(await remindersOf(tokens.officer)).toEqual([expiring]);
    expect(await remindersOf(admin.token)).toEqual([expiring]);
    expect(await remindersOf(tokens.otherOfficer)).toEqual([]);
    expect(await remindersOf(tokens.bystander)).toEqual([]);
    const mails = await api.db
      .selectFrom('mail_outbox')
      .select(['text_body'])
      .where('subject', '=', expiring)
      .execute();
    expect(mails).toHaveLength(3);
    expect(mails[0]?.text_body).toContain(`${TEST_PUBLIC_URL}/management/training`);

    await runRemindersOn('2026-03-22');
    expect(await remindersOf(tokens.attendee)).toEqual([expiring]);

    await result('2026-04-21');
    await runRemindersOn('2026-03-23');
    expect(await remindersOf(tokens.attendee)).toEqual([
      expiring,
      'Wes Worker’s First aid certificate expires on 2026-04-21',
    ]);
  });

  test('a certificate recorded already inside the window is told the same day, not at the next sweep', async () => {
    // The day's sweep ran before HR recorded it.
    await runRemindersOn('2026-05-02');
    now = new Date('2026-05-02T10:00:00Z');
    await result('2026-05-20');
    await runRemindersOn('2026-05-02', { sweep: false });
    expect(await remindersOf(tokens.officer)).toContain(
      'Wes Worker’s First aid certificate expires on 2026-05-20',
    );
  });
});
