import { type EmploymentTermsValues, termsProblems } from '@hr/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isOtherThanLeaveWorkflow, NOT_A_LEAVE_WORKFLOW } from '../../approvals/workflows.ts';
import { actorOf, writeAudit } from '../../audit/audit-trail.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { reachesEmployee, reachesEmployeeRow, reachOf } from '../../roles/scope.ts';
import { updateAccess } from '../employee-access.ts';
import { NO_SUCH_EMPLOYEE } from '../employee-record.ts';
import { refreshTermsCache } from './terms-cache.ts';
import { inEffectAndNext, type TermsRow, termsRowsOf } from './terms-rows.ts';

export const OWN_TERMS = 'You cannot change your own employment terms: someone else records them.';
export const ONLY_SCHEDULED = 'Only terms scheduled after today can be cancelled.';
export const SELF_SERVICE_TERMS = 'Your role does not allow you to change employment terms.';

export interface TermsListRequest {
  contractType?: EmploymentTermsValues['contractType'];
  endingWithinDays?: number;
  page?: number;
  pageSize?: number;
}

export interface TermsListItem {
  employeeId: string;
  employeeNo: string;
  employeeName: string;
  inEffect: TermsRow | null;
  next: TermsRow | null;
}

export interface TermsHistory {
  employeeId: string;
  employeeName: string;
  inEffectDate: string | null;
  rows: TermsRow[];
}

/** The request of record-employment-terms: the dialog's values, nulls for what was left out. */
export type RecordTermsRequest = Omit<EmploymentTermsValues, 'noticePeriod'> & {
  noticePeriod: number | null;
};

/** The people the caller's employees.read reaches, each with the terms in effect today and the next ones. */
export async function listEmploymentTerms(
  deps: ServiceDeps,
  caller: Caller,
  { contractType, endingWithinDays, page = 1, pageSize = 25 }: TermsListRequest,
): Promise<{ total: number; items: TermsListItem[] }> {
  const { db } = deps;
  const today = await callerToday(deps, caller);
  const reach = reachOf(caller, 'employees', 'read', today);
  const conditions: RawBuilder<unknown>[] = [
    sql`employees.employer_id = ${caller.employerId}`,
    reachesEmployeeRow(reach),
  ];
  if (contractType !== undefined) conditions.push(sql`current_terms.contract_type = ${contractType}`);
  if (endingWithinDays !== undefined) {
    conditions.push(sql`current_terms.end_date between ${today}::date
      and ${today}::date + ${endingWithinDays}::integer`);
  }
  const from = sql`
    from employees
    left join lateral (
      select t.contract_type, t.end_date from employment_terms t
      where t.employer_id = employees.employer_id and t.employee_id = employees.id
        and t.effective_date <= ${today}::date
      order by t.effective_date desc limit 1
    ) current_terms on true
    where ${sql.join(conditions, sql` and `)}`;
  const [counted, found] = await Promise.all([
    sql<{ total: number }>`select count(*)::integer as total ${from}`.execute(db),
    sql<{ id: string; employee_no: string; name: string }>`
      select employees.id, employees.employee_no, employees.first_name || ' ' || employees.last_name as name
      ${from}
      order by employees.employee_no, employees.id
      limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db),
  ]);
  const terms = await termsRowsOf(
    db,
    caller.employerId,
    found.rows.map((row) => row.id),
  );
  return {
    total: counted.rows[0]?.total ?? 0,
    items: found.rows.map((row) => ({
      employeeId: row.id,
      employeeNo: row.employee_no,
      employeeName: row.name,
      ...inEffectAndNext(terms.get(row.id) ?? [], today),
    })),
  };
}

/** Every terms row of one employee the caller's employees.read reaches (404 otherwise). */
export async function getEmploymentTermsHistory(
  deps: ServiceDeps,
  caller: Caller,
  employeeId: string,
): Promise<TermsHistory> {
  const today = await callerToday(deps, caller);
  if (!(await reachesEmployee(deps.db, reachOf(caller, 'employees', 'read', today), employeeId))) {
    throw new Refusal(404, NO_SUCH_EMPLOYEE);
  }
  return historyOf(deps.db, caller.employerId, employeeId, today);
}

async function historyOf(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  today: string,
): Promise<TermsHistory> {
  const employee = await db
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('id', '=', employeeId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!employee) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  const rows = (await termsRowsOf(db, employerId, [employeeId])).get(employeeId) ?? [];
  return {
    employeeId,
    employeeName: `${employee.first_name} ${employee.last_name}`,
    inEffectDate: inEffectAndNext(rows, today).inEffect?.effectiveDate ?? null,
    rows,
  };
}

/**
 * Whether the caller may change this employee's terms: employees.update beyond their own record (the
 * own scope alone is self-service), and never their own terms, whatever their scope (as nobody
 * changes their own salary: terms set pay frequency and hours). Answers today's date.
 */
async function requireTermsAccess(deps: ServiceDeps, caller: Caller, employeeId: string): Promise<string> {
  const today = await callerToday(deps, caller);
  const { editable } = await updateAccess(deps.db, caller, employeeId, today);
  if (editable === 'self-service') throw new Refusal(403, SELF_SERVICE_TERMS);
  if (caller.employeeId === employeeId) throw new Refusal(403, OWN_TERMS);
  return today;
}

const CHOICES = [
  { key: 'workWeekId', table: 'work_weeks', message: 'Choose a work week from the list.' },
  {
    key: 'holidayCalendarId',
    table: 'holiday_calendars',
    message: 'Choose a holiday calendar from the list.',
  },
  { key: 'leaveWorkflowId', table: 'approval_workflows', message: 'Choose a leave workflow from the list.' },
] as const;

async function checkChoices(
  db: Kysely<Database>,
  employerId: string,
  sent: RecordTermsRequest,
  previous: TermsRow | undefined,
): Promise<void> {
  for (const { key, table, message } of CHOICES) {
    const id = sent[key];
    if (id === null) continue;
    // An inactive workflow may stay on the row that already has it but is not newly chosen.
    const active =
      table === 'approval_workflows' && id !== previous?.leaveWorkflowId ? sql`and active` : sql``;
    const { rows } = await sql`
      select 1 from ${sql.table(table)} where id = ${id} and employer_id = ${employerId} ${active}`.execute(
      db,
    );
    if (rows.length === 0) throw new Refusal(400, message, { field: key });
    if (table === 'approval_workflows' && (await isOtherThanLeaveWorkflow(db, employerId, id))) {
      throw new Refusal(400, NOT_A_LEAVE_WORKFLOW, { field: key });
    }
  }
}

/** Records the terms from their effective date; a row of that date is corrected. */
export async function recordEmploymentTerms(
  deps: ServiceDeps,
  caller: Caller,
  sent: RecordTermsRequest,
): Promise<TermsHistory> {
  const { employerId } = caller;
  const { employeeId, effectiveDate } = sent;
  const today = await requireTermsAccess(deps, caller, employeeId);
  const [problem] = termsProblems(sent);
  if (problem) throw new Refusal(400, problem.message, { field: problem.field });
  return deps.db.transaction().execute(async (trx) => {
    const before = await historyOf(trx, employerId, employeeId, today);
    const previous = before.rows.find((row) => row.effectiveDate === effectiveDate);
    await checkChoices(trx, employerId, sent, previous);
    const columns = {
      contract_type: sent.contractType,
      start_date: sent.startDate,
      end_date: sent.endDate,
      probation_end_date: sent.probationEndDate,
      confirmation_date: sent.confirmationDate,
      notice_period: sent.noticePeriod,
      notice_period_unit: sent.noticePeriodUnit,
      hours_per_week: sent.hoursPerWeek,
      work_week_id: sent.workWeekId,
      holiday_calendar_id: sent.holidayCalendarId,
      leave_workflow_id: sent.leaveWorkflowId,
      pay_frequency: sent.payFrequency,
      created_by: caller.userId,
    };
    await trx
      .insertInto('employment_terms')
      .values({ employer_id: employerId, employee_id: employeeId, effective_date: effectiveDate, ...columns })
      .onConflict((conflict) =>
        conflict
          .columns(['employer_id', 'employee_id', 'effective_date'])
          .doUpdateSet({ ...columns, created_at: sql`now()` }),
      )
      .execute();
    await refreshTermsCache(trx, employerId, [employeeId], today);
    const after = await historyOf(trx, employerId, employeeId, today);
    await writeAudit(trx, actorOf(caller), {
      operation: 'recordEmploymentTerms',
      area: 'employees',
      recordType: 'employee',
      recordId: employeeId,
      before: previous ? { employmentTerms: previous } : null,
      after: { employmentTerms: after.rows.find((row) => row.effectiveDate === effectiveDate) },
    });
    return after;
  });
}

/** Cancels terms scheduled after today; those in effect or past are history (409). */
export async function cancelEmploymentTerms(
  deps: ServiceDeps,
  caller: Caller,
  { employeeId, effectiveDate }: { employeeId: string; effectiveDate: string },
): Promise<TermsHistory> {
  const { employerId } = caller;
  const today = await requireTermsAccess(deps, caller, employeeId);
  return deps.db.transaction().execute(async (trx) => {
    const before = await historyOf(trx, employerId, employeeId, today);
    const row = before.rows.find((candidate) => candidate.effectiveDate === effectiveDate);
    if (!row) {
      throw new Refusal(404, `There are no employment terms dated ${effectiveDate}.`, {
        field: 'effectiveDate',
      });
    }
    if (effectiveDate <= today) throw new Refusal(409, ONLY_SCHEDULED, { field: 'effectiveDate' });
    await trx
      .deleteFrom('employment_terms')
      .where('employer_id', '=', employerId)
      .where('employee_id', '=', employeeId)
      .where('effective_date', '=', effectiveDate)
      .execute();
    await refreshTermsCache(trx, employerId, [employeeId], today);
    await writeAudit(trx, actorOf(caller), {
      operation: 'cancelEmploymentTerms',
      area: 'employees',
      recordType: 'employee',
      recordId: employeeId,
      before: { employmentTerms: row },
      after: null,
    });
    return historyOf(trx, employerId, employeeId, today);
  });
}
