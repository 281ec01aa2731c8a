import type { DayPart } from '@hr/domain';
import type { CalendarDate } from '@internationalized/date';
import { type Kysely, sql } from 'kysely';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type { LedgerOwner } from './leave-ledger.ts';
import { leaveDayText } from './leave-request-notices.ts';
import { halvesOf } from './request-halves.ts';

/** "9 Dec 2026", or "9 Dec 2026 to 10 Dec 2026". */
function daysText(from: string, to: string): string {
  return from === to ? leaveDayText(from) : `${leaveDayText(from)} to ${leaveDayText(to)}`;
}

/**
 * Refuses a request sharing a half day with leave of the employee still standing (pending or
 * approved), naming the days they share and that leave's type and status, so the applicant knows
 * which request to change. The same test as the exclusion constraint of migration 0013, asked
 * before the insert, as a refused insert leaves nothing to ask with in its transaction.
 */
export async function refuseOverlappingLeave(
  db: Kysely<Database>,
  owner: Pick<LedgerOwner, 'employerId' | 'employeeId'>,
  range: { from: CalendarDate; to: CalendarDate; fromPart: DayPart; toPart: DayPart },
): Promise<void> {
  const clashing = await db
    .selectFrom('leave_requests as r')
    .innerJoin('leave_types as t', (join) =>
      join.onRef('t.id', '=', 'r.leave_type_id').onRef('t.employer_id', '=', 'r.employer_id'),
    )
    .select(['r.from_date', 'r.to_date', 'r.status', 't.code'])
    .where('r.employer_id', '=', owner.employerId)
    .where('r.employee_id', '=', owner.employeeId)
    .where('r.status', 'in', ['pending', 'approved'])
    .where(sql<boolean>`r.halves && ${halvesOf(range)}::int4range`)
    .orderBy('r.from_date')
    .limit(5)
    .execute();
  if (clashing.length === 0) return;
  const [from, to] = [range.from.toString(), range.to.toString()];
  const clashes = clashing.map((request) => {
    const first = request.from_date > from ? request.from_date : from;
    const last = request.to_date < to ? request.to_date : to;
    return `${daysText(first, last)} (${request.code}, ${request.status})`;
  });
  throw new Refusal(409, `Leave is already booked on some of these days: ${clashes.join('; ')}.`, {
    field: 'from',
  });
}
