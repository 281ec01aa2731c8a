import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * One source of truth. An employee's Employment Terms are the dated rows of employment_terms; the
 * employee row's overlapping columns (end_of_probation, terms_effective_date, work_week_id,
 * holiday_calendar_id, leave_workflow_id, pay_period), which the form, leave and payroll have always
 * read, are the cache of the row in effect, for the employees who have terms rows. Keeping those
 * readers on the columns, rather than teaching each of them to look terms up by date, means nothing
 * that works today changes; the cache is made right:
 * - in the transaction of every write of terms (record, cancel, and the form's own change of an
 *   overlapping field, which becomes a terms row: employees/terms/form-terms.ts);
 * - from the day a scheduled row takes effect: `terms_until` holds its date, and rows whose day has
 *   come are refreshed by the daily terms job and before the reads that must be exact on the day
 *   (loading an employee record; leave's assessment of a request and its planner; who a pay run pays:
 *   refreshDueTerms), so leave and payroll use terms from their day without anyone opening the record.
 * Employees without terms rows keep the columns the form writes, as before.
 */
export async function refreshTermsCache(
  trx: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[] | 'due' | { dueAmong: readonly string[] },
  today: string,
): Promise<void> {
  if (Array.isArray(employeeIds) && employeeIds.length === 0) return;
  const due = sql`e.terms_until is not null and e.terms_until <= ${today}::date`;
  const which =
    employeeIds === 'due'
      ? due
      : 'dueAmong' in employeeIds
        ? sql`${due} and e.id = any(${employeeIds.dueAmong}::uuid[])`
        : sql`e.id = any(${employeeIds}::uuid[])`;
  // Both statements read the set before either changes it: the due rows are found once.
  const ids = await sql<{ id: string }>`
    select e.id from employees e where e.employer_id = ${employerId} and ${which}`.execute(trx);
  const found = ids.rows.map((row) => row.id);
  if (found.length === 0) return;
  await sql`
    update employees e
    set end_of_probation = t.probation_end_date, terms_effective_date = t.effective_date,
      work_week_id = t.work_week_id, holiday_calendar_id = t.holiday_calendar_id,
      leave_workflow_id = t.leave_workflow_id, pay_period = t.pay_frequency
    from (
      select distinct on (employee_id) *
      from employment_terms
      where employer_id = ${employerId} and employee_id = any(${found}::uuid[])
        and effective_date <= ${today}::date
      order by employee_id, effective_date desc
    ) t
    where e.id = t.employee_id and e.employer_id = ${employerId}`.execute(trx);
  await sql`
    update employees e
    set terms_until = (
      select min(t.effective_date) from employment_terms t
      where t.employer_id = e.employer_id and t.employee_id = e.id and t.effective_date > ${today}::date
    )
    where e.employer_id = ${employerId} and e.id = any(${found}::uuid[])`.execute(trx);
}

/**
 * Makes right the cache of the employer's employees (of `employeeIds` only, when given) whose
 * scheduled terms have taken effect. Nothing due, the usual case, costs one probe of
 * employees_terms_until_idx.
 */
export function refreshDueTerms(
  db: Kysely<Database>,
  employerId: string,
  today: string,
  employeeIds?: readonly string[],
): Promise<void> {
  return refreshTermsCache(db, employerId, employeeIds ? { dueAmong: employeeIds } : 'due', today);
}
