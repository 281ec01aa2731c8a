import { LEAVE_SETTINGS_DEFAULTS } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The month the employer's leave year starts in: its Leave Settings, or the default until saved. */
export async function leaveYearStartMonth(db: Kysely<Database>, employerId: string): Promise<number> {
  const row = await db
    .selectFrom('leave_settings')
    .select('leave_year_start_month')
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  return row?.leave_year_start_month ?? LEAVE_SETTINGS_DEFAULTS.leaveYearStartMonth;
}
