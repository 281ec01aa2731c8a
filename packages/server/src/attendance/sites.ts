import { AttendanceSiteSchema, type Site } from '@hr/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { AttendanceSite, SaveAttendanceSiteRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain } from '../core/domain-rules.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { lockOwnRow, refuseNameTaken } from './rows.ts';
import { NO_SUCH_BRANCH, requireEmployee } from './settings.ts';

/**
 * Attendance sites (issue 29 item 3; docs/attendance.md › Sites and the geofence): a point and a
 * radius where punches may be made, for everyone, a branch's people or one person.
 */

export const NO_SUCH_SITE = 'There is no such site.';
export const SITE_FOR_ONE_SCOPE = 'A site is for a branch or for one person, not both.';
export const siteNameTaken = (name: string) => `There is already a site named ${name}.`;

/**
 * Degrees as the answer writes them: numeric(9,7) reads with all seven places; the trailing zeros go
 * ("5.6037168", "-0.18", "5").
 */
export function degreesText(stored: string): string {
  return stored.includes('.') ? stored.replace(/\.?0+$/, '') : stored;
}

async function sitesWhere(db: Kysely<Database>, employerId: string, id?: string): Promise<AttendanceSite[]> {
  const { rows } = await sql<AttendanceSite>`
    select s.id, s.name, s.latitude::text as latitude, s.longitude::text as longitude,
      s.radius_metres as "radiusMetres", s.branch_id as "branchId", b.name as "branchName",
      s.employee_id as "employeeId",
      case when e.id is null then null else e.first_name || ' ' || e.last_name end as "employeeName"
    from attendance_sites s
    left join branches b on b.id = s.branch_id and b.employer_id = s.employer_id
    left join employees e on e.id = s.employee_id and e.employer_id = s.employer_id
    where s.employer_id = ${employerId} ${id === undefined ? sql`` : sql`and s.id = ${id}`}
    order by lower(s.name), s.id`.execute(db);
  return rows.map((row) => ({
    ...row,
    latitude: degreesText(row.latitude),
    longitude: degreesText(row.longitude),
  }));
}

export async function listAttendanceSites(
  deps: ServiceDeps,
  caller: Caller,
): Promise<{ items: AttendanceSite[] }> {
  return { items: await sitesWhere(deps.db, caller.employerId) };
}

/**
 * The sites `employeeId` may punch at: everyone's, their branch's and their own, as one JSON array
 * (a sub-select, so a statement that reads more beside it, like the punch's, reads them in the same
 * round trip). `employeeId` is an id, or a column of that statement (`sql.ref('p.employee_id')`) for a
 * list whose rows are different people's. `sitesFromJson` reads the array. No employee record (null):
 * no sites.
 */
export function personSitesJson(
  employerId: string,
  employeeId: string | null | RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name,
      'latitude', s.latitude::text, 'longitude', s.longitude::text, 'radiusMetres', s.radius_metres)
      order by lower(s.name), s.id)
    from attendance_sites s
    join employees e on e.id = ${employeeId} and e.employer_id = s.employer_id
    where s.employer_id = ${employerId}
      and ((s.branch_id is null and s.employee_id is null) or s.branch_id = e.branch_id or s.employee_id = e.id)),
    '[]'::json)`;
}

export function sitesFromJson(sites: unknown): Site[] {
  return (sites as Site[]).map((site) => ({
    ...site,
    latitude: degreesText(site.latitude),
    longitude: degreesText(site.longitude),
  }));
}

export async function sitesOf(db: Kysely<Database>, employerId: string, employeeId: string): Promise<Site[]> {
  const { rows } = await sql<{ sites: unknown }>`
    select ${personSitesJson(employerId, employeeId)} as sites`.execute(db);
  return sitesFromJson(rows[0]?.sites ?? []);
}

export async function saveAttendanceSite(
  deps: ServiceDeps,
  caller: Caller,
  { id, ...sent }: SaveAttendanceSiteRequest,
): Promise<AttendanceSite> {
  const site = await checkedByDomain(AttendanceSiteSchema, sent);
  if (site.branchId !== null && site.employeeId !== null) {
    throw new Refusal(400, SITE_FOR_ONE_SCOPE, { field: 'employeeId' });
  }
  return deps.db.transaction().execute(async (trx) => {
    let before: AttendanceSite | null = null;
    if (id !== undefined) {
      await lockOwnRow(trx, 'attendance_sites', caller.employerId, id, NO_SUCH_SITE);
      [before = null] = await sitesWhere(trx, caller.employerId, id);
    }
    if (site.branchId !== null) {
      const branch = await trx
        .selectFrom('branches')
        .select('id')
        .where('id', '=', site.branchId)
        .where('employer_id', '=', caller.employerId)
        .executeTakeFirst();
      if (!branch) throw new Refusal(404, NO_SUCH_BRANCH, { field: 'branchId' });
    }
    if (site.employeeId !== null) {
      await requireEmployee(trx, caller.employerId, site.employeeId, 'employeeId');
    }
    await refuseNameTaken(
      trx,
      'attendance_sites',
      caller.employerId,
      site.name,
      id,
      siteNameTaken(site.name),
    );
    const columns = {
      name: site.name,
      latitude: site.latitude,
      longitude: site.longitude,
      radius_metres: site.radiusMetres,
      branch_id: site.branchId,
      employee_id: site.employeeId,
    };
    const saved =
      id === undefined
        ? await trx
            .insertInto('attendance_sites')
            .values({ employer_id: caller.employerId, ...columns })
            .returning('id')
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('attendance_sites')
            .set({ ...columns, updated_at: sql<Date>`now()` })
            .where('id', '=', id)
            .where('employer_id', '=', caller.employerId)
            .returning('id')
            .executeTakeFirstOrThrow();
    const [after] = await sitesWhere(trx, caller.employerId, saved.id);
    await writeAudit(trx, actorOf(caller), {
      operation: 'saveAttendanceSite',
      area: 'attendance',
      recordType: 'attendance-site',
      recordId: saved.id,
      before,
      after,
    });
    return after as AttendanceSite;
  });
}

export async function deleteAttendanceSite(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
): Promise<{ id: string }> {
  return deps.db.transaction().execute(async (trx) => {
    await lockOwnRow(trx, 'attendance_sites', caller.employerId, id, NO_SUCH_SITE);
    const [before] = await sitesWhere(trx, caller.employerId, id);
    await trx
      .deleteFrom('attendance_sites')
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'deleteAttendanceSite',
      area: 'attendance',
      recordType: 'attendance-site',
      recordId: id,
      before,
      after: null,
    });
    return { id };
  });
}
