import { type Kysely, type RawBuilder, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ReferenceIdRequest, ReferenceListRequest, SetActiveRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { inUse, Refusal } from '../core/refusal.ts';
import { isForeignKeyViolation, isStillReferenced, isUniqueViolation } from '../db/postgres-errors.ts';
import type { Database } from '../db/schema.ts';
import type { ReferenceItem, ReferenceKind, ReferenceTable, Referrer, TextField } from './reference-kinds.ts';

/**
 * List, create, update, (de)activate and delete for every kind of reference data (reference-kinds.ts).
 * Every statement names the caller's employer itself; the composite foreign keys of migration 0003
 * make a row pointing at another employer's row impossible even so.
 */

export const HEAD_MUST_BE_AN_EMPLOYEE = 'The head must be one of the employer’s employees.';

type ReferenceFields<Item> = {
  code?: string;
  name?: string;
  active?: boolean;
  headEmployeeId?: string | null;
} & { [Field in TextField<Item>]?: string };

export type CreateReference<Item> = ReferenceFields<Item> & { code: string; name: string };
export type UpdateReference<Item> = ReferenceFields<Item> & { id: string };

/** A row as the queries below read it: the table's columns and the head's name. */
interface StoredReference {
  id: string;
  code: string;
  name: string;
  active: boolean;
  head_employee_id?: string | null;
  head_name: string | null;
  responsibilities?: string;
  address?: string;
  branch_or_sort_code?: string;
}

function noSuch(kind: { noun: string }): string {
  return `There is no such ${kind.noun}.`;
}

function codeAlreadyUsed(kind: { noun: string }, code: string): string {
  return `Code ${code} is already used by another ${kind.noun}.`;
}

/** The employer's rows of the kind, by code; the deactivated ones only when asked for. */
export async function listReferences<Item extends ReferenceItem>(
  { db }: ServiceDeps,
  kind: ReferenceKind<Item>,
  caller: Caller,
  { includeInactive = false }: ReferenceListRequest,
): Promise<Item[]> {
  // Byte order, so the list reads the same on every server whatever its locale.
  const { rows } = await sql<StoredReference>`
    ${selectItems(kind, sql.table(kind.table))}
    where r.employer_id = ${caller.employerId} ${includeInactive ? sql`` : sql`and r.active`}
    order by lower(r.code) collate "C"`.execute(db);
  return rows.map((row) => toItem(kind, row));
}

export async function createReference<Item extends ReferenceItem>(
  { db }: ServiceDeps,
  kind: ReferenceKind<Item>,
  caller: Caller,
  fields: CreateReference<Item>,
): Promise<Item> {
  // Left-out fields take the column defaults: active, no head, empty texts.
  const values: [string, unknown][] = [['employer_id', caller.employerId], ...columnValues(kind, fields)];
  const insert = sql`
    insert into ${sql.table(kind.table)} (${sql.join(values.map(([column]) => sql.ref(column)))})
    values (${sql.join(values.map(([, value]) => value))})
    returning *`;
  return db.transaction().execute(async (trx) => {
    // An insert that does not throw has written, and so read back, its one row.
    const item = toItem(kind, (await write(trx, kind, insert, fields.code)) as StoredReference);
    await writeAudit(trx, actorOf(caller), {
      ...auditedRecord(kind, 'create', item.id),
      before: null,
      after: item,
    });
    return item;
  });
}

/** Changes the fields given; the others keep their value. */
export function updateReference<Item extends ReferenceItem>(
  deps: ServiceDeps,
  kind: ReferenceKind<Item>,
  caller: Caller,
  fields: UpdateReference<Item>,
): Promise<Item> {
  return changeReference(deps, kind, caller, fields, 'update');
}

export function setReferenceActive<Item extends ReferenceItem>(
  deps: ServiceDeps,
  kind: ReferenceKind<Item>,
  caller: Caller,
  { id, active }: SetActiveRequest,
): Promise<Item> {
  return changeReference(deps, kind, caller, { id, active } as UpdateReference<Item>, 'setActive');
}

/** An update or a (de)activation, with the row before and after in its audit row. */
async function changeReference<Item extends ReferenceItem>(
  { db }: ServiceDeps,
  kind: ReferenceKind<Item>,
  caller: Caller,
  { id, ...fields }: UpdateReference<Item>,
  change: 'update' | 'setActive',
): Promise<Item> {
  const assignments = columnValues(kind, fields as ReferenceFields<Item>).map(
    ([column, value]) => sql`${sql.ref(column)} = ${value}`,
  );
  const update = sql`
    update ${sql.table(kind.table)}
    set ${sql.join([...assignments, sql`updated_at = now()`])}
    where id = ${id} and employer_id = ${caller.employerId}
    returning *`;
  return db.transaction().execute(async (trx) => {
    const before = await lockedItem(trx, kind, caller.employerId, id);
    const row = await write(trx, kind, update, fields.code);
    if (!before || !row) throw new Refusal(404, noSuch(kind));
    const after = toItem(kind, row);
    await writeAudit(trx, actorOf(caller), { ...auditedRecord(kind, change, id), before, after });
    return after;
  });
}

/** The row as the contract answers it, locked so the audit row's "before" is what the change replaced. */
async function lockedItem<Item extends ReferenceItem>(
  trx: Kysely<Database>,
  kind: ReferenceKind<Item>,
  employerId: string,
  id: string,
): Promise<Item | undefined> {
  const { rows } = await sql<StoredReference>`
    ${selectItems(kind, sql.table(kind.table))}
    where r.id = ${id} and r.employer_id = ${employerId}
    for update of r`.execute(trx);
  return rows[0] && toItem(kind, rows[0]);
}

/** The audit row's operation (the contract's operationId) and record. */
function auditedRecord(
  kind: { operationNoun: string; recordType: string },
  change: 'create' | 'update' | 'setActive' | 'delete',
  id: string,
) {
  const operation =
    change === 'setActive' ? `set${kind.operationNoun}Active` : `${change}${kind.operationNoun}`;
  return { operation, area: 'employer' as const, recordType: kind.recordType, recordId: id };
}

/**
 * Deletes a row nothing refers to, and answers the sentence saying so. A row something refers to is
 * refused with a 409 that names what, with counts: the administrator can deactivate it instead.
 */
export async function deleteReference<Item extends ReferenceItem>(
  { db }: ServiceDeps,
  kind: ReferenceKind<Item>,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  const { employerId } = caller;
  // Kept outside the transaction so a foreign-key refusal, which ends it, can still name the row.
  let locked: Item | undefined;
  try {
    const deleted = await db.transaction().execute(async (trx) => {
      // Locked before counting: an employee being pointed at the row meanwhile waits for this
      // transaction, then fails its foreign key, so nothing slips in between the count and the delete.
      locked = await lockedItem(trx, kind, employerId, id);
      if (!locked) throw new Refusal(404, noSuch(kind));
      const references = await countedReferences(trx, kind, employerId, id);
      if (references.length > 0) throw inUse(locked.name, references);
      await sql`delete from ${sql.table(kind.table)} where id = ${id} and employer_id = ${employerId}`.execute(
        trx,
      );
      await writeAudit(trx, actorOf(caller), {
        ...auditedRecord(kind, 'delete', id),
        before: locked,
        after: null,
      });
      return locked;
    });
    return `${capitalised(kind.noun)} ${deleted.code} (${deleted.name}) was deleted.`;
  } catch (error) {
    // The foreign keys are the safety net for what the counts above do not know about yet.
    if (locked && isStillReferenced(error)) {
      throw inUse(locked.name, await countedReferences(db, kind, employerId, id));
    }
    throw error;
  }
}

/** The referrer clauses ("3 employees are placed in it") of every referrer with a count. */
async function countedReferences(
  db: Kysely<Database>,
  kind: { referrers: Referrer[] },
  employerId: string,
  id: string,
): Promise<string[]> {
  const clauses: string[] = [];
  for (const referrer of kind.referrers) {
    const { table, column } = referrer.refersBy;
    const employee = table === 'employees' ? 'id' : 'employee_id';
    const { rows } = await sql<{ count: number }>`
      select count(distinct ${sql.ref(employee)})::int as count from ${sql.table(table)}
      where employer_id = ${employerId} and ${sql.ref(column)} = ${id}`.execute(db);
    const count = rows[0]?.count ?? 0;
    if (count > 0) clauses.push(referrer.describe(count));
  }
  return clauses;
}

/**
 * Runs an insert or update (returning *) and reads back what it wrote with the head's name, in one
 * statement. The database decides uniqueness and the head, so concurrent writes cannot both pass.
 */
async function write(
  db: Kysely<Database>,
  kind: { table: ReferenceTable; noun: string; hasHead: boolean },
  statement: RawBuilder<unknown>,
  code: string | undefined,
): Promise<StoredReference | undefined> {
  try {
    const { rows } = await sql<StoredReference>`
      with written as (${statement})
      ${selectItems(kind, sql`written`)}`.execute(db);
    return rows[0];
  } catch (error) {
    if (isUniqueViolation(error, `${kind.table}_employer_code_key`)) {
      throw new Refusal(409, codeAlreadyUsed(kind, code?.trim() ?? ''), { field: 'code' });
    }
    if (isForeignKeyViolation(error, `${kind.table}_head_fkey`)) {
      throw new Refusal(400, HEAD_MUST_BE_AN_EMPLOYEE, { field: 'headEmployeeId' });
    }
    throw error;
  }
}

function selectItems(kind: { hasHead: boolean }, source: RawBuilder<unknown>): RawBuilder<unknown> {
  if (!kind.hasHead) return sql`select r.*, null as head_name from ${source} as r`;
  return sql`
    select r.*, h.first_name || ' ' || h.last_name as head_name
    from ${source} as r
    left join employees as h on h.id = r.head_employee_id and h.employer_id = r.employer_id`;
}

/** The columns and values of the fields given, trimmed as the contract says. */
function columnValues<Item extends ReferenceItem>(
  kind: ReferenceKind<Item>,
  fields: ReferenceFields<Item>,
): [string, unknown][] {
  const values: [string, unknown][] = [];
  if (fields.code !== undefined) values.push(['code', fields.code.trim()]);
  if (fields.name !== undefined) values.push(['name', fields.name.trim()]);
  if (fields.active !== undefined) values.push(['active', fields.active]);
  for (const { field, column } of kind.texts) {
    const value = (fields as Record<string, string | undefined>)[field as string];
    if (value !== undefined) values.push([column, value.trim()]);
  }
  if (kind.hasHead && fields.headEmployeeId !== undefined) {
    values.push(['head_employee_id', fields.headEmployeeId]);
  }
  return values;
}

function toItem<Item extends ReferenceItem>(kind: ReferenceKind<Item>, row: StoredReference): Item {
  const item: Record<string, unknown> = { id: row.id, code: row.code, name: row.name, active: row.active };
  for (const { field, column } of kind.texts) item[field as string] = row[column];
  if (kind.hasHead) Object.assign(item, { headEmployeeId: row.head_employee_id, headName: row.head_name });
  // The kind lists exactly its item's fields beyond these four (reference-kinds.ts types it so).
  return item as Item;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
