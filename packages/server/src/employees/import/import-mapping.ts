import { type Kysely, sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import type { EmployeeImportMapping } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import type { Database } from '../../db/schema.ts';

type Mapping = EmployeeImportMapping['mapping'];

/** The columns the employer mapped at its last import (migration 0049); none before its first. */
export async function getImportMapping({ db }: ServiceDeps, caller: Caller): Promise<EmployeeImportMapping> {
  const row = await db
    .selectFrom('employee_import_mappings')
    .select('mapping')
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  return { mapping: (row?.mapping ?? {}) as Mapping };
}

/** Keeps `mapping` as the employer's, in the import's transaction: an import that fails keeps the old one. */
export async function rememberMapping(
  trx: Kysely<Database>,
  employerId: string,
  mapping: Mapping,
): Promise<void> {
  const json = JSON.stringify(mapping);
  await trx
    .insertInto('employee_import_mappings')
    .values({ employer_id: employerId, mapping: json })
    .onConflict((conflict) =>
      conflict.column('employer_id').doUpdateSet({ mapping: json, updated_at: sql`now()` }),
    )
    .execute();
}
