import { type Kysely, type Selectable, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import { inUse, Refusal } from '../core/refusal.ts';
import { isStillReferenced, isUniqueViolation } from '../db/postgres-errors.ts';
import type { Database } from '../db/schema.ts';

/**
 * What the three incident set-up lists (categories, types, decisions) share: one table each with an
 * employer, a code unique within it whatever its case, a description and an active flag. Every
 * statement names the caller's employer, so another employer's id is the 404 of an id that does not exist.
 */

export type SetupTable = 'incident_categories' | 'incident_types' | 'incident_decisions';
export type SetupRow<T extends SetupTable> = Selectable<Database[T]>;

/** How sentences and the trail name a row of each list. */
export const SETUP_NAMES: Record<SetupTable, { one: string; recordType: string }> = {
  incident_categories: { one: 'incident category', recordType: 'incident-category' },
  incident_types: { one: 'incident type', recordType: 'incident-type' },
  incident_decisions: { one: 'incident decision', recordType: 'incident-decision' },
};

export function noSuchRow(table: SetupTable): string {
  return `There is no such ${SETUP_NAMES[table].one}.`;
}

/** "MIS (Misconduct)": how a refusal or an announcement names a row. */
export function rowName({ code, description }: { code: string; description: string }): string {
  return `${code} (${description})`;
}

/**
 * The employer's rows by code. The deactivated ones only to whoever reads incidents at the whole
 * employer and asks: everyone else is offered what can still be chosen.
 */
export async function listRows<T extends SetupTable>(
  db: Kysely<Database>,
  caller: Caller,
  table: T,
  includeInactive: boolean,
): Promise<SetupRow<T>[]> {
  const withInactive = includeInactive && caller.permissions.canAll('incidents', 'read');
  // Byte order, so the list reads the same on every server whatever its locale.
  const { rows } = await sql<SetupRow<T>>`
    select * from ${sql.table(table)}
    where employer_id = ${caller.employerId} ${withInactive ? sql`` : sql`and is_active`}
    order by lower(code) collate "C", id`.execute(db);
  return rows;
}

/** The row, locked until the transaction ends, so two changes cannot each write back the other's old values. */
export async function lockedRow<T extends SetupTable>(
  trx: Kysely<Database>,
  caller: Caller,
  table: T,
  id: string,
): Promise<SetupRow<T>> {
  const { rows } = await sql<SetupRow<T>>`
    select * from ${sql.table(table)}
    where id = ${id} and employer_id = ${caller.employerId}
    for update`.execute(trx);
  const [row] = rows;
  if (!row) throw new Refusal(404, noSuchRow(table));
  return row;
}

/** The database decides uniqueness, so two simultaneous saves of one code cannot both win. */
export async function refusingDuplicateCode<Row>(table: SetupTable, code: string, write: () => Promise<Row>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, `${table}_employer_code_key`)) {
      throw new Refusal(409, `Code ${code} is already used by another ${SETUP_NAMES[table].one}.`, {
        field: 'code',
      });
    }
    throw error;
  }
}

/** The values the contract leaves out of a request: those of the row as stored. */
export function sentOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The trail's row for one change, in the contract's field names. */
export function auditSetupChange<Item extends { id: string }>(
  trx: Kysely<Database>,
  caller: Caller,
  table: SetupTable,
  operation: string,
  before: Item | null,
  after: Item | null,
): Promise<void> {
  const withoutId = (item: Item | null) => {
    if (!item) return null;
    const { id: _id, ...fields } = item;
    return fields;
  };
  return writeAudit(trx, actorOf(caller), {
    operation,
    area: 'incidents',
    recordType: SETUP_NAMES[table].recordType,
    recordId: (after ?? before)?.id,
    before: withoutId(before),
    after: withoutId(after),
  });
}

/**
 * Deletes the row and answers the sentence saying so. `usesOf` counts what keeps it (the types of a
 * category); the foreign keys are the safety net for what it does not count (the cases to come).
 */
export async function deleteRow<T extends SetupTable, Item extends { id: string }>(
  db: Kysely<Database>,
  caller: Caller,
  table: T,
  id: string,
  {
    operation,
    toItem,
    usesOf,
  }: {
    operation: string;
    toItem: (row: SetupRow<T>) => Item;
    usesOf?: (db: Kysely<Database>) => Promise<string[]>;
  },
): Promise<string> {
  // Kept outside the transaction so a foreign-key refusal, which ends it, can still name the row.
  let name: string | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      const locked = await lockedRow(trx, caller, table, id);
      name = rowName(locked as { code: string; description: string });
      const uses = (await usesOf?.(trx)) ?? [];
      if (uses.length > 0) throw inUse(name, uses);
      await sql`delete from ${sql.table(table)} where id = ${id} and employer_id = ${caller.employerId}`.execute(
        trx,
      );
      await auditSetupChange(trx, caller, table, operation, toItem(locked), null);
    });
  } catch (error) {
    if (name && isStillReferenced(error)) throw inUse(name, (await usesOf?.(db)) ?? []);
    throw error;
  }
  const { one } = SETUP_NAMES[table];
  return `${one.charAt(0).toUpperCase()}${one.slice(1)} ${name} was deleted.`;
}
