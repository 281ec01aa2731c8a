import type { PunchFlag } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Punch } from '../contract-types.ts';
import type { Database } from '../db/schema.ts';

/** A punch as stored and as the contract answers it, read the same way by every punch operation. */

export type PunchRow = Punch & {
  employeeId: string;
  latitude: string | null;
  longitude: string | null;
  accuracyMetres: number | null;
};

export const punchColumns = sql`p.id, p.employee_id as "employeeId", p.direction, p.counted_at as "countedAt",
  p.received_at as "receivedAt", p.device_at as "deviceAt", p.offline, p.time_zone as "timeZone",
  p.wall_time as "wallTime", s.name as "siteName", p.flags, p.review, p.outside_reason as "outsideReason",
  p.latitude::text as latitude, p.longitude::text as longitude, p.accuracy_metres as "accuracyMetres"`;
export const punchFrom = sql`attendance_punches p
  left join attendance_sites s on s.id = p.site_id and s.employer_id = p.employer_id`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function punchView(row: PunchRow): Punch {
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

export async function punchByKey(
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
