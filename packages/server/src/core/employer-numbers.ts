import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The next number of a record numbered per employer (INC-0007, EC-0042). Writers of one employer take
 * turns on the employer's row until their transaction ends, so two never take the same number.
 */
export async function nextEmployerNumber(
  trx: Kysely<Database>,
  employerId: string,
  table: 'incident_cases' | 'expense_claims',
): Promise<number> {
  await trx.selectFrom('employers').select('id').where('id', '=', employerId).forUpdate().execute();
  const { next } = await trx
    .selectFrom(table)
    .select(sql<number>`coalesce(max(number), 0) + 1`.as('next'))
    .where('employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  return next;
}
