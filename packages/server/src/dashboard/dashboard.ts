import { type RawBuilder, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { Dashboard, DepartmentCount } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import {
  cachedPlacementIsNotRight,
  cachedPlacementIsRight,
  healCurrentPlacements,
} from '../employees/employee-history.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { reachesEmployeeRow, reachOf } from '../roles/scope.ts';
import { firstDayOfNextMonth, monthsUpTo } from './calendar-months.ts';

export const OTHER_DEPARTMENTS = 'Other';
export const NO_DEPARTMENT = 'No department';

/** The contract: a year of months, and at most 8 named departments before "Other". */
const MONTHS_SHOWN = 12;
const DEPARTMENTS_SHOWN = 8;

/**
 * The figures of the employees the caller's employees.read scope reaches (the whole employer for an
 * administrator, their team for a line manager, their department for its head) on the employer's
 * day (its time zone), the scope kept in each query's WHERE. Two aggregate queries
 * (departments of the placements in effect; start dates, from the employer and start date index), so
 * the cost stays in the database and the answer stays small at any headcount.
 */
export async function getDashboard(deps: ServiceDeps, caller: Caller): Promise<Dashboard> {
  const { db } = deps;
  const asOf = await callerToday(deps, caller);
  const months = monthsUpTo(asOf, MONTHS_SHOWN);
  // The cache made right for the day first, so the departments read it for (nearly) every row.
  await healCurrentPlacements(db, caller.employerId, asOf);
  const inScope = reachesEmployeeRow(reachOf(caller, 'employees', 'read', asOf));
  const [byDepartment, starters] = await Promise.all([
    departmentFigures(deps, caller.employerId, asOf, inScope),
    db
      .selectFrom('employees')
      .select([
        sql<string>`to_char(start_date, 'YYYY-MM')`.as('month'),
        sql<number>`count(*)::int`.as('count'),
      ])
      .where('employer_id', '=', caller.employerId)
      .where(inScope)
      .where('start_date', '>=', `${months[0]}-01`)
      .where('start_date', '<', firstDayOfNextMonth(months.at(-1) as string))
      .groupBy(sql`1`)
      .execute(),
  ]);

  const startsInMonth = new Map(starters.map((row) => [row.month, row.count]));
  const startersByMonth = months.map((month) => ({ month, count: startsInMonth.get(month) ?? 0 }));
  return {
    asOf,
    headcount: byDepartment.headcount,
    newStartersThisMonth: startersByMonth.at(-1)?.count ?? 0,
    departments: byDepartment.departments,
    // Leave is not recorded yet; the contract says null, not a made-up zero.
    onLeaveToday: null,
    startersByMonth,
    headcountByDepartment: byDepartment.shown,
  };
}

interface DepartmentFigures {
  headcount: number;
  /** Distinct departments the employees are in. */
  departments: number;
  /** The largest departments first (ties by name), then "Other", then "No department". */
  shown: DepartmentCount[];
}

/** Not ended, or ending on or after `day`. */
const employedOn = (day: string) =>
  sql<boolean>`(employees.employment_end_date is null or employees.employment_end_date >= ${day})`;

/**
 * Counts the employees still employed on `asOf` by the department of their placement in effect that
 * day (cached on the employee row where the cache is right that day, looked up in placement_history for
 * the few others; see employee-history.ts), then ranks and sums the tail
 * as "Other", all in SQL: one row comes back however many departments an employer has.
 */
async function departmentFigures(
  { db }: ServiceDeps,
  employerId: string,
  asOf: string,
  inScope: RawBuilder<boolean>,
): Promise<DepartmentFigures> {
  const { rows } = await sql<DepartmentFigures>`
    with placed as (
      -- The department cached on the row where the cache is right that day (nearly every row)...
      select employees.placed_department_id as department_id
      from employees
      where employees.employer_id = ${employerId} and ${employedOn(asOf)} and ${cachedPlacementIsRight(asOf)}
        and ${inScope}
      union all
      -- ...and looked up, one index-only descent each, for the few others.
      select (
        select ph.department_id from placement_history ph
        where ph.employer_id = employees.employer_id and ph.employee_id = employees.id
          and ph.effective_date <= ${asOf}
        order by ph.effective_date desc
        limit 1
      )
      from employees
      where employees.employer_id = ${employerId} and ${employedOn(asOf)} and ${cachedPlacementIsNotRight(asOf)}
        and ${inScope}
    ), by_department as (
      select d.name as department, counted.employees
      from (select department_id, count(*)::int as employees from placed group by department_id) as counted
      left join departments d on d.id = counted.department_id and d.employer_id = ${employerId}
    ), named as (
      select department, employees, row_number() over (order by employees desc, department) as rank
      from by_department
      where department is not null
    ), shown as (
      select department, employees, 0 as section, rank from named where rank <= ${DEPARTMENTS_SHOWN}
      union all
      select ${OTHER_DEPARTMENTS}::text, sum(employees)::int, 1, 0 from named where rank > ${DEPARTMENTS_SHOWN}
        having count(*) > 0
      union all
      select ${NO_DEPARTMENT}::text, employees, 2, 0 from by_department where department is null
    )
    select
      (select coalesce(sum(employees), 0) from by_department)::int as headcount,
      (select count(*) from named)::int as departments,
      coalesce(
        (select json_agg(json_build_object('department', department, 'count', employees) order by section, rank)
          from shown),
        '[]'
      ) as shown`.execute(db);
  return rows[0] as DepartmentFigures;
}
