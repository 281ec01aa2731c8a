import type { Kysely } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { Database } from '../db/schema.ts';

/**
 * What saving and deleting a row of Expense Claims' set-up (Category, Mileage Rate, Exchange Rate)
 * share: the row locked before it changes, a 404 for one the employer does not have, the audit row
 * with before and after, and the 409 of a unique key. Each caller brings its columns, its wire shape
 * and its sentences.
 */

type SetUpTable = 'expense_categories' | 'mileage_rates' | 'exchange_rates';
/** The columns the three tables share, which is all this module touches by name. */
type SetUpRow = { id: string; employer_id: string; updated_at: Date };
/** The three tables seen through their shared columns: Kysely cannot take a table name as a type parameter and keep each table's own columns. */
type SetUpTables = Kysely<Record<SetUpTable, SetUpRow>>;

interface SetUpRecord<Row, Wire> {
  table: SetUpTable;
  toWire: (row: Row) => Wire;
  /** The 404's sentence. */
  notFound: string;
  /** The audit trail's names. */
  operation: string;
  recordType: string;
}

export async function saveSetUpRow<Row, Wire extends { id: string }>(
  deps: ServiceDeps,
  caller: Caller,
  record: SetUpRecord<Row, Wire> & {
    id: string | undefined;
    columns: Record<string, unknown>;
    /** The unique key whose violation is refused, and the refusal. */
    unique: { constraint: string; refusal: () => Refusal };
  },
): Promise<Wire> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const tables = trx as unknown as SetUpTables;
      const before = record.id ? await lockRow(tables, record.table, caller.employerId, record.id) : null;
      if (record.id && !before) throw new Refusal(404, record.notFound);
      const row = before
        ? await tables
            .updateTable(record.table)
            .set({ ...record.columns, updated_at: new Date() } as Partial<SetUpRow>)
            .where('id', '=', before.id)
            .where('employer_id', '=', caller.employerId)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await tables
            .insertInto(record.table)
            .values({ employer_id: caller.employerId, ...record.columns } as SetUpRow)
            .returningAll()
            .executeTakeFirstOrThrow();
      const saved = record.toWire(row as Row);
      await writeAudit(trx, actorOf(caller), {
        operation: record.operation,
        area: 'expenses',
        recordType: record.recordType,
        recordId: saved.id,
        before: before ? record.toWire(before as Row) : null,
        after: saved,
      });
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error, record.unique.constraint)) throw record.unique.refusal();
    throw error;
  }
}

/** Deletes the row (after `refuseIfUsed`, which throws the 409 naming what uses it); answers its name's sentence. */
export async function deleteSetUpRow<Row, Wire extends { id: string }>(
  deps: ServiceDeps,
  caller: Caller,
  record: SetUpRecord<Row, Wire> & {
    id: string;
    /** What the answer and any refusal call the row ("The mileage rate for Car"). */
    nameOf: (row: Row) => string;
    refuseIfUsed: (trx: Kysely<Database>, name: string) => Promise<void>;
  },
): Promise<string> {
  return deps.db.transaction().execute(async (trx) => {
    const tables = trx as unknown as SetUpTables;
    const row = await lockRow(tables, record.table, caller.employerId, record.id);
    if (!row) throw new Refusal(404, record.notFound);
    const name = record.nameOf(row as Row);
    await record.refuseIfUsed(trx, name);
    await tables
      .deleteFrom(record.table)
      .where('id', '=', record.id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: record.operation,
      area: 'expenses',
      recordType: record.recordType,
      recordId: record.id,
      before: record.toWire(row as Row),
      after: null,
    });
    return `${name} was deleted.`;
  });
}

function lockRow(tables: SetUpTables, table: SetUpTable, employerId: string, id: string) {
  return tables
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .where('employer_id', '=', employerId)
    .forUpdate()
    .executeTakeFirst();
}
