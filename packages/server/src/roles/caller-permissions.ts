import {
  ADMINISTRATOR_GRID,
  EMPLOYEE_GRID,
  HEAD_OF_BRANCH_GRID,
  HEAD_OF_DEPARTMENT_GRID,
  LINE_MANAGER_GRID,
  type PermissionGrid,
  Permissions,
} from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Caller, TokenIdentity } from '../auth/access-tokens.ts';
import type { Database } from '../db/schema.ts';
import { directReportsOf } from './scope.ts';

interface AccessRow {
  role: 'admin' | 'employee';
  employee_id: string | null;
  grids: PermissionGrid[];
  manages: boolean;
  heads_department: boolean;
  heads_branch: boolean;
}

/**
 * What the caller's roles grant today, read in one statement on every request: the built-in grid of
 * the account's kind, each custom role the account holds, and the implicit relations (line manager of
 * someone today, head of a department or a branch). Undefined when the account no longer exists.
 */
export async function callerOf(
  db: Kysely<Database>,
  identity: TokenIdentity,
  today: string,
): Promise<Caller | undefined> {
  const { rows } = await sql<AccessRow>`
    select u.role, u.employee_id,
      coalesce((select json_agg(r.grid) from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = u.id and r.employer_id = u.employer_id), '[]'::json) as grids,
      -- From the manager's end (placement_history's line-manager index): a few rows, where asking
      -- employeesPeopleOn placed every employee of the employer on each request.
      u.employee_id is not null
        and exists (${directReportsOf(sql.ref('u.employer_id'), sql.ref('u.employee_id'), today)}) as manages,
      u.employee_id is not null and exists (select 1 from departments d
        where d.employer_id = u.employer_id and d.head_employee_id = u.employee_id) as heads_department,
      u.employee_id is not null and exists (select 1 from branches b
        where b.employer_id = u.employer_id and b.head_employee_id = u.employee_id) as heads_branch
    from users u
    where u.id = ${identity.userId} and u.employer_id = ${identity.employerId}`.execute(db);
  const [row] = rows;
  if (!row) return undefined;
  const grids: PermissionGrid[] = [row.role === 'admin' ? ADMINISTRATOR_GRID : EMPLOYEE_GRID, ...row.grids];
  if (row.manages) grids.push(LINE_MANAGER_GRID);
  if (row.heads_department) grids.push(HEAD_OF_DEPARTMENT_GRID);
  if (row.heads_branch) grids.push(HEAD_OF_BRANCH_GRID);
  return {
    ...identity,
    // The account's kind is the database's, not the token's: an account changed since sign-in is
    // what it is now.
    role: row.role,
    employeeId: row.employee_id,
    permissions: new Permissions(grids),
  };
}
