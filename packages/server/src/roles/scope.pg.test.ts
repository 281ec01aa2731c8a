import { type PermissionGrid, Permissions } from '@hr/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { employeesPeopleOn } from '../approvals/org-facts.ts';
import type { Caller } from '../auth/access-tokens.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { reaches, reachOf } from './scope.ts';

/**
 * The scope relations as SQL an engine plans: the recursive descent of the line managers (a cycle
 * ends it), and the managers' reports read from the placements' end, held equal to the relation
 * approvals route by (employeesPeopleOn).
 */

let api: TestApi;
let employerId: string;
const ids: Record<string, string> = {};
const TODAY = '2026-06-15';

async function place(name: string, lineManager: string | null, effectiveDate: string) {
  await api.db
    .insertInto('placement_history')
    .values({
      employer_id: employerId,
      employee_id: ids[name] as string,
      effective_date: effectiveDate,
      line_manager_id: lineManager ? (ids[lineManager] as string) : null,
      department_id: null,
      job_position_id: null,
      level_id: null,
      created_by: null,
    })
    .execute();
}

beforeAll(async () => {
  api = await createTestApi();
  const admin = await api.newAdministrator();
  employerId = admin.session.user.employerId;
  for (const name of ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus']) {
    ids[name] = (await api.addEmployee(admin.token, { firstName: name, lastName: 'Chain' })).id;
  }
  // Ann > Bob > Cy > Dee, and Dee manages Ann: a cycle. Eve reported to Bob until she moved under
  // Fay this year; Gus will report to Cy only from next month.
  await place('Bob', 'Ann', '2020-01-01');
  await place('Cy', 'Bob', '2020-01-01');
  await place('Dee', 'Cy', '2020-01-01');
  await place('Ann', 'Dee', '2020-01-01');
  await place('Eve', 'Bob', '2020-01-01');
  await place('Eve', 'Fay', '2026-01-01');
  await place('Gus', 'Cy', '2026-07-01');
});
afterAll(() => api.close());

function callerOf(name: string, grid: PermissionGrid): Caller {
  return {
    userId: '00000000-0000-4000-8000-000000000000',
    employerId,
    role: 'employee',
    employeeId: ids[name] as string,
    permissions: new Permissions([grid]),
  };
}

async function reached(name: string, grid: PermissionGrid): Promise<string[]> {
  const reach = reachOf(callerOf(name, grid), 'employees', 'read', TODAY);
  const rows = await api.db
    .selectFrom('employees')
    .select('first_name')
    .where('employer_id', '=', employerId)
    .where(reaches(reach, sql.ref('employees.id')))
    .execute();
  return rows.map((row) => row.first_name).sort();
}

describe('all reports down the line', () => {
  test('a cycle in the line managers ends: everyone on it once, the manager included', async () => {
    expect(await reached('Bob', { employees: { read: 'all-reports' } })).toEqual(['Ann', 'Bob', 'Cy', 'Dee']);
  });

  test('the placement in effect today decides: a move this year and one dated ahead', async () => {
    expect(await reached('Fay', { employees: { read: 'all-reports' } })).toEqual(['Eve']);
    expect(await reached('Cy', { employees: { read: 'direct-reports' } })).toEqual(['Dee']);
  });

  test('scopes add up as a union, and own adds the caller', async () => {
    expect(await reached('Fay', { employees: { read: 'own' } })).toEqual(['Fay']);
    const both = [{ employees: { read: 'own' } }, { employees: { read: 'direct-reports' } }] as const;
    const reach = reachOf(
      { ...callerOf('Fay', {}), permissions: new Permissions([...both]) },
      'employees',
      'read',
      TODAY,
    );
    const rows = await api.db
      .selectFrom('employees')
      .select('first_name')
      .where(reaches(reach, sql.ref('employees.id')))
      .execute();
    expect(rows.map((row) => row.first_name).sort()).toEqual(['Eve', 'Fay']);
  });

  test('holding nothing reaches nobody', async () => {
    expect(await reached('Ann', {})).toEqual([]);
  });
});

test('direct reports are exactly the people employeesPeopleOn gives each manager, on several days', async () => {
  for (const day of ['2019-06-01', '2025-06-01', TODAY, '2026-08-01']) {
    for (const manager of Object.keys(ids)) {
      const { rows } = await sql<{ employee_id: string }>`
        select people.employee_id from ${employeesPeopleOn(day)} people
        where people.employer_id = ${employerId} and people.line_manager_id = ${ids[manager]}`.execute(
        api.db,
      );
      const reach = reachOf(
        callerOf(manager, { employees: { read: 'direct-reports' } }),
        'employees',
        'read',
        day,
      );
      const scoped = await api.db
        .selectFrom('employees')
        .select('id')
        .where('employer_id', '=', employerId)
        .where(reaches(reach, sql.ref('employees.id')))
        .execute();
      expect([day, manager, scoped.map((row) => row.id).sort()]).toEqual([
        day,
        manager,
        rows.map((row) => row.employee_id).sort(),
      ]);
    }
  }
});
