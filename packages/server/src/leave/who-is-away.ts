import { sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { WhoIsAway } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { callerTodayOf } from '../employer/employer-settings.ts';
import { reaches, reachOf } from '../roles/scope.ts';
import { requireLeaveAccess } from './leave-access.ts';

/**
 * The dashboard's "on leave today and this week" (issue 12 item 12): approved requests touching the
 * seven days from today. Names and dates only. Anyone sees the people their leave.read scope reaches
 * (a line manager their reports), and an employee their own department as it is placed today
 * (placement_history, not the cached copy, so a move dated today counts at once); one without a
 * department sees only themselves.
 */

export const AWAY_LISTED_AT_MOST = 200;
const DAYS_AHEAD = 6;

export async function listWhoIsAway(deps: ServiceDeps, caller: Caller): Promise<WhoIsAway> {
  await requireLeaveAccess(deps, caller);
  const today = await callerTodayOf(deps, caller);
  const from = today.toString();
  const to = today.add({ days: DAYS_AHEAD }).toString();
  const reach = reachOf(caller, 'leave', 'read', from);
  const viewer = caller.employeeId;
  if (reach.kind !== 'employer' && viewer === null) return { from, to, total: 0, people: [] };
  const departmentOn = (employee: ReturnType<typeof sql>) => sql`(
    select ph.department_id from placement_history ph
    where ph.employer_id = ${caller.employerId} and ph.employee_id = ${employee} and ph.effective_date <= ${from}
    order by ph.effective_date desc limit 1)`;
  const sameDepartment =
    reach.kind === 'employer' || viewer === null
      ? sql`true`
      : sql`(r.employee_id = ${viewer} or ${reaches(reach, sql.ref('r.employee_id'))}
          or ${departmentOn(sql.ref('r.employee_id'))} = ${departmentOn(sql`${viewer}::uuid`)})`;
  const { rows } = await sql<{
    employee_id: string;
    name: string;
    from_date: string;
    to_date: string;
    total: number;
  }>`
    select r.employee_id, e.first_name || ' ' || e.last_name as name, r.from_date, r.to_date,
      count(*) over ()::int as total
    from leave_requests r
    join employees e on e.id = r.employee_id and e.employer_id = r.employer_id
    where r.employer_id = ${caller.employerId} and r.status = 'approved'
      and r.from_date <= ${to} and r.to_date >= ${from} and ${sameDepartment}
    order by r.from_date, e.last_name, e.first_name, r.id
    limit ${AWAY_LISTED_AT_MOST}`.execute(deps.db);
  return {
    from,
    to,
    total: rows[0]?.total ?? 0,
    people: rows.map((row) => ({
      employeeId: row.employee_id,
      employeeName: row.name,
      from: row.from_date,
      to: row.to_date,
    })),
  };
}
