import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Dashboard, EmployeePage, EmployeeRecord, EmployeeRow } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * The placement in effect, as the list (its position column and the sort by position) and the
 * dashboard (its departments) show it, follows the injected clock: a change dated ahead takes effect by
 * itself on its day, with no write in between, although both read a copy kept on the employee row
 * (migration 0005). Each test moves the clock across a placement's date and checks every reader.
 */

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;

const TODAY = '2026-11-22';
let now = new Date(`${TODAY}T10:00:00Z`);
let api: TestApi;
let admin: Administrator;
/** Job positions and departments by name (plain ASCII in one case: the same order under any collation). */
const positions = new Map<string, string>();
const departments = new Map<string, string>();

const at = (day: string) => {
  now = new Date(`${day}T10:00:00Z`);
};

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  admin = await api.newAdministrator();
  for (const name of ['Analyst', 'Manager', 'Zookeeper']) {
    const created = await api.call<{ returnObject: { id: string } }>(
      '/employer/create-job-position',
      { code: name.slice(0, 3).toUpperCase(), name },
      { token: admin.token },
    );
    positions.set(name, created.body.returnObject.id);
  }
  for (const name of ['Finance', 'Operations']) {
    const created = await api.call<{ returnObject: { id: string } }>(
      '/employer/create-department',
      { code: name.slice(0, 3).toUpperCase(), name },
      { token: admin.token },
    );
    departments.set(name, created.body.returnObject.id);
  }
  // Two colleagues who stay as they are: Manager in Operations.
  for (const employeeNo of ['P-0002', 'P-0003']) {
    await api.addEmployee(admin.token, {
      employeeNo,
      firstName: 'Colleague',
      lastName: employeeNo,
      email: `${employeeNo.toLowerCase()}@example.com`,
      position: positions.get('Manager') ?? null,
      department: departments.get('Operations') ?? null,
      startDate: '2020-01-01',
    });
  }
});
afterAll(() => api.close());

const id = (names: Map<string, string>, name: string) => names.get(name) as string;

async function newEmployee(employeeNo: string): Promise<EmployeeRecord> {
  at(TODAY);
  return api.addEmployee(admin.token, {
    employeeNo,
    firstName: 'Placed',
    lastName: employeeNo,
    email: `${employeeNo.toLowerCase()}@example.com`,
    position: id(positions, 'Analyst'),
    department: id(departments, 'Finance'),
    startDate: '2020-01-01',
  });
}

/** A placement change of the record, from `effectiveDate`, made with the clock at `day`. */
async function place(
  record: EmployeeRecord,
  effectiveDate: string,
  position: string,
  department: string,
  day = TODAY,
) {
  at(day);
  const answer = await api.call(
    '/management/update-employee',
    {
      id: record.id,
      personal: {
        ...record.values.personal,
        placement: {
          ...record.values.personal.placement,
          effectiveDate,
          jobPositionId: id(positions, position),
          departmentId: id(departments, department),
        },
      },
    },
    { token: admin.token },
  );
  expect(answer.status).toBe(200);
}

async function search(body: Record<string, unknown>): Promise<EmployeeRow[]> {
  const answer = await api.call<{ returnObject: EmployeePage }>(
    '/management/search-employees',
    { page: 1, pageSize: 50, ...body },
    { token: admin.token },
  );
  expect(answer.status).toBe(200);
  return answer.body.returnObject.items;
}

interface Seen {
  /** The row's position in the default list, in the list sorted by position, and in the full list. */
  position: string | null;
  sortedByPosition: string | null;
  listed: string | null;
  /** Employee numbers sorted by position, ascending and descending. */
  ascending: string[];
  descending: string[];
  /** Descending again, a page of one row at a time: each page is cut from the cached and looked-up parts. */
  descendingByPage: string[];
  departments: Dashboard['headcountByDepartment'];
}

/** What every reader shows of `employeeNo` with the clock at `day`. */
async function seenOn(day: string, employeeNo: string): Promise<Seen> {
  at(day);
  try {
    const byNumber = await search({});
    const ascending = await search({ sortBy: 'position', sortDirection: 'asc' });
    const descending = await search({ sortBy: 'position', sortDirection: 'desc' });
    const descendingByPage: string[] = [];
    for (const page of [1, 2, 3, 4]) {
      const rows = await search({ sortBy: 'position', sortDirection: 'desc', page, pageSize: 1 });
      descendingByPage.push(...rows.map((row) => row.employee_no));
    }
    const listed = await api.call<{ returnObject: EmployeeRow[] }>(
      '/management/get-all-employees-on-user',
      { id: admin.session.user.id },
      { token: admin.token },
    );
    const dashboard = await api.call<{ returnObject: Dashboard }>(
      '/management/get-dashboard',
      {},
      { token: admin.token },
    );
    const positionIn = (rows: EmployeeRow[]) => rows.find((row) => row.employee_no === employeeNo)?.position;
    return {
      position: positionIn(byNumber) ?? null,
      sortedByPosition: positionIn(ascending) ?? null,
      listed: positionIn(listed.body.returnObject) ?? null,
      ascending: ascending.map((row) => row.employee_no),
      descending: descending.map((row) => row.employee_no),
      descendingByPage,
      departments: dashboard.body.returnObject.headcountByDepartment,
    };
  } finally {
    at(TODAY);
  }
}

/** What every reader shows when `employeeNo` is in `position` and `department` (colleagues: Manager). */
function placedAs(employeeNo: string, position: string, department: string) {
  const colleagues = ['P-0002', 'P-0003'];
  const ascending = [employeeNo, ...colleagues].sort(byPositionThen(position, employeeNo));
  return {
    position,
    sortedByPosition: position,
    listed: position,
    ascending,
    descending: [...ascending].reverse(),
    descendingByPage: [...ascending].reverse(),
    departments:
      department === 'Operations'
        ? [{ department: 'Operations', count: 3 }]
        : [
            { department: 'Operations', count: 2 },
            { department, count: 1 },
          ],
  };
}

/** Equal positions fall back to the employee number. */
function byPositionThen(position: string, employeeNo: string) {
  const positionOf = (no: string) => (no === employeeNo ? position : 'Manager');
  return (a: string, b: string) =>
    positionOf(a) === positionOf(b) ? (a < b ? -1 : 1) : positionOf(a) < positionOf(b) ? -1 : 1;
}

/** The cache columns of the employee row (to show the readers are exercised through it). */
async function cacheOf(employeeId: string) {
  return api.db
    .selectFrom('employees')
    .select(['placed_position_name', 'placed_from', 'placed_until'])
    .where('id', '=', employeeId)
    .executeTakeFirstOrThrow();
}

/** Each test adds P-0001 and leaves with it removed, so the next starts from the two colleagues. */
afterEach(async () => {
  const added = await api.db
    .selectFrom('employees')
    .select('id')
    .where('employer_id', '=', admin.session.user.employerId)
    .where('employee_no', '=', 'P-0001')
    .executeTakeFirst();
  if (!added) return;
  await api.db.deleteFrom('placement_history').where('employee_id', '=', added.id).execute();
  await api.db.deleteFrom('employees').where('id', '=', added.id).execute();
});

describe('the placement in effect, in the list and on the dashboard', () => {
  test('a change dated ahead shows exactly from its day, with nothing written in between', async () => {
    const record = await newEmployee('P-0001');
    await place(record, '2026-12-01', 'Zookeeper', 'Operations');
    // The row caches today's placement until the change's day.
    expect(await cacheOf(record.id)).toEqual({
      placed_position_name: 'Analyst',
      placed_from: '2020-01-01',
      placed_until: '2026-12-01',
    });

    expect(await seenOn('2026-11-22', 'P-0001')).toEqual(placedAs('P-0001', 'Analyst', 'Finance'));
    expect(await seenOn('2026-11-30', 'P-0001')).toEqual(placedAs('P-0001', 'Analyst', 'Finance'));
    expect(await seenOn('2026-12-01', 'P-0001')).toEqual(placedAs('P-0001', 'Zookeeper', 'Operations'));
    expect(await seenOn('2027-06-01', 'P-0001')).toEqual(placedAs('P-0001', 'Zookeeper', 'Operations'));
    // Before the first placement there is none.
    const before = await seenOn('2019-12-31', 'P-0001');
    expect([before.position, before.sortedByPosition, before.listed]).toEqual([null, null, null]);
    // Nobody is placed before 2020 (the colleagues neither): the employee number decides.
    expect(before.ascending).toEqual(['P-0001', 'P-0002', 'P-0003']);
    expect(before.descending).toEqual(['P-0003', 'P-0002', 'P-0001']);
    expect(before.descendingByPage).toEqual(['P-0003', 'P-0002', 'P-0001']);
    expect(before.departments).toEqual([{ department: 'No department', count: 3 }]);
  });

  test('a change written on a later day than the cache was computed: the cache follows that day', async () => {
    const record = await newEmployee('P-0001');
    await place(record, '2026-12-01', 'Zookeeper', 'Operations');
    // Written on 2027-01-10 (the Zookeeper move in effect since 2026-12-01), dated ahead again.
    await place(record, '2027-02-01', 'Analyst', 'Finance', '2027-01-10');
    expect(await cacheOf(record.id)).toEqual({
      placed_position_name: 'Zookeeper',
      placed_from: '2026-12-01',
      placed_until: '2027-02-01',
    });
    expect(await seenOn('2027-01-10', 'P-0001')).toEqual(placedAs('P-0001', 'Zookeeper', 'Operations'));
    expect(await seenOn('2027-02-01', 'P-0001')).toEqual(placedAs('P-0001', 'Analyst', 'Finance'));
    expect(await seenOn('2026-11-30', 'P-0001')).toEqual(placedAs('P-0001', 'Analyst', 'Finance'));
  });

  test('a correction of the placement in effect shows at once; a correction of one ahead on its day', async () => {
    const record = await newEmployee('P-0001');
    await place(record, '2026-12-01', 'Zookeeper', 'Operations');
    // The row in effect (from 2020-01-01) corrected: Manager in Finance instead of Analyst.
    await place(record, '2020-01-01', 'Manager', 'Finance');
    expect(await seenOn(TODAY, 'P-0001')).toEqual(placedAs('P-0001', 'Manager', 'Finance'));
    expect(await cacheOf(record.id)).toMatchObject({ placed_position_name: 'Manager' });
    // The one ahead corrected: Analyst in Operations from 2026-12-01.
    await place(record, '2026-12-01', 'Analyst', 'Operations');
    expect(await seenOn('2026-11-30', 'P-0001')).toEqual(placedAs('P-0001', 'Manager', 'Finance'));
    expect(await seenOn('2026-12-01', 'P-0001')).toEqual(placedAs('P-0001', 'Analyst', 'Operations'));
  });

  test('a backdated change takes effect at once and leaves a change ahead to its day', async () => {
    const record = await newEmployee('P-0001');
    await place(record, '2026-12-01', 'Analyst', 'Operations');
    await place(record, '2026-06-01', 'Zookeeper', 'Finance');
    expect(await seenOn(TODAY, 'P-0001')).toEqual(placedAs('P-0001', 'Zookeeper', 'Finance'));
    expect(await seenOn('2026-05-31', 'P-0001')).toEqual(placedAs('P-0001', 'Analyst', 'Finance'));
    expect(await seenOn('2026-12-01', 'P-0001')).toEqual(placedAs('P-0001', 'Analyst', 'Operations'));
  });

  test('a placement written without the services, and a renamed job position, show at once', async () => {
    const record = await newEmployee('P-0001');
    // As a person with psql (or a test's fixture) would: no service computes the cache again.
    await api.db
      .insertInto('placement_history')
      .values({
        employer_id: admin.session.user.employerId,
        employee_id: record.id,
        effective_date: '2026-11-01',
        job_position_id: id(positions, 'Zookeeper'),
        department_id: id(departments, 'Operations'),
        level_id: null,
        line_manager_id: null,
        created_by: null,
      })
      .execute();
    expect(await seenOn(TODAY, 'P-0001')).toEqual(placedAs('P-0001', 'Zookeeper', 'Operations'));
    expect(await seenOn('2026-10-31', 'P-0001')).toEqual(placedAs('P-0001', 'Analyst', 'Finance'));

    // Through the service again, so the row caches the Zookeeper placement; then the position is renamed.
    await place(record, '2026-11-01', 'Zookeeper', 'Finance');
    expect(await cacheOf(record.id)).toMatchObject({ placed_position_name: 'Zookeeper', placed_until: null });
    const renamed = await api.call(
      '/employer/update-job-position',
      { id: id(positions, 'Zookeeper'), name: 'Aquarist' },
      { token: admin.token },
    );
    expect(renamed.status).toBe(200);
    const seen = await seenOn(TODAY, 'P-0001');
    expect([seen.position, seen.sortedByPosition, seen.listed]).toEqual(['Aquarist', 'Aquarist', 'Aquarist']);
    expect(seen.ascending).toEqual(['P-0001', 'P-0002', 'P-0003']);
    await api.call(
      '/employer/update-job-position',
      { id: id(positions, 'Zookeeper'), name: 'Zookeeper' },
      { token: admin.token },
    );
  });

  test('an employee created with a start ahead has no placement until that day', async () => {
    at(TODAY);
    const record = await api.addEmployee(admin.token, {
      employeeNo: 'P-0001',
      firstName: 'Placed',
      lastName: 'Later',
      email: 'p-0001@example.com',
      position: id(positions, 'Zookeeper'),
      department: id(departments, 'Finance'),
      startDate: '2027-01-04',
    });
    expect(await cacheOf(record.id)).toEqual({
      placed_position_name: null,
      placed_from: '-infinity',
      placed_until: '2027-01-04',
    });
    const before = await seenOn('2027-01-03', 'P-0001');
    expect([before.position, before.sortedByPosition, before.listed]).toEqual([null, null, null]);
    expect(before.departments).toEqual([
      { department: 'Operations', count: 2 },
      { department: 'No department', count: 1 },
    ]);
    expect(await seenOn('2027-01-04', 'P-0001')).toEqual(placedAs('P-0001', 'Zookeeper', 'Finance'));
  });
});

/** The whole cache of the employee row, as the readers use it. */
async function wholeCacheOf(employeeId: string) {
  return api.db
    .selectFrom('employees')
    .select([
      'placed_job_position_id',
      'placed_position_name',
      'placed_department_id',
      'placed_from',
      'placed_until',
    ])
    .where('id', '=', employeeId)
    .executeTakeFirstOrThrow();
}

/** The cache of a row placed as `position` in `department` from `from`, with nothing dated later. */
function cachedAs(position: string, department: string, from: string) {
  return {
    placed_job_position_id: id(positions, position),
    placed_position_name: position,
    placed_department_id: id(departments, department),
    placed_from: from,
    placed_until: null,
  };
}

async function dashboardDepartments(): Promise<Dashboard['headcountByDepartment']> {
  const answer = await api.call<{ returnObject: Dashboard }>(
    '/management/get-dashboard',
    {},
    { token: admin.token },
  );
  expect(answer.status).toBe(200);
  return answer.body.returnObject.headcountByDepartment;
}

/** The employer's rows whose cache is not right on `day` (the rows the readers would look up). */
async function notRightOn(day: string) {
  const rows = await api.db
    .selectFrom('employees')
    .select('employee_no')
    .where('employer_id', '=', admin.session.user.employerId)
    .where((eb) =>
      eb.or([
        eb('placed_from', 'is', null),
        eb('placed_from', '>', day),
        eb.and([eb('placed_until', 'is not', null), eb('placed_until', '<=', day)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.employee_no);
}

describe('the cache heals itself before the list and the dashboard read it', () => {
  test('the first list call after a change dated ahead has come leaves the row right', async () => {
    const record = await newEmployee('P-0001');
    await place(record, '2026-12-01', 'Zookeeper', 'Operations');
    at('2026-12-01');
    expect(await notRightOn('2026-12-01')).toEqual(['P-0001']);
    const rows = await search({ sortBy: 'position', sortDirection: 'asc' });
    expect(rows.map((row) => [row.employee_no, row.position])).toEqual([
      ['P-0002', 'Manager'],
      ['P-0003', 'Manager'],
      ['P-0001', 'Zookeeper'],
    ]);
    expect(await wholeCacheOf(record.id)).toEqual(cachedAs('Zookeeper', 'Operations', '2026-12-01'));
    expect(await notRightOn('2026-12-01')).toEqual([]);
    // Later calls read the cache, and answer the same.
    expect(await seenOn('2026-12-01', 'P-0001')).toEqual(placedAs('P-0001', 'Zookeeper', 'Operations'));
  });

  test('the first dashboard call after a change dated ahead has come leaves the row right', async () => {
    const record = await newEmployee('P-0001');
    await place(record, '2026-12-01', 'Zookeeper', 'Operations');
    at('2026-12-01');
    expect(await dashboardDepartments()).toEqual([{ department: 'Operations', count: 3 }]);
    expect(await wholeCacheOf(record.id)).toEqual(cachedAs('Zookeeper', 'Operations', '2026-12-01'));
    expect(await notRightOn('2026-12-01')).toEqual([]);
    // Going back a day makes the row not right again (it caches the change from that day): healed too.
    at('2026-11-30');
    expect(await dashboardDepartments()).toEqual([
      { department: 'Operations', count: 2 },
      { department: 'Finance', count: 1 },
    ]);
    expect(await wholeCacheOf(record.id)).toEqual({
      ...cachedAs('Analyst', 'Finance', '2020-01-01'),
      placed_until: '2026-12-01',
    });
  });

  test('a row marked not computed by a placement written without the services is healed by the list sorted by position (the order that reads the cache)', async () => {
    const record = await newEmployee('P-0001');
    await api.db
      .insertInto('placement_history')
      .values({
        employer_id: admin.session.user.employerId,
        employee_id: record.id,
        effective_date: '2026-11-01',
        job_position_id: id(positions, 'Zookeeper'),
        department_id: id(departments, 'Operations'),
        level_id: null,
        line_manager_id: null,
        created_by: null,
      })
      .execute();
    expect(await wholeCacheOf(record.id)).toMatchObject({ placed_from: null });
    const rows = await search({ sortBy: 'position' });
    expect(rows.find((row) => row.employee_no === 'P-0001')?.position).toBe('Zookeeper');
    expect(await wholeCacheOf(record.id)).toEqual(cachedAs('Zookeeper', 'Operations', '2026-11-01'));
    expect(await notRightOn(TODAY)).toEqual([]);
  });

  test('two lists and a dashboard healing the same rows at once all answer right', async () => {
    const record = await newEmployee('P-0001');
    await place(record, '2026-12-01', 'Zookeeper', 'Operations');
    // Every row to heal: the colleagues' caches marked not computed too.
    await api.db
      .updateTable('employees')
      .set({ placed_from: null })
      .where('employer_id', '=', admin.session.user.employerId)
      .where('employee_no', 'in', ['P-0002', 'P-0003'])
      .execute();
    at('2026-12-01');
    expect(await notRightOn('2026-12-01')).toEqual(expect.arrayContaining(['P-0001', 'P-0002', 'P-0003']));
    const [ascending, descending, byNumber, shown] = await Promise.all([
      search({ sortBy: 'position', sortDirection: 'asc' }),
      search({ sortBy: 'position', sortDirection: 'desc' }),
      search({}),
      dashboardDepartments(),
    ]);
    const expected = placedAs('P-0001', 'Zookeeper', 'Operations');
    expect(ascending.map((row) => row.employee_no)).toEqual(expected.ascending);
    expect(descending.map((row) => row.employee_no)).toEqual(expected.descending);
    expect(byNumber.map((row) => row.position)).toEqual(['Zookeeper', 'Manager', 'Manager']);
    expect(shown).toEqual(expected.departments);
    expect(await notRightOn('2026-12-01')).toEqual([]);
    expect(await wholeCacheOf(record.id)).toEqual(cachedAs('Zookeeper', 'Operations', '2026-12-01'));
  });
});
