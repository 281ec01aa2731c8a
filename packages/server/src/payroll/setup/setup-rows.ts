import { currencyMinorDigits } from '@hr/domain';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import { inUse, Refusal } from '../../core/refusal.ts';
import { isStillReferenced } from '../../db/postgres-errors.ts';
import type { Database } from '../../db/schema.ts';
import { readPayrollSettings } from './payroll-settings-store.ts';

/**
 * What the payroll set-up services share: the currency's digits every amount is checked and written
 * with, the stored numerics read back as the wire writes them (the fields an update sent and the 409
 * of a code already used are core/set-up-writes.ts, shared with the other set-up pages).
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

/** null (the wire's blank) as the '' a form's optional field holds. */
export function blankAsEmpty(value: string | null | undefined): string {
  return value ?? '';
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

type SetUpTable = 'tax_tables' | 'statutory_contributions' | 'pay_items';
type SetUpRow = { code: string; description: string; kind?: string };

/** Activates or deactivates the employer's row; a 404 with `noSuch` when it has none with this id. */
export async function setRowActive(
  db: Kysely<Database>,
  table: SetUpTable,
  { employerId, id, active }: { employerId: string; id: string; active: boolean },
  noSuch: string,
): Promise<void> {
  const { numAffectedRows } = await sql`
    update ${sql.table(table)} set is_active = ${active}, updated_at = now()
    where id = ${id} and employer_id = ${employerId}`.execute(db);
  if (!numAffectedRows) throw new Refusal(404, noSuch);
}

/**
 * Deletes the employer's row unless `uses` (counted with the row locked) names what still needs it:
 * then a 409 with the counts, "Deactivate it instead.". The foreign keys are the safety net for what
 * the count did not see yet. Answers `deleted` of the row ("Statutory tax PAYE (…) was deleted.").
 */
export async function deleteUnlessUsed(
  db: Kysely<Database>,
  table: SetUpTable,
  { employerId, id }: { employerId: string; id: string },
  {
    noSuch,
    uses,
    deleted,
  }: {
    noSuch: string;
    uses: (db: Kysely<Database>) => Promise<string[]>;
    deleted: (row: SetUpRow, name: string) => string;
  },
): Promise<string> {
  let name: string | undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      // Locked first: a row being pointed at it meanwhile waits, then fails its foreign key.
      const { rows } = await sql<SetUpRow>`
        select * from ${sql.table(table)} where id = ${id} and employer_id = ${employerId}
        for update`.execute(trx);
      const [locked] = rows;
      if (!locked) throw new Refusal(404, noSuch);
      name = `${locked.code} (${locked.description})`;
      const inUseBy = await uses(trx);
      if (inUseBy.length > 0) throw inUse(name, inUseBy);
      await sql`delete from ${sql.table(table)} where id = ${id} and employer_id = ${employerId}`.execute(
        trx,
      );
      return deleted(locked, name);
    });
  } catch (error) {
    if (name && isStillReferenced(error)) throw inUse(name, await uses(db));
    throw error;
  }
}
