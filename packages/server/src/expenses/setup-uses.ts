import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How many claim lines (of any claim, drafts included) point at a set-up row. */
export async function linesUsing(
  db: Kysely<Database>,
  employerId: string,
  column: 'category_id' | 'mileage_rate_id' | 'exchange_rate_id',
  id: string,
): Promise<number> {
  const { count } = await db
    .selectFrom('expense_claim_lines')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('employer_id', '=', employerId)
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return count;
}

/** "3 claim lines use it". */
export function claimLinesUse(lines: number): string {
  return lines === 1 ? '1 claim line uses it' : `${lines} claim lines use it`;
}
