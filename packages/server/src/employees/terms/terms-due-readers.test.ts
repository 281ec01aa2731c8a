import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

/**
 * Scheduled Employment Terms reach leave and payroll on their day, though nobody opens the employee's
 * record and the daily job has not run: each reader brings the terms cache up to the day first.
 */

const MONDAY = new Date('2026-03-02T09:00:00Z');
const TUESDAY = new Date('2026-03-03T09:00:00Z');
let now = MONDAY;
let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  admin = await api.newAdministrator();
  await api.call('/employer/set-module-access', { moduleId: 'leave', enabled: true }, { token: admin.token });
});
afterAll(() => api.close());

const permanent = {
  effectiveDate: '2026-01-05',
  contractType: 'Permanent',
  startDate: '2026-01-05',
  payFrequency: 'Monthly',
};

async function recordTerms(body: Record<string, unknown>) {
  const answer = await api.call('/management/record-employment-terms', body, { token: admin.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function created(path: string, body: Record<string, unknown>): Promise<string> {
  const answer = await api.call<{ returnObject: { id: string } }>(path, body, { token: admin.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject.id;
}

describe('terms dated tomorrow, the day after', () => {
  test('payroll selects the employee by the new pay frequency', async () => {
    now = MONDAY;
    const { id } = await api.addEmployee(admin.token, { startDate: '2026-01-05' });
    await recordTerms({ ...permanent, employeeId: id });
    await recordTerms({ ...permanent, employeeId: id, effectiveDate: '2026-03-03', payFrequency: 'Weekly' });
    const selected = async (payPeriod: string) => {
      const answer = await api.call<{ returnObject: { employees: number; blockers: unknown[] } }>(
        '/payroll/check-pay-run',
        {
          payPeriod,
          periodStart: '2026-03-02',
          offCycle: false,
          selection: { scope: 'employees', ids: [id] },
        },
        { token: admin.token },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.returnObject.employees + answer.body.returnObject.blockers.length;
    };
    expect([await selected('Monthly'), await selected('Weekly')]).toEqual([1, 0]);
    now = TUESDAY;
    expect([await selected('Monthly'), await selected('Weekly')]).toEqual([0, 1]);
  });

  test('leave counts the days of the new work week and shows the new holiday calendar', async () => {
    now = MONDAY;
    const { id } = await api.addEmployee(admin.token, { startDate: '2020-01-06' });
    const leaveTypeId = await created('/leave/create-leave-type', {
      code: 'AL',
      requireReason: false,
      requireAttachment: false,
      allowNegativeBalance: true,
    });
    const sixDays = await created('/leave/create-work-week', {
      code: 'SIX',
      name: 'Six days',
      days: ['whole', 'whole', 'whole', 'whole', 'whole', 'whole', 'none'],
    });
    const calendar = await created('/leave/create-holiday-calendar', {
      code: 'NORTH',
      name: 'Northern sites',
    });
    await recordTerms({ ...permanent, employeeId: id });
    await recordTerms({
      ...permanent,
      employeeId: id,
      effectiveDate: '2026-03-03',
      workWeekId: sixDays,
      holidayCalendarId: calendar,
    });
    const saturday = () =>
      api.call<{ returnObject: { total: string } }>(
        '/leave/preview-leave-request',
        { employeeId: id, leaveTypeId, from: '2026-03-07', to: '2026-03-07' },
        { token: admin.token },
      );
    const plannerCalendar = async () => {
      const answer = await api.call<{
        returnObject: { employees: { employeeId: string; holidayCalendarId: string | null }[] };
      }>('/leave/get-leave-planner', { from: '2026-03-01', to: '2026-03-31' }, { token: admin.token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.returnObject.employees.find((employee) => employee.employeeId === id)
        ?.holidayCalendarId;
    };
    expect((await saturday()).status).toBe(400);
    expect(await plannerCalendar()).not.toBe(calendar);
    now = TUESDAY;
    const counted = await saturday();
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    expect(counted.body.returnObject.total).toBe('1');
    expect(await plannerCalendar()).toBe(calendar);
  });
});
