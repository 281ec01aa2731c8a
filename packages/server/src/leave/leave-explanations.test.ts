import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LeaveAssessment, LeaveBalance, LeaveToReview } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { type LeaveEmployer, leaveEmployer } from './leave-report-fixtures.ts';

/**
 * What the leave answers explain, on Wednesday 25 November 2026 (issue 26 item 3): why a day of a
 * preview counts nothing, which days a refused overlapping request clashes on, what a balance is
 * once the approved leave still to come is taken, what a leave type's code stands for in Review, and
 * who else of the applicant's department Review says is away on those days.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');

let api: TestApi;
let employer: LeaveEmployer;

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  employer = await leaveEmployer(api);
  const calendar = await api.call(
    '/leave/create-holiday-calendar',
    {
      code: 'GH',
      name: 'Ghana',
      isDefault: true,
      holidays: [{ name: 'Christmas Day', date: '2020-12-25', part: 'whole', repeatsYearly: true }],
    },
    { token: employer.admin.token },
  );
  expect(calendar.status, JSON.stringify(calendar.body)).toBe(200);
});
afterAll(() => api.close());

async function employeeWith(days: string) {
  const employee = await employer.employee('Esi', { account: true });
  await employer.adjust(employee.employeeId, employer.annualLeaveId, '2026-01-01', days);
  return employee;
}

function leave(employeeId: string, from: string, to: string) {
  return { employeeId, leaveTypeId: employer.annualLeaveId, from, to };
}

async function balances(employeeId: string, token: string) {
  const answer = await api.call<{ returnObject: LeaveBalance[] }>(
    '/leave/get-leave-balances',
    { employeeId },
    { token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject.find((balance) => balance.leaveTypeId === employer.annualLeaveId);
}

describe('the preview says why a day counts what it does', () => {
  test('Christmas Day by its name, the weekend as days not worked', async () => {
    const employee = await employeeWith('10');
    const answer = await api.call<{ returnObject: LeaveAssessment }>(
      '/leave/preview-leave-request',
      leave(employee.employeeId, '2026-12-24', '2026-12-28'),
      { token: employee.token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.returnObject.days).toEqual([
      { date: '2026-12-24', amount: '1', worked: 'whole', holidays: [] },
      { date: '2026-12-25', amount: '0', worked: 'whole', holidays: ['Christmas Day'] },
      { date: '2026-12-26', amount: '0', worked: 'none', holidays: [] },
      { date: '2026-12-27', amount: '0', worked: 'none', holidays: [] },
      { date: '2026-12-28', amount: '1', worked: 'whole', holidays: [] },
    ]);
  });
});

describe('an overlapping request is refused naming the days it clashes on', () => {
  test('the shared days, with the type and status of the leave already there', async () => {
    const employee = await employeeWith('20');
    await employer.book(employee.employeeId, employer.annualLeaveId, '2026-12-07', '2026-12-09');
    await employer.book(employee.employeeId, employer.unpaidLeaveId, '2026-12-14', '2026-12-14', {
      approve: false,
    });
    const overlap = await api.call(
      '/leave/submit-leave-request',
      leave(employee.employeeId, '2026-12-09', '2026-12-15'),
      { token: employee.token },
    );
    expect(overlap.body).toEqual({
      returnCode: 409,
      error:
        'Leave is already booked on some of these days: 9 Dec 2026 (AL, approved); 14 Dec 2026 (UL, pending).',
      field: 'from',
    });
    const within = await api.call(
      '/leave/submit-leave-request',
      leave(employee.employeeId, '2026-12-08', '2026-12-08'),
      { token: employee.token },
    );
    expect(within.body).toMatchObject({
      error: 'Leave is already booked on some of these days: 8 Dec 2026 (AL, approved).',
    });
  });
});

describe('a balance says what is left after the approved leave still to come', () => {
  test('four days approved for December: 20 available now, 16 after booked leave', async () => {
    const employee = await employeeWith('20');
    await employer.book(employee.employeeId, employer.annualLeaveId, '2026-12-07', '2026-12-10');
    expect(await balances(employee.employeeId, employee.token)).toMatchObject({
      balance: '20',
      afterBookedLeave: '16',
      pending: '0',
    });
  });

  test('Review shows the applicant’s balance after booked leave, and what the leave type’s code stands for', async () => {
    const employee = await employeeWith('20');
    await employer.book(employee.employeeId, employer.annualLeaveId, '2026-12-01', '2026-12-02');
    const asked = await api.call<{ returnObject: { request: { id: string } } }>(
      '/leave/submit-leave-request',
      leave(employee.employeeId, '2026-12-16', '2026-12-18'),
      { token: employee.token },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const review = await api.call<{ returnObject: { items: LeaveToReview[] } }>(
      '/leave/list-leave-to-review',
      { limit: 1000 },
      { token: employer.admin.token },
    );
    expect(
      review.body.returnObject.items.find((item) => item.requestId === asked.body.returnObject.request.id),
    ).toMatchObject({
      leaveTypeCode: 'AL',
      leaveTypeDescription: 'Annual leave',
      balance: '20',
      afterBookedLeave: '18',
    });
  });
});

describe('Review says who else of the department is away on the days asked for', () => {
  async function review() {
    const answer = await api.call<{ returnObject: { items: LeaveToReview[] } }>(
      '/leave/list-leave-to-review',
      { limit: 1000 },
      { token: employer.admin.token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (requestId: string) => answer.body.returnObject.items.find((item) => item.requestId === requestId);
  }

  test('approved and pending leave of others in the department on those days, by start; each applicant with their own balance', async () => {
    const departmentId = await employer.department('Dispatch');
    const member = async (firstName: string, days: string) => {
      const { employeeId } = await employer.employee(firstName, { departmentId });
      await employer.adjust(employeeId, employer.annualLeaveId, '2026-01-01', days);
      return employeeId;
    };
    const ama = await member('Ama', '20');
    const kofi = await member('Kofi', '8');
    const yaa = await member('Yaa', '5');
    const efua = await member('Efua', '10');
    const kwame = await member('Kwame', '10');
    const elsewhere = await employer.employee('Abena', { departmentId: await employer.department('Sales') });
    const nowhere = await employer.employee('Kojo');

    const amaAsks = await employer.book(ama, employer.annualLeaveId, '2026-12-16', '2026-12-18', {
      approve: false,
    });
    await employer.book(kofi, employer.annualLeaveId, '2026-12-15', '2026-12-16');
    const yaaAsks = await employer.book(yaa, employer.annualLeaveId, '2026-12-18', '2026-12-18', {
      approve: false,
    });
    const refused = await employer.book(efua, employer.annualLeaveId, '2026-12-17', '2026-12-17', {
      approve: false,
    });
    const rejected = await api.call(
      '/leave/decide-leave-request',
      { id: refused.id, decision: 'reject' },
      { token: employer.admin.token },
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    await employer.book(kwame, employer.annualLeaveId, '2026-12-21', '2026-12-22');
    await employer.book(elsewhere.employeeId, employer.annualLeaveId, '2026-12-17', '2026-12-17');
    const kojoAsks = await employer.book(
      nowhere.employeeId,
      employer.annualLeaveId,
      '2026-12-17',
      '2026-12-17',
      {
        approve: false,
      },
    );

    const item = await review();
    expect(item(amaAsks.id)).toMatchObject({
      employeeName: 'Ama Mensah',
      balance: '20',
      afterBookedLeave: '20',
      alsoAway: [
        { employeeName: 'Kofi Mensah', from: '2026-12-15', to: '2026-12-16' },
        { employeeName: 'Yaa Mensah', from: '2026-12-18', to: '2026-12-18' },
      ],
    });
    expect(item(yaaAsks.id)).toMatchObject({
      employeeName: 'Yaa Mensah',
      balance: '5',
      alsoAway: [{ employeeName: 'Ama Mensah', from: '2026-12-16', to: '2026-12-18' }],
    });
    expect(item(kojoAsks.id)).toMatchObject({ employeeName: 'Kojo Mensah', alsoAway: [] });
  });

  test('at most 20 of them', async () => {
    const departmentId = await employer.department('Call centre');
    const asked: string[] = [];
    for (const firstName of Array.from({ length: 22 }, (_, index) => `Agent${index + 1}`)) {
      const { employeeId } = await employer.employee(firstName, { departmentId });
      const request = await employer.book(employeeId, employer.annualLeaveId, '2026-12-28', '2026-12-28', {
        approve: false,
      });
      asked.push(request.id);
    }
    const item = await review();
    for (const id of asked) expect(item(id)?.alsoAway).toHaveLength(20);
  });
});

describe('Review answers the head of the queue and how many wait', () => {
  test('the first `limit` of the queue (20 when left out), longest waiting first', async () => {
    const queue = async (body: { limit?: number }) => {
      const answer = await api.call<{ returnObject: { items: LeaveToReview[]; total: number } }>(
        '/leave/list-leave-to-review',
        body,
        { token: employer.admin.token },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.returnObject;
    };
    const ids = (items: readonly LeaveToReview[]) => items.map((item) => item.requestId);
    const whole = await queue({ limit: 1000 });
    expect(whole.total).toBe(whole.items.length);
    expect(whole.total).toBeGreaterThan(20);
    const waited = whole.items.map((item) => item.waitingSince);
    expect(waited).toEqual([...waited].sort());
    const head = await queue({});
    expect(head.total).toBe(whole.total);
    expect(ids(head.items)).toEqual(ids(whole.items.slice(0, 20)));
    expect(ids((await queue({ limit: 2 })).items)).toEqual(ids(whole.items.slice(0, 2)));
  });
});
