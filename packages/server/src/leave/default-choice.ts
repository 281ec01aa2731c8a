import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The tables whose rows an employer marks one of as its default (migration 0011). */
export type DefaultTable = 'work_weeks' | 'holiday_calendars';

/**
 * Before a row of `table` becomes the employer's default, in the same transaction: the employer's
 * row is locked, so two such changes at once take turns instead of one failing the partial unique
 * index, and the default before it stops being one. A no-key lock: rows being inserted that refer to
 * the employer do not wait for it.
 */
export async function makeRoomForDefault(
  trx: Kysely<Database>,
  table: DefaultTable,
  employerId: string,
): Promise<void> {
  await trx.selectFrom('employers').select('id').where('id', '=', employerId).forNoKeyUpdate().execute();
  await sql`
    update ${sql.table(table)} set is_default = false, updated_at = now()
    where employer_id = ${employerId} and is_default`.execute(trx);
}

/**
 * How many employees' Employment terms choose the row: what refuses its delete. Counted after the
 * row is locked, so an employee being pointed at it meanwhile waits, then fails its foreign key.
 */
export async function employeesChoosing(
  trx: Kysely<Database>,
  column: 'work_week_id' | 'holiday_calendar_id',
  employerId: string,
  id: string,
): Promise<number> {
  const { count } = await trx
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('employer_id', '=', employerId)
    // An employee's Employment Terms name it too, in effect, past or scheduled (their rows keep it).
    .where((eb) =>
      eb.or([
        eb(column, '=', id),
        eb.exists(
          eb
            .selectFrom('employment_terms as t')
            .select('t.id')
            .whereRef('t.employer_id', '=', 'employees.employer_id')
            .whereRef('t.employee_id', '=', 'employees.id')
            .where(`t.${column}`, '=', id),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** "1 employee works", "3 employees work". */
export function employees(count: number, one: string, many: string): string {
  return count === 1 ? `1 employee ${one}` : `${count} employees ${many}`;
}
