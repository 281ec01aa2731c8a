import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LeaveAssessment, LeaveBalance, LeaveToReview } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { type LeaveEmployer, leaveEmployer } from './leave-report-fixtures.ts';

/**
 * What the leave answers explain, on Wednesday 25 November 2026 (issue 26 item 3): why a day of a
 * preview counts nothing, which days a refused overlapping request clashes on, what a balance is
 * once the approved leave still to come is taken, and what a leave type's code stands for in Review.
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
    const review = await api.call<{ returnObject: LeaveToReview[] }>(
      '/leave/list-leave-to-review',
      {},
      { token: employer.admin.token },
    );
    expect(
      review.body.returnObject.find((item) => item.requestId === asked.body.returnObject.request.id),
    ).toMatchObject({
      leaveTypeCode: 'AL',
      leaveTypeDescription: 'Annual leave',
      balance: '20',
      afterBookedLeave: '18',
    });
  });
});
