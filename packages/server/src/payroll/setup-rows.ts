import { currencyMinorDigits } from '@hr/domain';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import { Refusal } from '../core/refusal.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { Database } from '../db/schema.ts';
import { readPayrollSettings } from './payroll-settings-store.ts';

/**
 * What the payroll set-up services share: the currency's digits every amount is checked and written
 * with, the stored numerics read back as the wire writes them, the fields an update sent, and the 409
 * of a code already used.
 */

/** How many decimals the employer's payroll amounts have: its payroll currency's minor unit. */
export async function payrollDigits(db: Kysely<Database>, employerId: string): Promise<number> {
  return currencyMinorDigits((await readPayrollSettings(db, employerId)).currency);
}

/** A stored money numeric (read as text, "2400.000") written with exactly the currency's digits. */
export function moneyText(stored: string, digits: number): string {
  return new Decimal(stored).toFixed(digits);
}

export function optionalMoneyText(stored: string | null, digits: number): string | null {
  return stored === null ? null : moneyText(stored, digits);
}

/** A stored % or quantity ("5.5000") written plainly, as the forms write it ("5.5"). */
export function plainText(stored: string): string {
  return new Decimal(stored).toString();
}

/** The fields an update sent, without those left out: what is not sent keeps its value. */
export function sentFields<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** null (the wire's blank) as the '' a form's optional field holds. */
export function blankAsEmpty(value: string | null | undefined): string {
  return value ?? '';
}

/** Runs a write, turning the employer's unique code constraint into "Code X is already used by another Y." */
export async function refusingDuplicateCode<T>(
  constraint: string,
  noun: string,
  code: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) {
      throw new Refusal(409, `Code ${code} is already used by another ${noun}.`, { field: 'code' });
    }
    throw error;
  }
}

/** "1 employee is assigned it", "3 employees are assigned it". */
export function employeesAssigned(count: number): string {
  return count === 1 ? '1 employee is assigned it' : `${count} employees are assigned it`;
}

/** How many employees are assigned each of `ids` from `column` of employee_pay_items, whatever the dates. */
export async function assignedCounts(
  db: Kysely<Database>,
  employerId: string,
  column: 'pay_item_id' | 'statutory_contribution_id',
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('employee_pay_items')
    .select([sql.ref<string>(column).as('id'), sql<number>`count(distinct employee_id)::int`.as('count')])
    .where('employer_id', '=', employerId)
    .where(column, 'in', ids)
    .groupBy(column)
    .execute();
  return new Map(rows.map((row) => [row.id, row.count]));
}
