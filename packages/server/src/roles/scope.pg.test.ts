import { type PermissionGrid, Permissions } from '@hr/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { employeesPeopleOn } from '../approvals/org-facts.ts';
import type { Caller } from '../auth/access-tokens.ts';
import { refreshCurrentPlacement } from '../employees/employee-history.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { reaches, reachesEmployee, reachesEmployeeRow, reachOf } from './scope.ts';

/**
 * The scope relations as SQL an engine plans: the recursive descent of the line managers (a cycle
 * ends it), the managers' reports read from the placements' end, held equal to the relation
 * approvals route by (employeesPeopleOn), and a department's people read from the placement cached on
 * the employee row, held equal to the placements in effect whether that cache is right or not.
 */

let api: TestApi;
let employerId: string;
let adminToken: string;
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
  adminToken = admin.token;
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

describe('a department', () => {
  const departments: Record<string, string> = {};

  async function placeIn(name: string, department: string, effectiveDate: string) {
    await api.db
      .insertInto('placement_history')
      .values({
        employer_id: employerId,
        employee_id: ids[name] as string,
        effective_date: effectiveDate,
        line_manager_id: null,
        department_id: departments[department] as string,
        job_position_id: null,
        level_id: null,
        created_by: null,
      })
      .execute();
  }

  beforeAll(async () => {
    for (const name of ['Ida', 'Jon', 'Kit', 'Lou', 'Max', 'Ned']) {
      ids[name] = (await api.addEmployee(adminToken, { firstName: name, lastName: 'Dept' })).id;
    }
    for (const [name, head] of [
      ['Alpha', ids.Ned],
      ['Beta', null],
    ] as const) {
      departments[name] = (
        await api.db
          .insertInto('departments')
          .values({ employer_id: employerId, code: name, name, head_employee_id: head ?? null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    // Jon moved from Alpha to Beta this year; Kit moves from Beta to Alpha next month; Ned sits in
    // Beta and heads Alpha; Max has no placement. Written straight into placement_history, so the
    // trigger leaves every cache "not computed" until the test computes it.
    await placeIn('Ida', 'Alpha', '2020-01-01');
    await placeIn('Jon', 'Alpha', '2020-01-01');
    await placeIn('Jon', 'Beta', '2026-01-01');
    await placeIn('Kit', 'Beta', '2020-01-01');
    await placeIn('Kit', 'Alpha', '2026-07-01');
    await placeIn('Lou', 'Beta', '2020-01-01');
    await placeIn('Ned', 'Beta', '2020-01-01');
  });

  /** Whom each caller's department holds on `day`, from the placements in effect alone. */
  async function expected(name: string, day: string): Promise<string[]> {
    const placed = sql`(select e.id, e.first_name, p.department_id from employees e
      left join lateral (select ph.department_id from placement_history ph
        where ph.employer_id = e.employer_id and ph.employee_id = e.id and ph.effective_date <= ${day}
        order by ph.effective_date desc limit 1) p on true
      where e.employer_id = ${employerId})`;
    const { rows } = await sql<{ first_name: string }>`select people.first_name from ${placed} people
      where people.department_id in (
        select d.id from departments d where d.head_employee_id = ${ids[name]}
        union all
        select mine.department_id from ${placed} mine where mine.id = ${ids[name]}
          and not exists (select 1 from departments d where d.head_employee_id = ${ids[name]}))`.execute(
      api.db,
    );
    return rows.map((row) => row.first_name).sort();
  }

  async function reachedThreeWays(name: string, day: string) {
    const reach = reachOf(callerOf(name, { employees: { read: 'department' } }), 'employees', 'read', day);
    const asIds = await api.db
      .selectFrom('employees')
      .select('first_name')
      .where('employer_id', '=', employerId)
      .where(reaches(reach, sql.ref('employees.id')))
      .execute();
    const onRow = await api.db
      .selectFrom('employees')
      .select(['id', 'first_name'])
      .where('employer_id', '=', employerId)
      .where(reachesEmployeeRow(reach))
      .execute();
    const oneByOne: string[] = [];
    for (const other of Object.keys(ids)) {
      if (await reachesEmployee(api.db, reach, ids[other] as string)) oneByOne.push(other);
    }
    return {
      asIds: asIds.map((row) => row.first_name).sort(),
      onRow: onRow.map((row) => row.first_name).sort(),
      oneByOne: oneByOne.sort(),
    };
  }

  async function expectAllDays() {
    for (const day of ['2019-06-01', '2025-06-01', TODAY, '2026-08-01']) {
      for (const name of ['Ida', 'Jon', 'Kit', 'Lou', 'Max', 'Ned']) {
        const people = await expected(name, day);
        expect([day, name, await reachedThreeWays(name, day)]).toEqual([
          day,
          name,
          { asIds: people, onRow: people, oneByOne: people },
        ]);
      }
    }
  }

  test('its people are those of the placements in effect, with no cache computed', async () => {
    await expectAllDays();
  });

  test('the same with the cache computed for today, right on some days and not on others', async () => {
    await refreshCurrentPlacement(api.db, employerId, 'all', TODAY);
    const { rows } = await sql<{ right: number }>`select count(*)::int as right from employees
      where employer_id = ${employerId} and placed_from is not null`.execute(api.db);
    expect(rows[0]?.right).toBeGreaterThan(0);
    await expectAllDays();
  });
});
