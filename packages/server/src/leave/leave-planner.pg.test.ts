import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LeavePlanner } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { type LeaveEmployer, leaveEmployer } from './leave-report-fixtures.ts';

/**
 * The Planner through the API, over Christmas week 2026 (Monday 21 to Sunday 27 December) with a
 * default calendar holding Christmas Day every year and Christmas Eve afternoon this year. Ama and
 * Yaw are in Engineering, Kofi in Sales.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');
const WEEK = { from: '2026-12-21', to: '2026-12-27' };

let api: TestApi;
let employer: LeaveEmployer;
let ama: { employeeId: string; token: string };
let yaw: { employeeId: string; token: string };
let engineeringId: string;
let salesId: string;
let calendarId: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  employer = await leaveEmployer(api);
  const { annualLeaveId, unpaidLeaveId } = employer;
  const calendar = await api.call<{ returnObject: { id: string } }>(
    '/leave/create-holiday-calendar',
    {
      code: 'GH',
      name: 'Ghana',
      isDefault: true,
      holidays: [
        { name: 'Christmas Day', date: '2020-12-25', part: 'whole', repeatsYearly: true },
        { name: 'Christmas Eve', date: '2026-12-24', part: 'afternoon', repeatsYearly: false },
        { name: 'Leap Day', date: '2024-02-29', part: 'whole', repeatsYearly: true },
      ],
    },
    { token: employer.admin.token },
  );
  expect(calendar.status, JSON.stringify(calendar.body)).toBe(200);
  calendarId = calendar.body.returnObject.id;
  engineeringId = await employer.department('Engineering');
  salesId = await employer.department('Sales');
  ama = await employer.employee('Ama', { departmentId: engineeringId, account: true });
  yaw = await employer.employee('Yaw', { departmentId: engineeringId, account: true });
  const kofi = await employer.employee('Kofi', { departmentId: salesId });

  await employer.book(ama.employeeId, annualLeaveId, '2026-12-21', '2026-12-23');
  await employer.book(ama.employeeId, annualLeaveId, '2026-12-28', '2026-12-28', {
    fromPart: 'morning',
    toPart: 'morning',
  });
  await employer.book(yaw.employeeId, annualLeaveId, '2026-12-22', '2026-12-22', { approve: false });
  await employer.book(yaw.employeeId, unpaidLeaveId, '2026-12-23', '2026-12-23', {
    fromPart: 'afternoon',
    toPart: 'afternoon',
  });
  await employer.book(kofi.employeeId, annualLeaveId, '2026-12-24', '2026-12-29');
});
afterAll(() => api.close());

async function planner(body: Record<string, unknown>, token = employer.admin.token) {
  return api.call<{ returnObject: LeavePlanner; error?: string; field?: string }>(
    '/leave/get-leave-planner',
    body,
    { token },
  );
}

/** Each employee as "name: date type part status" lines, as a person reads the grid. */
function grid(plan: LeavePlanner) {
  const code = new Map(plan.leaveTypes.map((type) => [type.id, type.code]));
  return Object.fromEntries(
    plan.employees.map((employee) => [
      employee.employeeName.split(' ')[0],
      employee.days.map(
        (day) =>
          `${day.date.slice(5)} ${day.leaveTypeId ? code.get(day.leaveTypeId) : 'away'} ${day.part} ${day.status}`,
      ),
    ]),
  );
}

describe('administrators', () => {
  test('see everyone’s approved and pending days, half days, and no leave on a holiday or weekend', async () => {
    const answer = await planner(WEEK);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(grid(answer.body.returnObject)).toEqual({
      Ama: ['12-21 AL whole approved', '12-22 AL whole approved', '12-23 AL whole approved'],
      Kofi: ['12-24 AL whole approved'],
      Yaw: ['12-22 AL whole pending', '12-23 UL afternoon approved'],
    });
  });

  test('see the holidays of the calendars in view, yearly ones in their year, and the legend', async () => {
    const plan = (await planner(WEEK)).body.returnObject;
    expect(plan.holidays).toEqual([
      { calendarId, date: '2026-12-24', name: 'Christmas Eve', part: 'afternoon' },
      { calendarId, date: '2026-12-25', name: 'Christmas Day', part: 'whole' },
    ]);
    expect(new Set(plan.employees.map((employee) => employee.holidayCalendarId))).toEqual(
      new Set([calendarId]),
    );
    expect(plan.leaveTypes.map(({ code, color }) => [code, color])).toEqual([
      ['AL', '#008000'],
      ['UL', '#800080'],
    ]);
    const leapless = (await planner({ from: '2027-02-22', to: '2027-03-07' })).body.returnObject;
    expect(leapless.holidays).toEqual([]);
    const leap = (await planner({ from: '2028-02-22', to: '2028-03-07' })).body.returnObject;
    expect(leap.holidays.map((holiday) => holiday.date)).toEqual(['2028-02-29']);
  });

  test('a month shows the days after the week too; a filter keeps one department', async () => {
    const month = (await planner({ from: '2026-12-01', to: '2026-12-31' })).body.returnObject;
    expect(grid(month).Kofi).toEqual([
      '12-24 AL whole approved',
      '12-28 AL whole approved',
      '12-29 AL whole approved',
    ]);
    expect(grid(month).Ama?.at(-1)).toBe('12-28 AL morning approved');
    const sales = (await planner({ ...WEEK, departmentId: salesId })).body.returnObject;
    expect(sales.employees.map((employee) => employee.employeeName)).toEqual(['Kofi Mensah']);
  });

  test('a span ending first, or longer than six weeks, is refused on `to`', async () => {
    const backwards = await planner({ from: '2026-12-21', to: '2026-12-20' });
    expect([backwards.status, backwards.body.field]).toEqual([400, 'to']);
    const tooLong = await planner({ from: '2026-12-01', to: '2027-01-12' });
    expect([tooLong.status, tooLong.body.error]).toEqual([
      400,
      'Show at most 42 days at once (a month or six weeks).',
    ]);
    expect((await planner({ from: '2026-12-01', to: '2027-01-11' })).status).toBe(200);
  });

  test('another employer sees none of these employees and cannot filter by this one’s department', async () => {
    const other = await api.newAdministrator();
    expect((await planner(WEEK, other.token)).body.returnObject.employees).toEqual([]);
    const foreign = await planner({ ...WEEK, departmentId: engineeringId }, other.token);
    expect([foreign.status, foreign.body.field]).toEqual([400, 'departmentId']);
  });
});

describe('employees', () => {
  test('see their own department only: colleagues’ approved days without the leave type, their own in full', async () => {
    const answer = await planner(WEEK, ama.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(grid(answer.body.returnObject)).toEqual({
      Ama: ['12-21 AL whole approved', '12-22 AL whole approved', '12-23 AL whole approved'],
      Yaw: ['12-23 away afternoon approved'],
    });
    const asYaw = grid((await planner(WEEK, yaw.token)).body.returnObject);
    expect(asYaw.Yaw).toEqual(['12-22 AL whole pending', '12-23 UL afternoon approved']);
    expect(asYaw.Ama).toEqual([
      '12-21 away whole approved',
      '12-22 away whole approved',
      '12-23 away whole approved',
    ]);
  });

  test('are refused another department', async () => {
    const answer = await planner({ ...WEEK, departmentId: salesId }, ama.token);
    expect([answer.status, answer.body.error]).toEqual([
      403,
      'You can see the planner of your own department only.',
    ]);
  });

  test('are refused while the settings keep the planner from them, and while Leave is closed', async () => {
    const token = employer.admin.token;
    await api.call('/leave/update-leave-settings', { employeesSeePlanner: false }, { token });
    const closed = await planner(WEEK, ama.token);
    expect([closed.status, closed.body.error]).toEqual([
      403,
      'The leave planner is for administrators only. An administrator can show it to employees in Leave Settings.',
    ]);
    expect((await planner(WEEK)).status).toBe(200);
    await api.call('/leave/update-leave-settings', { employeesSeePlanner: true }, { token });
    await api.call('/employer/set-module-access', { moduleId: 'leave', enabled: false }, { token });
    const moduleOff = await planner(WEEK, ama.token);
    expect([moduleOff.status, moduleOff.body.error]).toEqual([
      403,
      'Leave is not open to employees yet. An administrator can enable it in Module Access.',
    ]);
    await api.call('/employer/set-module-access', { moduleId: 'leave', enabled: true }, { token });
    expect((await planner(WEEK, ama.token)).status).toBe(200);
  });
});
