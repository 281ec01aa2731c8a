import { currencyMinorDigits } from '@hr/domain';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { readPayrollSettings } from '../setup/payroll-settings-store.ts';

export const NO_SUCH_EMPLOYEE = 'There is no such employee.';

/** What every employee-pay operation starts with: an administrator, and the payroll currency's digits. */
export async function payrollAdministrator(
  db: Kysely<Database>,
  caller: Caller,
): Promise<{ employerId: string; digits: number }> {
  const settings = await readPayrollSettings(db, caller.employerId);
  return { employerId: caller.employerId, digits: currencyMinorDigits(settings.currency) };
}

/** The employer's employee `employeeId` with their name; 404 for anyone else's or none. */
export async function employerEmployee(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
): Promise<{ id: string; name: string }> {
  const row = await db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name'])
    .where('id', '=', employeeId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  return { id: row.id, name: `${row.first_name} ${row.last_name}` };
}

/** A stored amount (numeric text, "1200.000") with the payroll currency's digits ("1200.00"). */
export function moneyText(stored: string, digits: number): string {
  return new Decimal(stored).toFixed(digits);
}

/** A stored quantity ("2.5000") as typed ("2.5"). */
export function quantityText(stored: string): string {
  return new Decimal(stored).toString();
}

/** '' for what the wire sends as null, as the domain's form schemas read blanks. */
export function blankOf(value: string | null | undefined): string {
  return value ?? '';
}
