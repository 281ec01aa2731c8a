import {
  ATTENDANCE_NOT_OPEN_TO_EMPLOYEES,
  type AttendanceSettingsValues,
  DEVICE_TIME_TOLERANCE_MINUTES,
  OFFLINE_PUNCH_MAX_AGE_DAYS,
  type PunchFlag,
  type Site,
  siteVerdict,
} from '@hr/domain';
import { fromDate, toCalendarDateTime } from '@internationalized/date';
import { type Kysely, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { PunchAnswer, PunchRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { noticeFlaggedPunch } from './punch-notices.ts';
import { type PunchRow, punchByKey, punchColumns, punchFrom, punchView } from './punch-rows.ts';
import { settingsFromRow, zoneOfPerson } from './settings.ts';
import { personSitesJson, sitesFromJson } from './sites.ts';

/**
 * Field CheckIn's punch (issue 29 item 3; docs/attendance.md › Time, Sites and the geofence): a person's
 * own punch, checked against their sites (failing closed), idempotent on the device's key, counted at
 * the instant the clocks allow. The page is check-in.ts; the review of flagged punches flagged-punches.ts.
 */

export const NO_EMPLOYEE_RECORD_TO_PUNCH =
  'Your account is not tied to an employee record, so it has no attendance to punch.';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The caller's own employee record, for the operations a person does for themself. An employee (one
 * who does not read the whole employer's attendance) gets there only while the employer has the
 * Attendance module on: `moduleOn`, read by the caller in the request, so switching it off closes the
 * page at once.
 */
export function ownEmployee(caller: Caller, moduleOn: boolean): string {
  if (!moduleOn && !caller.permissions.canAll('attendance', 'read')) {
    throw new Refusal(403, ATTENDANCE_NOT_OPEN_TO_EMPLOYEES);
  }
  if (!caller.employeeId) throw new Refusal(403, NO_EMPLOYEE_RECORD_TO_PUNCH);
  return caller.employeeId;
}

/** Whether the employer has the Attendance module on (off until an administrator switches it on). */
export async function attendanceModuleOn(db: Kysely<Database>, employerId: string): Promise<boolean> {
  const module = await db
    .selectFrom('employer_modules')
    .select('enabled')
    .where('employer_id', '=', employerId)
    .where('module_id', '=', 'attendance')
    .executeTakeFirst();
  return module?.enabled ?? false;
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

/**
 * What a punch is checked against, read in one statement (a punch is the request most people make
 * most often, and each round trip counts under load: docs/attendance.md › Speed): whether the employer
 * has the module on, the punch already stored under the device's key, the settings, the person's sites
 * and zone. A caller with no employee record has no punch, sites or zone: only the module counts, for
 * ownEmployee's refusal.
 */
async function punchContext(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string | null,
  deviceKey: string,
): Promise<{
  moduleOn: boolean;
  stored: PunchRow | undefined;
  settings: AttendanceSettingsValues;
  sites: Site[];
  zone: string;
}> {
  const { rows } = await sql<{
    moduleOn: boolean;
    stored: PunchRow | null;
    settings: unknown;
    sites: unknown;
    zone: string | null;
  }>`
    select coalesce((select m.enabled from employer_modules m
        where m.employer_id = ${employerId} and m.module_id = 'attendance'), false) as "moduleOn",
      (select row_to_json(k) from (select ${punchColumns} from ${punchFrom}
        where p.employer_id = ${employerId} and p.employee_id = ${employeeId}
          and p.device_key = ${deviceKey}) k) as stored,
      (select row_to_json(a) from attendance_settings a where a.employer_id = ${employerId}) as settings,
      ${personSitesJson(employerId, employeeId)} as sites,
      ${zoneOfPerson(employerId, employeeId)} as zone`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('A statement of sub-selects answered no row.');
  return {
    moduleOn: row.moduleOn,
    stored: row.stored ?? undefined,
    settings: settingsFromRow(row.settings as Parameters<typeof settingsFromRow>[0]),
    sites: sitesFromJson(row.sites),
    zone: row.zone ?? 'UTC',
  };
}

export async function punch(deps: ServiceDeps, caller: Caller, sent: PunchRequest): Promise<PunchAnswer> {
  const { db } = deps;
  const { moduleOn, stored, settings, sites, zone } = await punchContext(
    db,
    caller.employerId,
    caller.employeeId,
    sent.deviceKey,
  );
  const employeeId = ownEmployee(caller, moduleOn);
  // A retry or a resend: the punch stored before, whatever the geofence would say now.
  if (stored) return { ...punchView(stored), repeated: true };

  const reason = sent.outsideReason?.trim() || null;
  const verdict = siteVerdict(sent.location, sites, settings, reason);
  if (verdict.kind === 'refused') throw new Refusal(422, verdict.message, { field: 'location' });

  const receivedAt = deps.clock();
  const deviceAt = sent.deviceTime === null ? null : new Date(sent.deviceTime);
  const counted = countedAt(receivedAt, deviceAt, sent.offline);
  const flags: PunchFlag[] = [];
  if (verdict.kind === 'outside-flagged') flags.push('outside-site');
  if (counted.flagged) flags.push('device-time');
  // The reviewer is told of a flagged punch (punch-notices.ts), their permissions judged on this day.
  const today = flags.length > 0 ? await callerToday(deps, caller) : null;

  let told = false;
  const answer = await db.transaction().execute(async (trx) => {
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
      .returningAll()
      .executeTakeFirst();
    if (!made) {
      const winner = await punchByKey(trx, caller.employerId, employeeId, sent.deviceKey);
      if (!winner) throw new Error('A punch neither stored nor found.');
      return { ...punchView(winner), repeated: true };
    }
    // The row as stored, as punchByKey would read it (the site's name is the verdict's own site).
    const row: PunchRow = {
      id: made.id,
      employeeId,
      direction: made.direction,
      countedAt: made.counted_at.toISOString(),
      receivedAt: made.received_at.toISOString(),
      deviceAt: made.device_at?.toISOString() ?? null,
      offline: made.offline,
      timeZone: made.time_zone,
      wallTime: made.wall_time,
      siteName: verdict.kind === 'at-site' ? verdict.site.name : null,
      flags: made.flags as PunchFlag[],
      review: made.review,
      outsideReason: made.outside_reason,
      latitude: made.latitude,
      longitude: made.longitude,
      accuracyMetres: made.accuracy_metres,
    };
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
    if (today !== null) {
      told = await noticeFlaggedPunch(trx, deps.publicUrl, {
        employerId: caller.employerId,
        punchId: row.id,
        employeeId,
        flags,
        reviewerEmployeeId: settings.reviewerEmployeeId,
        today,
      });
    }
    return { ...view, repeated: false };
  });
  if (told) deps.mailDelivery.deliverSoon();
  return answer;
}
