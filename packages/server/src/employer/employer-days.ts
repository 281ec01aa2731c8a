import { dayInZone } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The employers whose day (in their Employer › Setting time zone) is `today`. */
export interface EmployersOnDay {
  today: string;
  employerIds: string[];
}

/**
 * Every employer, grouped by the day it is at `instant` in its time zone: a background job that works
 * for all employers reads the zones once and asks its question once per day (two or three at most,
 * since the zones span 26 hours), never once per employer or per row.
 */
export async function employersByDay(db: Kysely<Database>, instant: Date): Promise<EmployersOnDay[]> {
  const employers = await db.selectFrom('employers').select(['id', 'time_zone']).orderBy('id').execute();
  const byDay = new Map<string, string[]>();
  for (const { id, time_zone } of employers) {
    const today = dayInZone(instant, time_zone);
    byDay.set(today, [...(byDay.get(today) ?? []), id]);
  }
  return [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([today, employerIds]) => ({ today, employerIds }));
}
