import { IncidentCategorySchema, type IncidentCategoryValues } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { IncidentCategory } from '../contract-types.ts';
import type { Database } from '../db/schema.ts';
import { type SetupList, setupService } from './setup-rows.ts';

/**
 * Incident › Category (§2.10, §3): code, description, active and the colour its badge shows wherever
 * the category does. Checked with the form's own schema (packages/domain). A category is not deleted
 * while types are of it: they would lose what they are filed under.
 */
const CATEGORIES: SetupList<'incident_categories', IncidentCategory, IncidentCategoryValues> = {
  table: 'incident_categories',
  schema: IncidentCategorySchema,
  columnsOf: (values) => ({
    code: values.code,
    description: values.description,
    is_active: values.isActive,
    color: values.color,
  }),
  toItem: (row) => ({
    id: row.id,
    code: row.code,
    description: row.description,
    isActive: row.is_active,
    color: row.color,
  }),
  usesOf: typesOf,
};

export const {
  list: listIncidentCategories,
  create: createIncidentCategory,
  update: updateIncidentCategory,
  delete: deleteIncidentCategory,
} = setupService(CATEGORIES);

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
