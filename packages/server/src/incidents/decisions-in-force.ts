import { formatDay, type IncidentDecisionKind } from '@hr/domain';
import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { RecordIncidentDecision } from '../contract-types.ts';
import type { Database } from '../db/schema.ts';

/**
 * The decisions in force (issue 30 item 5; docs/incidents.md "What a decision does elsewhere"): a
 * case's decision holds for each of its subjects from when it is recorded (`decided_on`) unless the
 * appeal overturned it; an appeal that varied it puts the varied outcome and its From/To in its place.
 * A pending appeal stops nothing. Pay, sign-in and the employee's record all read this one builder, so
 * they cannot disagree on what is in force.
 *
 * Set-based: one statement for all the employees asked about. The rows come from the subject index
 * (incident_case_people_employee_idx) and the cases' primary key.
 */
export interface DecisionInForceRow {
  employee_id: string;
  case_id: string;
  case_code: string;
  kind: IncidentDecisionKind;
  description: string;
  warning_live_months: number | null;
  decided_on: string;
  /** The decision's From/To (the varied ones when the appeal varied it); null when it has no period. */
  from: string | null;
  to: string | null;
}

export interface DecisionsInForceFilter {
  /** Only these kinds of decision. */
  kinds: readonly IncidentDecisionKind[];
  /** Only these subjects: ids, or an SQL expression giving one employee id (the caller's own). */
  employees: readonly string[] | Expression<string>;
}

/**
 * The decisions in force for the employer's subjects, as a select to use as a subquery (columns as in
 * DecisionInForceRow, dates as ISO text). `employerId` may be an SQL expression (callerOf's `u.employer_id`).
 */
export function decisionsInForce(
  employerId: string | Expression<string>,
  filter: DecisionsInForceFilter,
): RawBuilder<DecisionInForceRow> {
  const employer = typeof employerId === 'string' ? sql`${employerId}::uuid` : employerId;
  const employees = Array.isArray(filter.employees)
    ? sql`p.employee_id = any(${[...filter.employees]}::uuid[])`
    : sql`p.employee_id = ${filter.employees as Expression<string>}`;
  const varied = sql`c.appeal_result = 'varied'`;
  return sql<DecisionInForceRow>`
    select p.employee_id, c.id as case_id, c.code as case_code, d.kind, d.description, d.warning_live_months,
      c.decided_on::text as decided_on,
      (case when ${varied} then c.varied_from else c.decision_from end)::text as "from",
      (case when ${varied} then c.varied_to else c.decision_to end)::text as "to"
    from incident_case_people p
    join incident_cases c on c.id = p.case_id and c.employer_id = p.employer_id
    join incident_decisions d on d.employer_id = c.employer_id
      and d.id = case when ${varied} then c.varied_outcome_id else c.outcome_id end
    where p.employer_id = ${employer} and p.role = 'subject' and ${employees}
      and c.decided_on is not null and c.appeal_result is distinct from 'overturned'
      and d.kind = any(${[...filter.kinds]}::text[])`;
}

/** A suspension without pay in force, as pay reads it. */
export interface SuspensionInForce {
  caseCode: string;
  from: string;
  to: string;
}

/**
 * Each employee's suspensions without pay in force that meet the dates (inclusive); employees with none
 * are left out. One query for all of them.
 */
export async function unpaidSuspensions(
  db: Kysely<Database>,
  employerId: string,
  from: string,
  to: string,
  employeeIds: readonly string[],
): Promise<Map<string, SuspensionInForce[]>> {
  const found = new Map<string, SuspensionInForce[]>();
  if (employeeIds.length === 0) return found;
  const { rows } = await sql<DecisionInForceRow>`
    select f.* from (${decisionsInForce(employerId, { kinds: ['suspension-unpaid'], employees: employeeIds })}) f
    where f."from"::date <= ${to}::date and f."to"::date >= ${from}::date
    order by f.employee_id, f."from", f.case_code`.execute(db);
  for (const row of rows) {
    if (row.from === null || row.to === null) continue;
    const list = found.get(row.employee_id) ?? [];
    list.push({ caseCode: row.case_code, from: row.from, to: row.to });
    found.set(row.employee_id, list);
  }
  return found;
}

/**
 * The last day of the suspension (with or without pay) in force on `day` for the employee an account is
 * tied to, or null: an SQL expression for callerOf's one statement and sign-in. Evaluated only when
 * Employer › Setting's "Block sign-in during a suspension" is on (CASE evaluates in order), and then
 * from the subject index for that one employee.
 */
export function suspendedUntil(
  employerId: Expression<string>,
  employeeId: Expression<string | null>,
  day: Expression<string> | RawBuilder<unknown>,
): RawBuilder<string | null> {
  const inForce = decisionsInForce(employerId, {
    kinds: ['suspension-paid', 'suspension-unpaid'],
    employees: employeeId as Expression<string>,
  });
  return sql<string | null>`case
    when ${employeeId} is null then null
    when not (select e.suspension_blocks_sign_in from employers e where e.id = ${employerId}) then null
    else (select max(f."to")::text from (${inForce}) f where f."from"::date <= ${day} and f."to"::date >= ${day})
  end`;
}

/** What sign-in and every request of a suspended account answer, with a 403. */
export function suspendedMessage(until: string): string {
  return `Your account is suspended until ${formatDay(until, 'D MMM YYYY')}.`;
}

/** suspendedUntil for one account's employee on the employer's `today`, as sign-in asks it. */
export async function accountSuspendedUntil(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  today: string,
): Promise<string | null> {
  const { rows } = await sql<{ until: string | null }>`
    select ${suspendedUntil(sql`${employerId}::uuid`, sql`${employeeId}::uuid`, sql`${today}::date`)} as until`.execute(
    db,
  );
  return rows[0]?.until ?? null;
}

/**
 * What the employee's record shows of their cases (get-employee): the warnings live on `today` (from the
 * decision day for the decision's live months) and the dismissals in force, newest decided first.
 */
export async function recordDecisions(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  today: string,
): Promise<RecordIncidentDecision[]> {
  const { rows } = await sql<{
    kind: 'warning' | 'dismissal';
    description: string;
    case_code: string;
    decided_on: string;
    from: string | null;
    live_until: string | null;
  }>`
    select f.kind, f.description, f.case_code, f.decided_on, f."from", w.live_until
    from (${decisionsInForce(employerId, { kinds: ['warning', 'dismissal'], employees: [employeeId] })}) f
    cross join lateral (select case when f.kind = 'warning' then
      ((f.decided_on::date + make_interval(months => f.warning_live_months))::date - 1)::text end as live_until) w
    where w.live_until is null or w.live_until::date >= ${today}::date
    order by f.decided_on desc, f.case_code desc`.execute(db);
  return rows.map((row) => ({
    kind: row.kind,
    description: row.description,
    caseCode: row.case_code,
    decidedOn: row.decided_on,
    from: row.from,
    liveUntil: row.live_until,
  }));
}

/**
 * The suspensions without pay overturned on appeal that no final run has paid back yet, for the arrears
 * (payroll/employee-pay/arrears.ts): each subject's earliest From, as a salary adjustment's effective
 * date. The decision first recorded is the one that was taken (a varied one is not looked at).
 */
export function overturnedUnpaidSuspensions(employerId: string, employeeIds: readonly string[]) {
  return sql<{ employee_id: string; since: string }>`
    select p.employee_id, min(c.decision_from)::text as since
    from incident_case_people p
    join incident_cases c on c.id = p.case_id and c.employer_id = p.employer_id
    join incident_decisions d on d.id = c.outcome_id and d.employer_id = c.employer_id
    where p.employer_id = ${employerId} and p.role = 'subject' and p.overturn_settled_by_run_id is null
      and p.employee_id = any(${[...employeeIds]}::uuid[])
      and c.appeal_result = 'overturned' and d.kind = 'suspension-unpaid' and c.decision_from is not null
    group by p.employee_id`;
}

/**
 * Marks the overturned suspensions without pay of the employees the final run `runId` pays (has a
 * payslip for) as paid back by it:
 * those overturned (the case last changed) before the run read its inputs and beginning by the end of
 * its period. One left unmarked is only recomputed by the next run, which subtracts the arrears already
 * paid, so nothing is paid twice.
 */
export async function settleOverturnedSuspensions(
  trx: Kysely<Database>,
  employerId: string,
  runId: string,
  periodEnd: string,
  readFrom: Date,
): Promise<void> {
  await sql`
    update incident_case_people p set overturn_settled_by_run_id = ${runId}
    from incident_cases c, incident_decisions d
    where c.id = p.case_id and c.employer_id = p.employer_id
      and d.id = c.outcome_id and d.employer_id = c.employer_id
      and p.employer_id = ${employerId} and p.role = 'subject' and p.overturn_settled_by_run_id is null
      and p.employee_id in (select s.employee_id from payslips s
        where s.employer_id = ${employerId} and s.pay_run_id = ${runId})
      and c.appeal_result = 'overturned' and d.kind = 'suspension-unpaid'
      and c.decision_from <= ${periodEnd}::date and c.updated_at <= ${readFrom}`.execute(trx);
}
