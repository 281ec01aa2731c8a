import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobRunner } from '../../jobs/job-runner.ts';
import { silentLogger } from '../../logger.ts';
import { accountWithRole } from '../../test-support/custom-roles.ts';
import { createTestApi, TEST_PUBLIC_URL, type TestApi } from '../../test-support/test-api.ts';
import { dailyTermsReminders, termsReminderJobHandlers } from './terms-reminders.ts';

/** The daily reminders of probations and fixed terms ending, with the injected clock. */

let now = new Date('2026-03-01T08:00:00Z');
let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
type Person = { employeeId: string; token: string };
const people = {} as Record<'manager' | 'worker' | 'contractor' | 'bystander' | 'officer', Person>;

interface Feed {
  items: { kind: string; title: string; link: string; subjectId: string }[];
}

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  admin = await api.newAdministrator();
  const employerId = admin.session.user.employerId;
  const manager = await api.addEmployee(admin.token, { firstName: 'Mona', lastName: 'Manager' });
  const placedUnder = { personal: { placement: { effectiveDate: '2026-01-05', lineManagerId: manager.id } } };
  const worker = await api.addEmployee(
    admin.token,
    { firstName: 'Wes', lastName: 'Worker' },
    placedUnder as never,
  );
  const contractor = await api.addEmployee(admin.token, { firstName: 'Cleo', lastName: 'Contract' });
  const officer = await api.addEmployee(admin.token, { firstName: 'Hal', lastName: 'Officer' });
  const bystander = await api.addEmployee(admin.token, { firstName: 'Bea', lastName: 'Bystander' });
  people.manager = {
    employeeId: manager.id,
    token: (await api.newEmployeeUser(employerId, manager.id)).token,
  };
  people.worker = { employeeId: worker.id, token: (await api.newEmployeeUser(employerId, worker.id)).token };
  people.contractor = { employeeId: contractor.id, token: '' };
  people.bystander = {
    employeeId: bystander.id,
    token: (await api.newEmployeeUser(employerId, bystander.id)).token,
  };
  const hr = await accountWithRole(api, employerId, officer.id, {
    name: 'HR Officer',
    grid: { employees: { read: 'employer', update: 'employer' } },
  });
  people.officer = { employeeId: officer.id, token: hr.token };
  await record({
    employeeId: worker.id,
    effectiveDate: '2026-01-05',
    contractType: 'Probation',
    startDate: '2026-01-05',
    probationEndDate: '2026-04-05',
    payFrequency: 'Monthly',
  });
  await record({
    employeeId: contractor.id,
    effectiveDate: '2026-01-05',
    contractType: 'Fixed term',
    startDate: '2026-01-05',
    endDate: '2026-04-21',
    payFrequency: 'Monthly',
  });
});
afterAll(() => api.close());

async function record(body: Record<string, unknown>) {
  const answer = await api.call('/management/record-employment-terms', body, { token: admin.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The day's background job, as a server runs it on `day`. */
async function runRemindersOn(day: string) {
  now = new Date(`${day}T06:00:00Z`);
  const jobs = jobRunner({
    db: api.deps.db,
    handlers: termsReminderJobHandlers({ clock: () => now, publicUrl: TEST_PUBLIC_URL }),
    recurring: [dailyTermsReminders],
    logger: silentLogger,
    clock: () => now,
  });
  await jobs.runDue();
  await jobs.stop();
}

async function remindersOf(token: string): Promise<string[]> {
  const answer = await api.call<{ returnObject: Feed }>('/notifications/list-notifications', {}, { token });
  expect(answer.status).toBe(200);
  return answer.body.returnObject.items
    .filter((item) => item.kind.startsWith('employment-terms-'))
    .map((item) => item.title)
    .sort();
}

describe('employment terms reminders', () => {
  test('told on day −14 (−30 for a fixed term) to the line manager and the employees.update holders, once; a changed date tells again', async () => {
    await runRemindersOn('2026-03-21');
    expect(await remindersOf(people.manager.token)).toEqual([]);
    expect(await remindersOf(admin.token)).toEqual([]);

    await runRemindersOn('2026-03-22');
    const probation = 'Wes Worker’s probation ends on 2026-04-05';
    const fixedTerm = 'Cleo Contract’s fixed-term contract ends on 2026-04-21';
    expect(await remindersOf(people.manager.token)).toEqual([probation]);
    expect(await remindersOf(people.officer.token)).toEqual([fixedTerm, probation]);
    expect(await remindersOf(admin.token)).toEqual([fixedTerm, probation]);
    expect(await remindersOf(people.worker.token)).toEqual([]);
    expect(await remindersOf(people.bystander.token)).toEqual([]);
    const mails = await api.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('subject', '=', probation)
      .execute();
    expect(mails).toHaveLength(3);
    expect(mails[0]?.text_body).toContain(`${TEST_PUBLIC_URL}/management/employment-terms`);

    await runRemindersOn('2026-03-23');
    expect(await remindersOf(people.manager.token)).toEqual([probation]);
    expect(await remindersOf(admin.token)).toHaveLength(2);

    await record({
      employeeId: people.worker.employeeId,
      effectiveDate: '2026-01-05',
      contractType: 'Probation',
      startDate: '2026-01-05',
      probationEndDate: '2026-04-06',
      payFrequency: 'Monthly',
    });
    await runRemindersOn('2026-03-24');
    expect(await remindersOf(people.manager.token)).toEqual([
      probation,
      'Wes Worker’s probation ends on 2026-04-06',
    ]);
    expect(await remindersOf(people.bystander.token)).toEqual([]);
  });
});
