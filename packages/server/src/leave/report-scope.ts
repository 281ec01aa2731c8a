import { Decimal } from 'decimal.js';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { cachedPlacementIsRight } from '../employees/employee-history.ts';
import { NO_SUCH_EMPLOYEE } from './applicant.ts';
import { NO_SUCH_LEAVE_TYPE } from './leave-types.ts';

/** What the planner and the reports share: who is in scope, and the filters' checks. */

export const NO_SUCH_DEPARTMENT = 'There is no such department.';
export const NO_SUCH_BRANCH = 'There is no such branch.';
export const SPAN_BACKWARDS = 'The span must end on or after its first day.';

/**
 * The department of the placement in effect on `day` of the `employees` row in scope: the copy cached
 * on the row where it is right that day (nearly always), else looked up in placement_history (one
 * index-only descent), as the dashboard reads it.
 */
export function departmentOn(day: string): RawBuilder<string | null> {
  return placedOn(sql`employees.placed_department_id`, sql`ph.department_id`, day);
}

/**
 * The branch of the placement in effect on `day`, read as departmentOn reads the department: the
 * branch is dated on the placement (migration 0025) and `employees.branch_id` is its cache, right only
 * between two placements' dates, so a branch move dated ahead counts from its own day.
 */
export function branchOn(day: string): RawBuilder<string | null> {
  return placedOn(sql`employees.branch_id`, sql`ph.branch_id`, day);
}

function placedOn(
  cached: RawBuilder<unknown>,
  column: RawBuilder<unknown>,
  day: string,
): RawBuilder<string | null> {
  return sql<string | null>`case when ${cachedPlacementIsRight(day)} then ${cached} else (
    select ${column} from placement_history ph
    where ph.employer_id = employees.employer_id and ph.employee_id = employees.id
      and ph.effective_date <= ${day}
    order by ph.effective_date desc
    limit 1
  ) end`;
}

/** Employed on some day from `from` to `to`: not ended before `from`, not starting after `to`. */
export function employedDuring(from: string, to: string): RawBuilder<boolean> {
  return sql<boolean>`((employees.employment_end_date is null or employees.employment_end_date >= ${from})
    and (employees.start_date is null or employees.start_date <= ${to}))`;
}

const FILTER_TABLES = {
  departmentId: { table: 'departments', message: NO_SUCH_DEPARTMENT },
  branchId: { table: 'branches', message: NO_SUCH_BRANCH },
  employeeId: { table: 'employees', message: NO_SUCH_EMPLOYEE },
  leaveTypeId: { table: 'leave_types', message: NO_SUCH_LEAVE_TYPE },
} as const;

/**
 * A filter's id must be one of the employer's rows (inactive ones included: a report reads the past);
 * another employer's id is as unknown as a made-up one, a 400 on the field.
 */
export async function requireOwnRow(
  db: Kysely<Database>,
  employerId: string,
  field: keyof typeof FILTER_TABLES,
  id: string | null | undefined,
): Promise<void> {
  if (!id) return;
  const { table, message } = FILTER_TABLES[field];
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!row) throw new Refusal(400, message, { field });
}

/** An amount summed by the database ('12.50'), written as the contract writes amounts ('12.5'). */
export function amountText(sum: string | null): string {
  return new Decimal(sum ?? 0).toString();
}
