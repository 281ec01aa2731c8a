import {
  type ApprovalDelegation,
  type ApprovalOrgFacts,
  type ApprovalWorkflow,
  decidersOf,
  type ResolvedApprovalStep,
  type StepDeciders,
} from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { type Kysely, sql } from 'kysely';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { activePersons, administratorIds } from './persons.ts';

/**
 * The organisation as the domain's routing reads it, on one day: read here, decided there
 * (packages/domain/src/approvals).
 */

export const NO_SUCH_EMPLOYEE = 'There is no such employee.';

/** An employee's people on one day: see `employeesPeopleOn`. */
export interface EmployeePeople {
  employee_id: string;
  employer_id: string;
  line_manager_id: string | null;
  department_head_id: string | null;
  branch_head_id: string | null;
}

/**
 * Every employee's line manager, department and branch from the placement in effect on `today` (one
 * descent of placement_history's index: the cached copy on the employee row holds no line manager), and
 * the heads of that department and of that branch, as a relation to select from or join on
 * (employee_id, employer_id). Approvals route by it; shared documents show themselves by it.
 */
export function employeesPeopleOn(today: string) {
  return sql<EmployeePeople>`(
    select e.id as employee_id, e.employer_id, p.line_manager_id,
      d.head_employee_id as department_head_id, b.head_employee_id as branch_head_id
    from employees e
    left join lateral (
      select ph.line_manager_id, ph.department_id, ph.branch_id from placement_history ph
      where ph.employer_id = e.employer_id and ph.employee_id = e.id and ph.effective_date <= ${today}
      order by ph.effective_date desc
      limit 1
    ) p on true
    left join departments d on d.id = p.department_id and d.employer_id = e.employer_id
    left join branches b on b.id = p.branch_id and b.employer_id = e.employer_id
  )`;
}

/**
 * The requester's people on `today` (employeesPeopleOn), and who of those and of the workflow's
 * named employees and the administrators is active that day.
 */
export async function requesterFacts(
  db: Kysely<Database>,
  employerId: string,
  requesterEmployeeId: string,
  workflow: ApprovalWorkflow,
  today: string,
): Promise<ApprovalOrgFacts> {
  const { rows } = await sql<EmployeePeople>`
    select people.* from ${employeesPeopleOn(today)} people
    where people.employee_id = ${requesterEmployeeId} and people.employer_id = ${employerId}`.execute(db);
  const [row] = rows;
  if (!row) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  const administrators = await administratorIds(db, employerId);
  const named = workflow.steps.flatMap((step) =>
    step.approver === 'named-employee' ? [step.employeeId] : [],
  );
  const candidates = [
    requesterEmployeeId,
    row.line_manager_id,
    row.department_head_id,
    row.branch_head_id,
    ...named,
    ...administrators,
  ].filter((id): id is string => id !== null);
  return {
    requesterId: requesterEmployeeId,
    lineManagerId: row.line_manager_id,
    departmentHeadId: row.department_head_id,
    branchHeadId: row.branch_head_id,
    activePersonIds: await activePersons(db, employerId, candidates, today),
    administratorIds: administrators,
  };
}

export interface WaitingStep {
  requesterEmployeeId: string;
  step: ResolvedApprovalStep;
  waitingSince: string;
  escalateAfterDays: number | null;
}

/** What deciding a waiting step depends on, on one day: read once for any number of steps. */
export interface DecidingFacts {
  delegations: ApprovalDelegation[];
  administratorIds: string[];
  /** Of the steps' approvers, the delegations' people and the administrators, those active that day. */
  activePersonIds: ApprovalOrgFacts['activePersonIds'];
}

/** The deciding facts of `today` for steps whose approvers are `approverIds`. Three queries. */
export async function decidingFactsOn(
  db: Kysely<Database>,
  employerId: string,
  approverIds: readonly string[],
  today: string,
): Promise<DecidingFacts> {
  const delegations = await delegationsOn(db, employerId, today);
  const administrators = await administratorIds(db, employerId);
  const persons = [
    ...new Set([
      ...approverIds,
      ...delegations.flatMap((delegation) => [delegation.approverId, delegation.delegateId]),
      ...administrators,
    ]),
  ];
  return {
    delegations,
    administratorIds: administrators,
    activePersonIds: await activePersons(db, employerId, persons, today),
  };
}

/**
 * Who may decide a routed request's waiting step on `today` (the domain's decidersOf over the
 * delegations and who is active that day), from facts read for it. Who the line manager or a head is
 * no longer matters here: the route was resolved at submission.
 */
export function decidersFrom(
  facts: DecidingFacts,
  { requesterEmployeeId, step, waitingSince, escalateAfterDays }: WaitingStep,
  today: string,
): StepDeciders {
  return decidersOf(step, {
    facts: {
      requesterId: requesterEmployeeId,
      lineManagerId: null,
      departmentHeadId: null,
      branchHeadId: null,
      activePersonIds: facts.activePersonIds,
      administratorIds: facts.administratorIds,
    },
    delegations: facts.delegations,
    today: parseDate(today),
    waitingSince: parseDate(waitingSince),
    escalateAfterDays,
  });
}

/** Who may decide one waiting step on `today`, and the administrators, as persons. */
export async function decidersToday(
  db: Kysely<Database>,
  employerId: string,
  waiting: WaitingStep,
  today: string,
): Promise<{ deciders: StepDeciders; administratorIds: string[] }> {
  const facts = await decidingFactsOn(db, employerId, waiting.step.approverIds, today);
  return { deciders: decidersFrom(facts, waiting, today), administratorIds: facts.administratorIds };
}

/** The employer's delegations in effect on `today`, approvers as persons. */
export async function delegationsOn(
  db: Kysely<Database>,
  employerId: string,
  today: string,
): Promise<ApprovalDelegation[]> {
  const rows = await db
    .selectFrom('approval_delegations')
    .select([
      sql<string>`coalesce(approver_employee_id, approver_user_id)`.as('approver_id'),
      'delegate_employee_id',
      'starts_on',
      'ends_on',
    ])
    .where('employer_id', '=', employerId)
    .where('starts_on', '<=', today)
    .where('ends_on', '>=', today)
    .execute();
  return rows.map((row) => ({
    approverId: row.approver_id,
    delegateId: row.delegate_employee_id,
    from: parseDate(row.starts_on),
    to: parseDate(row.ends_on),
  }));
}
