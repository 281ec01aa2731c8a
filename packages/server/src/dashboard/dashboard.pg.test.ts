import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Dashboard } from '../contract-types.ts';
import { refusalOf } from '../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;

let api: TestApi;
let now = new Date('2026-11-22T10:00:00Z');
let employerA: Administrator;
let employerB: Administrator;

const departmentIds = new Map<string, string>();

/** The employer's department of that name, added the first time. */
async function departmentId(employerId: string, name: string): Promise<string> {
  const key = `${employerId}/${name}`;
  const known = departmentIds.get(key);
  if (known) return known;
  const { id } = await api.db
    .insertInto('departments')
    .values({ employer_id: employerId, code: `D${departmentIds.size}`, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  departmentIds.set(key, id);
  return id;
}

interface StoredEmployee {
  start_date?: string | null;
  department?: string;
  /** Later placements: [effective date, department]. */
  moves?: [string, string][];
  end_date?: string;
}

/**
 * Employees written straight to the tables: the figures are what is under test, not create-employee.
 * `department` is a placement since 2020.
 */
async function addEmployees(employerId: string, rows: StoredEmployee[]) {
  for (const row of rows) {
    const { id } = await api.db
      .insertInto('employees')
      .values({
        employer_id: employerId,
        employee_no: randomUUID().slice(0, 20),
        first_name: 'Grace',
        last_name: 'Hopper',
        email: `${randomUUID()}@example.com`,
        nin_id: 'NI-1',
        country: 'United States',
        dob: '1986-12-09',
        start_date: row.start_date ?? null,
        employment_end_date: row.end_date ?? null,
        employment_end_reason: row.end_date ? 'Resigned.' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const placements: [string, string][] = [
      ...(row.department ? [['2020-01-01', row.department] as [string, string]] : []),
      ...(row.moves ?? []),
    ];
    for (const [effectiveDate, department] of placements) {
      await api.db
        .insertInto('placement_history')
        .values({
          employer_id: employerId,
          employee_id: id,
          effective_date: effectiveDate,
          department_id: await departmentId(employerId, department),
          job_position_id: null,
          level_id: null,
          line_manager_id: null,
          created_by: null,
        })
        .execute();
    }
  }
}

const times = <T>(count: number, row: T): T[] => Array.from({ length: count }, () => row);

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  employerA = await api.newAdministrator();
  employerB = await api.newAdministrator();
  const a = employerA.session.user.employerId;
  // Ten named departments of distinct sizes (10 down to 1): the 8 largest are shown, 2 + 1 are "Other".
  for (let size = 10; size >= 1; size--) await addEmployees(a, times(size, { department: `Dept ${size}` }));
  // Employees never placed count under no department.
  await addEmployees(a, [{}, {}, {}]);
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
      // The 3 never placed, and the 8 employees with a start date only.
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

  test('counts the department of the placement in effect, and only employees not yet gone', async () => {
    const { token, session } = await api.newAdministrator();
    const employerId = session.user.employerId;
    await addEmployees(employerId, [
      { department: 'Sales', moves: [['2026-12-01', 'Finance']] },
      { department: 'Sales', end_date: '2026-11-21' },
      { department: 'Sales', end_date: '2026-11-22' },
    ]);
    const today = (await dashboardOf(token)).body.returnObject;
    expect(today).toMatchObject({ headcount: 2, headcountByDepartment: [{ department: 'Sales', count: 2 }] });
    now = new Date('2026-12-02T08:00:00Z');
    try {
      const later = (await dashboardOf(token)).body.returnObject;
      expect(later).toMatchObject({
        headcount: 1,
        headcountByDepartment: [{ department: 'Finance', count: 1 }],
      });
    } finally {
      now = new Date('2026-11-22T10:00:00Z');
    }
  });

  test('an employee: 403 saying their role does not reach the employer’s figures', async () => {
    const employee = await api.newEmployeeUser(employerA.session.user.employerId);
    const answer = await dashboardOf(employee.token);
    expect(answer.body).toEqual(refusalOf('/management/get-dashboard'));
  });

  test('without a token: 401', async () => {
    expect((await api.call('/management/get-dashboard', {})).status).toBe(401);
  });
});
