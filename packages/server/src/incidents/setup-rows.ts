import { type Kysely, type RawBuilder, type Selectable, sql, type Updateable } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ReferenceIdRequest, ReferenceListRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain, type DomainSchema } from '../core/domain-rules.ts';
import { inUse, Refusal } from '../core/refusal.ts';
import { refusingDuplicateCode, sentFields } from '../core/set-up-writes.ts';
import { isStillReferenced } from '../db/postgres-errors.ts';
import type { Database } from '../db/schema.ts';

/**
 * The one service of the three incident set-up lists (categories, types, decisions): list, create,
 * update and delete of one table each with an employer, a code unique within it whatever its case, a
 * description and an active flag. What sets a list apart is its SetupList (categories.ts, types.ts,
 * decisions.ts). Every statement names the caller's employer, so another employer's id is the 404 of
 * an id that does not exist.
 */

export type SetupTable = 'incident_categories' | 'incident_types' | 'incident_decisions';
export type SetupRow<T extends SetupTable> = Selectable<Database[T]>;

/** One list: its table, the form's schema (packages/domain) a save is checked with, and its mappings. */
export interface SetupList<
  T extends SetupTable,
  Item extends { id: string },
  Values extends { code: string },
> {
  table: T;
  schema: DomainSchema<Values>;
  /** The columns a create and an update write from the checked values. */
  columnsOf: (values: Values) => Updateable<Database[T]>;
  /** Columns a create writes besides, never changed afterwards (a decision's kind). */
  createOnlyColumnsOf?: (values: Values) => Updateable<Database[T]>;
  toItem: (row: SetupRow<T>) => Item;
  /** The stored item as an update checks it again: all but the id unless said (a decision's derived affectsPay). */
  checkedFieldsOf?: (stored: Item) => object;
  /** Refuses, before the check, an update of what the list never lets change (a decision's kind). */
  refuseChange?: (stored: Item, changes: Record<string, unknown>) => void;
  /** A rule beyond the schema, in the save's transaction before it writes; `stored` is null on create. */
  beforeWrite?: (trx: Kysely<Database>, caller: Caller, values: Values, stored: Item | null) => Promise<void>;
  /** What keeps a row from being deleted ("2 incident types are of this category"). */
  usesOf?: (db: Kysely<Database>, employerId: string, id: string) => Promise<string[]>;
}

/** How sentences, the trail and the contract's operationIds (createIncidentCategory) name a row of each list. */
export const SETUP_NAMES: Record<SetupTable, { one: string; recordType: string; operationNoun: string }> = {
  incident_categories: {
    one: 'incident category',
    recordType: 'incident-category',
    operationNoun: 'IncidentCategory',
  },
  incident_types: { one: 'incident type', recordType: 'incident-type', operationNoun: 'IncidentType' },
  incident_decisions: {
    one: 'incident decision',
    recordType: 'incident-decision',
    operationNoun: 'IncidentDecision',
  },
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

/** The trail's row for one change, in the contract's field names. */
export function auditSetupChange<Item extends { id: string }>(
  trx: Kysely<Database>,
  caller: Caller,
  table: SetupTable,
  operation: string,
  before: Item | null,
  after: Item | null,
): Promise<void> {
  return writeAudit(trx, actorOf(caller), {
    operation,
    area: 'incidents',
    recordType: SETUP_NAMES[table].recordType,
    recordId: (after ?? before)?.id,
    before: before && withoutId(before),
    after: after && withoutId(after),
  });
}

/** The four operations of one list, as its handlers call them. */
export function setupService<
  T extends SetupTable,
  Item extends { id: string },
  Values extends { code: string },
>(list: SetupList<T, Item, Values>) {
  const { table } = list;
  const { operationNoun } = SETUP_NAMES[table];
  return {
    async list({ db }: ServiceDeps, caller: Caller, { includeInactive = false }: ReferenceListRequest) {
      return (await listRows(db, caller, table, includeInactive)).map(list.toItem);
    },

    async create({ db }: ServiceDeps, caller: Caller, request: object): Promise<Item> {
      const values = await checkedByDomain(list.schema, request);
      return db.transaction().execute(async (trx) => {
        await list.beforeWrite?.(trx, caller, values, null);
        const columns = Object.entries({
          employer_id: caller.employerId,
          ...list.createOnlyColumnsOf?.(values),
          ...list.columnsOf(values),
        });
        const insert = sql<SetupRow<T>>`
          insert into ${sql.table(table)} (${sql.join(columns.map(([column]) => sql.ref(column)))})
          values (${sql.join(columns.map(([, value]) => value))})
          returning *`;
        const item = list.toItem(await writing(trx, table, values.code, insert));
        await auditSetupChange(trx, caller, table, `create${operationNoun}`, null, item);
        return item;
      });
    },

    /** Changes the fields sent; the others keep their value. The whole result is checked as create checks. */
    async update(
      { db }: ServiceDeps,
      caller: Caller,
      { id, ...changes }: { id: string } & Record<string, unknown>,
    ): Promise<Item> {
      return db.transaction().execute(async (trx) => {
        const stored = list.toItem(await lockedRow(trx, caller, table, id));
        list.refuseChange?.(stored, changes);
        const fields = list.checkedFieldsOf?.(stored) ?? withoutId(stored);
        const values = await checkedByDomain(list.schema, { ...fields, ...sentFields(changes) });
        await list.beforeWrite?.(trx, caller, values, stored);
        const assignments = Object.entries(list.columnsOf(values)).map(
          ([column, value]) => sql`${sql.ref(column)} = ${value}`,
        );
        const update = sql<SetupRow<T>>`
          update ${sql.table(table)} set ${sql.join([...assignments, sql`updated_at = now()`])}
          where id = ${id} and employer_id = ${caller.employerId}
          returning *`;
        const item = list.toItem(await writing(trx, table, values.code, update));
        await auditSetupChange(trx, caller, table, `update${operationNoun}`, stored, item);
        return item;
      });
    },

    /**
     * Deletes the row and answers the sentence saying so. The list's `usesOf` counts what keeps it (the
     * types of a category); the foreign keys are the safety net for what it does not count.
     */
    async delete({ db }: ServiceDeps, caller: Caller, { id }: ReferenceIdRequest): Promise<string> {
      const usesOf = async (db: Kysely<Database>) => (await list.usesOf?.(db, caller.employerId, id)) ?? [];
      // Kept outside the transaction so a foreign-key refusal, which ends it, can still name the row.
      let name: string | undefined;
      try {
        await db.transaction().execute(async (trx) => {
          const locked = await lockedRow(trx, caller, table, id);
          name = rowName(locked as { code: string; description: string });
          const uses = await usesOf(trx);
          if (uses.length > 0) throw inUse(name, uses);
          await sql`delete from ${sql.table(table)} where id = ${id} and employer_id = ${caller.employerId}`.execute(
            trx,
          );
          await auditSetupChange(trx, caller, table, `delete${operationNoun}`, list.toItem(locked), null);
        });
      } catch (error) {
        if (name && isStillReferenced(error)) throw inUse(name, await usesOf(db));
        throw error;
      }
      const { one } = SETUP_NAMES[table];
      return `${one.charAt(0).toUpperCase()}${one.slice(1)} ${name} was deleted.`;
    },
  };
}

/** Runs the insert or update, whose one row the locked row (or the insert itself) guarantees. */
async function writing<T extends SetupTable>(
  trx: Kysely<Database>,
  table: T,
  code: string,
  statement: RawBuilder<SetupRow<T>>,
): Promise<SetupRow<T>> {
  // The database decides uniqueness, so two simultaneous saves of one code cannot both win.
  const { rows } = await refusingDuplicateCode(
    `${table}_employer_code_key`,
    SETUP_NAMES[table].one,
    code,
    () => statement.execute(trx),
  );
  const [row] = rows;
  if (!row) throw new Error(`A write of ${table} answered no row.`);
  return row;
}

function withoutId<Item extends { id: string }>({ id: _id, ...fields }: Item): Omit<Item, 'id'> {
  return fields;
}
