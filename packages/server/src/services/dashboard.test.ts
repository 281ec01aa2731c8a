import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Dashboard } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;

let api: TestApi;
let now = new Date('2026-11-22T10:00:00Z');
let employerA: Administrator;
let employerB: Administrator;

/** Employees written straight to the table: the figures are what is under test, not create-employee. */
async function addEmployees(
  employerId: string,
  rows: { start_date?: string | null; department?: string | null }[],
) {
  if (!rows.length) return;
  await api.db
    .insertInto('employees')
    .values(
      rows.map((row) => ({
        employer_id: employerId,
        employee_no: randomUUID().slice(0, 20),
        first_name: 'Grace',
        last_name: 'Hopper',
        email: `${randomUUID()}@example.com`,
        nin_id: 'NI-1',
        country: 'United States',
        dob: '1986-12-09',
        start_date: row.start_date ?? null,
        department: row.department ?? null,
      })),
    )
    .execute();
}

const times = <T>(count: number, row: T): T[] => Array.from({ length: count }, () => row);

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  employerA = await api.newAdministrator();
  employerB = await api.newAdministrator();
  const a = employerA.session.user.employerId;
  // Ten named departments of distinct sizes (10 down to 1): the 8 largest are shown, 2 + 1 are "Other".
  for (let size = 10; size >= 1; size--) await addEmployees(a, times(size, { department: `Dept ${size}` }));
  // Blank and spaces-only departments count as none, with the employees without one.
  await addEmployees(a, [{ department: '' }, { department: '   ' }, {}]);
  await addEmployees(a, [
    { start_date: '2026-11-01' },
    { start_date: '2026-11-30' },
    { start_date: '2026-10-31' },
    { start_date: '2026-12-01' },
    { start_date: '2025-12-01' },
    { start_date: '2025-11-30' },
    { start_date: '2026-03-15' },
    { start_date: '2026-03-16' },
  ]);
  await addEmployees(employerB.session.user.employerId, [{ start_date: '2026-11-05', department: 'B only' }]);
});
afterAll(() => api.close());

const dashboardOf = (token: string) =>
  api.call<{ returnObject: Dashboard }>('/management/get-dashboard', {}, { token });

describe('get-dashboard', () => {
  test('counts the employer’s employees as of today (UTC)', async () => {
    const { status, body } = await dashboardOf(employerA.token);
    expect(status).toBe(200);
    expect(body.returnObject).toMatchObject({
      asOf: '2026-11-22',
      headcount: 55 + 3 + 8,
      newStartersThisMonth: 2,
      departments: 10,
      onLeaveToday: null,
    });
  });

  test('startersByMonth: the 12 months up to this one, oldest first, zero-filled', async () => {
    const { body } = await dashboardOf(employerA.token);
    expect(body.returnObject.startersByMonth).toEqual([
      { month: '2025-12', count: 1 },
      { month: '2026-01', count: 0 },
      { month: '2026-02', count: 0 },
      { month: '2026-03', count: 2 },
      { month: '2026-04', count: 0 },
      { month: '2026-05', count: 0 },
      { month: '2026-06', count: 0 },
      { month: '2026-07', count: 0 },
      { month: '2026-08', count: 0 },
      { month: '2026-09', count: 0 },
      { month: '2026-10', count: 1 },
      { month: '2026-11', count: 2 },
    ]);
  });

  test('headcountByDepartment: the 8 largest first, the rest as Other, then No department', async () => {
    const { body } = await dashboardOf(employerA.token);
    expect(body.returnObject.headcountByDepartment).toEqual([
      ...[10, 9, 8, 7, 6, 5, 4, 3].map((size) => ({ department: `Dept ${size}`, count: size })),
      { department: 'Other', count: 2 + 1 },
      // Blank, spaces-only and absent departments, and the 8 employees with a start date only.
      { department: 'No department', count: 3 + 8 },
    ]);
  });

  test('another employer’s administrator sees only their own figures', async () => {
    const { body } = await dashboardOf(employerB.token);
    expect(body.returnObject).toMatchObject({
      headcount: 1,
      newStartersThisMonth: 1,
      departments: 1,
      headcountByDepartment: [{ department: 'B only', count: 1 }],
    });
    expect(body.returnObject.startersByMonth.at(-1)).toEqual({ month: '2026-11', count: 1 });
  });

  test('an employer without employees: zeros, twelve empty months and no departments', async () => {
    const { token } = await api.newAdministrator();
    const { body } = await dashboardOf(token);
    expect(body.returnObject).toMatchObject({
      headcount: 0,
      newStartersThisMonth: 0,
      departments: 0,
      headcountByDepartment: [],
    });
    expect(body.returnObject.startersByMonth.map((entry) => entry.count)).toEqual(times(12, 0));
  });

  test('follows the clock: in January the year starts in February of the year before', async () => {
    now = new Date('2027-01-03T00:30:00Z');
    try {
      const { body } = await dashboardOf(employerA.token);
      expect(body.returnObject.asOf).toBe('2027-01-03');
      expect(body.returnObject.newStartersThisMonth).toBe(0);
      expect(body.returnObject.startersByMonth[0]).toEqual({ month: '2026-02', count: 0 });
      expect(body.returnObject.startersByMonth.slice(-3)).toEqual([
        { month: '2026-11', count: 2 },
        { month: '2026-12', count: 1 },
        { month: '2027-01', count: 0 },
      ]);
    } finally {
      now = new Date('2026-11-22T10:00:00Z');
    }
  });

  test('an employee: 403 saying the dashboard is for administrators', async () => {
    const employee = await api.newEmployeeUser(employerA.session.user.employerId);
    const answer = await dashboardOf(employee.token);
    expect(answer.body).toEqual({
      returnCode: 403,
      error: 'Only an administrator can see the employer’s dashboard.',
    });
  });

  test('without a token: 401', async () => {
    expect((await api.call('/management/get-dashboard', {})).status).toBe(401);
  });
});
