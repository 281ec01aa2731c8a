import {
  attendanceDateOf,
  dayInZone,
  defaultShift,
  isShiftDay,
  type ShiftType as ShiftRules,
  shiftInstants,
} from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { MyCheckIn } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { Database } from '../db/schema.ts';
import { employeeCalendar } from '../leave/employee-calendar.ts';
import { type PunchRow, punchColumns, punchFrom, punchView } from './punch-rows.ts';
import { attendanceModuleOn, ownEmployee } from './punches.ts';
import { settingsOf, zoneOf } from './settings.ts';
import { sitesOf } from './sites.ts';

/**
 * Field CheckIn's page (issue 29 item 3): the caller's state, the day in progress and its punches,
 * dated as the daily job dates them, their sites and the settings the page needs.
 */

const MINUTE = 60_000;

/** A person's shift on a day: its rules date the day's punches; `working` says whether it is worked. */
type DayShift = { name: string; rules: ShiftRules; working: boolean };

/**
 * The person's shift on `date`, as the daily job (attendance-days.ts) has it: their assignment's shift
 * type when one covers the day, else the default shift (@hr/domain's defaultShift) on their work week.
 * On a day it does not run (`working` false) its rules still date punches, as they do in the job.
 */
async function shiftOn(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  date: string,
  defaults: Awaited<ReturnType<typeof settingsOf>>,
): Promise<DayShift> {
  const assigned = await db
    .selectFrom('shift_assignments as sa')
    .innerJoin('shift_types as st', (join) =>
      join.onRef('st.id', '=', 'sa.shift_type_id').onRef('st.employer_id', '=', 'sa.employer_id'),
    )
    .selectAll('st')
    .where('sa.employer_id', '=', employerId)
    .where('sa.employee_id', '=', employeeId)
    .where('sa.from_date', '<=', date)
    .where((eb) => eb.or([eb('sa.to_date', 'is', null), eb('sa.to_date', '>=', date)]))
    .executeTakeFirst();
  const day = parseDate(date);
  const [name, rules]: [string, ShiftRules] = assigned
    ? [
        assigned.name,
        {
          start: assigned.start_time,
          end: assigned.end_time,
          breakMinutes: assigned.break_minutes,
          lateEntryGraceMinutes: assigned.late_entry_grace_minutes,
          earlyExitGraceMinutes: assigned.early_exit_grace_minutes,
          halfDayBelowMinutes: assigned.half_day_below_minutes,
          absentBelowMinutes: assigned.absent_below_minutes,
          windowBeforeStartMinutes: assigned.window_before_start_minutes,
          windowAfterEndMinutes: assigned.window_after_end_minutes,
          days: assigned.days as ShiftRules['days'],
        },
      ]
    : [
        'Default',
        defaultShift(defaults, (await employeeCalendar(db, employerId, employeeId, day, day)).workWeek.days),
      ];
  return { name, rules, working: isShiftDay(date, rules) };
}

export async function getMyCheckIn(deps: ServiceDeps, caller: Caller): Promise<MyCheckIn> {
  const { db } = deps;
  const employeeId = ownEmployee(caller, await attendanceModuleOn(db, caller.employerId));
  const now = deps.clock();
  const zone = await zoneOf(db, caller.employerId, employeeId);
  const settings = await settingsOf(db, caller.employerId);
  const local = dayInZone(now, zone);
  // Before yesterday's shift has ended with its window after, the day in progress is still yesterday's:
  // the night worker checking out at 05:00 sees the punch they came in with, and a punch at 00:30 is
  // shown on the day the daily job will count it.
  const yesterday = parseDate(local).subtract({ days: 1 }).toString();
  const yesterdays = await shiftOn(db, caller.employerId, employeeId, yesterday, settings);
  const stillYesterday =
    now.getTime() <=
    shiftInstants(yesterday, yesterdays.rules, zone).end.getTime() +
      yesterdays.rules.windowAfterEndMinutes * MINUTE;
  const today = stillYesterday ? yesterday : local;
  const shift = stillYesterday
    ? yesterdays
    : await shiftOn(db, caller.employerId, employeeId, today, settings);

  // Wide enough for any zone and a shift's windows either side; attendanceDateOf picks the day's.
  const around = parseDate(today);
  const from = new Date(`${around.subtract({ days: 2 }).toString()}T00:00:00Z`);
  const to = new Date(`${around.add({ days: 3 }).toString()}T00:00:00Z`);
  const { rows } = await sql<PunchRow>`select ${punchColumns} from ${punchFrom}
    where p.employer_id = ${caller.employerId} and p.employee_id = ${employeeId}
      and p.counted_at >= ${from} and p.counted_at < ${to}
    order by p.counted_at, p.id`.execute(db);
  const punches = rows.filter((row) => {
    const at = new Date(row.countedAt);
    return (attendanceDateOf(at, shift.rules, zone) ?? dayInZone(at, zone)) === today;
  });
  const last = punches.filter((row) => row.review !== 'rejected').at(-1);
  const sites = await sitesOf(db, caller.employerId, employeeId);
  return {
    state: last?.direction === 'in' ? 'in' : 'out',
    today,
    timeZone: zone,
    punches: punches.map(punchView),
    sites: sites.map(({ id, name, latitude, longitude, radiusMetres }) => ({
      id,
      name,
      latitude,
      longitude,
      radiusMetres,
    })),
    locationRequired: settings.locationRequired,
    allowOutsideWithReason: settings.allowOutsideWithReason,
    maxAccuracyMetres: settings.maxAccuracyMetres,
    shift: shift.working ? { name: shift.name, start: shift.rules.start, end: shift.rules.end } : null,
  };
}
