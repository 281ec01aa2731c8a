import { type LeaveHorizon, leaveDateProblem, leaveHorizon } from '@hr/domain';
import { type CalendarDate, parseDate } from '@internationalized/date';
import type { Kysely } from 'kysely';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { leaveYearStartMonth } from './leave-year.ts';

/**
 * The leave horizon (packages/domain horizon.ts) as the server applies it: every leave operation
 * that takes a date refuses one outside it with a 400 naming the field, before any work that grows
 * with the date's distance is done.
 */

/** The employer's horizon on `today`; an employee's requests also start no earlier than their start date. */
export async function horizonFor(
  db: Kysely<Database>,
  employerId: string,
  today: CalendarDate,
  employeeId?: string,
): Promise<LeaveHorizon> {
  const startMonth = await leaveYearStartMonth(db, employerId);
  const employee = employeeId
    ? await db
        .selectFrom('employees')
        .select((eb) => eb.fn.coalesce('start_date', 'date_joined').as('started'))
        .where('id', '=', employeeId)
        .where('employer_id', '=', employerId)
        .executeTakeFirst()
    : undefined;
  return leaveHorizon(today, startMonth, employee?.started ? parseDate(employee.started) : null);
}

/** Refuses the first of `dates` (by field) outside `horizon`; a date left out is not looked at. */
export function requireWithinHorizon(
  horizon: LeaveHorizon,
  dates: Record<string, string | null | undefined>,
): void {
  for (const [field, text] of Object.entries(dates)) {
    if (!text) continue;
    const problem = leaveDateProblem(parseDate(text), horizon);
    if (problem) throw new Refusal(400, problem, { field });
  }
}

/** The employer's horizon on `today` applied to `dates`. */
export async function requireLeaveDates(
  db: Kysely<Database>,
  employerId: string,
  today: CalendarDate,
  dates: Record<string, string | null | undefined>,
): Promise<void> {
  requireWithinHorizon(await horizonFor(db, employerId, today), dates);
}
