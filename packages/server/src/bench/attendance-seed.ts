import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/schema.ts';
import { generateDemoPassword } from '../demo/seed-demo-data.ts';

/**
 * What bench:attendance seeds beside the demo employees, in set-based SQL (one statement per day of
 * punches, never one per person): the employer's zone, the Attendance module on, one site for everyone
 * with a location required (so a punch under load passes the geofence as a real one does), a working
 * day's punches for everyone, and sign-in accounts for the check-in connections.
 */

/** London: October has its daylight-saving change (25 October 2026), so the month crosses one. */
export const BENCH_ZONE = 'Europe/London';
/** The one site everyone may punch at, and a point inside it with a phone's accuracy. */
export const BENCH_SITE = { latitude: '51.5074000', longitude: '-0.1278000', radiusMetres: 200 };
export const BENCH_LOCATION = { latitude: '51.5075000', longitude: '-0.1279000', accuracyMetres: 15 };

export async function setUpAttendance(db: Kysely<Database>, employerId: string): Promise<void> {
  await sql`update employers set time_zone = ${BENCH_ZONE} where id = ${employerId}`.execute(db);
  await sql`insert into employer_modules (employer_id, module_id, enabled) values (${employerId}, 'attendance', true)
    on conflict (employer_id, module_id) do update set enabled = true`.execute(db);
  await sql`insert into attendance_settings (employer_id, location_required) values (${employerId}, true)
    on conflict (employer_id) do update set location_required = true`.execute(db);
  await sql`insert into attendance_sites (employer_id, name, latitude, longitude, radius_metres)
    values (${employerId}, 'Head office', ${BENCH_SITE.latitude}, ${BENCH_SITE.longitude},
      ${BENCH_SITE.radiusMetres})`.execute(db);
}

/**
 * An in and an out on `date` (a working day) for every employee of the employer, at wall times in
 * BENCH_ZONE spread by the person and the day: in from 08:45 to 09:24 (after 09:10 is late on the
 * default shift's 10 minutes' grace), out from 16:55 to 18:04 (after 17:00 is overtime). One person in
 * fifty has no punches that day (Absent) and one in forty leaves at 12:30 (Half Day). Received when
 * made, as an online punch is. Answers the punches written.
 */
export async function seedPunchesOn(db: Kysely<Database>, employerId: string, date: string): Promise<number> {
  const { numAffectedRows } = await sql`
    insert into attendance_punches (employer_id, employee_id, device_key, direction, received_at,
      counted_at, time_zone, wall_time)
    select e.employer_id, e.id, 'bench:' || ${date} || ':' || p.direction, p.direction, t.at, t.at,
      ${BENCH_ZONE}, to_char(t.at at time zone ${BENCH_ZONE}, 'YYYY-MM-DD"T"HH24:MI:SS')
    from (select id, employer_id, row_number() over (order by id) as n,
        extract(day from ${date}::date)::integer as k
      from employees where employer_id = ${employerId}) e
    cross join (values ('in'), ('out')) as p(direction)
    cross join lateral (select ((${date}::date + case
        when p.direction = 'in' then time '08:45' + ((e.n * 7 + e.k * 13) % 40) * interval '1 minute'
        when (e.n + e.k) % 40 = 1 then time '12:30'
        else time '16:55' + ((e.n * 11 + e.k * 17) % 70) * interval '1 minute' end)
      at time zone ${BENCH_ZONE}) as at) t
    where (e.n + e.k) % 50 <> 0`.execute(db);
  return Number(numAffectedRows ?? 0);
}

/**
 * Flags the last check-in of `count` employees as made outside every site (a kilometre north of the
 * site, with a reason), waiting for review: the reviewer's list holds one punch of each of `count`
 * people. Answers the punches flagged.
 */
export async function flagCheckIns(db: Kysely<Database>, employerId: string, count: number): Promise<number> {
  const { numAffectedRows } = await sql`
    update attendance_punches p
    set flags = '{outside-site}', outside_reason = 'Visiting a client',
      latitude = ${BENCH_SITE.latitude}::numeric + 0.009, longitude = ${BENCH_SITE.longitude}, accuracy_metres = 15
    where p.id in (
      select id from (
        select distinct on (employee_id) id, employee_id from attendance_punches
        where employer_id = ${employerId} and direction = 'in'
        order by employee_id, counted_at desc) last
      order by employee_id
      limit ${count})`.execute(db);
  return Number(numAffectedRows ?? 0);
}

/**
 * A sign-in account for each of the first `count` employees (one password and one hash: hashing is
 * not what this measures), so each check-in connection punches as a person of its own.
 */
export async function employeeAccounts(
  db: Kysely<Database>,
  employerId: string,
  count: number,
): Promise<{ emails: string[]; password: string }> {
  const password = generateDemoPassword();
  const passwordHash = await hashPassword(password);
  const { rows } = await sql<{ email: string }>`
    insert into users (employer_id, first_name, last_name, email, password_hash, role, employee_id)
    select employer_id, first_name, last_name, email, ${passwordHash}, 'employee', id
    from (select * from employees where employer_id = ${employerId} order by id limit ${count}) e
    returning email`.execute(db);
  return { emails: rows.map((row) => row.email), password };
}
