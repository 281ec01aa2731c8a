import type { PermissionAction, PermissionArea } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { ApprovalHistory, ApprovalIdRequest, ApprovalRouteStep } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { reachesEmployee, reachOf } from '../roles/scope.ts';
import { NO_SUCH_APPROVAL } from './approval-requests.ts';
import { decidersToday } from './org-facts.ts';
import { personNames, personOf, UNKNOWN_PERSON } from './persons.ts';

export const NOT_YOUR_APPROVAL = 'You can only see the approvals you asked for or decide.';

/**
 * One approval as it went: the route resolved at submission (each step with who it named and where
 * it stands), the steps that passed on and why, and every decision. Areas call it with their own
 * access rules; get-approval-history is the guarded operation.
 */
export async function approvalHistory(
  db: Kysely<Database>,
  employerId: string,
  approvalId: string,
): Promise<ApprovalHistory> {
  return described(db, employerId, await storedApproval(db, employerId, approvalId));
}

/**
 * The cell whose scope, reaching the requester, opens an approval's history to someone who takes no
 * part in it, by the subject type the asking area names (leave/leave-requests.ts, team/*-views.ts):
 * a leave request's to those who read the requester's leave; a Team post's to those who manage the
 * requester's Team posts (team read is everyone's, and a post waiting for approval is not yet theirs
 * to read). A subject not listed opens to its participants only.
 */
const SUBJECT_CELLS: Record<string, { area: PermissionArea; action: PermissionAction }> = {
  'leave-request': { area: 'leave', action: 'read' },
  announcement: { area: 'team', action: 'update' },
  'discussion-reply': { area: 'team', action: 'update' },
  'shared-document': { area: 'team', action: 'update' },
  // A document's sign-off (issue 31, Build item 4), read as its item is.
  'document-version': { area: 'documents', action: 'read' },
};

/**
 * get-approval-history: for whoever's scope of the subject's cell reaches the requester (an
 * administrator everyone's, a department's HR officer the department's leave), the requester,
 * anyone the route named or who decided, and whoever may decide the waiting step now (a delegate).
 * Anyone else of the employer: 403.
 */
export async function getApprovalHistory(
  { db, clock }: ServiceDeps,
  caller: Caller,
  { approvalId }: ApprovalIdRequest,
): Promise<ApprovalHistory> {
  const stored = await storedApproval(db, caller.employerId, approvalId);
  const today = await callerToday({ db, clock }, caller);
  const cell = SUBJECT_CELLS[stored.request.subject_type];
  const readsSubject =
    cell !== undefined &&
    (await reachesEmployee(
      db,
      reachOf(caller, cell.area, cell.action, today),
      stored.request.requester_employee_id,
    ));
  if (!readsSubject) {
    const person = personOf(caller);
    if (!person || !(await concerns(db, caller.employerId, stored, person.personId, today))) {
      throw new Refusal(403, NOT_YOUR_APPROVAL);
    }
  }
  return described(db, caller.employerId, stored);
}

/**
 * Whether a person of the employer takes part in one approval (asked, is named on its route, decided,
 * or may decide its waiting step today): what an area checks before showing a record that waits on
 * approvals, e.g. the files of a leave request.
 */
export async function takesPartIn(
  db: Kysely<Database>,
  employerId: string,
  approvalId: string,
  personId: string,
  today: string,
): Promise<boolean> {
  return concerns(db, employerId, await storedApproval(db, employerId, approvalId), personId, today);
}

type StoredApproval = Awaited<ReturnType<typeof storedApproval>>;

async function storedApproval(db: Kysely<Database>, employerId: string, approvalId: string) {
  const request = await db
    .selectFrom('approval_requests')
    .selectAll()
    .where('id', '=', approvalId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!request) throw new Refusal(404, NO_SUCH_APPROVAL);
  const decisions = await db
    .selectFrom('approval_decisions')
    .select(['step_index', 'decided_by', 'capacity', 'decision', 'comment', 'decided_on', 'decided_at'])
    .where('approval_id', '=', approvalId)
    .where('employer_id', '=', employerId)
    .orderBy('decided_at')
    .orderBy('id')
    .execute();
  return { request, decisions };
}

async function concerns(
  db: Kysely<Database>,
  employerId: string,
  { request, decisions }: StoredApproval,
  personId: string,
  today: string,
): Promise<boolean> {
  if (request.requester_employee_id === personId) return true;
  if (request.route.steps.some((step) => step.approverIds.includes(personId))) return true;
  if (decisions.some((decision) => decision.decided_by === personId)) return true;
  const step = request.route.steps[request.current_step];
  if (request.status !== 'pending' || !step) return false;
  const { deciders } = await decidersToday(
    db,
    employerId,
    {
      requesterEmployeeId: request.requester_employee_id,
      step,
      waitingSince: request.waiting_since as string,
      escalateAfterDays: request.escalate_after_days,
    },
    today,
  );
  return deciders.deciderIds.includes(personId);
}

async function described(
  db: Kysely<Database>,
  employerId: string,
  { request, decisions }: StoredApproval,
): Promise<ApprovalHistory> {
  const { route } = request;
  const names = await personNames(db, employerId, [
    request.requester_employee_id,
    ...route.steps.flatMap((step) => step.approverIds),
    ...decisions.map((decision) => decision.decided_by),
  ]);
  const nameOf = (personId: string) => names.get(personId) ?? UNKNOWN_PERSON;
  return {
    id: request.id,
    subjectType: request.subject_type,
    subjectId: request.subject_id,
    requesterEmployeeId: request.requester_employee_id,
    requesterName: nameOf(request.requester_employee_id),
    workflowId: request.workflow_id,
    workflowName: request.workflow_name,
    escalateAfterDays: request.escalate_after_days,
    status: request.status,
    submittedOn: request.submitted_on,
    endedOn: request.ended_on,
    steps: route.steps.map(
      (step, position): ApprovalRouteStep => ({
        stepIndex: step.stepIndex,
        approver: step.rule.approver,
        employeeId: step.rule.approver === 'named-employee' ? step.rule.employeeId : null,
        isFallback: step.isFallback,
        approvers: step.approverIds.map((personId) => ({ personId, name: nameOf(personId) })),
        state: stepState(request.status, request.current_step, position),
        waitingSince: position === request.current_step ? request.waiting_since : null,
      }),
    ),
    skipped: route.skipped.map((skipped) => ({
      stepIndex: skipped.stepIndex,
      approver: skipped.rule.approver,
      employeeId: skipped.rule.approver === 'named-employee' ? skipped.rule.employeeId : null,
      reason: skipped.reason,
    })),
    decisions: decisions.map((decision) => ({
      stepIndex: decision.step_index,
      decidedBy: decision.decided_by,
      decidedByName: nameOf(decision.decided_by),
      capacity: decision.capacity,
      decision: decision.decision,
      comment: decision.comment,
      decidedOn: decision.decided_on,
      decidedAt: decision.decided_at.toISOString(),
    })),
  };
}

function stepState(
  status: ApprovalHistory['status'],
  currentStep: number,
  position: number,
): ApprovalRouteStep['state'] {
  if (position < currentStep) return 'approved';
  if (position > currentStep) return 'not-reached';
  return status === 'pending' ? 'waiting' : status;
}
