import {
  ATTENDANCE_NOT_OPEN_TO_EMPLOYEES,
  attendanceDateOf,
  DEVICE_TIME_TOLERANCE_MINUTES,
  dayInZone,
  defaultShift,
  isShiftDay,
  nearestSite,
  OFFLINE_PUNCH_MAX_AGE_DAYS,
  type PunchFlag,
  type ShiftType as ShiftRules,
  type Site,
  shiftInstants,
  siteVerdict,
} from '@hr/domain';
import { fromDate, parseDate, toCalendarDateTime } from '@internationalized/date';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  FlaggedPunch,
  MyCheckIn,
  Punch,
  PunchAnswer,
  PunchRequest,
  ReviewPunchRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { employerToday } from '../employer/employer-settings.ts';
import { employeeCalendar } from '../leave/employee-calendar.ts';
import { reaches, reachOf } from '../roles/scope.ts';
import { settingsOf, zoneOf } from './settings.ts';
import { degreesText, sitesOf } from './sites.ts';

/**
 * Field CheckIn (issue 29 item 3; docs/attendance.md › Time, Sites and the geofence): a person's own
 * punches, checked against their sites (failing closed), idempotent on the device's key, and the review
 * of the punches flagged for it.
 */

export const NO_EMPLOYEE_RECORD_TO_PUNCH =
  'Your account is not tied to an employee record, so it has no attendance to punch.';
export const NO_SUCH_PUNCH = 'There is no such punch.';
export const PUNCH_REVIEWED = 'This punch has been reviewed already.';
export const PUNCH_NOT_FLAGGED = 'This punch was not flagged for review.';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The caller's own employee record, for the operations a person does for themself. An employee (one
 * who does not read the whole employer's attendance) gets there only while the employer has the
 * Attendance module on; read per request, so switching it off closes the page at once.
 */
async function ownEmployee({ db }: ServiceDeps, caller: Caller): Promise<string> {
  if (!caller.permissions.canAll('attendance', 'read')) {
    const module = await db
      .selectFrom('employer_modules')
      .select('enabled')
      .where('employer_id', '=', caller.employerId)
      .where('module_id', '=', 'attendance')
      .executeTakeFirst();
    if (!module?.enabled) throw new Refusal(403, ATTENDANCE_NOT_OPEN_TO_EMPLOYEES);
  }
  if (!caller.employeeId) throw new Refusal(403, NO_EMPLOYEE_RECORD_TO_PUNCH);
  return caller.employeeId;
}

/** The wall clock in `zone` at `instant`, 'YYYY-MM-DDTHH:MM:SS', as the person saw it. */
export function wallTimeOf(instant: Date, zone: string): string {
  return toCalendarDateTime(fromDate(instant, zone)).set({ millisecond: 0 }).toString().slice(0, 19);
}

/**
 * When an arriving punch counts, and whether its device time needs a reviewer's eye. Online, the
 * server's clock (the device's is not trusted). Offline, the device's, unless that is after arrival or
 * older than OFFLINE_PUNCH_MAX_AGE_DAYS; either way flagged when the clocks are more than
 * DEVICE_TIME_TOLERANCE_MINUTES apart.
 */
export function countedAt(
  receivedAt: Date,
  deviceAt: Date | null,
  offline: boolean,
): { countedAt: Date; flagged: boolean } {
  if (!offline || deviceAt === null) return { countedAt: receivedAt, flagged: false };
  const behind = receivedAt.getTime() - deviceAt.getTime();
  const believed = behind >= 0 && behind <= OFFLINE_PUNCH_MAX_AGE_DAYS * DAY;
  return {
    countedAt: believed ? deviceAt : receivedAt,
    flagged: Math.abs(behind) > DEVICE_TIME_TOLERANCE_MINUTES * MINUTE,
  };
}

type PunchRow = Punch & {
  employeeId: string;
  latitude: string | null;
  longitude: string | null;
  accuracyMetres: number | null;
};

const punchColumns = sql`p.id, p.employee_id as "employeeId", p.direction, p.counted_at as "countedAt",
  p.received_at as "receivedAt", p.device_at as "deviceAt", p.offline, p.time_zone as "timeZone",
  p.wall_time as "wallTime", s.name as "siteName", p.flags, p.review, p.outside_reason as "outsideReason",
  p.latitude::text as latitude, p.longitude::text as longitude, p.accuracy_metres as "accuracyMetres"`;
const punchFrom = sql`attendance_punches p
  left join attendance_sites s on s.id = p.site_id and s.employer_id = p.employer_id`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function punchView(row: PunchRow): Punch {
  return {
    id: row.id,
    direction: row.direction,
    countedAt: iso(row.countedAt) as string,
    receivedAt: iso(row.receivedAt) as string,
    deviceAt: iso(row.deviceAt),
    offline: row.offline,
    timeZone: row.timeZone,
    wallTime: row.wallTime,
    siteName: row.siteName,
    flags: row.flags as PunchFlag[],
    review: row.review,
    outsideReason: row.outsideReason,
  };
}

async function punchByKey(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  deviceKey: string,
): Promise<PunchRow | undefined> {
  const { rows } = await sql<PunchRow>`select ${punchColumns} from ${punchFrom}
    where p.employer_id = ${employerId} and p.employee_id = ${employeeId}
      and p.device_key = ${deviceKey}`.execute(db);
  return rows[0];
}

export async function punch(deps: ServiceDeps, caller: Caller, sent: PunchRequest): Promise<PunchAnswer> {
  const employeeId = await ownEmployee(deps, caller);
  const { db } = deps;
  // A retry or a resend: the punch stored before, whatever the geofence would say now.
  const stored = await punchByKey(db, caller.employerId, employeeId, sent.deviceKey);
  if (stored) return { ...punchView(stored), repeated: true };

  const settings = await settingsOf(db, caller.employerId);
  const sites = await sitesOf(db, caller.employerId, employeeId);
  const reason = sent.outsideReason?.trim() || null;
  const verdict = siteVerdict(sent.location, sites, settings, reason);
  if (verdict.kind === 'refused') throw new Refusal(422, verdict.message, { field: 'location' });

  const receivedAt = deps.clock();
  const deviceAt = sent.deviceTime === null ? null : new Date(sent.deviceTime);
  const counted = countedAt(receivedAt, deviceAt, sent.offline);
  const flags: PunchFlag[] = [];
  if (verdict.kind === 'outside-flagged') flags.push('outside-site');
  if (counted.flagged) flags.push('device-time');
  const zone = await zoneOf(db, caller.employerId, employeeId);

  return db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('attendance_punches')
      .values({
        employer_id: caller.employerId,
        employee_id: employeeId,
        device_key: sent.deviceKey,
        direction: sent.direction,
        received_at: receivedAt,
        device_at: deviceAt,
        offline: sent.offline,
        counted_at: counted.countedAt,
        time_zone: zone,
        wall_time: wallTimeOf(counted.countedAt, zone),
        latitude: sent.location?.latitude ?? null,
        longitude: sent.location?.longitude ?? null,
        accuracy_metres: sent.location ? Math.ceil(sent.location.accuracyMetres) : null,
        site_id: verdict.kind === 'at-site' ? verdict.site.id : null,
        outside_reason: verdict.kind === 'outside-flagged' ? reason : null,
        flags,
        created_by: caller.userId,
      })
      // The same key sent at once by two requests: the one that lost answers the winner's punch.
      .onConflict((conflict) => conflict.columns(['employer_id', 'employee_id', 'device_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    const row = await punchByKey(trx, caller.employerId, employeeId, sent.deviceKey);
    if (!row) throw new Error('A punch neither stored nor found.');
    if (!made) return { ...punchView(row), repeated: true };
    const view = punchView(row);
    await writeAudit(trx, actorOf(caller), {
      operation: 'punch',
      area: 'attendance',
      recordType: 'attendance-punch',
      recordId: row.id,
      before: null,
      after: {
        ...view,
        latitude: row.latitude,
        longitude: row.longitude,
        accuracyMetres: row.accuracyMetres,
      },
    });
    return { ...view, repeated: false };
  });
}

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
  const employeeId = await ownEmployee(deps, caller);
  const { db } = deps;
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

type FlaggedRow = PunchRow & { employeeName: string };

/** The flagged punches of `filters`, as a reviewer reads them, with the nearest of each person's sites. */
async function flaggedWhere(
  db: Kysely<Database>,
  employerId: string,
  conditions: RawBuilder<unknown>[],
): Promise<FlaggedPunch[]> {
  const { rows } = await sql<FlaggedRow>`select ${punchColumns},
      e.first_name || ' ' || e.last_name as "employeeName"
    from ${punchFrom}
    join employees e on e.id = p.employee_id and e.employer_id = p.employer_id
    where p.employer_id = ${employerId} and ${sql.join(conditions, sql` and `)}
    order by p.counted_at, p.id
    limit 500`.execute(db);
  const sitesByPerson = new Map<string, Site[]>();
  const answer: FlaggedPunch[] = [];
  for (const row of rows) {
    let sites = sitesByPerson.get(row.employeeId);
    if (!sites) {
      sites = await sitesOf(db, employerId, row.employeeId);
      sitesByPerson.set(row.employeeId, sites);
    }
    const location =
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude, accuracyMetres: row.accuracyMetres ?? 0 }
        : null;
    const nearest = location ? nearestSite(location, sites) : null;
    answer.push({
      ...punchView(row),
      employeeId: row.employeeId,
      employeeName: row.employeeName,
      location: location && {
        latitude: degreesText(location.latitude),
        longitude: degreesText(location.longitude),
        accuracyMetres: location.accuracyMetres,
      },
      nearestSite: nearest && { name: nearest.site.name, distanceMetres: nearest.distanceMetres },
    });
  }
  return answer;
}

export async function listFlaggedPunches(
  deps: ServiceDeps,
  caller: Caller,
): Promise<{ items: FlaggedPunch[] }> {
  const reach = reachOf(caller, 'attendance', 'approve', await employerToday(deps, caller.employerId));
  const items = await flaggedWhere(deps.db, caller.employerId, [
    sql`cardinality(p.flags) > 0`,
    sql`p.review is null`,
    reaches(reach, sql.ref('p.employee_id')),
  ]);
  return { items };
}

export async function reviewPunch(
  deps: ServiceDeps,
  caller: Caller,
  { id, decision }: ReviewPunchRequest,
): Promise<FlaggedPunch> {
  const reach = reachOf(caller, 'attendance', 'approve', await employerToday(deps, caller.employerId));
  return deps.db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('attendance_punches')
      .select(['id', 'employee_id', 'flags', 'review'])
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .forUpdate()
      .executeTakeFirst();
    const [before] = locked
      ? await flaggedWhere(trx, caller.employerId, [
          sql`p.id = ${id}`,
          reaches(reach, sql.ref('p.employee_id')),
        ])
      : [];
    if (!locked || !before) throw new Refusal(404, NO_SUCH_PUNCH, { field: 'id' });
    if (locked.flags.length === 0) throw new Refusal(409, PUNCH_NOT_FLAGGED);
    if (locked.review !== null) throw new Refusal(409, PUNCH_REVIEWED);
    await trx
      .updateTable('attendance_punches')
      .set({ review: decision, reviewed_by: caller.userId, reviewed_at: deps.clock() })
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    const [after] = (await flaggedWhere(trx, caller.employerId, [sql`p.id = ${id}`])) as [FlaggedPunch];
    await writeAudit(trx, actorOf(caller), {
      operation: 'reviewPunch',
      area: 'attendance',
      recordType: 'attendance-punch',
      recordId: id,
      before: { review: before.review },
      after: { review: after.review, employeeId: after.employeeId, flags: after.flags },
    });
    return after;
  });
}
