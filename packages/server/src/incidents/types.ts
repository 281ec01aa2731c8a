import { IncidentTypeSchema, type IncidentTypeValues } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { IncidentType } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { noSuchRow, type SetupList, setupService } from './setup-rows.ts';

/**
 * Incident › Type: code, description, its category, the rule or policy it concerns (the case
 * dialog's read-only Rule) and the severity a case of it starts with. A type keeps a category
 * deactivated since it was filed there; a new type, or one moved, needs an active one.
 */
const TYPES: SetupList<'incident_types', IncidentType, IncidentTypeValues> = {
  table: 'incident_types',
  schema: IncidentTypeSchema,
  columnsOf: (values) => ({
    code: values.code,
    description: values.description,
    category_id: values.categoryId,
    rule: values.rule,
    default_severity: values.defaultSeverity,
    is_active: values.isActive,
  }),
  toItem: (row) => ({
    id: row.id,
    code: row.code,
    description: row.description,
    categoryId: row.category_id,
    rule: row.rule,
    defaultSeverity: row.default_severity,
    isActive: row.is_active,
  }),
  beforeWrite: async (trx, caller, { categoryId }, stored) => {
    if (categoryId !== stored?.categoryId) await requireActiveCategory(trx, caller, categoryId);
  },
};

export const {
  list: listIncidentTypes,
  create: createIncidentType,
  update: updateIncidentType,
  delete: deleteIncidentType,
} = setupService(TYPES);

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
