import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmployeePage, EmployeeRecord, EmployeeRow } from '../contract-types.ts';
import { createTestApi, quickEntryOf, type TestApi } from '../test-support/test-api.ts';

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;

let api: TestApi;
let employerA: Administrator;
let employerB: Administrator;
let employeeOfB: EmployeeRecord;

beforeAll(async () => {
  api = await createTestApi();
  employerA = await api.newAdministrator();
  employerB = await api.newAdministrator();
  await api.addEmployee(employerA.token, { employeeNo: 'A-1', firstName: 'Alice' });
  employeeOfB = await api.addEmployee(employerB.token, { employeeNo: 'B-1', firstName: 'Bob' });
});
afterAll(() => api.close());

describe('a user of employer A and the data of employer B', () => {
  test('A’s list holds only A’s employees', async () => {
    const answer = await api.call<{ returnObject: EmployeeRow[] }>(
      '/management/get-all-employees-on-user',
      { id: employerA.session.user.id },
      { token: employerA.token },
    );
    expect(answer.body.returnObject.map((row) => row.employee_no)).toEqual(['A-1']);
  });

  test('A cannot list B’s employees by passing B’s user id', async () => {
    const answer = await api.call(
      '/management/get-all-employees-on-user',
      { id: employerB.session.user.id },
      { token: employerA.token },
    );
    expect(answer.status).toBe(403);
  });

  test('A’s search never finds B’s employees, by number, name or e-mail', async () => {
    for (const term of ['B-1', 'Bob', employeeOfB.values.quickEntry.email]) {
      const answer = await api.call<{ returnObject: EmployeePage }>(
        '/management/search-employees',
        { page: 1, pageSize: 50, search: term },
        { token: employerA.token },
      );
      expect(answer.body.returnObject).toMatchObject({ items: [], total: 0 });
    }
  });

  test('A creating an employee with B’s number and e-mail creates it in A; B’s is untouched', async () => {
    const created = await api.addEmployee(employerA.token, {
      employeeNo: 'B-1',
      email: employeeOfB.values.quickEntry.email,
    });
    const stored = await api.db
      .selectFrom('employees')
      .select(['employer_id', 'first_name'])
      .where('id', 'in', [created.id, employeeOfB.id])
      .orderBy('first_name')
      .execute();
    expect(stored).toEqual([
      { employer_id: employerB.session.user.employerId, first_name: 'Bob' },
      { employer_id: employerA.session.user.employerId, first_name: 'Grace' },
    ]);
  });

  test('A never lists, changes or deletes B’s leave types: 404, as an id no one has', async () => {
    const created = await api.call<{ returnObject: { id: string } }>(
      '/leave/create-leave-type',
      { code: 'AL', description: 'B’s annual leave' },
      { token: employerB.token },
    );
    const { id } = created.body.returnObject;
    const listed = await api.call<{ returnObject: { id: string }[] }>(
      '/leave/list-leave-types',
      { includeInactive: true },
      { token: employerA.token },
    );
    expect(listed.body.returnObject.map((leaveType) => leaveType.id)).not.toContain(id);
    for (const [operation, body] of [
      ['update-leave-type', { id, description: 'Taken over' }],
      ['delete-leave-type', { id }],
    ] as const) {
      const answer = await api.call(`/leave/${operation}`, body, { token: employerA.token });
      expect(answer.status).toBe(404);
    }
    const stored = await api.db
      .selectFrom('leave_types')
      .select(['employer_id', 'description'])
      .where('id', '=', id)
      .execute();
    expect(stored).toEqual([
      { employer_id: employerB.session.user.employerId, description: 'B’s annual leave' },
    ]);
  });

  test('a body naming B’s employer is refused: the employer comes only from the token', async () => {
    const answer = await api.call(
      '/management/create-employee',
      { quickEntry: { employeeNo: 'X-1' }, employerId: employerB.session.user.employerId },
      { token: employerA.token },
    );
    expect(answer.status).toBe(400);
  });
});

describe('an employee user calling administrator operations', () => {
  let employee: Awaited<ReturnType<TestApi['newEmployeeUser']>>;
  beforeAll(async () => {
    employee = await api.newEmployeeUser(employerA.session.user.employerId);
  });

  test('signs in as an employee of the employer', () => {
    expect(employee.session.user).toMatchObject({
      role: 'employee',
      employerId: employerA.session.user.employerId,
    });
  });

  test.each([
    ['get-all-employees-on-user', () => ({ id: employee.userId })],
    [
      'create-employee',
      () => ({
        quickEntry: quickEntryOf({ employeeNo: 'EMP-1' }),
      }),
    ],
  ])('%s: 403', async (operation, body) => {
    const answer = await api.call(`/management/${operation}`, body(), { token: employee.token });
    expect(answer.status).toBe(403);
  });

  test('search-employees and get-dashboard: an account tied to no record reaches nobody', async () => {
    const search = await api.call<{ returnObject: { items: unknown[]; total: number } }>(
      '/management/search-employees',
      { page: 1, pageSize: 10 },
      { token: employee.token },
    );
    expect(search.body.returnObject).toMatchObject({ items: [], total: 0 });
    const dashboard = await api.call<{ returnObject: { headcount: number } }>(
      '/management/get-dashboard',
      {},
      { token: employee.token },
    );
    expect(dashboard.body.returnObject.headcount).toBe(0);
  });

  test('and nothing was created', async () => {
    const stored = await api.db
      .selectFrom('employees')
      .select('id')
      .where('employee_no', '=', 'EMP-1')
      .execute();
    expect(stored).toEqual([]);
  });
});
