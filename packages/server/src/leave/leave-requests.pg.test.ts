import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LeaveAssessment, LeaveBalance, LeaveRequest } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * Leave requests end to end through the API, on Wednesday 25 November 2026: what a range counts, the
 * policy binding employees and not administrators, overlaps and races decided by the database, the
 * decision booking the days, cancellation giving them back, and a later holiday changing no booked day.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;
type EmployeeUser = Awaited<ReturnType<TestApi['newEmployeeUser']>> & { employeeId: string };

let api: TestApi;
let admin: Administrator;
let annualLeaveId: string;
let calendarId: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  admin = await api.newAdministrator();
  const annual = await api.call<{ returnObject: { id: string } }>(
    '/leave/create-leave-type',
    {
      code: 'AL',
      description: 'Annual leave',
      allowNegativeBalance: false,
      requireReason: false,
      requireAttachment: false,
      rules: [
        { isEnabled: true, minDays: null, advanceWorkdays: null },
        { isEnabled: true, minDays: 5, advanceWorkdays: 10 },
        { isEnabled: false, minDays: null, advanceWorkdays: null },
      ],
    },
    { token: admin.token },
  );
  expect(annual.status, JSON.stringify(annual.body)).toBe(200);
  annualLeaveId = annual.body.returnObject.id;
  const calendar = await api.call<{ returnObject: { id: string } }>(
    '/leave/create-holiday-calendar',
    {
      code: 'GH',
      name: 'Ghana',
      isDefault: true,
      holidays: [{ name: 'Christmas Day', date: '2020-12-25', part: 'whole', repeatsYearly: true }],
    },
    { token: admin.token },
  );
  expect(calendar.status, JSON.stringify(calendar.body)).toBe(200);
  calendarId = calendar.body.returnObject.id;
  const opened = await api.call(
    '/employer/set-module-access',
    { moduleId: 'leave', enabled: true },
    { token: admin.token },
  );
  expect(opened.status).toBe(200);
});
afterAll(() => api.close());

async function newEmployee(grant = '0'): Promise<EmployeeUser> {
  const record = await api.addEmployee(admin.token);
  const user = await api.newEmployeeUser(admin.session.user.employerId, record.id);
  if (grant !== '0') await adjust(record.id, grant);
  return { ...user, employeeId: record.id };
}

async function adjust(employeeId: string, amount: string, token = admin.token) {
  return api.call<{ returnObject: LeaveBalance[] }>(
    '/leave/adjust-leave-balance',
    { employeeId, leaveTypeId: annualLeaveId, date: '2026-01-01', amount, reason: 'Opening balance' },
    { token },
  );
}

function request(employeeId: string, from: string, to: string, more: Record<string, unknown> = {}) {
  return { employeeId, leaveTypeId: annualLeaveId, from, to, ...more };
}

async function submit(token: string, body: Record<string, unknown>) {
  return api.call<{
    returnObject: { request: LeaveRequest; warnings: { rule: string }[] };
    error?: string;
    field?: string;
  }>('/leave/submit-leave-request', body, { token });
}

/** The balance at the end of 2026: leave booked in December is taken from it, not from today's. */
async function balanceOf(employeeId: string, token = admin.token): Promise<LeaveBalance> {
  const answer = await api.call<{ returnObject: LeaveBalance[] }>(
    '/leave/get-leave-balances',
    { employeeId, asOf: '2026-12-31' },
    { token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject.find((balance) => balance.leaveTypeId === annualLeaveId) as LeaveBalance;
}

async function decide(token: string, id: string, decision: 'approve' | 'reject') {
  return api.call<{ returnObject: LeaveRequest; error?: string }>(
    '/leave/decide-leave-request',
    { id, decision },
    { token },
  );
}

describe('counting', () => {
  test('skips the weekend and the yearly Christmas holiday, day by day', async () => {
    const employee = await newEmployee('10');
    const answer = await api.call<{ returnObject: LeaveAssessment }>(
      '/leave/preview-leave-request',
      request(employee.employeeId, '2026-12-21', '2026-12-28'),
      { token: employee.token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { days, total, charges, refusals } = answer.body.returnObject;
    expect(days.map((day) => day.amount)).toEqual(['1', '1', '1', '1', '0', '0', '0', '1']);
    expect(total).toBe('5');
    expect(charges).toEqual([{ leaveYearStart: '2026-01-01', available: '10', charged: '5', after: '5' }]);
    expect(refusals).toEqual([]);
  });

  test('charges each leave year its own days across New Year', async () => {
    const employee = await newEmployee('10');
    const answer = await api.call<{ returnObject: LeaveAssessment }>(
      '/leave/preview-leave-request',
      request(employee.employeeId, '2026-12-30', '2027-01-05'),
      { token: admin.token },
    );
    expect(
      answer.body.returnObject.charges.map(({ leaveYearStart, charged }) => [leaveYearStart, charged]),
    ).toEqual([
      ['2026-01-01', '2'],
      ['2027-01-01', '3'],
    ]);
  });

  test('a range with nothing to count, and one ending before it starts, are refused on their field', async () => {
    const employee = await newEmployee('10');
    const weekend = await submit(employee.token, request(employee.employeeId, '2026-12-26', '2026-12-27'));
    expect(weekend.status).toBe(400);
    expect(weekend.body.field).toBe('from');
    const backwards = await submit(employee.token, request(employee.employeeId, '2026-12-22', '2026-12-21'));
    expect(backwards.body).toMatchObject({
      returnCode: 400,
      field: 'to',
      error: 'The last day cannot be before the first day.',
    });
  });
});

describe('the application policy', () => {
  test('refuses an employee too late for rule 1, naming the rule, and only warns an administrator', async () => {
    const employee = await newEmployee('20');
    // Tuesday 1 to Monday 7 December is 5 workdays; from Wednesday 25 November only 4 workdays of notice.
    const late = request(employee.employeeId, '2026-12-01', '2026-12-07');
    const refused = await submit(employee.token, late);
    expect(refused.body).toEqual({
      returnCode: 400,
      error:
        'Rule 1: Leave of 5 days or more is applied for 10 workdays in advance. This request gives 4 workdays.',
      field: 'from',
    });
    const byAdministrator = await submit(admin.token, late);
    expect(byAdministrator.status).toBe(200);
    expect(byAdministrator.body.returnObject.warnings.map((warning) => warning.rule)).toEqual([
      'notice-rule-1',
    ]);
    expect(byAdministrator.body.returnObject.request).toMatchObject({
      status: 'pending',
      submittedAs: 'administrator',
      amount: '5',
    });
  });

  test('refuses more than the balance when the type allows no negative balance', async () => {
    const employee = await newEmployee('2');
    const answer = await submit(employee.token, request(employee.employeeId, '2026-12-14', '2026-12-16'));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(
      'Not enough leave in the leave year from 2026-01-01: 2 days available, 3 days requested.',
    );
  });

  test('of two requests racing for the last day of the balance, exactly one is booked', async () => {
    const employee = await newEmployee('1');
    const answers = await Promise.all([
      submit(employee.token, request(employee.employeeId, '2026-12-01', '2026-12-01')),
      submit(employee.token, request(employee.employeeId, '2026-12-03', '2026-12-03')),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect((await balanceOf(employee.employeeId)).pending).toBe('1');
  });
});

describe('overlaps', () => {
  test('a second request on a booked day is refused; a morning and an afternoon of one date coexist', async () => {
    const employee = await newEmployee('20');
    expect(
      (await submit(employee.token, request(employee.employeeId, '2026-12-07', '2026-12-09'))).status,
    ).toBe(200);
    const overlap = await submit(employee.token, request(employee.employeeId, '2026-12-09', '2026-12-10'));
    expect(overlap.body).toEqual({
      returnCode: 409,
      error: 'Leave is already booked on some of these days: 9 Dec 2026 (AL, pending).',
      field: 'from',
    });
    const morning = await submit(
      employee.token,
      request(employee.employeeId, '2026-12-11', '2026-12-11', { toPart: 'morning' }),
    );
    const afternoon = await submit(
      employee.token,
      request(employee.employeeId, '2026-12-11', '2026-12-11', { fromPart: 'afternoon' }),
    );
    expect([morning.status, afternoon.status]).toEqual([200, 200]);
    expect([morning.body.returnObject.request.amount, afternoon.body.returnObject.request.amount]).toEqual([
      '0.5',
      '0.5',
    ]);
  });
});

describe('deciding, withdrawing and cancelling', () => {
  test('the administrators decide when there is no workflow; approval takes the days, cancellation gives them back', async () => {
    const employee = await newEmployee('10');
    const booked = await submit(employee.token, request(employee.employeeId, '2026-12-21', '2026-12-28'));
    const id = booked.body.returnObject.request.id;
    expect(await balanceOf(employee.employeeId, employee.token)).toMatchObject({
      balance: '10',
      pending: '5',
    });

    const own = await decide(employee.token, id, 'approve');
    expect(own.status).toBe(403);
    const review = await api.call<{ returnObject: { items: { requestId: string; balance: string }[] } }>(
      '/leave/list-leave-to-review',
      { limit: 1000 },
      { token: admin.token },
    );
    expect(review.body.returnObject.items.find((item) => item.requestId === id)).toMatchObject({
      balance: '10',
    });

    const approved = await decide(admin.token, id, 'approve');
    expect(approved.body.returnObject.status).toBe('approved');
    expect(await balanceOf(employee.employeeId)).toMatchObject({ balance: '5', pending: '0' });
    expect((await decide(admin.token, id, 'approve')).status).toBe(409);

    // A holiday added to the calendar later changes no day already booked.
    const christmasEve = await api.call(
      '/leave/update-holiday-calendar',
      {
        id: calendarId,
        holidays: [
          { name: 'Christmas Day', date: '2020-12-25', part: 'whole', repeatsYearly: true },
          { name: 'Christmas Eve', date: '2026-12-24', part: 'whole', repeatsYearly: false },
        ],
      },
      { token: admin.token },
    );
    expect(christmasEve.status, JSON.stringify(christmasEve.body)).toBe(200);
    expect(await balanceOf(employee.employeeId)).toMatchObject({ balance: '5' });

    const cancelled = await api.call<{ returnObject: LeaveRequest }>(
      '/leave/cancel-leave-request',
      { id },
      { token: employee.token },
    );
    expect(cancelled.body.returnObject.status).toBe('cancelled');
    expect(await balanceOf(employee.employeeId)).toMatchObject({ balance: '10' });
    // The same days are free to book again.
    expect(
      (await submit(employee.token, request(employee.employeeId, '2026-12-21', '2026-12-23'))).status,
    ).toBe(200);
  });

  test('a rejected request takes nothing; a withdrawn one frees its days', async () => {
    const employee = await newEmployee('10');
    const first = (await submit(employee.token, request(employee.employeeId, '2026-12-14', '2026-12-15')))
      .body.returnObject.request;
    expect((await decide(admin.token, first.id, 'reject')).body.returnObject.status).toBe('rejected');
    expect(await balanceOf(employee.employeeId)).toMatchObject({ balance: '10', pending: '0' });

    const second = (await submit(employee.token, request(employee.employeeId, '2026-12-14', '2026-12-15')))
      .body.returnObject.request;
    const withdrawn = await api.call<{ returnObject: LeaveRequest }>(
      '/leave/withdraw-leave-request',
      { id: second.id },
      { token: employee.token },
    );
    expect(withdrawn.body.returnObject.status).toBe('withdrawn');
    expect(
      (await api.call('/leave/withdraw-leave-request', { id: second.id }, { token: employee.token })).status,
    ).toBe(409);
    expect(
      (await submit(employee.token, request(employee.employeeId, '2026-12-14', '2026-12-15'))).status,
    ).toBe(200);
  });
});

describe('who reaches what', () => {
  test('an employee reads only their own requests and balances, and applies only for themselves', async () => {
    const ama = await newEmployee('5');
    const kofi = await newEmployee('5');
    await submit(ama.token, request(ama.employeeId, '2026-12-16', '2026-12-16'));
    await submit(kofi.token, request(kofi.employeeId, '2026-12-17', '2026-12-17'));
    const amasList = await api.call<{ returnObject: LeaveRequest[] }>(
      '/leave/list-leave-requests',
      { employeeId: kofi.employeeId },
      { token: ama.token },
    );
    // Kofi is outside Ama's scope: naming him lists nothing, and her own list is hers alone.
    expect(amasList.body.returnObject).toEqual([]);
    const amasOwn = await api.call<{ returnObject: LeaveRequest[] }>(
      '/leave/list-leave-requests',
      {},
      { token: ama.token },
    );
    expect(amasOwn.body.returnObject.map((item) => item.employeeId)).toEqual([ama.employeeId]);
    expect((await submit(ama.token, request(kofi.employeeId, '2026-12-18', '2026-12-18'))).status).toBe(403);
    expect(
      (await api.call('/leave/get-leave-balances', { employeeId: kofi.employeeId }, { token: ama.token }))
        .status,
    ).toBe(403);
    expect((await adjust(ama.employeeId, '5', ama.token)).status).toBe(403);
  });

  test('employees are refused while Leave is switched off in Module Access', async () => {
    const employee = await newEmployee('5');
    await api.call(
      '/employer/set-module-access',
      { moduleId: 'leave', enabled: false },
      { token: admin.token },
    );
    try {
      const answer = await submit(employee.token, request(employee.employeeId, '2026-12-18', '2026-12-18'));
      expect(answer.status).toBe(403);
      expect(answer.body.error).toMatch(/Module Access/);
    } finally {
      await api.call(
        '/employer/set-module-access',
        { moduleId: 'leave', enabled: true },
        { token: admin.token },
      );
    }
  });

  test('another employer can neither see, decide nor book against this employer’s employees', async () => {
    const employee = await newEmployee('5');
    const booked = (await submit(employee.token, request(employee.employeeId, '2026-12-18', '2026-12-18')))
      .body.returnObject.request;
    const other = await api.newAdministrator();
    expect((await decide(other.token, booked.id, 'approve')).status).toBe(404);
    expect(
      (await api.call('/leave/cancel-leave-request', { id: booked.id }, { token: other.token })).status,
    ).toBe(404);
    const list = await api.call<{ returnObject: LeaveRequest[] }>(
      '/leave/list-leave-requests',
      {},
      { token: other.token },
    );
    expect(list.body.returnObject).toEqual([]);
    const foreign = await submit(other.token, request(employee.employeeId, '2026-12-17', '2026-12-17'));
    expect(foreign.body).toMatchObject({ returnCode: 400, field: 'employeeId' });
  });
});
