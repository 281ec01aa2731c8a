import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { refreshTermsCache } from './terms-cache.ts';

/**
 * The employee form's overlapping fields (end of probation, the terms' effective date, work week,
 * holiday calendar, leave workflow, pay period) are written to the employee row by update-employee.
 * For an employee who has Employment Terms, that row is only their cache (terms-cache.ts), so the
 * form's change becomes terms: the row dated like the form's effective date (today when it has none)
 * takes the form's values, its other terms (contract type, dates, notice, hours) those of the terms in
 * effect on that date, and the cache is computed again. Changing nothing the terms hold writes nothing.
 * Call it in update-employee's transaction, after the row's columns are written.
 */
export async function followFormTerms(
  trx: Kysely<Database>,
  { employerId, employeeId, today, recordedBy }: FormTermsChange,
): Promise<void> {
  const { rows } = await sql<{ written: boolean }>`
    with form as (
      select e.end_of_probation, coalesce(e.terms_effective_date, ${today}::date) as effective_date,
        e.work_week_id, e.holiday_calendar_id, e.leave_workflow_id, e.pay_period
      from employees e where e.id = ${employeeId} and e.employer_id = ${employerId}
    ),
    base as (
      -- The terms in effect on the form's date, else (a date before every row) the earliest.
      select t.* from employment_terms t, form
      where t.employer_id = ${employerId} and t.employee_id = ${employeeId}
      order by (t.effective_date <= form.effective_date) desc,
        case when t.effective_date <= form.effective_date then t.effective_date end desc nulls last,
        t.effective_date
      limit 1
    )
    insert into employment_terms (employer_id, employee_id, effective_date, contract_type, start_date,
      end_date, probation_end_date, confirmation_date, notice_period, notice_period_unit, hours_per_week,
      work_week_id, holiday_calendar_id, leave_workflow_id, pay_frequency, created_by)
    select ${employerId}, ${employeeId}, form.effective_date, base.contract_type, base.start_date,
      base.end_date, form.end_of_probation, base.confirmation_date, base.notice_period,
      base.notice_period_unit, base.hours_per_week, form.work_week_id, form.holiday_calendar_id,
      form.leave_workflow_id, form.pay_period, ${recordedBy}
    from form, base
    where not (base.effective_date = form.effective_date
      and base.probation_end_date is not distinct from form.end_of_probation
      and base.work_week_id is not distinct from form.work_week_id
      and base.holiday_calendar_id is not distinct from form.holiday_calendar_id
      and base.leave_workflow_id is not distinct from form.leave_workflow_id
      and base.pay_frequency = form.pay_period)
    on conflict (employer_id, employee_id, effective_date) do update set
      probation_end_date = excluded.probation_end_date, work_week_id = excluded.work_week_id,
      holiday_calendar_id = excluded.holiday_calendar_id, leave_workflow_id = excluded.leave_workflow_id,
      pay_frequency = excluded.pay_frequency, created_by = excluded.created_by, created_at = now()
    returning true as written`.execute(trx);
  if (rows.length > 0) await refreshTermsCache(trx, employerId, [employeeId], today);
}

interface FormTermsChange {
  employerId: string;
  employeeId: string;
  today: string;
  recordedBy: string;
}
