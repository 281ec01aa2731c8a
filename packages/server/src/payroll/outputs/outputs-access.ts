import { type DateFormat, formatDay, formatMoney } from '@hr/domain';
import { Decimal } from 'decimal.js';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { reaches, reachesEmployee, reachOf } from '../../roles/scope.ts';
import { NO_SUCH_EMPLOYEE } from '../employee-pay/employee-pay-access.ts';

/** Who may see which of the pay runs' outputs (payslip PDFs, annual reports, run exports). */

export const NO_SUCH_PAY_RUN = 'There is no such pay run.';
export const NO_SUCH_PAYSLIP = 'There is no such payslip.';
export const ONLY_FINAL_RUNS_EXPORTED = 'Only a final run can be exported.';

/**
 * The employer's employee a report is about, when the caller's `payroll.<action>` reaches them on
 * `today` (the whole employer, a department, their own record for every employee); anyone else is a
 * 404 as if they did not exist, so an id outside the scope tells nothing.
 */
export async function reportEmployee(
  db: Kysely<Database>,
  caller: Caller,
  employeeId: string,
  { action, today }: { action: 'read' | 'export'; today: string },
): Promise<{ id: string; name: string; employeeNo: string | null }> {
  if (!(await reachesEmployee(db, reachOf(caller, 'payroll', action, today), employeeId))) {
    throw new Refusal(404, NO_SUCH_EMPLOYEE);
  }
  const row = await db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name', 'employee_no'])
    .where('id', '=', employeeId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  return { id: row.id, name: `${row.first_name} ${row.last_name}`, employeeNo: row.employee_no };
}

/**
 * A condition on the payslip `p`: the caller's `payroll.read` reaches its employee on `today`. A
 * draft is the run's working paper for those who reach the employee by any scope, but never the
 * caller's own: an employee sees their own payslip once the run is final, whoever else they reach,
 * unless they read the whole employer's pay (who sees every draft, their own among them).
 */
export function readablePayslip(caller: Caller, today: string): RawBuilder<boolean> {
  const reach = reachOf(caller, 'payroll', 'read', today);
  if (reach.kind === 'employer') return sql<boolean>`true`;
  const inReach = reaches(reach, sql.ref('p.employee_id'));
  return sql<boolean>`${inReach} and (p.final or p.employee_id is distinct from ${caller.employeeId})`;
}

/** An administrator's final run of their employer: 404 for another's or none, 409 while it is not final. */
export async function exportableRun(db: Kysely<Database>, caller: Caller, runId: string) {
  const run = await db
    .selectFrom('pay_runs')
    .select(['id', 'status', 'period_start', 'currency'])
    .where('id', '=', runId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!run) throw new Refusal(404, NO_SUCH_PAY_RUN);
  if (run.status !== 'final') throw new Refusal(409, ONLY_FINAL_RUNS_EXPORTED);
  return { id: run.id, periodStart: run.period_start, currency: run.currency };
}

/** The sum of decimal texts, exact. */
export function decimalSum(amounts: readonly string[]): Decimal {
  return amounts.reduce((total, amount) => total.plus(amount), new Decimal(0));
}

/** "GHS 5,000.00": an amount as printed, with thousands separators and the currency code. */
export function printedMoney(amount: Decimal.Value, currency: string, digits: number): string {
  return `${currency} ${formatMoney(new Decimal(amount), digits)}`;
}

/**
 * A day as the employer prints it (Employer › Setting's date format): "1 Nov 2026" in 'D MMM YYYY', the
 * default. Every PDF prints its days through this, with the format of the employer it is for.
 */
export function printedDate(date: string, format: DateFormat): string {
  return formatDay(date, format);
}

/** A file name's part from a person's number or name: letters, digits, '-' and '_' kept. */
export function fileNamePart(text: string): string {
  return text.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'file';
}
