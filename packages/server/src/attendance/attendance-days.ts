import {
  type AttendanceSettingsValues,
  attendanceDateOf,
  attendanceDay,
  isShiftDay,
  punchWindowOf,
  roundWorkedMinutes,
} from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { employersByDay } from '../employer/employer-days.ts';
import { type JobHandler, type RecurringJob, utcHourOf } from '../jobs/job-runner.ts';
import { enqueueJob } from '../jobs/queue.ts';
import {
  holidaysOn,
  type PersonOfDay,
  peopleOn,
  punchesAround,
  shiftOf,
  wholeDayLeave,
} from './day-inputs.ts';
import { settingsOf } from './settings.ts';

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

const DAY = 24 * 60 * 60_000;

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
  const settings = await settingsOf(db, employerId);
  const everyone = await peopleOn(db, employerId, yesterday, null);
  let rows = await writeDays(db, { employerId, date: yesterday, people: everyone, settings, now });
  let days = 1;
  for (const [date, punches] of await changedPunches(db, employerId, yesterday)) {
    // Only the people a changed punch is dated on this day for, by the job's own attribution: a
    // punch inside the day's window may still belong to the next or previous day (windows overlap).
    const people = (await peopleOn(db, employerId, date, [...punches.keys()])).filter((person) =>
      (punches.get(person.employee_id) ?? []).some(
        (at) => attendanceDateOf(at, shiftOf(person, settings), person.zone) === date,
      ),
    );
    if (people.length === 0) continue;
    rows += await writeDays(db, { employerId, date, people, settings, now });
    days += 1;
  }
  return { days, rows };
}

/**
 * The punches before `yesterday`'s that were received or reviewed after the row of a day they may
 * belong to was computed, by that day and person (the caller keeps the days they are dated on). A
 * row remembers the window its shift gave punches (`window_from` to `window_to`), so only punches
 * inside it are looked at: the next morning's ordinary punches, received after the evening's row was
 * computed, are not taken for late ones. A row from before windows were kept looks from the day's eve
 * to its morrow's end. A day with no row is left alone: its own run did not count the person (not yet
 * employed, attendance not yet in use), and a punch beside it must not write an Absent there.
 */
async function changedPunches(
  db: Kysely<Database>,
  employerId: string,
  yesterday: string,
): Promise<Map<string, Map<string, Date[]>>> {
  const { rows } = await sql<{ date: string; employee_id: string; counted_at: Date }>`
    select to_char(ad.date, 'YYYY-MM-DD') as date, p.employee_id, p.counted_at
    from attendance_days ad
    join attendance_punches p on p.employer_id = ad.employer_id and p.employee_id = ad.employee_id
      and p.counted_at >= coalesce(ad.window_from, ad.date - interval '1 day')
      and p.counted_at <= coalesce(ad.window_to, ad.date + interval '2 days')
    where ad.employer_id = ${employerId}
      and ad.date >= ${yesterday}::date - ${REWORKED_DAYS_BACK}::integer and ad.date < ${yesterday}::date
      -- A window lies within two UTC days either side of its date (zones reach 14 hours, a window is
      -- under a day): the punches of those days only, read through attendance_punches_employer_counted_idx
      -- once the table holds more than a few weeks.
      and p.counted_at >= ${new Date(Date.parse(`${yesterday}T00:00:00Z`) - (REWORKED_DAYS_BACK + 2) * DAY)}
      and p.counted_at < ${new Date(Date.parse(`${yesterday}T00:00:00Z`) + 2 * DAY)}
      and greatest(p.received_at, coalesce(p.reviewed_at, p.received_at)) > ad.computed_at
    order by 1, 2`.execute(db);
  const byDate = new Map<string, Map<string, Date[]>>();
  for (const row of rows) {
    const byPerson = byDate.get(row.date) ?? new Map<string, Date[]>();
    byPerson.set(row.employee_id, [...(byPerson.get(row.employee_id) ?? []), new Date(row.counted_at)]);
    byDate.set(row.date, byPerson);
  }
  return byDate;
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
  const settings = await settingsOf(db, employerId);
  return writeDays(db, { employerId, date, people, settings, now });
}

/** Works out `date` for these people and writes their rows: one statement per input, one upsert. */
async function writeDays(
  db: Kysely<Database>,
  {
    employerId,
    date,
    people,
    settings,
    now,
  }: {
    employerId: string;
    date: string;
    people: readonly PersonOfDay[];
    settings: AttendanceSettingsValues;
    now: Date;
  },
): Promise<number> {
  if (people.length === 0) return 0;
  const ids = people.map((person) => person.employee_id);
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
    const window = punchWindowOf(date, shift, person.zone);
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
      window_from: window.from,
      window_to: window.to,
      computed_at: now,
    };
  });
  // One statement whatever the number of people: each column goes as one array and unnest lays them
  // side by side (a VALUES list of 10,000 rows costs seconds to build and parse; this, milliseconds).
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  await sql`
    insert into attendance_days (employer_id, employee_id, date, status, shift_type_id, worked_minutes,
      late_minutes, early_exit_minutes, overtime_minutes, overtime_approved_minutes, overtime_approved_by,
      first_in, last_out, window_from, window_to, computed_at)
    select ${employerId}, d.employee_id, ${date}::date, d.status, d.shift_type_id, d.worked_minutes,
      d.late_minutes, d.early_exit_minutes, d.overtime_minutes, d.overtime_approved_minutes,
      d.overtime_approved_by, d.first_in, d.last_out, d.window_from, d.window_to, ${now}
    from unnest(${column('employee_id')}::uuid[], ${column('status')}::varchar[],
      ${column('shift_type_id')}::uuid[], ${column('worked_minutes')}::integer[],
      ${column('late_minutes')}::integer[], ${column('early_exit_minutes')}::integer[],
      ${column('overtime_minutes')}::integer[], ${column('overtime_approved_minutes')}::integer[],
      ${column('overtime_approved_by')}::uuid[], ${column('first_in')}::timestamptz[],
      ${column('last_out')}::timestamptz[], ${column('window_from')}::timestamptz[],
      ${column('window_to')}::timestamptz[])
      as d(employee_id, status, shift_type_id, worked_minutes, late_minutes, early_exit_minutes,
        overtime_minutes, overtime_approved_minutes, overtime_approved_by, first_in, last_out,
        window_from, window_to)
    on conflict (employer_id, employee_id, date) do update set
      status = excluded.status, shift_type_id = excluded.shift_type_id,
      worked_minutes = excluded.worked_minutes, late_minutes = excluded.late_minutes,
      early_exit_minutes = excluded.early_exit_minutes, overtime_minutes = excluded.overtime_minutes,
      overtime_approved_minutes = excluded.overtime_approved_minutes,
      overtime_approved_by = excluded.overtime_approved_by, first_in = excluded.first_in,
      last_out = excluded.last_out, window_from = excluded.window_from, window_to = excluded.window_to,
      computed_at = excluded.computed_at`.execute(db);
  return rows.length;
}
