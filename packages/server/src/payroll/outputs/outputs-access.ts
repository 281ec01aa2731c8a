import { formatMoney } from '@hr/domain';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { ownEmployeeId } from '../../leave/applicant.ts';
import { NO_SUCH_EMPLOYEE } from '../employee-pay/employee-pay-access.ts';

/** Who may see which of the pay runs' outputs (payslip PDFs, annual reports, run exports). */

export const NO_SUCH_PAY_RUN = 'There is no such pay run.';
export const NO_SUCH_PAYSLIP = 'There is no such payslip.';
export const ONLY_FINAL_RUNS_EXPORTED = 'Only a final run can be exported.';

/**
 * The employer's employee a report is about: for an administrator any of the employer's; for an
 * employee only their own record, anyone else (or no record) being a 404 as if it did not exist.
 */
export async function reportEmployee(
  db: Kysely<Database>,
  caller: Caller,
  employeeId: string,
): Promise<{ id: string; name: string; employeeNo: string | null }> {
  if (!caller.permissions.canAll('payroll', 'read') && (await ownEmployeeId(db, caller)) !== employeeId) {
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

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1 Nov 2026". */
export function printedDate(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** A file name's part from a person's number or name: letters, digits, '-' and '_' kept. */
export function fileNamePart(text: string): string {
  return text.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'file';
}
