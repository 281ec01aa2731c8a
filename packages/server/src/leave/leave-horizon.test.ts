import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * The leave horizon (issue 26): on Wednesday 25 November 2026, with calendar leave years, leave is
 * dated up to 31 December 2028 and from the employee's start date (1900 without one); a request
 * covers at most 366 days. Anything else is refused with a 400 naming the field, before the work
 * that grows with a date's distance is done (an employee's leave for 27-30 December 9999 took 5-13 s
 * to refuse, and held every other request meanwhile).
 */

const TODAY = new Date('2026-11-25T09:00:00Z');
const TOO_LATE =
  'Choose a date up to 2028-12-31: leave is dated at most 2 leave years after the current one.';

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let leaveTypeId: string;
let employeeId: string;
let employeeToken: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  admin = await api.newAdministrator();
  const type = await api.call<{ returnObject: { id: string } }>(
    '/leave/create-leave-type',
    { code: 'AL', requireReason: false, requireAttachment: false, allowNegativeBalance: true },
    { token: admin.token },
  );
  leaveTypeId = type.body.returnObject.id;
  await api.call('/employer/set-module-access', { moduleId: 'leave', enabled: true }, { token: admin.token });
  employeeId = (await api.addEmployee(admin.token, { startDate: '2020-01-06' })).id;
  employeeToken = (await api.newEmployeeUser(admin.session.user.employerId, employeeId)).token;
});
afterAll(() => api.close());

function leave(from: string, to: string) {
  return { employeeId, leaveTypeId, from, to };
}

describe('a leave request', () => {
  test('dated 27–30 December 9999 by the employee is refused, naming the first day', async () => {
    const answer = await api.call('/leave/submit-leave-request', leave('9999-12-27', '9999-12-30'), {
      token: employeeToken,
    });
    expect(answer.body).toEqual({ returnCode: 400, error: TOO_LATE, field: 'from' });
  });

  test('previewed by an administrator for 9999 is refused the same way', async () => {
    const answer = await api.call('/leave/preview-leave-request', leave('9999-12-27', '9999-12-30'), {
      token: admin.token,
    });
    expect(answer.body).toEqual({ returnCode: 400, error: TOO_LATE, field: 'from' });
  });

  test('ending past the horizon is refused, naming the last day', async () => {
    const answer = await api.call('/leave/preview-leave-request', leave('2028-12-29', '2029-01-02'), {
      token: admin.token,
    });
    expect(answer.body).toEqual({ returnCode: 400, error: TOO_LATE, field: 'to' });
  });

  test('up to the horizon’s last day is assessed', async () => {
    const answer = await api.call('/leave/preview-leave-request', leave('2028-12-27', '2028-12-29'), {
      token: admin.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ returnObject: { total: '3' } });
  });

  test('before the employee’s start date is refused', async () => {
    const answer = await api.call('/leave/preview-leave-request', leave('2020-01-03', '2020-01-07'), {
      token: admin.token,
    });
    expect(answer.body).toEqual({
      returnCode: 400,
      error: 'Choose a date from 2020-01-06, the employee’s start date.',
      field: 'from',
    });
  });

  test('of more than 366 days is refused, naming the last day', async () => {
    const answer = await api.call('/leave/preview-leave-request', leave('2026-01-01', '2027-01-02'), {
      token: admin.token,
    });
    expect(answer.body).toEqual({
      returnCode: 400,
      error: 'A request covers at most 366 days.',
      field: 'to',
    });
  });
});

describe('every other leave operation taking a date', () => {
  test.each([
    ['/leave/get-leave-balances', () => ({ employeeId, asOf: '9999-12-31' }), 'asOf', TOO_LATE],
    [
      '/leave/adjust-leave-balance',
      () => ({ employeeId, leaveTypeId, date: '9999-12-31', amount: '1', reason: 'Opening balance' }),
      'date',
      TOO_LATE,
    ],
    [
      '/leave/get-leave-entitlement-report',
      () => ({ asOf: '0001-01-01' }),
      'asOf',
      'Choose a date from 1900-01-01.',
    ],
    ['/leave/get-leave-planner', () => ({ from: '9999-12-01', to: '9999-12-31' }), 'from', TOO_LATE],
    ['/leave/list-leave-transactions', () => ({ page: 1, to: '9999-12-31' }), 'to', TOO_LATE],
    ['/leave/list-leave-requests', () => ({ from: '0001-01-01' }), 'from', 'Choose a date from 1900-01-01.'],
  ])('%s refuses a date outside the horizon, naming %s', async (path, body, field, error) => {
    const answer = await api.call(path, body(), { token: admin.token });
    expect(answer.body).toEqual({ returnCode: 400, error, field });
  });
});
