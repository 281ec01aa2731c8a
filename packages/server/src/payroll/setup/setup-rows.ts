import { currencyMinorDigits } from '@hr/domain';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import { inUse, Refusal } from '../../core/refusal.ts';
import { isStillReferenced } from '../../db/postgres-errors.ts';
import type { Database } from '../../db/schema.ts';
import { auditPayroll } from '../payroll-audit.ts';
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

/** How an audited set-up change names its row, and reads it as the wire gives it (404 when absent). */
export interface AuditedRow<T> {
  caller: Caller;
  operation: string;
  recordType: string;
  read: (db: Kysely<Database>) => Promise<T>;
}

/**
 * Activates or deactivates the employer's row, with its audit row in the same transaction; answers the
 * row as `read` gives it. A 404 with `noSuch` when the employer has none with this id.
 */
export async function setRowActive<T extends Record<string, unknown>>(
  db: Kysely<Database>,
  table: SetUpTable,
  { id, active }: { id: string; active: boolean },
  noSuch: string,
  { caller, operation, recordType, read }: AuditedRow<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql`
      select id from ${sql.table(table)} where id = ${id} and employer_id = ${caller.employerId}
      for update`.execute(trx);
    if (rows.length === 0) throw new Refusal(404, noSuch);
    const before = await read(trx);
    await sql`
      update ${sql.table(table)} set is_active = ${active}, updated_at = now()
      where id = ${id} and employer_id = ${caller.employerId}`.execute(trx);
    const after = await read(trx);
    await auditPayroll(trx, caller, { operation, recordType, recordId: id, before, after });
    return after;
  });
}

/**
 * Deletes the employer's row unless `uses` (counted with the row locked) names what still needs it:
 * then a 409 with the counts, "Deactivate it instead.". The foreign keys are the safety net for what
 * the count did not see yet. The audit row (the row as `read` gives it before) is in the same
 * transaction. Answers `deleted` of the row ("Statutory tax PAYE (…) was deleted.").
 */
export async function deleteUnlessUsed<T extends Record<string, unknown>>(
  db: Kysely<Database>,
  table: SetUpTable,
  id: string,
  {
    noSuch,
    uses,
    deleted,
  }: {
    noSuch: string;
    uses: (db: Kysely<Database>) => Promise<string[]>;
    deleted: (row: SetUpRow, name: string) => string;
  },
  { caller, operation, recordType, read }: AuditedRow<T>,
): Promise<string> {
  const { employerId } = caller;
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
      const before = await read(trx);
      await sql`delete from ${sql.table(table)} where id = ${id} and employer_id = ${employerId}`.execute(
        trx,
      );
      await auditPayroll(trx, caller, { operation, recordType, recordId: id, before, after: null });
      return deleted(locked, name);
    });
  } catch (error) {
    if (name && isStillReferenced(error)) throw inUse(name, await uses(db));
    throw error;
  }
}
