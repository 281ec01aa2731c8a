import { CalendarDateTime, parseDate, toZoned } from '@internationalized/date';
import type { Transaction } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { Database } from '../db/schema.ts';
import { zoneOf } from './settings.ts';

/** The instant a wall time on `date` is in `zone` (a skipped time moves forward, as shifts do). */
function instantOf(date: string, time: string, zone: string): Date {
  const day = parseDate(date);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return toZoned(
    new CalendarDateTime(day.year, day.month, day.day, hour, minute),
    zone,
    'compatible',
  ).toDate();
}

/**
 * The approved request's punches, added as the device would have: keyed 'request:<id>:in' and ':out'
 * (so a second approval path could never double them), counted at the wall times in the person's
 * zone on the request's day, an out at or before the in on the next day.
 */
export async function addRequestPunches(
  trx: Transaction<Database>,
  caller: Caller,
  request: {
    id: string;
    employee_id: string;
    date: string;
    check_in: string | null;
    check_out: string | null;
  },
  now: Date,
): Promise<void> {
  const zone = await zoneOf(trx, caller.employerId, request.employee_id);
  const outNextDay =
    request.check_in !== null && request.check_out !== null && request.check_out <= request.check_in;
  const punches = [
    request.check_in && { direction: 'in' as const, date: request.date, time: request.check_in },
    request.check_out && {
      direction: 'out' as const,
      date: outNextDay ? parseDate(request.date).add({ days: 1 }).toString() : request.date,
      time: request.check_out,
    },
  ].filter((punch) => !!punch);
  await trx
    .insertInto('attendance_punches')
    .values(
      punches.map((punch) => ({
        employer_id: caller.employerId,
        employee_id: request.employee_id,
        device_key: `request:${request.id}:${punch.direction}`,
        direction: punch.direction,
        received_at: now,
        device_at: null,
        counted_at: instantOf(punch.date, punch.time, zone),
        time_zone: zone,
        wall_time: `${punch.date}T${punch.time}:00`,
        request_id: request.id,
        created_by: caller.userId,
      })),
    )
    .onConflict((conflict) => conflict.columns(['employer_id', 'employee_id', 'device_key']).doNothing())
    .execute();
}
