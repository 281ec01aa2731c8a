import { type Kysely, sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import type { OrgChart, OrgChartRequest } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import type { Database } from '../../db/schema.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { type Reach, reachesEmployeeRow, reachOf } from '../../roles/scope.ts';

/**
 * The people `reach` includes whose employment has started (or has no start date) and not ended on
 * `date`, each with the job position, department and branch of their placement in effect that day
 * and their line manager, by name. The placements in effect are one pass over the employer's range of
 * placement_history's unique index (its included columns answer it), not a descent per person, so
 * 10,000 people cost one scan and a hash join (npm run bench:org-chart calls this).
 */
export async function orgChartOn(
  db: Kysely<Database>,
  employerId: string,
  reach: Reach,
  date: string,
): Promise<OrgChart> {
  const { rows } = await sql<{
    employee_id: string;
    name: string;
    job_position_name: string | null;
    department_name: string | null;
    branch_name: string | null;
    line_manager_id: string | null;
  }>`
    select employees.id as employee_id, employees.first_name || ' ' || employees.last_name as name,
      jp.name as job_position_name, d.name as department_name, b.name as branch_name, placed.line_manager_id
    from employees
    left join (
      select distinct on (ph.employee_id) ph.employee_id, ph.job_position_id, ph.department_id,
        ph.branch_id, ph.line_manager_id
      from placement_history ph
      where ph.employer_id = ${employerId} and ph.effective_date <= ${date}::date
      order by ph.employee_id, ph.effective_date desc
    ) placed on placed.employee_id = employees.id
    left join job_positions jp on jp.id = placed.job_position_id and jp.employer_id = ${employerId}
    left join departments d on d.id = placed.department_id and d.employer_id = ${employerId}
    left join branches b on b.id = placed.branch_id and b.employer_id = ${employerId}
    where employees.employer_id = ${employerId} and ${reachesEmployeeRow(reach)}
      and (employees.start_date is null or employees.start_date <= ${date}::date)
      and (employees.employment_end_date is null or employees.employment_end_date >= ${date}::date)
    order by employees.first_name || ' ' || employees.last_name, employees.employee_no`.execute(db);
  return {
    date,
    people: rows.map((row) => ({
      employeeId: row.employee_id,
      name: row.name,
      jobPositionName: row.job_position_name,
      departmentName: row.department_name,
      branchName: row.branch_name,
      lineManagerId: row.line_manager_id,
    })),
  };
}

/** get-org-chart: the chart of the people the caller's employees.read reaches, on a day (today by default). */
export async function getOrgChart(
  { db, clock }: ServiceDeps,
  caller: Caller,
  { date }: OrgChartRequest,
): Promise<OrgChart> {
  const today = await callerToday({ db, clock }, caller);
  return orgChartOn(db, caller.employerId, reachOf(caller, 'employees', 'read', today), date ?? today);
}
