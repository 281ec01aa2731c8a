import { LEAVE_SETTINGS_DEFAULTS } from '@hr/domain';
import { CalendarDate, parseDate } from '@internationalized/date';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { accountEmployeeId } from '../approvals/own-request-views.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { LeavePlanner, LeavePlannerEmployee, LeavePlannerRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { refreshDueTerms } from '../employees/terms/terms-cache.ts';
import { callerTodayOf } from '../employer/employer-settings.ts';
import { reachesEmployeeRow, reachOf } from '../roles/scope.ts';
import { NO_EMPLOYEE_RECORD } from './applicant.ts';
import { requireLeaveAccess } from './leave-access.ts';
import { requireLeaveDates } from './leave-horizon.ts';
import { branchOn, departmentOn, employedDuring, requireOwnRow, SPAN_BACKWARDS } from './report-scope.ts';

/** A month, or the six weeks a month's grid can show. */
export const PLANNER_MAX_DAYS = 42;
export const PLANNER_TOO_LONG = `Show at most ${PLANNER_MAX_DAYS} days at once (a month or six weeks).`;
export const PLANNER_CLOSED_TO_EMPLOYEES =
  'The leave planner is for administrators only. An administrator can show it to employees in Leave Settings.';
export const OWN_DEPARTMENT_ONLY = 'You can see the planner of your own department only.';

/** Whose leave the caller sees, and how much of it. */
interface PlannerScope {
  departmentId: string | null;
  branchId: string | null;
  /** An employee's own id: their own days in full, their colleagues' approved days without the type. */
  viewer: string | null;
  /** An employee without a department sees only themselves. */
  onlyViewer: boolean;
  /** Whom the caller's leave.read scope reaches, when it is more than their own: only they are shown. */
  within: RawBuilder<boolean>;
}

/**
 * The Planner (issue 12 item 8): who is away on each day of a span, with the holidays of their
 * calendars. One statement finds the employees in scope and gathers each one's days (a day counts
 * when its booked amount is above zero, so weekends inside a Workday request are not shown as away).
 */
export async function getLeavePlanner(
  deps: ServiceDeps,
  caller: Caller,
  request: LeavePlannerRequest,
): Promise<LeavePlanner> {
  await requireLeaveAccess(deps, caller);
  const { db } = deps;
  const { employerId } = caller;
  const from = parseDate(request.from);
  const to = parseDate(request.to);
  if (to.compare(from) < 0) throw new Refusal(400, SPAN_BACKWARDS, { field: 'to' });
  if (to.compare(from) >= PLANNER_MAX_DAYS) throw new Refusal(400, PLANNER_TOO_LONG, { field: 'to' });
  const today = await callerTodayOf(deps, caller);
  await requireLeaveDates(db, employerId, today, { from: request.from, to: request.to });
  await requireOwnRow(db, employerId, 'departmentId', request.departmentId);
  await requireOwnRow(db, employerId, 'branchId', request.branchId);
  const scope = await scopeOf(db, caller, request, today.toString());
  // Each person's holiday calendar is the terms cache: terms whose day has come count today.
  await refreshDueTerms(db, employerId, today.toString());

  const defaultCalendar = await db
    .selectFrom('holiday_calendars')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('is_default', '=', true)
    .executeTakeFirst();
  const employees = await employeesWithDays(db, employerId, request, scope, defaultCalendar?.id ?? null);
  const calendarIds = [...new Set(employees.flatMap((employee) => employee.holidayCalendarId ?? []))];
  const leaveTypes = await db
    .selectFrom('leave_types')
    .select(['id', 'code', 'description', 'color'])
    .where('employer_id', '=', employerId)
    .where('is_active', '=', true)
    .orderBy(sql`lower(code) collate "C"`)
    .execute();
  return {
    from: request.from,
    to: request.to,
    leaveTypes,
    holidays: await holidaysIn(db, employerId, calendarIds, from, to),
    employees,
  };
}

async function scopeOf(
  db: Kysely<Database>,
  caller: Caller,
  request: LeavePlannerRequest,
  today: string,
): Promise<PlannerScope> {
  const filters = { departmentId: request.departmentId ?? null, branchId: request.branchId ?? null };
  const everyone = { ...filters, viewer: null, onlyViewer: false, within: sql<boolean>`true` };
  const reach = reachOf(caller, 'leave', 'read', today);
  if (reach.kind === 'employer') return everyone;
  // A line manager, a head or a role scoped wider than their own record sees their people's leave
  // in full, whether or not the planner is open to employees; an employee, their department's.
  if (caller.permissions.scopes('leave', 'read').some((scope) => scope !== 'own')) {
    return { ...everyone, within: reachesEmployeeRow(reach) };
  }
  const settings = await db
    .selectFrom('leave_settings')
    .select('employees_see_planner')
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  const open = settings?.employees_see_planner ?? LEAVE_SETTINGS_DEFAULTS.employeesSeePlanner;
  if (!open) throw new Refusal(403, PLANNER_CLOSED_TO_EMPLOYEES);
  const own = await accountEmployeeId(db, caller);
  if (!own) throw new Refusal(403, NO_EMPLOYEE_RECORD);
  const placed = await db
    .selectFrom('employees')
    .select(departmentOn(request.from).as('department_id'))
    .where('id', '=', own)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  const departmentId = placed?.department_id ?? null;
  if (filters.departmentId && filters.departmentId !== departmentId) {
    throw new Refusal(403, OWN_DEPARTMENT_ONLY);
  }
  return {
    departmentId,
    branchId: filters.branchId,
    viewer: own,
    onlyViewer: departmentId === null,
    within: sql<boolean>`true`,
  };
}

async function employeesWithDays(
  db: Kysely<Database>,
  employerId: string,
  { from, to }: LeavePlannerRequest,
  scope: PlannerScope,
  defaultCalendarId: string | null,
): Promise<LeavePlannerEmployee[]> {
  const { departmentId, branchId, viewer } = scope;
  const { rows } = await sql<{
    id: string;
    first_name: string;
    last_name: string;
    holiday_calendar_id: string | null;
    days: LeavePlannerEmployee['days'];
  }>`
    with scope as (
      select employees.id, employees.first_name, employees.last_name,
        coalesce(employees.holiday_calendar_id, ${defaultCalendarId}::uuid) as holiday_calendar_id
      from employees
      where employees.employer_id = ${employerId} and ${employedDuring(from, to)}
        and (${departmentId}::uuid is null or ${departmentOn(from)} = ${departmentId}::uuid)
        and (${branchId}::uuid is null or ${branchOn(from)} = ${branchId}::uuid)
        and (not ${scope.onlyViewer} or employees.id = ${viewer}::uuid)
        and ${scope.within}
    ), days as materialized (
      -- Materialised: computed once. Inlined, a planner that expects few employees in scope (stale
      -- statistics, e.g. just after many were moved to a branch) re-ran the aggregate for each of
      -- them: 1,000 employees of a branch took 5-12 s instead of under 1 s (npm run bench:leave).
      select r.employee_id, json_agg(json_build_object(
        'date', d.day::text,
        'leaveTypeId', case when ${viewer}::uuid is null or r.employee_id = ${viewer}::uuid
          then r.leave_type_id end,
        'part', case
          when d.day = r.from_date and d.day = r.to_date
            then case when r.from_part = 'whole' then r.to_part else r.from_part end
          when d.day = r.from_date then case when r.from_part = 'afternoon' then 'afternoon' else 'whole' end
          when d.day = r.to_date then case when r.to_part = 'morning' then 'morning' else 'whole' end
          else 'whole' end,
        'status', r.status) order by d.day) as days
      from leave_requests r
      join leave_request_days d on d.request_id = r.id and d.employer_id = r.employer_id
      where r.employer_id = ${employerId}
        and r.from_date <= ${to} and r.to_date >= ${from}
        and d.day between ${from} and ${to} and d.amount > 0
        and (r.status = 'approved'
          or (r.status = 'pending' and (${viewer}::uuid is null or r.employee_id = ${viewer}::uuid)))
        and r.employee_id in (select id from scope)
      group by r.employee_id
    )
    select scope.id, scope.first_name, scope.last_name, scope.holiday_calendar_id,
      coalesce(days.days, '[]'::json) as days
    from scope left join days on days.employee_id = scope.id
    order by lower(scope.first_name || ' ' || scope.last_name) collate "C", scope.id`.execute(db);
  return rows.map((row) => ({
    employeeId: row.id,
    employeeName: `${row.first_name} ${row.last_name}`,
    holidayCalendarId: row.holiday_calendar_id,
    days: typeof row.days === 'string' ? JSON.parse(row.days) : row.days,
  }));
}

/**
 * The holidays of the calendars in view that fall in the span: dated ones as stored, yearly ones on
 * their month and day from their first year on (29 February only in leap years).
 */
async function holidaysIn(
  db: Kysely<Database>,
  employerId: string,
  calendarIds: string[],
  from: CalendarDate,
  to: CalendarDate,
): Promise<LeavePlanner['holidays']> {
  if (calendarIds.length === 0) return [];
  const rows = await db
    .selectFrom('holidays')
    .select(['holiday_calendar_id', 'name', 'date', 'part', 'repeats_yearly'])
    .where('employer_id', '=', employerId)
    .where('holiday_calendar_id', 'in', calendarIds)
    .where((eb) =>
      eb.or([
        eb('repeats_yearly', '=', true),
        eb.and([eb('date', '>=', from.toString()), eb('date', '<=', to.toString())]),
      ]),
    )
    .execute();
  const holidays: LeavePlanner['holidays'] = [];
  for (const row of rows) {
    const first = parseDate(row.date);
    const years = row.repeats_yearly ? [from.year, to.year] : [first.year];
    for (const year of new Set(years)) {
      if (year < first.year) continue;
      const date = new CalendarDate(year, first.month, first.day);
      // CalendarDate moves 29 February of a common year to the 28th: that year has no such holiday.
      if (date.day !== first.day || date.compare(from) < 0 || date.compare(to) > 0) continue;
      holidays.push({
        calendarId: row.holiday_calendar_id,
        date: date.toString(),
        name: row.name,
        part: row.part,
      });
    }
  }
  return holidays.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}
