import type { PermissionAction, PermissionArea, PermissionScope } from '@hr/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { Database } from '../db/schema.ts';

/**
 * Whose records a caller reaches with one cell of their permissions on one day, as SQL a list, its
 * total, its export and a dashboard figure put in their own WHERE, so none of them can count or show a
 * row the caller may not see (issue 27 item 1). The relations are the ones approvals route by and
 * shared documents show themselves by (approvals/org-facts.ts employeesPeopleOn): an employee's line
 * manager and department are those of their placement in effect on the day, their branch the row's,
 * and a department's or branch's head the one stored on it. They are read here from the other end,
 * the placements naming the manager or the department (placement_history's indexes on both), so a
 * manager's ten reports cost ten rows, not a pass over the employer; scope.pg.test.ts holds them
 * equal to employeesPeopleOn.
 */

/** The whole employer (no condition), nobody, or the ids of the employees reached. */
export type Reach =
  | { kind: 'employer' }
  | { kind: 'nobody' }
  | { kind: 'some'; employeeIds: RawBuilder<{ employee_id: string }> };

/**
 * The placements in effect on `today` (the latest dated on or before it, one per employee: dates are
 * unique per employee) that satisfy `condition` on `ph`. `employerId` is a value or a column.
 */
function placedToday(
  employerId: string | RawBuilder<unknown>,
  today: string,
  condition: RawBuilder<unknown>,
) {
  return sql<{ employee_id: string }>`select ph.employee_id from placement_history ph
    where ph.employer_id = ${employerId} and ph.effective_date <= ${today} and ${condition}
      and not exists (select 1 from placement_history later
        where later.employer_id = ph.employer_id and later.employee_id = ph.employee_id
          and later.effective_date > ph.effective_date and later.effective_date <= ${today})`;
}

/**
 * "Own department" of `me`: the departments they head, when they head any (a Head of Department's
 * people are those of the department they head, wherever they sit themselves, as approvals route to
 * them), else the department of their placement in effect on `today`. Never both: heading Sales while
 * sitting in Engineering does not open Engineering's records.
 */
function departmentsOf(employerId: string, me: string, today: string) {
  return sql<{ id: string }>`select d.id from departments d
      where d.employer_id = ${employerId} and d.head_employee_id = ${me}
    union all
    select placed.department_id from (select ph.department_id from placement_history ph
        where ph.employer_id = ${employerId} and ph.employee_id = ${me} and ph.effective_date <= ${today}
        order by ph.effective_date desc limit 1) placed
      where not exists (select 1 from departments d
        where d.employer_id = ${employerId} and d.head_employee_id = ${me})`;
}

/** "Own branch" of `me`: the branches they head, when they head any, else the branch of their row. */
function branchesOf(employerId: string, me: string) {
  return sql<{ id: string }>`select b.id from branches b
      where b.employer_id = ${employerId} and b.head_employee_id = ${me}
    union all
    select mine.branch_id from employees mine
      where mine.employer_id = ${employerId} and mine.id = ${me}
        and not exists (select 1 from branches b where b.employer_id = ${employerId} and b.head_employee_id = ${me})`;
}

/**
 * The employees whose placement in effect on `today` names `manager` (a value or a column) as their
 * line manager: employeesPeopleOn's line_manager_id, read from the manager's end.
 */
export function directReportsOf(
  employerId: string | RawBuilder<unknown>,
  manager: string | RawBuilder<unknown>,
  today: string,
) {
  return placedToday(employerId, today, sql`ph.line_manager_id = ${manager}`);
}

/** The employees one narrower scope reaches for `me` (the caller's employee record). */
function reachedBy(
  scope: Exclude<PermissionScope, 'employer'>,
  employerId: string,
  me: string,
  today: string,
) {
  switch (scope) {
    case 'own':
      return sql<{ employee_id: string }>`select ${me}::uuid as employee_id`;
    case 'direct-reports':
      return directReportsOf(employerId, me, today);
    case 'all-reports':
      // UNION, not UNION ALL: a report already reached adds nothing, so a cycle in the line managers
      // (A manages B, B manages A) ends the recursion instead of looping.
      return sql<{ employee_id: string }>`with recursive down(employee_id) as (
          ${directReportsOf(employerId, me, today)}
          union
          select ph.employee_id from down
          join placement_history ph on ph.employer_id = ${employerId} and ph.line_manager_id = down.employee_id
          where ph.effective_date <= ${today}
            and not exists (select 1 from placement_history later
              where later.employer_id = ph.employer_id and later.employee_id = ph.employee_id
                and later.effective_date > ph.effective_date and later.effective_date <= ${today})
        ) select employee_id from down`;
    case 'department':
      return placedToday(
        employerId,
        today,
        sql`ph.department_id in (${departmentsOf(employerId, me, today)})`,
      );
    case 'branch':
      return sql<{ employee_id: string }>`select e.id as employee_id from employees e
        where e.employer_id = ${employerId} and e.branch_id in (${branchesOf(employerId, me)})`;
  }
}

/**
 * The employees the caller reaches with the cell on `today`: the union of every scope they hold for
 * it. Without an employee record only the whole employer reaches anyone.
 */
export function reachOf(
  caller: Caller,
  area: PermissionArea,
  action: PermissionAction,
  today: string,
): Reach {
  const scopes = caller.permissions.scopes(area, action);
  if (scopes.includes('employer')) return { kind: 'employer' };
  const me = caller.employeeId;
  if (!me || scopes.length === 0) return { kind: 'nobody' };
  // Each in parentheses: an arm that is a WITH query cannot stand bare in a UNION.
  const parts = scopes.map(
    (scope) =>
      sql`(${reachedBy(scope as Exclude<PermissionScope, 'employer'>, caller.employerId, me, today)})`,
  );
  return { kind: 'some', employeeIds: sql<{ employee_id: string }>`${sql.join(parts, sql` union `)}` };
}

/**
 * A condition for a WHERE: the employee `employeeId` (a column) is one `reach` includes. The whole
 * employer is `true`, which the planner drops, so the administrator's query is the one it was.
 */
export function reaches(reach: Reach, employeeId: RawBuilder<unknown>): RawBuilder<boolean> {
  switch (reach.kind) {
    case 'employer':
      return sql<boolean>`true`;
    case 'nobody':
      return sql<boolean>`false`;
    case 'some':
      return sql<boolean>`${employeeId} in (${reach.employeeIds})`;
  }
}

/** True when `reach` includes the employee `employeeId` (of the caller's employer, the caller checks). */
export async function reachesEmployee(
  db: Kysely<Database>,
  reach: Reach,
  employeeId: string,
): Promise<boolean> {
  if (reach.kind !== 'some') return reach.kind === 'employer';
  const { rows } = await sql<{ reached: boolean }>`
    select ${employeeId}::uuid in (${reach.employeeIds}) as reached`.execute(db);
  return rows[0]?.reached === true;
}
