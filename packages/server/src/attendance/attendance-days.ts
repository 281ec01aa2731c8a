import {
  ATTENDANCE_SETTINGS_DEFAULTS,
  attendanceDay,
  BOTH_HALVES,
  defaultShift,
  holidayHalvesLookup,
  isShiftDay,
  MONDAY_TO_FRIDAY,
  roundWorkedMinutes,
  type ShiftType,
  toHolidays,
  type Weekday,
  type WorkedPart,
} from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { employersByDay } from '../employer/employer-days.ts';
import { type JobHandler, type RecurringJob, utcHourOf } from '../jobs/job-runner.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { personZone } from './person-zone.ts';

/**
 * The daily attendance job (issue 29 item 4, docs/attendance.md "The daily job"): each UTC hour the
 * first instance to sweep queues one job per employer whose day has turned, keyed by the employer and
 * its day, so each employer's yesterday is worked out once, soon after its midnight. The job works out
 * yesterday for every active employee, and any of the 7 days before whose punches were received or
 * reviewed after the day's row was computed (a late offline punch, a review), for those people only.
 *
 * Set-based: per day, one query for the people (their zone, shift, work week and holiday calendar,
 * and the row already stored), one for the punches of all of them, one for leave, one for holidays,
 * and one upsert; never a query per person, so 10,000 people cost the same handful of statements.
 */
export const DAILY_ATTENDANCE_DAYS = 'attendance.daily-days';
export const ATTENDANCE_DAYS = 'attendance.days';

export const dailyAttendanceDays: RecurringJob = { kind: DAILY_ATTENDANCE_DAYS, periodOf: utcHourOf };

/** How far back a changed punch still reworks its day. */
export const REWORKED_DAYS_BACK = 7;

const MINUTE = 60_000;

export function attendanceDayJobHandlers({ clock }: { clock: () => Date }): Record<string, JobHandler> {
  return {
    [DAILY_ATTENDANCE_DAYS]: async ({ db }) => {
      let queued = 0;
      for (const { today, employerIds } of await employersByDay(db, clock())) {
        for (const employerId of employerIds) {
          const id = await enqueueJob(db, {
            kind: ATTENDANCE_DAYS,
            employerId,
            payload: { employerId, today },
            uniqueKey: `${ATTENDANCE_DAYS}:${employerId}:${today}`,
          });
          if (id) queued += 1;
        }
      }
      return { queued };
    },
    [ATTENDANCE_DAYS]: async ({ db, job }) =>
      workOutAttendanceDays(db, {
        employerId: String(job.payload.employerId),
        today: String(job.payload.today),
        now: clock(),
      }),
  };
}

/**
 * Yesterday for everyone, and the days up to REWORKED_DAYS_BACK before it whose punches changed since
 * they were computed, for the people whose punches changed. Answers how many rows were written.
 */
export async function workOutAttendanceDays(
  db: Kysely<Database>,
  { employerId, today, now }: { employerId: string; today: string; now: Date },
): Promise<{ days: number; rows: number }> {
  const yesterday = parseDate(today).subtract({ days: 1 }).toString();
  let rows = await workOutDay(db, { employerId, date: yesterday, employeeIds: null, now });
  const changed = await changedDays(db, employerId, yesterday);
  for (const [date, employeeIds] of changed) {
    rows += await workOutDay(db, { employerId, date, employeeIds, now });
  }
  return { days: 1 + changed.size, rows };
}

/**
 * The (date, people) pairs before `yesterday` whose punches were received or reviewed after their
 * row was computed. A punch may belong to the day before its UTC day or the day after (zones,
 * overnight shifts), so each day looks at punches from its eve to its morrow's end; a neighbour day
 * reworked for nothing comes out the same. A day with no row is left alone: its own run did not
 * count the person (not yet employed, attendance not yet in use), and a punch beside it must not
 * write an Absent there.
 */
async function changedDays(
  db: Kysely<Database>,
  employerId: string,
  yesterday: string,
): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ date: string; employee_id: string }>`
    select distinct to_char(d.day, 'YYYY-MM-DD') as date, p.employee_id
    from generate_series(${yesterday}::date - ${REWORKED_DAYS_BACK}::integer,
      ${yesterday}::date - 1, interval '1 day') as d(day)
    join attendance_punches p on p.employer_id = ${employerId}
      and p.counted_at >= d.day - interval '1 day' and p.counted_at < d.day + interval '2 days'
    join attendance_days ad on ad.employer_id = p.employer_id and ad.employee_id = p.employee_id
      and ad.date = d.day::date
    where greatest(p.received_at, coalesce(p.reviewed_at, p.received_at)) > ad.computed_at
    order by 1, 2`.execute(db);
  const byDate = new Map<string, string[]>();
  for (const row of rows) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row.employee_id]);
  return byDate;
}

interface PersonOfDay {
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
 * Works out `date` for the employer's people (`employeeIds`, or every employee employed that day:
 * employment not ended before it, started on or before it) and writes their rows. Inside a caller's
 * transaction when given one (an approved request reworks its day at once).
 */
export async function workOutDay(
  db: Kysely<Database>,
  {
    employerId,
    date,
    employeeIds,
    now,
  }: { employerId: string; date: string; employeeIds: readonly string[] | null; now: Date },
): Promise<number> {
  if (employeeIds?.length === 0) return 0;
  const people = await peopleOn(db, employerId, date, employeeIds);
  if (people.length === 0) return 0;
  const ids = people.map((person) => person.employee_id);
  const settings = await settingsOf(db, employerId);
  const punches = await punchesAround(db, employerId, date, ids);
  const onLeave = await wholeDayLeave(db, employerId, date, ids);
  const holidayOn = await holidaysOn(db, employerId, date, people);

  const rows = people.map((person) => {
    const shift = shiftOf(person, settings);
    const day = attendanceDay({
      date,
      zone: person.zone,
      shift,
      punches: punches.get(person.employee_id) ?? [],
      holiday: holidayOn(person.holiday_calendar_id),
      weeklyOff: !isShiftDay(date, shift),
      onLeave: onLeave.has(person.employee_id),
    });
    const workedMinutes = roundWorkedMinutes(day.workedMinutes, settings.roundingMinutes);
    // Rounding worked time down never leaves overtime above what the rounded time holds.
    const overtimeMinutes = Math.min(day.overtimeMinutes, workedMinutes);
    // An approval stands while the overtime it approved is still there; a shrunk overtime clamps it.
    const approved =
      person.overtime_approved_minutes === null
        ? null
        : Math.min(person.overtime_approved_minutes, overtimeMinutes);
    return {
      employer_id: employerId,
      employee_id: person.employee_id,
      date,
      status: day.status,
      shift_type_id: person.shift_type_id,
      worked_minutes: workedMinutes,
      late_minutes: day.lateMinutes,
      early_exit_minutes: day.earlyExitMinutes,
      overtime_minutes: overtimeMinutes,
      overtime_approved_minutes: approved,
      overtime_approved_by: approved === null ? null : person.overtime_approved_by,
      first_in: day.firstIn ? new Date(day.firstIn) : null,
      last_out: day.lastOut ? new Date(day.lastOut) : null,
      computed_at: now,
    };
  });
  // One statement whatever the number of people: each column goes as one array and unnest lays them
  // side by side (a VALUES list of 10,000 rows costs seconds to build and parse; this, milliseconds).
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  await sql`
    insert into attendance_days (employer_id, employee_id, date, status, shift_type_id, worked_minutes,
      late_minutes, early_exit_minutes, overtime_minutes, overtime_approved_minutes, overtime_approved_by,
      first_in, last_out, computed_at)
    select ${employerId}, d.employee_id, ${date}::date, d.status, d.shift_type_id, d.worked_minutes,
      d.late_minutes, d.early_exit_minutes, d.overtime_minutes, d.overtime_approved_minutes,
      d.overtime_approved_by, d.first_in, d.last_out, ${now}
    from unnest(${column('employee_id')}::uuid[], ${column('status')}::varchar[],
      ${column('shift_type_id')}::uuid[], ${column('worked_minutes')}::integer[],
      ${column('late_minutes')}::integer[], ${column('early_exit_minutes')}::integer[],
      ${column('overtime_minutes')}::integer[], ${column('overtime_approved_minutes')}::integer[],
      ${column('overtime_approved_by')}::uuid[], ${column('first_in')}::timestamptz[],
      ${column('last_out')}::timestamptz[])
      as d(employee_id, status, shift_type_id, worked_minutes, late_minutes, early_exit_minutes,
        overtime_minutes, overtime_approved_minutes, overtime_approved_by, first_in, last_out)
    on conflict (employer_id, employee_id, date) do update set
      status = excluded.status, shift_type_id = excluded.shift_type_id,
      worked_minutes = excluded.worked_minutes, late_minutes = excluded.late_minutes,
      early_exit_minutes = excluded.early_exit_minutes, overtime_minutes = excluded.overtime_minutes,
      overtime_approved_minutes = excluded.overtime_approved_minutes,
      overtime_approved_by = excluded.overtime_approved_by, first_in = excluded.first_in,
      last_out = excluded.last_out, computed_at = excluded.computed_at`.execute(db);
  return rows.length;
}

type Settings = typeof ATTENDANCE_SETTINGS_DEFAULTS;

async function settingsOf(db: Kysely<Database>, employerId: string): Promise<Settings> {
  const row = await db
    .selectFrom('attendance_settings')
    .selectAll()
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!row) return ATTENDANCE_SETTINGS_DEFAULTS;
  return {
    locationRequired: row.location_required,
    allowOutsideWithReason: row.allow_outside_with_reason,
    roundingMinutes: row.rounding_minutes as Settings['roundingMinutes'],
    maxAccuracyMetres: row.max_accuracy_metres,
    reviewerEmployeeId: row.reviewer_employee_id,
    defaultStart: row.default_start,
    defaultEnd: row.default_end,
    defaultBreakMinutes: row.default_break_minutes,
    lateEntryGraceMinutes: row.late_entry_grace_minutes,
    earlyExitGraceMinutes: row.early_exit_grace_minutes,
    halfDayBelowMinutes: row.half_day_below_minutes,
    absentBelowMinutes: row.absent_below_minutes,
  };
}

/**
 * A person's shift on the day: their assignment's shift type, else the default shift (@hr/domain's
 * defaultShift) on their work week, Monday to Friday when none is stored, as leave counts
 * (leave/employee-calendar.ts).
 */
function shiftOf(person: PersonOfDay, settings: Settings): ShiftType {
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
async function peopleOn(
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
async function punchesAround(
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
async function wholeDayLeave(
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
async function holidaysOn(
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
