import { nearestSite } from '@hr/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { FlaggedPunch, ReviewPunchRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { reaches, reachOf } from '../roles/scope.ts';
import { type PunchRow, punchColumns, punchFrom, punchView } from './punch-rows.ts';
import { degreesText, personSitesJson, sitesFromJson } from './sites.ts';

/**
 * The review of flagged punches (issue 29 items 3 and 7): those outside every site with a reason, or
 * whose device clock was far from the server's, listed for the people the reviewer's
 * attendance.approve reaches, and accepted or rejected (a rejected punch does not count).
 */

export const NO_SUCH_PUNCH = 'There is no such punch.';
export const PUNCH_REVIEWED = 'This punch has been reviewed already.';
export const PUNCH_NOT_FLAGGED = 'This punch was not flagged for review.';

type FlaggedRow = PunchRow & { employeeName: string; sites: unknown };

/** The flagged punches of `filters`, as a reviewer reads them, with the nearest of each person's sites. */
async function flaggedWhere(
  db: Kysely<Database>,
  employerId: string,
  conditions: RawBuilder<unknown>[],
): Promise<FlaggedPunch[]> {
  const { rows } = await sql<FlaggedRow>`select ${punchColumns},
      e.first_name || ' ' || e.last_name as "employeeName",
      ${personSitesJson(employerId, sql.ref('p.employee_id'))} as sites
    from ${punchFrom}
    join employees e on e.id = p.employee_id and e.employer_id = p.employer_id
    where p.employer_id = ${employerId} and ${sql.join(conditions, sql` and `)}
    order by p.counted_at, p.id
    limit 500`.execute(db);
  const answer: FlaggedPunch[] = [];
  for (const row of rows) {
    const location =
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude, accuracyMetres: row.accuracyMetres ?? 0 }
        : null;
    const nearest = location ? nearestSite(location, sitesFromJson(row.sites)) : null;
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
  const reach = reachOf(caller, 'attendance', 'approve', await callerToday(deps, caller));
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
  const reach = reachOf(caller, 'attendance', 'approve', await callerToday(deps, caller));
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
