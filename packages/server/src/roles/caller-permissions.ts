import {
  ADMINISTRATOR_GRID,
  BUILT_IN_ROLES,
  type BuiltInRole,
  EMPLOYEE_GRID,
  HEAD_OF_BRANCH_GRID,
  HEAD_OF_DEPARTMENT_GRID,
  LINE_MANAGER_GRID,
  type PermissionGrid,
  Permissions,
} from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Caller, TokenIdentity } from '../auth/access-tokens.ts';
import { sessionIsLive } from '../auth/refresh-tokens.ts';
import { mustEnrolTwoFactor } from '../auth/two-factor/requirement.ts';
import { preparedOnEachConnection } from '../db/prepared-statements.ts';
import type { Database } from '../db/schema.ts';
import { suspendedUntil } from '../incidents/decisions-in-force.ts';
import { directReportsOf } from './scope.ts';

interface AccessRow {
  id: string;
  role: 'admin' | 'employee';
  employee_id: string | null;
  custom_roles: { name: string; grid: PermissionGrid }[];
  manages: boolean;
  heads_department: boolean;
  heads_branch: boolean;
  two_factor_required: boolean;
  two_factor_on: boolean;
  suspended_until: string | null;
  today: string;
}

/** A caller and the names of the roles their permissions come from, built-in and implicit first. */
export interface CallerAccess {
  caller: Caller;
  roleNames: string[];
}

/**
 * The day relations are judged on: a date, or `{ at }`, the employer's day at that instant, worked out
 * inside the caller's own statement from the employer's zone (one round trip fewer on every request
 * than reading the zone first, which is what employerToday does).
 */
export type CallerDay = string | { at: Date };

function dayOf(today: CallerDay) {
  return typeof today === 'string'
    ? sql`${today}::date`
    : sql`(${today.at}::timestamptz at time zone (select e.time_zone from employers e where e.id = u.employer_id))::date`;
}

const builtInName = (key: BuiltInRole['key']) => BUILT_IN_ROLES.find((role) => role.key === key)?.name ?? key;

/**
 * What the caller's roles grant today, read in one statement on every request: the built-in grid of
 * the account's kind, each custom role the account holds, and the implicit relations (line manager of
 * someone today, head of a department or a branch). Undefined when the account no longer exists or
 * the session the token belongs to has ended.
 */
export async function callerOf(
  db: Kysely<Database>,
  identity: TokenIdentity,
  today: CallerDay,
): Promise<Caller | undefined> {
  return (await accessOf(db, identity, today))?.caller;
}

/**
 * What the access statement reads of the account `u`: its kind, its custom roles, the implicit
 * relations on the day, and what sign-in asks of it. The relations are asked only of an account tied
 * to an employee (CASE evaluates in order).
 */
function accessColumns(today: CallerDay) {
  return sql`u.id, u.role, u.employee_id,
      -- The account's custom roles, read once: their grids to add up and their names to show.
      coalesce((select json_agg(json_build_object('name', r.name, 'grid', r.grid) order by lower(r.name))
        from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = u.id and r.employer_id = u.employer_id), '[]'::json) as custom_roles,
      -- From the manager's end (placement_history's line-manager index): a few rows, where asking
      -- employeesPeopleOn placed every employee of the employer on each request.
      case when u.employee_id is null then false
        else exists (${directReportsOf(sql.ref('u.employer_id'), sql.ref('u.employee_id'), dayOf(today))}) end as manages,
      case when u.employee_id is null then false else exists (select 1 from departments d
        where d.employer_id = u.employer_id and d.head_employee_id = u.employee_id) end as heads_department,
      case when u.employee_id is null then false else exists (select 1 from branches b
        where b.employer_id = u.employer_id and b.head_employee_id = u.employee_id) end as heads_branch,
      -- Employer › Setting's "two-factor required for administrators", and whether this account has it:
      -- read here so every request can refuse an administrator who has not set it up yet.
      (select e.two_factor_required_for_admins from employers e where e.id = u.employer_id) as two_factor_required,
      exists (select 1 from two_factor_credentials t
        where t.user_id = u.id and t.confirmed_at is not null) as two_factor_on,
      -- A suspension in force today, when Employer › Setting blocks sign-in during one (issue 30 item 5):
      -- asked only when the setting is on, from the subject index for this one employee.
      ${suspendedUntil(sql.ref('u.employer_id'), sql.ref('u.employee_id'), dayOf(today))} as suspended_until,
      -- The day judged on, for the services: one round trip fewer than employerToday's.
      ${dayOf(today)}::text as today`;
}

/** callerOf, with the names of the roles it added up (get-my-permissions, view-as). */
export async function accessOf(
  db: Kysely<Database>,
  identity: TokenIdentity,
  today: CallerDay,
): Promise<CallerAccess | undefined> {
  const { rows } = await sql<AccessRow>`
    select ${accessColumns(today)}
    from users u
    where u.id = ${identity.userId} and u.employer_id = ${identity.employerId}
      -- A session signed out (My profile, a password change, a reused refresh token) stops here at
      -- once. A token from before sessions were named in it has none to ask about.
      ${identity.sessionId ? sql`and ${sessionIsLive(sql`${identity.sessionId}::uuid`, sql.ref('u.id'))}` : sql``}
    ${preparedOnEachConnection}`.execute(db);
  const [row] = rows;
  return row ? accessFrom(row, identity) : undefined;
}

/**
 * The callers the accounts `userIds` of the employer would be on `today`, by account id, in one
 * statement (those no longer there are left out): who else a change concerns, judged by the rules
 * each of them is judged by when they sign in (a new incident report's managers). No session is
 * asked about: none of them is calling.
 */
export async function callersOf(
  db: Kysely<Database>,
  employerId: string,
  userIds: readonly string[],
  today: string,
): Promise<Map<string, Caller>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql<AccessRow>`
    select ${accessColumns(today)}
    from users u
    where u.employer_id = ${employerId} and u.id = any(${[...userIds]}::uuid[])`.execute(db);
  return new Map(
    rows.map((row) => [row.id, accessFrom(row, { userId: row.id, role: row.role, employerId }).caller]),
  );
}

function accessFrom(row: AccessRow, identity: TokenIdentity): CallerAccess {
  const grids: PermissionGrid[] = [
    row.role === 'admin' ? ADMINISTRATOR_GRID : EMPLOYEE_GRID,
    ...row.custom_roles.map((role) => role.grid),
  ];
  const roleNames = [builtInName(row.role === 'admin' ? 'administrator' : 'employee')];
  if (row.manages) {
    grids.push(LINE_MANAGER_GRID);
    roleNames.push(builtInName('line-manager'));
  }
  if (row.heads_department) {
    grids.push(HEAD_OF_DEPARTMENT_GRID);
    roleNames.push(builtInName('head-of-department'));
  }
  if (row.heads_branch) {
    grids.push(HEAD_OF_BRANCH_GRID);
    roleNames.push(builtInName('head-of-branch'));
  }
  const permissions = new Permissions(grids);
  return {
    caller: {
      ...identity,
      // The account's kind is the database's, not the token's: an account changed since sign-in is
      // what it is now.
      role: row.role,
      employeeId: row.employee_id,
      permissions,
      twoFactorOwed: mustEnrolTwoFactor(
        { permissions, twoFactorOn: row.two_factor_on },
        row.two_factor_required,
      ),
      suspendedUntil: row.suspended_until,
      today: row.today,
    },
    roleNames: [...roleNames, ...row.custom_roles.map((role) => role.name)],
  };
}
