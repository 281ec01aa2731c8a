import {
  type ApprovalDelegation,
  type ApproverKind,
  decidersOf,
  type ResolvedApprovalStep,
} from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { Database, DecisionCapacity } from '../db/schema.ts';
import { capacityOf } from './approval-requests.ts';
import { delegationsOn } from './org-facts.ts';
import { activePersons, administratorIds, personNames, personOf, UNKNOWN_PERSON } from './persons.ts';

export interface PendingApproval {
  approvalId: string;
  /** The area's subject, for the area to join its own details: ('leave-request', id). */
  subjectType: string;
  subjectId: string;
  requesterEmployeeId: string;
  requesterName: string;
  /** The workflow step waiting (its index; the administrators' fallback is the number of steps). */
  stepIndex: number;
  approver: ApproverKind;
  waitingSince: string;
  /** Waited past the workflow's escalation days: the administrators may decide it too. */
  escalated: boolean;
  /** As whom the caller would decide it. */
  capacity: DecisionCapacity;
}

/**
 * Which of the caller's approvals an area asks about: one approval (may the caller decide it?), or one
 * kind of subject (an area's queue). Each row is judged on its own, so narrowing the rows in the
 * statement answers what narrowing the whole list afterwards would, without reading, judging and
 * naming every other approval waiting on the caller.
 */
export type PendingFilter = { approvalId: string } | { subjectType: string };

/**
 * The approvals the caller may decide on `today`, longest waiting first. The index on the waiting
 * step's approvers finds the candidates (the caller's own, those of whoever delegates to them, and for
 * an administrator those waiting past their escalation days); the domain's decidersOf then says
 * exactly, so this queue and decideApproval never disagree.
 */
export async function pendingFor(
  db: Kysely<Database>,
  caller: Caller,
  today: string,
  only?: PendingFilter,
): Promise<PendingApproval[]> {
  const person = personOf(caller);
  if (!person) return [];
  const { employerId } = caller;
  const delegations = await delegationsOn(db, employerId, today);
  const reaching = [...approversReaching(person.personId, delegations)];
  const { rows } = await sql<{
    id: string;
    subject_type: string;
    subject_id: string;
    requester_employee_id: string;
    /** The route's waiting step only: a queue of thousands parses one step a row, not every step. */
    step: ResolvedApprovalStep;
    waiting_since: string;
    escalate_after_days: number | null;
  }>`
    select id, subject_type, subject_id, requester_employee_id, route -> 'steps' -> current_step as step,
      waiting_since, escalate_after_days
    from approval_requests
    where employer_id = ${employerId} and status = 'pending' and requester_employee_id <> ${person.personId}
      and (waiting_for && ${reaching}::uuid[]
        or (${person.isAdministrator} and escalate_after_days is not null
            and waiting_since <= ${today}::date - escalate_after_days))
      ${only === undefined ? sql`` : 'approvalId' in only ? sql`and id = ${only.approvalId}` : sql`and subject_type = ${only.subjectType}`}
    order by waiting_since, created_at, id`.execute(db);
  if (rows.length === 0) return [];

  const administrators = await administratorIds(db, employerId);
  const active = await activePersons(
    db,
    employerId,
    [
      ...rows.flatMap((row) => row.step.approverIds),
      ...delegations.flatMap((delegation) => [delegation.approverId, delegation.delegateId]),
      ...administrators,
    ],
    today,
  );
  const names = await personNames(
    db,
    employerId,
    rows.map((row) => row.requester_employee_id),
  );
  const on = parseDate(today);
  const pending: PendingApproval[] = [];
  for (const row of rows) {
    const { step } = row;
    const deciders = decidersOf(step, {
      facts: {
        requesterId: row.requester_employee_id,
        lineManagerId: null,
        departmentHeadId: null,
        branchHeadId: null,
        activePersonIds: active,
        administratorIds: administrators,
      },
      delegations,
      today: on,
      waitingSince: parseDate(row.waiting_since),
      escalateAfterDays: row.escalate_after_days,
    });
    if (!deciders.deciderIds.includes(person.personId)) continue;
    pending.push({
      approvalId: row.id,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      requesterEmployeeId: row.requester_employee_id,
      requesterName: names.get(row.requester_employee_id) ?? UNKNOWN_PERSON,
      stepIndex: step.stepIndex,
      approver: step.rule.approver,
      waitingSince: row.waiting_since,
      escalated: deciders.escalated,
      capacity: capacityOf(person.personId, step, deciders, administrators),
    });
  }
  return pending;
}

/** The caller and everyone whose approvals reach them through the delegations (chains followed). */
function approversReaching(personId: string, delegations: readonly ApprovalDelegation[]): Set<string> {
  const reaching = new Set([personId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { approverId, delegateId } of delegations) {
      if (reaching.has(delegateId) && !reaching.has(approverId)) {
        reaching.add(approverId);
        grew = true;
      }
    }
  }
  return reaching;
}
