import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmployeePage, EmployeeRow } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.newAdministrator();
  // Names in one case and plain ASCII, so the expected order holds under any database collation.
  const people = [
    ['E-0003', 'Charles', 'Babbage', 'charles@engine.example', 'Inventor'],
    ['E-0001', 'Ada', 'Lovelace', 'ada@engine.example', 'Analyst'],
    ['E-0002', 'Grace', 'Hopper', 'grace@navy.example', 'Engineer'],
    ['E-0004', 'Alan', 'Turing', 'alan@bletchley.example', undefined],
    ['X_100%', 'Edsger', 'Dijkstra', 'edsger@example.com', 'Engineer'],
  ] as const;
  const positionIds = new Map<string, string>();
  for (const name of ['Analyst', 'Engineer', 'Inventor']) {
    const created = await api.call<{ returnObject: { id: string } }>(
      '/employer/create-job-position',
      { code: name.slice(0, 3).toUpperCase(), name },
      { token: admin.token },
    );
    positionIds.set(name, created.body.returnObject.id);
  }
  for (const [employeeNo, firstName, lastName, email, position] of people) {
    await api.addEmployee(admin.token, {
      employeeNo,
      firstName,
      lastName,
      email,
      position: position ? (positionIds.get(position) ?? null) : null,
    });
  }
});
afterAll(() => api.close());

const list = (id: string, token = admin.token) =>
  api.call<{ returnObject: EmployeeRow[] }>('/management/get-all-employees-on-user', { id }, { token });
const search = (body: Record<string, unknown>, token = admin.token) =>
  api.call<{ returnObject: EmployeePage }>(
    '/management/search-employees',
    { page: 1, pageSize: 50, ...body },
    { token },
  );
const numbers = (page: { items: EmployeeRow[] }) => page.items.map((row) => row.employee_no);

describe('get-all-employees-on-user', () => {
  test('answers every employee of the caller’s employer as rows, by employee number', async () => {
    const answer = await list(admin.session.user.id);
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject.map((row) => row.employee_no)).toEqual([
      'E-0001',
      'E-0002',
      'E-0003',
      'E-0004',
      'X_100%',
    ]);
    expect(answer.body.returnObject[0]).toEqual({
      id: expect.any(String),
      employee_no: 'E-0001',
      employee_name: 'Ada Lovelace',
      email_address: 'ada@engine.example',
      position: 'Analyst',
    });
    expect(answer.body.returnObject[3]?.position).toBeNull();
  });

  test('an id of no account of the caller’s employer: 403', async () => {
    const answer = await list('4f0c5e0a-8a51-4c8e-9d7e-2f1b8f3b9a10');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      returnCode: 403,
      error: 'You can only list the employees of your own employer.',
    });
  });

  test('another account of the employer names the same employer: the caller’s own list, never theirs', async () => {
    const colleague = await api.newEmployeeUser(admin.session.user.employerId);
    const byColleaguesId = await list(colleague.userId);
    expect(byColleaguesId.status).toBe(200);
    expect(byColleaguesId.body.returnObject).toEqual((await list(admin.session.user.id)).body.returnObject);
    // Whose id is sent opens nothing: the colleague, who may not list everyone, is still refused.
    const byEmployee = await api.call(
      '/management/get-all-employees-on-user',
      { id: admin.session.user.id },
      {
        token: colleague.token,
      },
    );
    expect(byEmployee.status).toBe(403);
  });

  test('an employer without employees: an empty list', async () => {
    const other = await api.newAdministrator();
    const answer = await list(other.session.user.id, other.token);
    expect(answer.body.returnObject).toEqual([]);
  });
});

describe('search-employees', () => {
  test('without a search: the first page by employee number, with the total', async () => {
    const answer = await search({ pageSize: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(numbers(answer.body.returnObject)).toEqual(['E-0001', 'E-0002']);
  });

  test('pages do not overlap and a page past the end is empty', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search({ page, pageSize: 2 })));
    expect(pages.map((page) => numbers(page.body.returnObject))).toEqual([
      ['E-0001', 'E-0002'],
      ['E-0003', 'E-0004'],
      ['X_100%'],
      [],
    ]);
    expect(pages[3]?.body.returnObject.total).toBe(5);
  });

  test('a later page carries the positions of its own rows', async () => {
    const answer = await search({ page: 2, pageSize: 2 });
    expect(answer.body.returnObject.items.map((row) => [row.employee_no, row.position])).toEqual([
      ['E-0003', 'Inventor'],
      ['E-0004', null],
    ]);
  });

  test.each([
    ['part of a name, in another case', 'LOVE', ['E-0001']],
    ['across first and last name', 'ada lov', ['E-0001']],
    ['part of an e-mail', 'engine.example', ['E-0001', 'E-0003']],
    ['part of an employee number', '0002', ['E-0002']],
    ['a % taken literally', '100%', ['X_100%']],
    ['an _ taken literally', 'x_', ['X_100%']],
    ['nothing that matches', 'zzz', []],
    ['only spaces (no filter)', '   ', ['E-0001', 'E-0002', 'E-0003', 'E-0004', 'X_100%']],
  ])('search %s', async (_, term, expected) => {
    const answer = await search({ search: term });
    expect(numbers(answer.body.returnObject)).toEqual(expected);
    expect(answer.body.returnObject.total).toBe(expected.length);
  });

  test.each([
    ['employee_name', 'asc', ['E-0001', 'E-0004', 'E-0003', 'X_100%', 'E-0002']],
    ['employee_name', 'desc', ['E-0002', 'X_100%', 'E-0003', 'E-0004', 'E-0001']],
    ['email_address', 'asc', ['E-0001', 'E-0004', 'E-0003', 'X_100%', 'E-0002']],
    ['employee_no', 'desc', ['X_100%', 'E-0004', 'E-0003', 'E-0002', 'E-0001']],
    // Equal positions fall back to the employee number; no position sorts last.
    ['position', 'asc', ['E-0001', 'E-0002', 'X_100%', 'E-0003', 'E-0004']],
  ])('sorted by %s %s', async (sortBy, sortDirection, expected) => {
    const answer = await search({ sortBy, sortDirection });
    expect(numbers(answer.body.returnObject)).toEqual(expected);
  });
});

describe('the position of a row', () => {
  test('is the job position of the placement in effect today, and a row’s id opens its record', async () => {
    const { token } = await api.newAdministrator();
    const names = ['Apprentice', 'Journeyman'];
    const [apprentice, journeyman] = await Promise.all(
      names.map(async (name) => {
        const created = await api.call<{ returnObject: { id: string } }>(
          '/employer/create-job-position',
          { code: name.slice(0, 4).toUpperCase(), name },
          { token },
        );
        return created.body.returnObject.id;
      }),
    );
    const employee = await api.addEmployee(token, { position: apprentice ?? null, startDate: '2020-01-01' });
    const promoted = await api.call(
      '/management/update-employee',
      {
        id: employee.id,
        personal: {
          ...employee.values.personal,
          placement: {
            ...employee.values.personal.placement,
            jobPositionId: journeyman,
            effectiveDate: '2999-01-01',
          },
        },
      },
      { token },
    );
    expect(promoted.status).toBe(200);
    const [row] = (await search({}, token)).body.returnObject.items;
    expect(row).toMatchObject({ id: employee.id, position: 'Apprentice' });
    const opened = await api.call('/management/get-employee', { id: row?.id }, { token });
    expect(opened.status).toBe(200);
  });
});

describe('the total', () => {
  test('without a term it is the employer’s kept count: right after creates, a bulk insert and a delete', async () => {
    const other = await api.newAdministrator();
    const total = async () => (await search({}, other.token)).body.returnObject.total;
    expect(await total()).toBe(0);
    await api.addEmployee(other.token, { employeeNo: 'K-1' });
    await api.addEmployee(other.token, { employeeNo: 'K-2' });
    expect(await total()).toBe(2);
    // Rows written in one statement, as the demo seed writes them, are counted once each.
    const employerId = other.session.user.employerId;
    await api.db
      .insertInto('employees')
      .values(
        ['K-3', 'K-4', 'K-5'].map((employeeNo) => ({
          employer_id: employerId,
          employee_no: employeeNo,
          first_name: 'Bulk',
          last_name: employeeNo,
          email: `${employeeNo}@bulk.example`,
          phone_number: null,
          passport: null,
          nin_id: employeeNo,
          country: 'Ghana',
          dob: '1990-01-01',
          start_date: null,
        })),
      )
      .execute();
    expect(await total()).toBe(5);
    await api.db
      .deleteFrom('employees')
      .where('employer_id', '=', employerId)
      .where('employee_no', '=', 'K-5')
      .execute();
    expect(await total()).toBe(4);
    // The first employer's count is its own.
    expect((await search({})).body.returnObject.total).toBe(5);
  });

  test('a page past the end still carries the total', async () => {
    const answer = await search({ page: 9, pageSize: 2 });
    expect(answer.body.returnObject).toMatchObject({ items: [], total: 5, page: 9 });
    const filtered = await search({ page: 9, pageSize: 2, search: 'engine' });
    expect(filtered.body.returnObject).toMatchObject({ items: [], total: 2 });
  });
});

describe('a term’s total, counted once while nothing it reads changes', () => {
  test('stays right across repeated searches, a new match, a rename in and out, and a delete', async () => {
    const other = await api.newAdministrator();
    const total = async () => (await search({ search: 'zephyr' }, other.token)).body.returnObject.total;
    const first = await api.addEmployee(other.token, { employeeNo: 'Z-1', lastName: 'Zephyrson' });
    expect(await total()).toBe(1);
    expect(await total()).toBe(1);
    const second = await api.addEmployee(other.token, { employeeNo: 'Z-2', lastName: 'Plain' });
    expect(await total()).toBe(1);
    await api.db.updateTable('employees').set({ last_name: 'Zephyr' }).where('id', '=', second.id).execute();
    expect(await total()).toBe(2);
    // A write of other columns (the placement cache's, say) leaves the count to be reused, and right.
    await api.db.updateTable('employees').set({ notes: 'x' }).where('id', '=', second.id).execute();
    expect(await total()).toBe(2);
    await api.db
      .updateTable('employees')
      .set({ email: 'plain@example.com', last_name: 'Plain' })
      .where('id', '=', second.id)
      .execute();
    expect(await total()).toBe(1);
    await api.db.deleteFrom('employees').where('id', '=', first.id).execute();
    expect(await total()).toBe(0);
    // Another employer's matching employee is never counted.
    await api.addEmployee(admin.token, { employeeNo: 'Z-9', lastName: 'Zephyr' });
    expect(await total()).toBe(0);
  });
});
