import type { PermissionAction, PermissionArea, PermissionScope } from '@hr/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { Database } from '../db/schema.ts';
import { cachedPlacementIsNotRight, cachedPlacementIsRight } from '../employees/employee-history.ts';

/**
 * Whose records a caller reaches with one cell of their permissions on one day, as SQL a list, its
 * total, its export and a dashboard figure put in their own WHERE, so none of them can count or show a
 * row the caller may not see (issue 27 item 1). The relations are the ones approvals route by and
 * shared documents show themselves by (approvals/org-facts.ts employeesPeopleOn): an employee's line
 * manager, department and branch are those of their placement in effect on the day (the branch is
 * dated since migration 0025), and a department's or branch's head the one stored on it. A manager's reports are read from the
 * other end, the placements naming the manager (placement_history's line-manager index), so ten
 * reports cost ten rows, not a pass over the employer; scope.pg.test.ts holds them equal to
 * employeesPeopleOn, and a department's people equal to the placements in effect.
 *
 * A department or a branch is thousands of people, so those two are conditions on the employee's own
 * row, not sets built from placement_history (npm run bench:permissions, docs/permissions.md): the
 * department and branch in effect are the ones cached on the row (migrations 0005 and 0025) whenever
 * the cache is right on the day, found by employees_placed_department_idx and employees_branch_id_idx,
 * and looked up only for the few rows whose cache is not right, as the list sorted by position does. Built as a set from
 * placement_history, each of a department's people cost a probe to prove their placement the latest,
 * and the set was built again for the page and for the total: a department of 10,000 of 100,000
 * took 12-22 times the administrator's page. As a condition on the row, the page walks the
 * employee-number index and stops at its 25th match, and the total is one bitmap scan.
 * The departments and branches compared with are an array (`= any(array(...))`): computed once
 * per statement, and an index can be searched with it inside an OR, where `in (subquery)` cannot.
 */

/**
 * The whole employer (no condition), nobody, or some: the ids of the employees reached, and the same
 * people as a condition on an `employees` row of the query (reachesEmployeeRow). `readsPlacementCache`
 * when a department or a branch is among them: a list that would heal the cache before reading it
 * (healCurrentPlacements) should then.
 */
export type Reach =
  | { kind: 'employer' }
  | { kind: 'nobody' }
  | {
      kind: 'some';
      employeeIds: RawBuilder<{ employee_id: string }>;
      onEmployeeRow: RawBuilder<boolean>;
      readsPlacementCache: boolean;
    };

/** An employee: their id, or a column of the statement holding it (one judging many people at once). */
type Someone = string | RawBuilder<unknown>;

/**
 * The placements in effect on `today` (the latest dated on or before it, one per employee: dates are
 * unique per employee) that satisfy `condition` on `ph`. `employerId` is a value or a column.
 */
function placedToday(
  employerId: string | RawBuilder<unknown>,
  today: string | RawBuilder<unknown>,
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
function departmentsOf(employerId: string, me: Someone, today: string) {
  return sql<{ id: string }>`select d.id from departments d
      where d.employer_id = ${employerId} and d.head_employee_id = ${me}
    union all
    select placed.department_id from (select ph.department_id from placement_history ph
        where ph.employer_id = ${employerId} and ph.employee_id = ${me} and ph.effective_date <= ${today}
        order by ph.effective_date desc limit 1) placed
      where not exists (select 1 from departments d
        where d.employer_id = ${employerId} and d.head_employee_id = ${me})`;
}

/**
 * "Own branch" of `me`: the branches they head, when they head any, else the branch of their placement
 * in effect on `today`.
 */
function branchesOf(employerId: string, me: Someone, today: string) {
  return sql<{ id: string }>`select b.id from branches b
      where b.employer_id = ${employerId} and b.head_employee_id = ${me}
    union all
    select placed.branch_id from (select ph.branch_id from placement_history ph
        where ph.employer_id = ${employerId} and ph.employee_id = ${me} and ph.effective_date <= ${today}
        order by ph.effective_date desc limit 1) placed
      where not exists (select 1 from branches b where b.employer_id = ${employerId} and b.head_employee_id = ${me})`;
}

/**
 * The employees whose placement in effect on `today` names `manager` (a value or a column) as their
 * line manager: employeesPeopleOn's line_manager_id, read from the manager's end.
 */
export function directReportsOf(
  employerId: string | RawBuilder<unknown>,
  manager: string | RawBuilder<unknown>,
  today: string | RawBuilder<unknown>,
) {
  return placedToday(employerId, today, sql`ph.line_manager_id = ${manager}`);
}

/**
 * The `employees` row of the query is placed in one of `ids` (departments or branches) on `today`: its
 * cached value when the cache is right on the day (the index finds them), else the one of its
 * placement in effect, looked up. cachedPlacementIsNotRight is never NULL, so the AND stops there for a
 * row whose cache is right and the lookup runs only for the others.
 */
function placedInOn(
  placement: { cached: RawBuilder<unknown>; column: RawBuilder<unknown> },
  ids: RawBuilder<unknown>,
  today: string,
): RawBuilder<boolean> {
  return sql<boolean>`((${placement.cached} = any(${ids}) and ${cachedPlacementIsRight(today)})
    or (${cachedPlacementIsNotRight(today)} and (select ${placement.column} from placement_history ph
        where ph.employer_id = employees.employer_id and ph.employee_id = employees.id and ph.effective_date <= ${today}
        order by ph.effective_date desc limit 1) = any(${ids})))`;
}

const DEPARTMENT = { cached: sql`employees.placed_department_id`, column: sql`ph.department_id` };
// The employee row's branch_id is the cached branch (migration 0025).
const BRANCH = { cached: sql`employees.branch_id`, column: sql`ph.branch_id` };

/**
 * The `employees` row of the query is placed in the department `departmentId` on `today`, read as the
 * scopes read it (the cached placement when it is right on the day): a department's people.
 */
export function placedInDepartmentOn(departmentId: string, today: string): RawBuilder<boolean> {
  return placedInOn(DEPARTMENT, sql`array[${departmentId}::uuid]`, today);
}

/**
 * The employees one narrower scope reaches for `me` (the caller's employee record), as a condition on
 * the `employees` row of the query and as a set of ids. Own and the reports are a handful of ids, read
 * from the manager's end; a department and a branch are conditions on the row (see the top of the file).
 */
function reachedBy(
  scope: NarrowScope,
  employerId: string,
  me: Someone,
  today: string,
): { onEmployeeRow: RawBuilder<boolean>; employeeIds: RawBuilder<{ employee_id: string }> } {
  // As an array, not `in (subquery)`: inside an OR with another scope's condition, `in` becomes a
  // filter run on every row a page walks (all of them when the team is smaller than the page), where
  // an array of a few ids is a few probes of the primary key.
  const some = (employeeIds: RawBuilder<{ employee_id: string }>) => ({
    employeeIds,
    onEmployeeRow: sql<boolean>`employees.id = any(array(${employeeIds}))`,
  });
  const onRow = (onEmployeeRow: RawBuilder<boolean>) => ({
    onEmployeeRow,
    employeeIds: sql<{ employee_id: string }>`select employees.id as employee_id from employees
      where employees.employer_id = ${employerId} and ${onEmployeeRow}`,
  });
  switch (scope) {
    case 'own':
      return {
        onEmployeeRow: sql<boolean>`employees.id = ${me}::uuid`,
        employeeIds: sql<{ employee_id: string }>`select ${me}::uuid as employee_id`,
      };
    case 'direct-reports':
      return some(directReportsOf(employerId, me, today));
    case 'all-reports':
      // UNION, not UNION ALL: a report already reached adds nothing, so a cycle in the line managers
      // (A manages B, B manages A) ends the recursion instead of looping.
      return some(sql<{ employee_id: string }>`with recursive down(employee_id) as (
          ${directReportsOf(employerId, me, today)}
          union
          select ph.employee_id from down
          join placement_history ph on ph.employer_id = ${employerId} and ph.line_manager_id = down.employee_id
          where ph.effective_date <= ${today}
            and not exists (select 1 from placement_history later
              where later.employer_id = ph.employer_id and later.employee_id = ph.employee_id
                and later.effective_date > ph.effective_date and later.effective_date <= ${today})
        ) select employee_id from down`);
    case 'department':
      return onRow(placedInOn(DEPARTMENT, sql`array(${departmentsOf(employerId, me, today)})`, today));
    case 'branch':
      return onRow(placedInOn(BRANCH, sql`array(${branchesOf(employerId, me, today)})`, today));
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
  return reachOfAny(caller, area, [action], today);
}

/**
 * The employees the caller reaches with any of `actions` of the area on `today`: one reach over the
 * union of their scopes, so a condition that holds for either cell (incidents read or update) is one
 * condition, not the same one twice when both cells hold the same scope.
 */
export function reachOfAny(
  caller: Caller,
  area: PermissionArea,
  actions: readonly PermissionAction[],
  today: string,
): Reach {
  const scopes = scopesOfAny(caller, area, actions);
  if (scopes === 'employer') return { kind: 'employer' };
  const me = caller.employeeId;
  if (!me || scopes.length === 0) return { kind: 'nobody' };
  return reachOfScopes(scopes, caller.employerId, me, today);
}

/** A scope narrower than the whole employer: the reach of one is a condition on the employee's row. */
export type NarrowScope = Exclude<PermissionScope, 'employer'>;

/**
 * The scopes the caller holds for any of `actions` of the area, as reachOfAny unites them: 'employer'
 * when one of them is the whole employer, else the narrower ones (none: nobody).
 */
export function scopesOfAny(
  caller: Caller,
  area: PermissionArea,
  actions: readonly PermissionAction[],
): 'employer' | NarrowScope[] {
  const scopes = [...new Set(actions.flatMap((action) => caller.permissions.scopes(area, action)))];
  return scopes.includes('employer') ? 'employer' : (scopes as NarrowScope[]);
}

/**
 * The employees narrower `scopes` reach for `me`, on `today`: reachOfAny's "some". `me` may be a column,
 * so that one statement judges everyone holding the same scopes (incident-managers' notice), each by
 * their own employee id, with one plan rather than one a person.
 */
export function reachOfScopes(
  scopes: readonly NarrowScope[],
  employerId: string,
  me: Someone,
  today: string,
): Extract<Reach, { kind: 'some' }> {
  const parts = scopes.map((scope) => reachedBy(scope, employerId, me, today));
  return {
    kind: 'some',
    // Each in parentheses: an arm that is a WITH query cannot stand bare in a UNION.
    employeeIds: sql<{ employee_id: string }>`${sql.join(
      parts.map((part) => sql`(${part.employeeIds})`),
      sql` union `,
    )}`,
    onEmployeeRow: sql<boolean>`(${sql.join(
      parts.map((part) => part.onEmployeeRow),
      sql` or `,
    )})`,
    readsPlacementCache: scopes.includes('department') || scopes.includes('branch'),
  };
}

/**
 * Which of `holders` reach one of `employeeIds` (of the employer) on `today` with any of `actions` of
 * the area, by the rules a caller is judged by (scopesOfAny, reachOfScopes): those whose scope is the
 * whole employer at once, the others in one statement whatever their number. Holders of the same
 * scopes are judged together, each by their own employee id as a column, so the statement has one
 * EXISTS, and one plan, per set of scopes rather than per person (planning one EXISTS a person cost
 * 80 ms for each 200 holders: docs/incidents.md). Whom a change concerns beyond its own people: a
 * new incident report's managers, the keepers of a record a reminder is about.
 */
export async function holdersReaching(
  db: Kysely<Database>,
  holders: readonly Caller[],
  cell: { area: PermissionArea; actions: readonly PermissionAction[] },
  employerId: string,
  employeeIds: readonly string[],
  today: string,
): Promise<Set<string>> {
  const reaching = new Set<string>();
  const byScopes = new Map<string, { scopes: NarrowScope[]; userIds: string[]; employeeIds: string[] }>();
  for (const holder of holders) {
    const scopes = scopesOfAny(holder, cell.area, cell.actions);
    if (scopes === 'employer') reaching.add(holder.userId);
    else if (holder.employeeId && scopes.length > 0) {
      const key = [...scopes].sort().join(' ');
      const group = byScopes.get(key) ?? { scopes, userIds: [], employeeIds: [] };
      group.userIds.push(holder.userId);
      group.employeeIds.push(holder.employeeId);
      byScopes.set(key, group);
    }
  }
  if (byScopes.size === 0 || employeeIds.length === 0) return reaching;
  const arms = [...byScopes.values()].map(({ scopes, userIds, employeeIds: theirs }) => {
    const reach = reachOfScopes(scopes, employerId, sql.ref('holder.me'), today);
    return sql`select holder.user_id from unnest(${userIds}::uuid[], ${theirs}::uuid[]) as holder(user_id, me)
      where exists (select 1 from employees
        where employees.employer_id = ${employerId} and employees.id = any(${[...employeeIds]}::uuid[])
          and ${reach.onEmployeeRow})`;
  });
  const { rows } = await sql<{ user_id: string }>`${sql.join(arms, sql` union all `)}`.execute(db);
  for (const row of rows) reaching.add(row.user_id);
  return reaching;
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

/**
 * reaches for the `employees` row of the query (a list of employees, its total, a dashboard figure):
 * a condition on the row itself, which the planner can answer from the row's indexes (a page walks
 * the sort's index and stops at its last match) instead of building the set of ids and joining it.
 */
export function reachesEmployeeRow(reach: Reach): RawBuilder<boolean> {
  switch (reach.kind) {
    case 'employer':
      return sql<boolean>`true`;
    case 'nobody':
      return sql<boolean>`false`;
    case 'some':
      return reach.onEmployeeRow;
  }
}

/**
 * True when `reach` includes the employee `employeeId` (of the caller's employer, the caller checks):
 * their row, found by its primary key, against the condition, not the id among everyone reached.
 */
export async function reachesEmployee(
  db: Kysely<Database>,
  reach: Reach,
  employeeId: string,
): Promise<boolean> {
  if (reach.kind !== 'some') return reach.kind === 'employer';
  const { rows } = await sql<{ reached: boolean }>`
    select exists (select 1 from employees
      where employees.id = ${employeeId}::uuid and ${reach.onEmployeeRow}) as reached`.execute(db);
  return rows[0]?.reached === true;
}
