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
  // The relations are asked only of an account tied to an employee (CASE evaluates in order), and
  // "line manager today" starts from the placements naming the caller (placement_history's
  // line-manager index) and keeps those still in effect today: a probe per report, not per employee.
  const { rows } = await sql<AccessRow>`
    select u.role, u.employee_id,
      coalesce((select json_agg(r.grid) from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = u.id and r.employer_id = u.employer_id), '[]'::json) as grids,
      case when u.employee_id is null then false else exists (
        select 1 from placement_history ph
        where ph.line_manager_id = u.employee_id and ph.employer_id = u.employer_id
          and ph.effective_date <= ${today}
          and not exists (select 1 from placement_history later
            where later.employer_id = ph.employer_id and later.employee_id = ph.employee_id
              and later.effective_date > ph.effective_date and later.effective_date <= ${today})
      ) end as manages,
      case when u.employee_id is null then false else exists (select 1 from departments d
        where d.employer_id = u.employer_id and d.head_employee_id = u.employee_id) end as heads_department,
      case when u.employee_id is null then false else exists (select 1 from branches b
        where b.employer_id = u.employer_id and b.head_employee_id = u.employee_id) end as heads_branch
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
