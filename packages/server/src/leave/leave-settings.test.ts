import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LeaveSettings } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { LEAVE_NOT_OPEN_TO_EMPLOYEES } from './leave-access.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function settings(token: string) {
  return api.call<{ returnObject: LeaveSettings }>('/leave/get-leave-settings', {}, { token });
}

function change(token: string, body: Record<string, unknown>) {
  return api.call<{ returnObject: LeaveSettings }>('/leave/update-leave-settings', body, { token });
}

describe('leave settings', () => {
  test('a new employer has the defaults: a calendar leave year, half days, planner shown, e-mails sent', async () => {
    const { token } = await api.newAdministrator();
    expect((await settings(token)).body.returnObject).toEqual({
      leaveYearStartMonth: 1,
      accrualRounding: 'Half',
      employeesSeePlanner: true,
      emailNotifications: true,
    });
  });

  test('a change keeps the settings it does not name, and is the employer’s own', async () => {
    const { token } = await api.newAdministrator();
    const other = await api.newAdministrator();
    await change(token, { leaveYearStartMonth: 4, accrualRounding: 'Hundredth' });
    const answer = await change(token, { emailNotifications: false });
    const expected = {
      leaveYearStartMonth: 4,
      accrualRounding: 'Hundredth',
      employeesSeePlanner: true,
      emailNotifications: false,
    };
    expect(answer.body.returnObject).toEqual(expected);
    expect((await settings(token)).body.returnObject).toEqual(expected);
    expect((await settings(other.token)).body.returnObject.leaveYearStartMonth).toBe(1);
  });

  test.each([
    [{ leaveYearStartMonth: 13 }, 'leaveYearStartMonth', 'leaveYearStartMonth: must be at most 12.'],
    [{ leaveYearStartMonth: 0 }, 'leaveYearStartMonth', 'leaveYearStartMonth: must be at least 1.'],
    [
      { accrualRounding: 'Quarter' },
      'accrualRounding',
      'accrualRounding: must be one of: Whole, Half, Hundredth.',
    ],
  ])('%j: 400 naming the field', async (body, field, error) => {
    const { token } = await api.newAdministrator();
    expect((await change(token, body)).body).toEqual({ returnCode: 400, error, field });
  });

  test('an employee reads them only while Leave is open to employees, and never changes them', async () => {
    const employer = await api.newAdministrator();
    const employee = await api.newEmployeeUser(employer.session.user.employerId);
    expect((await settings(employee.token)).body).toEqual({
      returnCode: 403,
      error: LEAVE_NOT_OPEN_TO_EMPLOYEES,
    });
    await api.call(
      '/employer/set-module-access',
      { moduleId: 'leave', enabled: true },
      { token: employer.token },
    );
    expect((await settings(employee.token)).body.returnObject.employeesSeePlanner).toBe(true);
    expect((await change(employee.token, { employeesSeePlanner: false })).status).toBe(403);
    expect((await settings(employer.token)).body.returnObject.employeesSeePlanner).toBe(true);
  });
});
