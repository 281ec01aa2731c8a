import type { PermissionGrid } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CreateEmployeeRequest, Dashboard, EmployeePage } from '../contract-types.ts';
import { type LeaveEmployer, leaveEmployer } from '../leave/leave-report-fixtures.ts';
import { placeInBranch } from '../test-support/employee-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * Lists, their totals, their CSV exports and the single record kept to the caller's scope (issue 27
 * item 1), through HTTP. The organisation:
 *
 *   Engineering (branch North): Mona (manages Rita and Raj), Rita (manages Remy), Raj, Remy
 *   Sales (branch South), headed by Hana who sits in Engineering: Sam, Sue
 *   Erin: the HR officer of Engineering (a custom role scoped to her department)
 *   Nora: the office manager of North (a custom role scoped to her branch), no department
 */

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let employerId: string;
const ids: Record<string, string> = {};
const numbers: Record<string, string> = {};
const tokens: Record<string, string> = {};

const PLACED_ON = '2020-01-06';

async function person(
  name: string,
  { department, lineManager }: { department?: string; lineManager?: string } = {},
): Promise<void> {
  const employeeNo = `S-${name}`;
  const record = await api.addEmployee(
    admin.token,
    { employeeNo, firstName: name, lastName: 'Scope', email: `${name.toLowerCase()}@scope.example` },
    {
      // The contract fills in the sections' other fields with their defaults.
      personal: {
        placement: {
          effectiveDate: PLACED_ON,
          jobPositionId: null,
          levelId: null,
          departmentId: department ?? null,
          lineManagerId: lineManager ? (ids[lineManager] ?? null) : null,
        },
      } as CreateEmployeeRequest['personal'],
    },
  );
  ids[name] = record.id;
  numbers[name] = employeeNo;
}

async function reference(path: string, code: string, body: Record<string, unknown> = {}) {
  const answer = await api.call<{ returnObject: { id: string } }>(
    path,
    { code, name: code, ...body },
    { token: admin.token },
  );
  if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
  return answer.body.returnObject.id;
}

async function withRole(name: string, grid: PermissionGrid): Promise<void> {
  const role = await api.db
    .insertInto('roles')
    .values({
      employer_id: employerId,
      name: `${name}'s role`,
      description: null,
      grid: JSON.stringify(grid),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const account = await api.newEmployeeUser(employerId, ids[name]);
  await api.db
    .insertInto('user_roles')
    .values({ user_id: account.userId, role_id: role.id, employer_id: employerId, granted_by: null })
    .execute();
  tokens[name] = account.token;
}

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.newAdministrator();
  employerId = admin.session.user.employerId;
  const engineering = await reference('/employer/create-department', 'ENG');
  const north = await reference('/employer/create-branch', 'NORTH');
  const south = await reference('/employer/create-branch', 'SOUTH');
  await person('Mona', { department: engineering });
  await person('Rita', { department: engineering, lineManager: 'Mona' });
  await person('Raj', { department: engineering, lineManager: 'Mona' });
  await person('Remy', { department: engineering, lineManager: 'Rita' });
  await person('Hana', { department: engineering });
  await person('Erin', { department: engineering });
  await person('Nora');
  const sales = await reference('/employer/create-department', 'SALES', { headEmployeeId: ids.Hana });
  await person('Sam', { department: sales });
  await person('Sue', { department: sales });
  const inBranch = (branch: string, names: string[]) =>
    placeInBranch(
      api,
      employerId,
      branch,
      names.map((name) => ids[name] as string),
    );
  await inBranch(north, ['Mona', 'Rita', 'Raj', 'Remy', 'Erin', 'Nora']);
  await inBranch(south, ['Sam', 'Sue', 'Hana']);
  for (const name of ['Mona', 'Rita', 'Hana'])
    tokens[name] = (await api.newEmployeeUser(employerId, ids[name])).token;
  await withRole('Erin', { employees: { read: 'department', export: 'department' } });
  await withRole('Nora', { employees: { read: 'branch', export: 'branch' } });
});
afterAll(() => api.close());

const names = (of: string[]) => of.map((name) => numbers[name]).sort();

async function searched(token: string, body: Record<string, unknown> = {}) {
  const answer = await api.call<{ returnObject: EmployeePage }>(
    '/management/search-employees',
    { page: 1, pageSize: 100, ...body },
    { token },
  );
  expect(answer.status).toBe(200);
  return answer.body.returnObject;
}

async function exported(token: string, body: Record<string, unknown> = {}) {
  const answer = await api.call<string>('/management/export-employees', body, { token });
  expect(answer.status).toBe(200);
  return answer.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[0])
    .sort();
}

const everyone = ['Mona', 'Rita', 'Raj', 'Remy', 'Hana', 'Erin', 'Nora', 'Sam', 'Sue'];

describe.each([
  ['a line manager of two', 'Mona', ['Mona', 'Rita', 'Raj']],
  ['a line manager of one', 'Rita', ['Rita', 'Remy']],
  ['the head of Sales, who sits in Engineering', 'Hana', ['Hana', 'Sam', 'Sue']],
  ['an HR officer scoped to her department', 'Erin', ['Mona', 'Rita', 'Raj', 'Remy', 'Hana', 'Erin']],
  ['an office manager scoped to her branch', 'Nora', ['Mona', 'Rita', 'Raj', 'Remy', 'Erin', 'Nora']],
])('%s', (_, who, reached) => {
  test('search-employees lists exactly their people, and its total counts them', async () => {
    const page = await searched(tokens[who] as string);
    expect(page.items.map((row) => row.employee_no).sort()).toEqual(names(reached));
    expect(page.total).toBe(reached.length);
  });

  test('a search term and a short page keep to them too, total included', async () => {
    const page = await searched(tokens[who] as string, {
      search: 'scope.example',
      pageSize: 1,
      sortBy: 'position',
    });
    expect(page.items).toHaveLength(1);
    expect(reached.map((name) => numbers[name])).toContain(page.items[0]?.employee_no);
    expect(page.total).toBe(reached.length);
  });

  test('get-dashboard counts exactly them, by department', async () => {
    const answer = await api.call<{ returnObject: Dashboard }>(
      '/management/get-dashboard',
      {},
      { token: tokens[who] },
    );
    expect(answer.status).toBe(200);
    const { headcount, headcountByDepartment } = answer.body.returnObject;
    expect(headcount).toBe(reached.length);
    const inSales = reached.filter((name) => name === 'Sam' || name === 'Sue').length;
    const outside = reached.filter((name) => name === 'Nora').length;
    // Named departments largest first, then those without one.
    const expected = [
      { department: 'ENG', count: reached.length - inSales - outside },
      { department: 'SALES', count: inSales },
    ]
      .sort((a, b) => b.count - a.count)
      .concat([{ department: 'No department', count: outside }])
      .filter((row) => row.count > 0);
    expect(headcountByDepartment).toEqual(expected);
  });

  test('get-employee reads each of them; anyone else’s record is a 404', async () => {
    for (const name of everyone) {
      const answer = await api.call('/management/get-employee', { id: ids[name] }, { token: tokens[who] });
      expect([name, answer.status]).toEqual([name, reached.includes(name) ? 200 : 404]);
    }
  });
});

describe('export-employees', () => {
  test.each([
    ['Erin', ['Mona', 'Rita', 'Raj', 'Remy', 'Hana', 'Erin']],
    ['Nora', ['Mona', 'Rita', 'Raj', 'Remy', 'Erin', 'Nora']],
  ])('%s’s CSV holds exactly the people her role reaches', async (who, reached) => {
    expect(await exported(tokens[who] as string)).toEqual(names(reached));
  });

  test('an administrator still exports everyone', async () => {
    expect(await exported(admin.token)).toEqual(names(everyone));
  });

  test('a line manager holds no export permission: 403, no rows', async () => {
    const answer = await api.call('/management/export-employees', {}, { token: tokens.Mona });
    expect(answer.status).toBe(403);
  });
});

describe('the whole employer', () => {
  test('an administrator’s list and total are everyone’s', async () => {
    const page = await searched(admin.token);
    expect(page.items.map((row) => row.employee_no).sort()).toEqual(names(everyone));
    expect(page.total).toBe(everyone.length);
  });

  test('a role’s change takes effect on the next request', async () => {
    await api.db
      .updateTable('roles')
      .set({ grid: JSON.stringify({ employees: { read: 'employer' } }) })
      .where('name', '=', "Nora's role")
      .execute();
    expect((await searched(tokens.Nora as string)).total).toBe(everyone.length);
    await api.db
      .updateTable('roles')
      .set({ grid: JSON.stringify({ employees: { read: 'branch', export: 'branch' } }) })
      .where('name', '=', "Nora's role")
      .execute();
    expect((await searched(tokens.Nora as string)).total).toBe(6);
  });
});

/**
 * Leave's lists as a line manager sees them: Lena manages Liam and Lily; Otto is someone else's.
 * Each has a day of approved leave on the next weekday after today.
 */
describe('leave, as a line manager of two', () => {
  let employer: LeaveEmployer;
  const staff: Record<string, { employeeId: string; token: string }> = {};
  let day: string;
  const idsOf = (...people: string[]) => people.map((name) => staff[name]?.employeeId).sort();

  beforeAll(async () => {
    employer = await leaveEmployer(api);
    staff.Lena = await employer.employee('Lena', { account: true });
    for (const name of ['Liam', 'Lily', 'Otto']) staff[name] = await employer.employee(name);
    for (const name of ['Liam', 'Lily']) {
      await api.db
        .insertInto('placement_history')
        .values({
          employer_id: employer.admin.session.user.employerId,
          employee_id: staff[name]?.employeeId as string,
          effective_date: PLACED_ON,
          line_manager_id: staff.Lena?.employeeId as string,
          department_id: null,
          job_position_id: null,
          level_id: null,
          created_by: null,
        })
        .execute();
    }
    const next = new Date();
    do next.setUTCDate(next.getUTCDate() + 1);
    while (next.getUTCDay() === 0 || next.getUTCDay() === 6);
    day = next.toISOString().slice(0, 10);
    for (const name of ['Liam', 'Lily', 'Otto']) {
      await employer.book(staff[name]?.employeeId as string, employer.annualLeaveId, day, day);
    }
  });

  const asLena = <T>(path: string, body: Record<string, unknown>) =>
    api.call<{ returnObject: T }>(`/leave/${path}`, body, { token: staff.Lena?.token });

  test('list-leave-requests: their reports’ requests, and nothing for anyone else named', async () => {
    const all = await asLena<{ employeeId: string }[]>('list-leave-requests', {});
    expect(all.body.returnObject.map((item) => item.employeeId).sort()).toEqual(idsOf('Liam', 'Lily'));
    const named = await asLena<unknown[]>('list-leave-requests', { employeeId: staff.Liam?.employeeId });
    expect(named.body.returnObject).toHaveLength(1);
    const other = await asLena<unknown[]>('list-leave-requests', { employeeId: staff.Otto?.employeeId });
    expect(other.body.returnObject).toEqual([]);
  });

  test('list-leave-transactions: their reports’ entries, the total counting only those', async () => {
    const answer = await asLena<{ items: { employeeId: string }[]; total: number }>(
      'list-leave-transactions',
      {
        page: 1,
      },
    );
    const people = answer.body.returnObject.items.map((item) => item.employeeId);
    expect([...new Set(people)].sort()).toEqual(idsOf('Liam', 'Lily'));
    expect(answer.body.returnObject.total).toBe(people.length);
  });

  test('get-leave-balances: a report’s; anyone else’s is refused', async () => {
    expect((await asLena('get-leave-balances', { employeeId: staff.Liam?.employeeId })).status).toBe(200);
    expect((await asLena('get-leave-balances', { employeeId: staff.Otto?.employeeId })).status).toBe(403);
  });

  test('list-who-is-away and get-leave-planner show their reports, never Otto', async () => {
    const away = await asLena<{ total: number; people: { employeeId: string }[] }>('list-who-is-away', {});
    expect(away.body.returnObject.people.map((person) => person.employeeId).sort()).toEqual(
      idsOf('Liam', 'Lily'),
    );
    expect(away.body.returnObject.total).toBe(2);
    const planner = await asLena<{ employees: { employeeId: string; days: unknown[] }[] }>(
      'get-leave-planner',
      {
        from: day,
        to: day,
      },
    );
    expect(planner.status).toBe(200);
    const shown = planner.body.returnObject.employees;
    expect(shown.map((row) => row.employeeId).sort()).toEqual(idsOf('Lena', 'Liam', 'Lily'));
    expect(
      shown
        .filter((row) => row.days.length > 0)
        .map((row) => row.employeeId)
        .sort(),
    ).toEqual(idsOf('Liam', 'Lily'));
  });

  test('the administrator still sees everyone’s', async () => {
    const answer = await api.call<{ returnObject: { employeeId: string }[] }>(
      '/leave/list-leave-requests',
      {},
      { token: employer.admin.token },
    );
    expect(answer.body.returnObject.map((item) => item.employeeId).sort()).toEqual(
      idsOf('Liam', 'Lily', 'Otto'),
    );
  });
});
