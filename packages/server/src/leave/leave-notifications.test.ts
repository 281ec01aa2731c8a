import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dailyDelegateNotices, delegateNoticeJobHandlers } from '../approvals/delegate-notices.ts';
import { dailyEscalationNotices, escalationJobHandlers } from '../approvals/escalation-job.ts';
import { jobRunner } from '../jobs/job-runner.ts';
import { silentLogger } from '../logger.ts';
import { createTestApi, TEST_PUBLIC_URL, type TestApi } from '../test-support/test-api.ts';

/**
 * Leave requests tell people through the notification feed (issue 12 item 11): the deciders of the
 * step a request waits on (delegates of the day included, never its employee) and, once decided,
 * the employee; by mail too while the employer's leave settings say so, with names and dates only.
 * On Wednesday 25 November 2026; Ben manages Ann and Cal; the workflow is line manager, then HR.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');

type Feed = {
  items: { title: string; link: string; kind: string; subjectId: string }[];
  unreadCount: number;
};
type Person = { employeeId: string; userId: string; token: string; email: string };

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let leaveTypeId: string;
let workflowId: string;
const people = {} as Record<'ann' | 'ben' | 'cal' | 'dee', Person>;

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  admin = await api.newAdministrator();
  const token = admin.token;
  const type = await api.call<{ returnObject: { id: string } }>(
    '/leave/create-leave-type',
    {
      code: 'AL',
      description: 'Annual leave',
      allowNegativeBalance: true,
      requireReason: false,
      requireAttachment: false,
      rules: [
        { isEnabled: true, minDays: null, advanceWorkdays: null },
        { isEnabled: false, minDays: null, advanceWorkdays: null },
        { isEnabled: false, minDays: null, advanceWorkdays: null },
      ],
    },
    { token },
  );
  leaveTypeId = type.body.returnObject.id;
  await api.call('/employer/set-module-access', { moduleId: 'leave', enabled: true }, { token });
  const workflow = await api.call(
    '/approvals/create-workflow',
    {
      code: 'TWO',
      name: 'Manager then HR',
      steps: [{ approver: 'line-manager' }, { approver: 'administrator' }],
      isDefault: true,
    },
    { token },
  );
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(200);
  workflowId = (workflow.body as { returnObject: { id: string } }).returnObject.id;
  const ben = await api.addEmployee(token, { firstName: 'Ben', lastName: 'Okafor' });
  const managed = { job: { title: null, employmentType: null, workLocation: null, lineManagerId: ben.id } };
  const ann = await api.addEmployee(token, { firstName: 'Ann', lastName: 'Lee' }, managed);
  const cal = await api.addEmployee(token, { firstName: 'Cal', lastName: 'Reyes' }, managed);
  const dee = await api.addEmployee(token, { firstName: 'Dee', lastName: 'Novak' });
  for (const [name, record] of Object.entries({ ann, ben, cal, dee })) {
    const user = await api.newEmployeeUser(admin.session.user.employerId, record.id);
    const account = await api.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    people[name as keyof typeof people] = { employeeId: record.id, ...user, email: account.email };
  }
});
afterAll(() => api.close());

async function feedOf(token: string): Promise<Feed> {
  const answer = await api.call<{ returnObject: Feed }>('/notifications/list-notifications', {}, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

async function submit(person: Person, from: string, to: string): Promise<string> {
  const answer = await api.call<{ returnObject: { request: { id: string } } }>(
    '/leave/submit-leave-request',
    { employeeId: person.employeeId, leaveTypeId, from, to },
    { token: person.token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject.request.id;
}

async function decide(token: string, id: string, decision: 'approve' | 'reject') {
  return api.call('/leave/decide-leave-request', { id, decision }, { token });
}

async function mailTo(email: string) {
  return api.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('recipient', '=', email)
    .orderBy('created_at')
    .execute();
}

async function setMails(on: boolean) {
  const answer = await api.call(
    '/leave/update-leave-settings',
    { emailNotifications: on },
    { token: admin.token },
  );
  expect(answer.status).toBe(200);
}

describe('a request on its way', () => {
  test('submitting tells the line manager, once, and not the employee; deciding moves it to HR, then back to the employee', async () => {
    await setMails(true);
    const id = await submit(people.ann, '2026-12-07', '2026-12-09');
    const bens = (await feedOf(people.ben.token)).items.filter((item) => item.subjectId === id);
    expect(bens).toEqual([
      expect.objectContaining({
        kind: 'approval-waiting',
        title: 'Ann Lee asks for leave from 7 Dec 2026 to 9 Dec 2026',
        link: '/leave/review',
      }),
    ]);
    expect((await feedOf(people.ann.token)).items).toEqual([]);
    expect(await mailTo(people.ben.email)).toEqual([
      {
        subject: 'A leave request to review',
        text_body: `Ann Lee asks for leave from 7 Dec 2026 to 9 Dec 2026.\n\nOpen it in HR Payroll:\n${TEST_PUBLIC_URL}/leave/review\n`,
      },
    ]);

    expect((await decide(people.ann.token, id, 'approve')).status).toBe(403);
    expect((await decide(people.ben.token, id, 'approve')).status).toBe(200);
    const hr = (await feedOf(admin.token)).items.filter((item) => item.subjectId === id);
    expect(hr.map((item) => item.title)).toEqual(['Ann Lee asks for leave from 7 Dec 2026 to 9 Dec 2026']);
    expect((await feedOf(people.ann.token)).items).toEqual([]);

    expect((await decide(admin.token, id, 'approve')).status).toBe(200);
    expect((await feedOf(people.ann.token)).items).toEqual([
      expect.objectContaining({
        kind: 'approval-ended',
        title: 'Your leave from 7 Dec 2026 to 9 Dec 2026 was approved',
        link: '/leave/schedule',
        subjectId: id,
      }),
    ]);
    expect((await feedOf(people.ben.token)).items.filter((item) => item.subjectId === id)).toHaveLength(1);
    expect((await mailTo(people.ann.email)).map((mail) => mail.subject)).toEqual([
      'Your leave request was approved',
    ]);
  });

  test('a rejection tells the employee; nothing in the bell or the mail says the type, amount or balance', async () => {
    const id = await submit(people.cal, '2026-12-14', '2026-12-14');
    expect((await decide(people.ben.token, id, 'reject')).status).toBe(200);
    const [told] = (await feedOf(people.cal.token)).items;
    expect(told?.title).toBe('Your leave on 14 Dec 2026 was not approved');
    const mails = await mailTo(people.cal.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your leave request was not approved']);
    expect(JSON.stringify(mails)).not.toMatch(/AL|Annual|day\b|balance/i);
  });

  test('a delegate of the day is told with the approver', async () => {
    const delegation = await api.call(
      '/approvals/create-delegation',
      { delegateEmployeeId: people.dee.employeeId, from: '2026-11-25', to: '2026-11-27' },
      { token: people.ben.token },
    );
    expect(delegation.status, JSON.stringify(delegation.body)).toBe(200);
    const id = await submit(people.ann, '2026-12-21', '2026-12-22');
    for (const person of [people.ben, people.dee]) {
      expect((await feedOf(person.token)).items.filter((item) => item.subjectId === id)).toHaveLength(1);
    }
  });

  test('with e-mail notifications off the bell still tells, and no mail is queued', async () => {
    await setMails(false);
    const before = (await mailTo(people.ben.email)).length;
    const id = await submit(people.cal, '2027-01-11', '2027-01-12');
    expect((await feedOf(people.ben.token)).items.filter((item) => item.subjectId === id)).toHaveLength(1);
    expect(await mailTo(people.ben.email)).toHaveLength(before);
    await setMails(true);
  });

  test('withdrawing tells the employee in the bell only', async () => {
    const id = await submit(people.cal, '2027-02-01', '2027-02-01');
    const mails = (await mailTo(people.cal.email)).length;
    const withdrawn = await api.call('/leave/withdraw-leave-request', { id }, { token: people.cal.token });
    expect(withdrawn.status).toBe(200);
    const [told] = (await feedOf(people.cal.token)).items;
    expect(told).toMatchObject({ subjectId: id, title: 'Your leave on 1 Feb 2027 was withdrawn' });
    expect(await mailTo(people.cal.email)).toHaveLength(mails);
  });

  test('an administrator who is also the employee is not told to decide their own request', async () => {
    const record = await api.addEmployee(admin.token, { firstName: 'Hal', lastName: 'Admin' });
    const second = await api.db
      .updateTable('users')
      .set({ employee_id: record.id })
      .where('id', '=', admin.session.user.id)
      .returning('id')
      .execute();
    expect(second).toHaveLength(1);
    const other = await api.newEmployeeUser(admin.session.user.employerId);
    await api.db.updateTable('users').set({ role: 'admin' }).where('id', '=', other.userId).execute();
    const answer = await api.call<{ returnObject: { request: { id: string } } }>(
      '/leave/submit-leave-request',
      { employeeId: record.id, leaveTypeId, from: '2027-03-01', to: '2027-03-01' },
      { token: admin.token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const id = answer.body.returnObject.request.id;
    expect((await feedOf(admin.token)).items.filter((item) => item.subjectId === id)).toEqual([]);
    expect((await feedOf(other.token)).items.filter((item) => item.subjectId === id)).toHaveLength(1);
  });
});

describe('escalation', () => {
  /** The day's background job, as a server runs it on `day`. */
  async function runEscalationJob(day: Date) {
    const jobs = jobRunner({
      db: api.deps.db,
      handlers: escalationJobHandlers({ clock: () => day, publicUrl: TEST_PUBLIC_URL }),
      recurring: [dailyEscalationNotices],
      logger: silentLogger,
      clock: () => day,
    });
    await jobs.runDue();
    await jobs.stop();
  }
  const daysAfterToday = (days: number) => new Date(TODAY.getTime() + days * 24 * 60 * 60 * 1000);
  const escalatedTo = async (token: string, id: string) =>
    (await feedOf(token)).items.filter((item) => item.subjectId === id && item.kind === 'approval-escalated');

  test('a step waiting past the escalation days tells the administrators, once; its approver is not told again', async () => {
    const updated = await api.call(
      '/approvals/update-workflow',
      { id: workflowId, escalateAfterDays: 2 },
      { token: admin.token },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const id = await submit(people.cal, '2027-02-15', '2027-02-16');

    await runEscalationJob(daysAfterToday(1));
    expect(await escalatedTo(admin.token, id)).toEqual([]);

    await runEscalationJob(daysAfterToday(3));
    expect(await escalatedTo(admin.token, id)).toEqual([
      expect.objectContaining({
        title: 'Waiting over 2 days: Cal Reyes asks for leave from 15 Feb 2027 to 16 Feb 2027',
        link: '/leave/review',
      }),
    ]);
    await runEscalationJob(daysAfterToday(4));
    expect(await escalatedTo(admin.token, id)).toHaveLength(1);
    expect(await escalatedTo(people.ben.token, id)).toEqual([]);
    expect((await feedOf(people.ben.token)).items.filter((item) => item.subjectId === id)).toHaveLength(1);
  });
});

describe('a delegate taking over steps already waiting', () => {
  async function runDelegateJob(day: Date) {
    const jobs = jobRunner({
      db: api.deps.db,
      handlers: delegateNoticeJobHandlers({ clock: () => day, publicUrl: TEST_PUBLIC_URL }),
      recurring: [dailyDelegateNotices],
      logger: silentLogger,
      clock: () => day,
    });
    await jobs.runDue();
    await jobs.stop();
  }
  const toldOf = async (token: string, id: string) =>
    (await feedOf(token)).items.filter((item) => item.subjectId === id && item.kind === 'approval-waiting');

  test("is told on the delegation's first day, once, and the approver is not told again", async () => {
    const id = await submit(people.ann, '2027-03-08', '2027-03-09');
    expect(await toldOf(people.cal.token, id)).toEqual([]);

    const later = await api.call(
      '/approvals/create-delegation',
      { delegateEmployeeId: people.cal.employeeId, from: '2026-11-28', to: '2026-11-30' },
      { token: people.ben.token },
    );
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(await toldOf(people.cal.token, id)).toEqual([]);

    await runDelegateJob(new Date('2026-11-27T06:00:00Z'));
    expect(await toldOf(people.cal.token, id)).toEqual([]);
    await runDelegateJob(new Date('2026-11-28T06:00:00Z'));
    expect(await toldOf(people.cal.token, id)).toEqual([
      expect.objectContaining({
        title: 'Ann Lee asks for leave from 8 Mar 2027 to 9 Mar 2027',
        link: '/leave/review',
      }),
    ]);
    await runDelegateJob(new Date('2026-11-29T06:00:00Z'));
    expect(await toldOf(people.cal.token, id)).toHaveLength(1);
    expect(await toldOf(people.ben.token, id)).toHaveLength(1);
  });

  test('one sweep tells each delegate of the steps of the approver they stand in for, and of no other', async () => {
    // Eve approves nothing of her own and is no administrator (Dee is one by now).
    const eve = await api.addEmployee(admin.token, { firstName: 'Eve', lastName: 'Marsh' });
    const eveAccount = await api.newEmployeeUser(admin.session.user.employerId, eve.id);
    const toBen = await submit(people.cal, '2027-04-05', '2027-04-05');
    const toHr = await submit(people.ann, '2027-04-12', '2027-04-12');
    expect((await decide(people.ben.token, toHr, 'approve')).status).toBe(200);
    const days = { from: '2026-12-01', to: '2026-12-02' };
    for (const [token, delegateEmployeeId] of [
      [people.ben.token, eve.id],
      [admin.token, people.cal.employeeId],
    ] as const) {
      const made = await api.call('/approvals/create-delegation', { delegateEmployeeId, ...days }, { token });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
    }

    await runDelegateJob(new Date('2026-12-01T06:00:00Z'));
    expect(await toldOf(eveAccount.token, toBen)).toEqual([
      expect.objectContaining({ title: 'Cal Reyes asks for leave on 5 Apr 2027' }),
    ]);
    expect(await toldOf(eveAccount.token, toHr)).toEqual([]);
    expect(await toldOf(people.cal.token, toHr)).toEqual([
      expect.objectContaining({ title: 'Ann Lee asks for leave on 12 Apr 2027' }),
    ]);
  });

  test('is told at once when the delegation has already begun', async () => {
    const id = await submit(people.cal, '2027-03-15', '2027-03-15');
    const admins = await api.call(
      '/approvals/create-delegation',
      {
        approverEmployeeId: people.ben.employeeId,
        delegateEmployeeId: people.ann.employeeId,
        from: '2026-11-25',
        to: '2026-11-25',
      },
      { token: admin.token },
    );
    expect(admins.status, JSON.stringify(admins.body)).toBe(200);
    expect(await toldOf(people.ann.token, id)).toEqual([
      expect.objectContaining({ title: 'Cal Reyes asks for leave on 15 Mar 2027' }),
    ]);
    expect(await toldOf(people.ben.token, id)).toHaveLength(1);
  });
});
