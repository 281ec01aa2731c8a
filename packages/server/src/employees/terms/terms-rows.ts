import type { ContractType, NoticePeriodUnit, PayPeriod } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** One dated row of an employee's Employment Terms, as the contract answers it. */
export interface TermsRow {
  effectiveDate: string;
  contractType: ContractType;
  startDate: string;
  endDate: string | null;
  probationEndDate: string | null;
  confirmationDate: string | null;
  noticePeriod: number | null;
  noticePeriodUnit: NoticePeriodUnit | null;
  hoursPerWeek: string | null;
  workWeekId: string | null;
  workWeekName: string | null;
  holidayCalendarId: string | null;
  holidayCalendarName: string | null;
  leaveWorkflowId: string | null;
  leaveWorkflowName: string | null;
  payFrequency: PayPeriod;
  recordedAt: string;
}

/** The terms rows of `employeeIds` (of the employer), newest first per employee, with the names they point at. */
export async function termsRowsOf(
  db: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
): Promise<Map<string, TermsRow[]>> {
  const byEmployee = new Map<string, TermsRow[]>();
  if (employeeIds.length === 0) return byEmployee;
  const { rows } = await sql<StoredTerms>`
    select t.employee_id, t.effective_date, t.contract_type, t.start_date, t.end_date, t.probation_end_date,
      t.confirmation_date, t.notice_period, t.notice_period_unit,
      -- As text: numeric never passes through a JavaScript number.
      t.hours_per_week::text as hours_per_week,
      t.work_week_id, ww.name as work_week_name, t.holiday_calendar_id, hc.name as holiday_calendar_name,
      t.leave_workflow_id, aw.name as leave_workflow_name, t.pay_frequency, t.created_at
    from employment_terms t
    left join work_weeks ww on ww.id = t.work_week_id and ww.employer_id = t.employer_id
    left join holiday_calendars hc on hc.id = t.holiday_calendar_id and hc.employer_id = t.employer_id
    left join approval_workflows aw on aw.id = t.leave_workflow_id and aw.employer_id = t.employer_id
    where t.employer_id = ${employerId} and t.employee_id = any(${employeeIds}::uuid[])
    order by t.employee_id, t.effective_date desc`.execute(db);
  for (const row of rows) {
    const list = byEmployee.get(row.employee_id) ?? [];
    list.push(termsRowOf(row));
    byEmployee.set(row.employee_id, list);
  }
  return byEmployee;
}

interface StoredTerms {
  employee_id: string;
  effective_date: string;
  contract_type: string;
  start_date: string;
  end_date: string | null;
  probation_end_date: string | null;
  confirmation_date: string | null;
  notice_period: number | null;
  notice_period_unit: string | null;
  hours_per_week: string | null;
  work_week_id: string | null;
  work_week_name: string | null;
  holiday_calendar_id: string | null;
  holiday_calendar_name: string | null;
  leave_workflow_id: string | null;
  leave_workflow_name: string | null;
  pay_frequency: string;
  created_at: Date;
}

function termsRowOf(row: StoredTerms): TermsRow {
  return {
    effectiveDate: row.effective_date,
    contractType: row.contract_type as ContractType,
    startDate: row.start_date,
    endDate: row.end_date,
    probationEndDate: row.probation_end_date,
    confirmationDate: row.confirmation_date,
    noticePeriod: row.notice_period,
    noticePeriodUnit: row.notice_period_unit as NoticePeriodUnit | null,
    hoursPerWeek: row.hours_per_week === null ? null : plainDecimal(row.hours_per_week),
    workWeekId: row.work_week_id,
    workWeekName: row.work_week_name,
    holidayCalendarId: row.holiday_calendar_id,
    holidayCalendarName: row.holiday_calendar_name,
    leaveWorkflowId: row.leave_workflow_id,
    leaveWorkflowName: row.leave_workflow_name,
    payFrequency: row.pay_frequency as PayPeriod,
    recordedAt: row.created_at.toISOString(),
  };
}

/** numeric(5,2) as text ("37.50") as a person writes it ("37.5"; "40.00" is "40"). */
function plainDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** The row in effect on `today` and the next one after it, from rows newest first. */
export function inEffectAndNext(
  newestFirst: readonly TermsRow[],
  today: string,
): { inEffect: TermsRow | null; next: TermsRow | null } {
  const index = newestFirst.findIndex((row) => row.effectiveDate <= today);
  const inEffect = index === -1 ? null : (newestFirst[index] ?? null);
  const scheduled = index === -1 ? newestFirst : newestFirst.slice(0, index);
  return { inEffect, next: scheduled.at(-1) ?? null };
}
