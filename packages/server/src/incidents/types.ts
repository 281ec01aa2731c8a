import { IncidentTypeSchema, type IncidentTypeValues } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  CreateIncidentTypeRequest,
  IncidentType,
  ReferenceIdRequest,
  ReferenceListRequest,
  UpdateIncidentTypeRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain } from '../core/domain-rules.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import {
  auditSetupChange,
  deleteRow,
  listRows,
  lockedRow,
  noSuchRow,
  refusingDuplicateCode,
  type SetupRow,
  sentOnly,
} from './setup-rows.ts';

/**
 * Incident › Type: code, description, its category, the rule or policy it concerns (the case
 * dialog's read-only Rule) and the severity a case of it starts with.
 */

const TABLE = 'incident_types';

export async function listIncidentTypes(
  { db }: ServiceDeps,
  caller: Caller,
  { includeInactive = false }: ReferenceListRequest,
): Promise<IncidentType[]> {
  return (await listRows(db, caller, TABLE, includeInactive)).map(toType);
}

export async function createIncidentType(
  { db }: ServiceDeps,
  caller: Caller,
  request: CreateIncidentTypeRequest,
): Promise<IncidentType> {
  const values = await checkedByDomain(IncidentTypeSchema, request);
  return db.transaction().execute(async (trx) => {
    await requireActiveCategory(trx, caller, values.categoryId);
    const row = await refusingDuplicateCode(TABLE, values.code, () =>
      trx
        .insertInto(TABLE)
        .values({ employer_id: caller.employerId, ...columnsOf(values) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    const type = toType(row);
    await auditSetupChange(trx, caller, TABLE, 'createIncidentType', null, type);
    return type;
  });
}

/**
 * Changes the fields sent; the others keep their value. A type keeps a category deactivated since it
 * was filed there; moving it needs an active one.
 */
export async function updateIncidentType(
  { db }: ServiceDeps,
  caller: Caller,
  { id, ...changes }: UpdateIncidentTypeRequest,
): Promise<IncidentType> {
  return db.transaction().execute(async (trx) => {
    const stored = toType(await lockedRow(trx, caller, TABLE, id));
    const { id: _id, ...fields } = stored;
    const values = await checkedByDomain(IncidentTypeSchema, { ...fields, ...sentOnly(changes) });
    if (values.categoryId !== stored.categoryId) await requireActiveCategory(trx, caller, values.categoryId);
    const row = await refusingDuplicateCode(TABLE, values.code, () =>
      trx
        .updateTable(TABLE)
        .set({ ...columnsOf(values), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('employer_id', '=', caller.employerId)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    const type = toType(row);
    await auditSetupChange(trx, caller, TABLE, 'updateIncidentType', stored, type);
    return type;
  });
}

export function deleteIncidentType(
  { db }: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  return deleteRow(db, caller, TABLE, id, { operation: 'deleteIncidentType', toItem: toType });
}

/**
 * A category of the caller's employer that is still offered, as a 400 on `categoryId` otherwise.
 * Locked (shared), so it cannot be deleted or deactivated while the type is filed under it.
 */
async function requireActiveCategory(trx: Kysely<Database>, caller: Caller, categoryId: string) {
  const category = await trx
    .selectFrom('incident_categories')
    .select(['code', 'is_active'])
    .where('id', '=', categoryId)
    .where('employer_id', '=', caller.employerId)
    .forShare()
    .executeTakeFirst();
  if (!category) throw new Refusal(400, noSuchRow('incident_categories'), { field: 'categoryId' });
  if (!category.is_active) {
    throw new Refusal(400, `Category ${category.code} is deactivated. Choose an active category.`, {
      field: 'categoryId',
    });
  }
}

function columnsOf(values: IncidentTypeValues) {
  return {
    code: values.code,
    description: values.description,
    category_id: values.categoryId,
    rule: values.rule,
    default_severity: values.defaultSeverity,
    is_active: values.isActive,
  };
}

function toType(row: SetupRow<typeof TABLE>): IncidentType {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    categoryId: row.category_id,
    rule: row.rule,
    defaultSeverity: row.default_severity,
    isActive: row.is_active,
  };
}
