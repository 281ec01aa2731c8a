import type { EmployeeImportRow } from '@hr/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmployeeImportPreview, EmployeeImportResult } from '../../contract-types.ts';
import { auditedBy, theOneAuditRow } from '../../test-support/audit-rows.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { importEmployees } from './import-employees.ts';

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let employerId: string;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-22T09:30:00Z') });
  admin = await api.newAdministrator();
  employerId = admin.session.user.employerId;
  const department = await api.call(
    '/employer/create-department',
    { code: 'ENG', name: 'Engineering' },
    { token: admin.token },
  );
  expect(department.status).toBe(200);
  await api.addEmployee(admin.token, { employeeNo: 'E-0001', email: 'taken@example.com' });
});
afterAll(() => api.close());

let counter = 100;
function rowOf(overrides: Partial<EmployeeImportRow> = {}): EmployeeImportRow {
  counter += 1;
  return {
    row: counter,
    employeeNo: `IMP-${counter}`,
    firstName: 'Ama',
    lastName: 'Mensah',
    dob: '1990-05-17',
    country: 'Ghana',
    ninId: `GHA-${counter}`,
    email: `ama.${counter}@example.com`,
    ...overrides,
  };
}

const preview = (body: Record<string, unknown>, token = admin.token) =>
  api.call<{ returnObject: EmployeeImportPreview }>('/management/preview-employee-import', body, { token });
const importRows = (body: Record<string, unknown>, token = admin.token) =>
  api.call<{ returnObject: EmployeeImportResult }>('/management/import-employees', body, { token });
const countEmployees = async () =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from employees where employer_id = ${employerId}`.execute(
        api.db,
      )
    ).rows[0]?.n,
  );

describe('preview-employee-import', () => {
  test('names every problem by row and column, with the form’s and create-employee’s words', async () => {
    const rows = [
      rowOf({ row: 2, employeeNo: 'A-1', email: 'a1@example.com' }),
      rowOf({ row: 3, employeeNo: undefined, dob: '17/05/1990' }),
      rowOf({ row: 4, employeeNo: 'A-1', email: 'A1@example.com' }),
      rowOf({ row: 5, employeeNo: 'E-0001', email: 'TAKEN@example.com' }),
      rowOf({ row: 6, department: 'research', position: 'Analyst' }),
      rowOf({
        row: 7,
        dob: '2030-01-01',
        firstName: '=HYPERLINK("http://x","y")',
        department: 'engineering',
      }),
    ];
    const answer = await preview({ rows });
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject).toEqual({
      rowCount: 6,
      validCount: 1,
      problems: [
        { row: 3, column: 'employeeNo', message: 'Enter the Employee ID.' },
        { row: 3, column: 'dob', message: expect.stringMatching(/date/i) },
        { row: 4, column: 'employeeNo', message: 'Employee ID A-1 is also on row 2.' },
        { row: 4, column: 'email', message: 'The e-mail address A1@example.com is also on row 2.' },
        { row: 5, column: 'employeeNo', message: 'Employee ID E-0001 is already used by another employee.' },
        {
          row: 5,
          column: 'email',
          message: 'The e-mail address TAKEN@example.com is already used by another employee.',
        },
        {
          row: 6,
          column: 'department',
          message: 'The employer has no department named research; create it on import, or correct the name.',
        },
        {
          row: 6,
          column: 'position',
          message:
            'The employer has no job position named Analyst; create it on import, or correct the name.',
        },
        // The formula-looking name is a name like any other; the department matches whatever its case.
        { row: 7, column: 'dob', message: 'The date of birth cannot be in the future.' },
      ],
      missingDepartments: ['research'],
      missingPositions: ['Analyst'],
    });
  });

  test('with createMissing, a department or position the employer lacks is no problem', async () => {
    const answer = await preview({ rows: [rowOf({ department: 'Research' })], createMissing: true });
    expect(answer.body.returnObject).toMatchObject({
      validCount: 1,
      problems: [],
      missingDepartments: ['Research'],
    });
  });

  test('writes nothing, and an employee may not ask', async () => {
    const before = await countEmployees();
    const { rows } = await auditedBy(api.db, employerId, () => preview({ rows: [rowOf()] }));
    expect(rows).toEqual([]);
    expect(await countEmployees()).toBe(before);
    const employee = await api.newEmployeeUser(employerId);
    expect((await preview({ rows: [rowOf()] }, employee.token)).status).toBe(403);
  });
});

describe('import-employees', () => {
  test('creates every valid row, refuses the others, and writes one audit row naming them', async () => {
    const before = await countEmployees();
    const good = rowOf({ department: 'Engineering', position: 'Data Analyst', startDate: '2026-01-05' });
    const formula = rowOf({ lastName: '=HYPERLINK("http://x","y")' });
    const bad = rowOf({ email: 'not-an-e-mail' });
    const audit = await theOneAuditRow(api.db, employerId, () =>
      importRows({
        rows: [good, formula, bad],
        createMissing: true,
        mapping: { 'Staff No': 'employeeNo', Surname: 'lastName' },
      }),
    );
    expect(audit).toMatchObject({
      operation: 'importEmployees',
      area: 'employees',
      recordType: 'employee-import',
      after: { imported: 2, createdDepartments: [], createdPositions: ['Data Analyst'] },
    });
    expect(await countEmployees()).toBe(before + 2);

    const search = await api.call<{ returnObject: { items: { id: string; employee_no: string }[] } }>(
      '/management/search-employees',
      { page: 1, pageSize: 50, search: good.employeeNo },
      { token: admin.token },
    );
    const id = search.body.returnObject.items[0]?.id;
    const record = await api.call<{ returnObject: { values: { quickEntry: Record<string, unknown> } } }>(
      '/management/get-employee',
      { id },
      { token: admin.token },
    );
    expect(record.body.returnObject.values.quickEntry).toMatchObject({
      employeeNo: good.employeeNo,
      startDate: '2026-01-05',
      department: expect.any(String),
      position: expect.any(String),
    });
    const stored = await sql<{ last_name: string }>`
      select last_name from employees where employer_id = ${employerId} and employee_no = ${formula.employeeNo as string}`.execute(
      api.db,
    );
    expect(stored.rows[0]?.last_name).toBe('=HYPERLINK("http://x","y")');

    const mapping = await api.call('/management/get-employee-import-mapping', {}, { token: admin.token });
    expect(mapping.body).toEqual({
      returnCode: 200,
      returnObject: { mapping: { 'Staff No': 'employeeNo', Surname: 'lastName' } },
    });
  });

  test('answers the refused rows with their problems', async () => {
    const answer = await importRows({ rows: [rowOf(), rowOf({ row: 9, ninId: '' })] });
    expect(answer.body.returnObject).toEqual({
      imported: 1,
      refused: [{ row: 9, column: 'ninId', message: 'Enter the National ID.' }],
      createdDepartments: [],
      createdPositions: [],
    });
  });

  test('a file without a valid row is refused whole', async () => {
    const answer = await importRows({ rows: [rowOf({ email: '' })] });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      field: 'rows',
      error: expect.stringMatching(/^No row can be imported/),
    });
  });

  test('all or nothing: a failure mid-way leaves no employee, department or mapping behind', async () => {
    const before = await countEmployees();
    const departments = async () =>
      (await sql`select 1 from departments where employer_id = ${employerId}`.execute(api.db)).rows.length;
    const departmentsBefore = await departments();
    // The employees are written before their placements: a placement write that fails comes mid-way.
    await sql`create function refuse_placement() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`.execute(api.db);
    await sql`create trigger refuse_placement before insert on placement_history
      for each row execute function refuse_placement()`.execute(api.db);
    try {
      // More rows than one insert takes, so a first batch of employees is written before the failure.
      const rows = Array.from({ length: 600 }, () => rowOf({ department: 'Injected' }));
      const caller = await api.callerFor({ userId: admin.session.user.id, role: 'admin', employerId });
      const { rows: audit } = await auditedBy(api.db, employerId, () =>
        expect(
          importEmployees(api.deps, caller, { rows, createMissing: true, mapping: { Other: 'email' } }),
        ).rejects.toThrow('injected failure'),
      );
      expect(audit).toEqual([]);
    } finally {
      await sql`drop trigger refuse_placement on placement_history`.execute(api.db);
      await sql`drop function refuse_placement()`.execute(api.db);
    }
    expect(await countEmployees()).toBe(before);
    expect(await departments()).toBe(departmentsBefore);
    const mapping = await api.call<{ returnObject: { mapping: object } }>(
      '/management/get-employee-import-mapping',
      {},
      { token: admin.token },
    );
    expect(mapping.body.returnObject.mapping).not.toHaveProperty('Other');
  });

  test('another employer’s employees and departments are not this one’s', async () => {
    const other = await api.newAdministrator();
    const answer = await preview(
      { rows: [rowOf({ employeeNo: 'E-0001', department: 'Engineering' })] },
      other.token,
    );
    expect(answer.body.returnObject).toMatchObject({ validCount: 0, missingDepartments: ['Engineering'] });
    expect(answer.body.returnObject.problems.map((problem) => problem.column)).toEqual(['department']);
  });
});
