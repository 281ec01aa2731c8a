import { type Kysely, sql } from 'kysely';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';

/** The attendance set-up's named rows: shift types and sites, each name unique per employer in any case. */
type NamedTable = 'shift_types' | 'attendance_sites';

/** Locks the employer's row `id` of `table` for a change, or refuses with `missing` (404 on id). */
export async function lockOwnRow(
  trx: Kysely<Database>,
  table: NamedTable,
  employerId: string,
  id: string,
  missing: string,
): Promise<void> {
  const locked = await trx
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('employer_id', '=', employerId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw new Refusal(404, missing, { field: 'id' });
}

/**
 * 409 on name when another row of the employer's `table` has `name` in any case. The unique index on
 * lower(name) decides a race; this answers the usual case in words.
 */
export async function refuseNameTaken(
  trx: Kysely<Database>,
  table: NamedTable,
  employerId: string,
  name: string,
  exceptId: string | undefined,
  message: string,
): Promise<void> {
  const taken = await trx
    .selectFrom(table)
    .select('id')
    .where('employer_id', '=', employerId)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId as string))
    .executeTakeFirst();
  if (taken) throw new Refusal(409, message, { field: 'name' });
}
