import { IncidentCategorySchema, type IncidentCategoryValues } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  CreateIncidentCategoryRequest,
  IncidentCategory,
  ReferenceIdRequest,
  ReferenceListRequest,
  UpdateIncidentCategoryRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain } from '../core/domain-rules.ts';
import type { Database } from '../db/schema.ts';
import {
  auditSetupChange,
  deleteRow,
  listRows,
  lockedRow,
  refusingDuplicateCode,
  type SetupRow,
  sentOnly,
} from './setup-rows.ts';

/**
 * Incident › Category (§2.10, §3): code, description, active and the colour its badge shows wherever
 * the category does. Checked with the form's own schema (packages/domain).
 */

const TABLE = 'incident_categories';

export async function listIncidentCategories(
  { db }: ServiceDeps,
  caller: Caller,
  { includeInactive = false }: ReferenceListRequest,
): Promise<IncidentCategory[]> {
  return (await listRows(db, caller, TABLE, includeInactive)).map(toCategory);
}

export async function createIncidentCategory(
  { db }: ServiceDeps,
  caller: Caller,
  request: CreateIncidentCategoryRequest,
): Promise<IncidentCategory> {
  const values = await checkedByDomain(IncidentCategorySchema, request);
  return db.transaction().execute(async (trx) => {
    const row = await refusingDuplicateCode(TABLE, values.code, () =>
      trx
        .insertInto(TABLE)
        .values({ employer_id: caller.employerId, ...columnsOf(values) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    const category = toCategory(row);
    await auditSetupChange(trx, caller, TABLE, 'createIncidentCategory', null, category);
    return category;
  });
}

/** Changes the fields sent; the others keep their value. The whole result is checked as create checks. */
export async function updateIncidentCategory(
  { db }: ServiceDeps,
  caller: Caller,
  { id, ...changes }: UpdateIncidentCategoryRequest,
): Promise<IncidentCategory> {
  return db.transaction().execute(async (trx) => {
    const stored = toCategory(await lockedRow(trx, caller, TABLE, id));
    const { id: _id, ...fields } = stored;
    const values = await checkedByDomain(IncidentCategorySchema, { ...fields, ...sentOnly(changes) });
    const row = await refusingDuplicateCode(TABLE, values.code, () =>
      trx
        .updateTable(TABLE)
        .set({ ...columnsOf(values), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('employer_id', '=', caller.employerId)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    const category = toCategory(row);
    await auditSetupChange(trx, caller, TABLE, 'updateIncidentCategory', stored, category);
    return category;
  });
}

/** Refused while types are of the category: they would lose what they are filed under. */
export function deleteIncidentCategory(
  { db }: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  return deleteRow(db, caller, TABLE, id, {
    operation: 'deleteIncidentCategory',
    toItem: toCategory,
    usesOf: (trx) => typesOf(trx, caller.employerId, id),
  });
}

/** "2 incident types are of this category": what keeps a category from going. */
async function typesOf(db: Kysely<Database>, employerId: string, categoryId: string): Promise<string[]> {
  const { count } = await db
    .selectFrom('incident_types')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('employer_id', '=', employerId)
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  const types = Number(count);
  if (types === 0) return [];
  return [
    types === 1 ? '1 incident type is of this category' : `${types} incident types are of this category`,
  ];
}

function columnsOf(values: IncidentCategoryValues) {
  return {
    code: values.code,
    description: values.description,
    is_active: values.isActive,
    color: values.color,
  };
}

function toCategory(row: SetupRow<typeof TABLE>): IncidentCategory {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    isActive: row.is_active,
    color: row.color,
  };
}
