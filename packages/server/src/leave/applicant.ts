import { type CalendarDate, parseDate } from '@internationalized/date';
import type { Kysely } from 'kysely';
import { accountEmployeeId } from '../approvals/own-request-views.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { employerToday } from '../employer/employer-settings.ts';

export const CHOOSE_AN_EMPLOYEE = 'Choose the employee the leave is for.';
export const NO_SUCH_EMPLOYEE = 'There is no such employee.';
export const ONLY_OWN_LEAVE = 'You can only apply for your own leave.';
export const NO_EMPLOYEE_RECORD = 'Your account is not tied to an employee record, so it has no leave.';

/** Today's date in the employer's time zone (Employer › Setting): where a leave request is judged. */
export async function employerTodayOf(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  employerId: string,
): Promise<CalendarDate> {
  return parseDate(await employerToday(deps, employerId));
}

/**
 * Whose leave a request is: an employee's own, always (naming another is refused); for an
 * administrator, the employee named, who must be the employer's.
 */
export async function applicantOf(
  db: Kysely<Database>,
  caller: Caller,
  named: string | null | undefined,
): Promise<string> {
  if (!caller.permissions.canAll('leave', 'create')) {
    const own = await accountEmployeeId(db, caller);
    if (!own) throw new Refusal(403, NO_EMPLOYEE_RECORD);
    if (named && named !== own) throw new Refusal(403, ONLY_OWN_LEAVE);
    return own;
  }
  if (!named) throw new Refusal(400, CHOOSE_AN_EMPLOYEE, { field: 'employeeId' });
  const employee = await db
    .selectFrom('employees')
    .select('id')
    .where('id', '=', named)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!employee) throw new Refusal(400, NO_SUCH_EMPLOYEE, { field: 'employeeId' });
  return employee.id;
}
