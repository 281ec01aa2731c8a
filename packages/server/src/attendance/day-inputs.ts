import {
  type AttendanceSettingsValues,
  BOTH_HALVES,
  defaultShift,
  holidayHalvesLookup,
  MONDAY_TO_FRIDAY,
  type ShiftType,
  toHolidays,
  type Weekday,
  type WorkedPart,
} from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { personZone } from './person-zone.ts';

/**
 * What the daily job works a day out from (attendance-days.ts), each read at once for all the day's
 * people: who they are with their zone, shift, work week and holiday calendar, their punches around
 * the day, who is on leave for all of it, and whose calendar makes it a holiday.
 */

const MINUTE = 60_000;

export interface PersonOfDay {
  employee_id: string;
  zone: string;
  shift_type_id: string | null;
  start_time: string | null;
  end_time: string | null;
  break_minutes: number | null;
  late_entry_grace_minutes: number | null;
  early_exit_grace_minutes: number | null;
  half_day_below_minutes: number | null;
  absent_below_minutes: number | null;
  window_before_start_minutes: number | null;
  window_after_end_minutes: number | null;
  shift_days: string[] | null;
  week_days: WorkedPart[] | null;
  holiday_calendar_id: string | null;
  overtime_approved_minutes: number | null;
  overtime_approved_by: string | null;
}

/**
 * A person's shift on the day: their assignment's shift type, else the default shift (@hr/domain's
 * defaultShift) on their work week, Monday to Friday when none is stored, as leave counts
 * (leave/employee-calendar.ts).
 */
export function shiftOf(person: PersonOfDay, settings: AttendanceSettingsValues): ShiftType {
  if (person.shift_type_id && person.start_time && person.end_time) {
    return {
      start: person.start_time,
      end: person.end_time,
      breakMinutes: person.break_minutes ?? 0,
      lateEntryGraceMinutes: person.late_entry_grace_minutes ?? 0,
      earlyExitGraceMinutes: person.early_exit_grace_minutes ?? 0,
      halfDayBelowMinutes: person.half_day_below_minutes ?? 0,
      absentBelowMinutes: person.absent_below_minutes ?? 0,
      windowBeforeStartMinutes: person.window_before_start_minutes ?? 0,
      windowAfterEndMinutes: person.window_after_end_minutes ?? 0,
      days: (person.shift_days ?? []) as Weekday[],
    };
  }
  return defaultShift(settings, person.week_days ?? MONDAY_TO_FRIDAY.days);
}

/**
 * The people of the day: employed on it, with their zone, their assignment covering it (if any), the
 * work week and holiday calendar of their Employment terms else the employer's defaults (as
 * leave/employee-calendar.ts chooses them), and what their stored row had approved.
 */
export async function peopleOn(
  db: Kysely<Database>,
  employerId: string,
  date: string,
  employeeIds: readonly string[] | null,
): Promise<PersonOfDay[]> {
  const only = employeeIds ? sql`and employees.id = any(${[...employeeIds]}::uuid[])` : sql``;
  const { rows } = await sql<PersonOfDay>`
    select employees.id as employee_id, ${personZone()} as zone,
      st.id as shift_type_id, st.start_time, st.end_time, st.break_minutes, st.late_entry_grace_minutes,
      st.early_exit_grace_minutes, st.half_day_below_minutes, st.absent_below_minutes,
      st.window_before_start_minutes, st.window_after_end_minutes, st.days as shift_days,
      case when ww.id is null then null
        else array[ww.monday, ww.tuesday, ww.wednesday, ww.thursday, ww.friday, ww.saturday, ww.sunday]
      end as week_days,
      coalesce(employees.holiday_calendar_id, default_calendar.id) as holiday_calendar_id,
      ad.overtime_approved_minutes, ad.overtime_approved_by
    from employees
    join employers on employers.id = employees.employer_id
    left join branches on branches.id = employees.branch_id and branches.employer_id = employees.employer_id
    left join lateral (select sa.shift_type_id from shift_assignments sa
        where sa.employer_id = employees.employer_id and sa.employee_id = employees.id
          and sa.from_date <= ${date}::date and (sa.to_date is null or sa.to_date >= ${date}::date)
        order by sa.from_date desc limit 1) assigned on true
    left join shift_types st on st.id = assigned.shift_type_id and st.employer_id = employees.employer_id
    left join work_weeks ww on ww.employer_id = employees.employer_id
      and ww.id = coalesce(employees.work_week_id,
        (select d.id from work_weeks d where d.employer_id = employees.employer_id and d.is_default limit 1))
    left join lateral (select hc.id from holiday_calendars hc
        where hc.employer_id = employees.employer_id and hc.is_default limit 1) default_calendar on true
    left join attendance_days ad on ad.employer_id = employees.employer_id and ad.employee_id = employees.id
      and ad.date = ${date}::date
    where employees.employer_id = ${employerId}
      and (employees.employment_end_date is null or employees.employment_end_date >= ${date}::date)
      and (employees.start_date is null or employees.start_date <= ${date}::date)
      ${only}
    order by employees.id`.execute(db);
  return rows;
}

/**
 * The punches that may belong to `date` for these people: counted from the eve to the morrow's end
 * (attendanceDay keeps those dated on the day). A rejected punch does not count; one flagged and not
 * yet reviewed does (docs/attendance.md).
 */
export async function punchesAround(
  db: Kysely<Database>,
  employerId: string,
  date: string,
  employeeIds: readonly string[],
): Promise<Map<string, { at: string; direction: 'in' | 'out' | 'unknown' }[]>> {
  const day = Date.parse(`${date}T00:00:00Z`);
  // Zones reach 14 hours either side of UTC and a window under a day: two days either side holds all.
  const rows = await db
    .selectFrom('attendance_punches')
    .select(['employee_id', 'counted_at', 'direction'])
    .where('employer_id', '=', employerId)
    .where('employee_id', '=', (eb) => eb.fn.any(eb.val([...employeeIds])))
    .where('counted_at', '>=', new Date(day - 2 * 24 * 60 * MINUTE))
    .where('counted_at', '<', new Date(day + 3 * 24 * 60 * MINUTE))
    .where((eb) => eb.or([eb('review', 'is', null), eb('review', '!=', 'rejected')]))
    .execute();
  const byPerson = new Map<string, { at: string; direction: 'in' | 'out' | 'unknown' }[]>();
  for (const row of rows) {
    const list = byPerson.get(row.employee_id) ?? [];
    list.push({ at: row.counted_at.toISOString(), direction: row.direction });
    byPerson.set(row.employee_id, list);
  }
  return byPerson;
}

/**
 * The people on approved leave for the whole of `date`. A half day of leave (a morning or an
 * afternoon) does not make the day On Leave: the other half is due, and the punches say how it went.
 * A morning and an afternoon taken on the same day by two requests together make it whole. A leave
 * end counted in hours is not a whole day.
 */
export async function wholeDayLeave(
  db: Kysely<Database>,
  employerId: string,
  date: string,
  employeeIds: readonly string[],
): Promise<Set<string>> {
  const { rows } = await sql<{ employee_id: string }>`
    select lr.employee_id from leave_requests lr
    where lr.employer_id = ${employerId} and lr.employee_id = any(${[...employeeIds]}::uuid[])
      and lr.status = 'approved' and lr.from_date <= ${date}::date and lr.to_date >= ${date}::date
    group by lr.employee_id
    having bit_or(
      (case when lr.from_date = ${date}::date and lr.from_hours is not null then 0
        when lr.from_date = ${date}::date and lr.from_part = 'morning' then 1
        when lr.from_date = ${date}::date and lr.from_part = 'afternoon' then 2 else 3 end)
      & (case when lr.to_date = ${date}::date and lr.to_hours is not null then 0
        when lr.to_date = ${date}::date and lr.to_part = 'morning' then 1
        when lr.to_date = ${date}::date and lr.to_part = 'afternoon' then 2 else 3 end)) = 3`.execute(db);
  return new Set(rows.map((row) => row.employee_id));
}

/**
 * Whether a holiday calendar has a holiday on `date`, for the calendars of these people: read at once,
 * and matched by leave's own rule (a yearly holiday from its first year on). A half-day holiday is not
 * a Holiday: the other half is due.
 */
export async function holidaysOn(
  db: Kysely<Database>,
  employerId: string,
  date: string,
  people: readonly PersonOfDay[],
): Promise<(calendarId: string | null) => boolean> {
  const calendarIds = [...new Set(people.flatMap((person) => person.holiday_calendar_id ?? []))];
  if (calendarIds.length === 0) return () => false;
  const rows = await db
    .selectFrom('holidays')
    .select(['holiday_calendar_id', 'name', 'date', 'part', 'repeats_yearly'])
    .where('employer_id', '=', employerId)
    .where('holiday_calendar_id', '=', (eb) => eb.fn.any(eb.val(calendarIds)))
    .where((eb) => eb.or([eb('repeats_yearly', '=', true), eb('date', '=', date)]))
    .execute();
  const day = parseDate(date);
  const whole = new Set(
    calendarIds.filter((id) => {
      const holidays = toHolidays(
        rows
          .filter((row) => row.holiday_calendar_id === id)
          .map((row) => ({
            name: row.name,
            date: row.date,
            part: row.part,
            repeatsYearly: row.repeats_yearly,
          })),
      );
      return holidayHalvesLookup(holidays)(day) === BOTH_HALVES;
    }),
  );
  return (calendarId) => calendarId !== null && whole.has(calendarId);
}
