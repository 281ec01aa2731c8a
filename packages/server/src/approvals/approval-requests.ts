import {
  type ApprovalRoute,
  type ApprovalWorkflow,
  type ResolvedApprovalStep,
  resolveApprovalRoute,
  type StepDeciders,
} from '@hr/domain';
import { sql, type Transaction } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import { Refusal } from '../core/refusal.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { ApprovalDecision, ApprovalStatus, Database, DecisionCapacity } from '../db/schema.ts';
import { noticeEnded, noticeWaitingStep } from './approval-notices.ts';
import { decidersToday, requesterFacts } from './org-facts.ts';
import { personOf } from './persons.ts';
import { defaultWorkflowFor, workflowRules } from './workflows.ts';

/**
 * The approval service other areas call inside their own transaction, so that the area's change (a
 * leave request stored, its days booked) and its approval commit or fail together. Plain functions:
 * an area registers nothing; it names its subject ('leave-request', id) and reacts to what they answer.
 */

export const NOBODY_CAN_DECIDE =
  'Nobody can decide this request: no step of its workflow has an approver, and there is no other administrator.';
export const ALREADY_WAITING = 'This is already waiting for approval.';
export const NO_SUCH_APPROVAL = 'There is no such approval.';
export const OWN_REQUEST = 'You cannot decide your own request.';
export const NOT_A_DECIDER = 'You are not among those who may decide the step this request is waiting on.';
export const ONLY_REQUESTER_WITHDRAWS = 'Only the person who asked can withdraw this request.';

function noLongerPending(status: ApprovalStatus): string {
  return `This request has already been ${status}.`;
}

export interface StartApproval {
  employerId: string;
  /** What is being approved, as the area names it: 'leave-request'. */
  subjectType: string;
  subjectId: string;
  requesterEmployeeId: string;
  /** The workflow to route by (leave: defaultWorkflowFor's answer); null: the administrators decide. */
  workflowId: string | null;
  /** 'YYYY-MM-DD', from the area's clock. */
  today: string;
  /** PUBLIC_URL (deps.publicUrl), for links in notification mails; without it none are mailed. */
  publicUrl?: string;
}

export interface ApprovalState {
  approvalId: string;
  subjectType: string;
  subjectId: string;
  status: ApprovalStatus;
  /** The step waiting for a decision (with who it names); null once the request has ended. */
  waitingStep: ResolvedApprovalStep | null;
}

export interface StartedApproval extends ApprovalState {
  /** The whole route as resolved now: the steps in order, and those that passed on and why. */
  route: ApprovalRoute;
}

/**
 * Routes a new request through its workflow as the organisation stands on `today` and stores it,
 * waiting on its first step. Refused (409) when nobody could ever decide it (its steps all pass on
 * and the requester is the only administrator), and when the subject already waits for approval.
 */
export async function startApproval(
  trx: Transaction<Database>,
  input: StartApproval,
): Promise<StartedApproval> {
  const { employerId, requesterEmployeeId, today } = input;
  const workflow: ApprovalWorkflow & { id: string | null; name: string | null } = input.workflowId
    ? await workflowRules(trx, employerId, input.workflowId)
    : { id: null, name: null, steps: [], escalateAfterDays: null };
  const facts = await requesterFacts(trx, employerId, requesterEmployeeId, workflow, today);
  const route = resolveApprovalRoute(workflow, facts);
  const [first] = route.steps;
  if (!first || route.steps.some((step) => step.approverIds.length === 0)) {
    throw new Refusal(409, NOBODY_CAN_DECIDE);
  }
  try {
    const stored = await trx
      .insertInto('approval_requests')
      .values({
        employer_id: employerId,
        subject_type: input.subjectType,
        subject_id: input.subjectId,
        requester_employee_id: requesterEmployeeId,
        workflow_id: workflow.id,
        workflow_name: workflow.name,
        escalate_after_days: workflow.escalateAfterDays,
        route: JSON.stringify(route),
        submitted_on: today,
        waiting_since: today,
        waiting_for: first.approverIds,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await noticeWaitingStep(
      trx,
      { ...input, approvalId: stored.id, publicUrl: input.publicUrl },
      { step: first, position: 0, escalateAfterDays: workflow.escalateAfterDays, today },
    );
    return {
      approvalId: stored.id,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      status: 'pending',
      waitingStep: first,
      route,
    };
  } catch (error) {
    if (isUniqueViolation(error, 'approval_requests_live_subject_key'))
      throw new Refusal(409, ALREADY_WAITING);
    throw error;
  }
}

/** The areas whose own requests carry their approval's id in an `approval_id` column. */
export type OwnRequestTable = 'leave_requests' | 'employee_requests' | 'attendance_requests';

export interface StartOwnRequestApproval extends Omit<StartApproval, 'workflowId'> {
  /** The area's table holding the request (`subjectId` is its row's id). */
  table: OwnRequestTable;
}

/**
 * Starts the approval of a request an employee made of their own (leave, a change of details or a
 * letter, an attendance correction): routed by the workflow that decides their leave
 * (defaultWorkflowFor), and tied to the area's row through its `approval_id`, in the caller's
 * transaction. Refused as startApproval refuses.
 */
export async function startOwnRequestApproval(
  trx: Transaction<Database>,
  { table, ...input }: StartOwnRequestApproval,
): Promise<StartedApproval> {
  const workflowId = await defaultWorkflowFor(trx, input.employerId, input.requesterEmployeeId, input.today);
  const approval = await startApproval(trx, { ...input, workflowId });
  await sql`update ${sql.table(table)} set approval_id = ${approval.approvalId}
    where id = ${input.subjectId} and employer_id = ${input.employerId}`.execute(trx);
  return approval;
}

export interface DecideApproval {
  approvalId: string;
  decision: ApprovalDecision;
  comment: string | null;
  today: string;
  /** PUBLIC_URL, for links in notification mails (see StartApproval). */
  publicUrl?: string;
}

export interface ApprovalOutcome extends ApprovalState {
  /** The step just decided, and as whom the caller decided it. */
  decidedStepIndex: number;
  capacity: DecisionCapacity;
}

/**
 * Records the caller's decision on the step the request waits on, then moves it to its next step or
 * ends it (approved after the last step, rejected at any). The request's row is locked first, so of
 * two deciders at once exactly one decides; the other then finds it moved on or ended (409).
 */
export async function decideApproval(
  trx: Transaction<Database>,
  caller: Caller,
  { approvalId, decision, comment, today, publicUrl }: DecideApproval,
): Promise<ApprovalOutcome> {
  const request = await lockedRequest(trx, caller.employerId, approvalId);
  const person = personOf(caller);
  if (person?.personId === request.requester_employee_id) throw new Refusal(403, OWN_REQUEST);
  if (request.status !== 'pending') throw new Refusal(409, noLongerPending(request.status));
  const step = request.route.steps[request.current_step] as ResolvedApprovalStep;
  const { deciders, administratorIds } = await decidersToday(
    trx,
    caller.employerId,
    {
      requesterEmployeeId: request.requester_employee_id,
      step,
      waitingSince: request.waiting_since as string,
      escalateAfterDays: request.escalate_after_days,
    },
    today,
  );
  if (!person || !deciders.deciderIds.includes(person.personId)) throw new Refusal(403, NOT_A_DECIDER);
  const capacity = capacityOf(person.personId, step, deciders, administratorIds);

  await trx
    .insertInto('approval_decisions')
    .values({
      employer_id: caller.employerId,
      approval_id: approvalId,
      step_index: step.stepIndex,
      decided_by: person.personId,
      decided_by_user_id: person.userId,
      capacity,
      decision,
      comment,
      decided_on: today,
    })
    .execute();
  const next = decision === 'approve' ? request.route.steps[request.current_step + 1] : undefined;
  const status: ApprovalStatus = next ? 'pending' : decision === 'approve' ? 'approved' : 'rejected';
  await trx
    .updateTable('approval_requests')
    .set(
      next
        ? { current_step: request.current_step + 1, waiting_since: today, waiting_for: next.approverIds }
        : { status, waiting_since: null, waiting_for: [], ended_on: today },
    )
    .where('id', '=', approvalId)
    .where('employer_id', '=', caller.employerId)
    .execute();
  const approval = noticeFacts(caller.employerId, approvalId, request, publicUrl);
  if (next) {
    await noticeWaitingStep(trx, approval, {
      step: next,
      position: request.current_step + 1,
      escalateAfterDays: request.escalate_after_days,
      today,
    });
  } else {
    await noticeEnded(trx, approval, status as 'approved' | 'rejected');
  }
  return {
    approvalId,
    subjectType: request.subject_type,
    subjectId: request.subject_id,
    status,
    waitingStep: next ?? null,
    decidedStepIndex: step.stepIndex,
    capacity,
  };
}

/** The requester takes back a request still waiting for a decision. */
export async function withdrawApproval(
  trx: Transaction<Database>,
  caller: Caller,
  { approvalId, today, publicUrl }: { approvalId: string; today: string; publicUrl?: string },
): Promise<ApprovalState> {
  const request = await lockedRequest(trx, caller.employerId, approvalId);
  const person = personOf(caller);
  if (person?.personId !== request.requester_employee_id) throw new Refusal(403, ONLY_REQUESTER_WITHDRAWS);
  if (request.status !== 'pending') throw new Refusal(409, noLongerPending(request.status));
  await trx
    .updateTable('approval_requests')
    .set({ status: 'withdrawn', waiting_since: null, waiting_for: [], ended_on: today })
    .where('id', '=', approvalId)
    .where('employer_id', '=', caller.employerId)
    .execute();
  await noticeEnded(trx, noticeFacts(caller.employerId, approvalId, request, publicUrl), 'withdrawn');
  return {
    approvalId,
    subjectType: request.subject_type,
    subjectId: request.subject_id,
    status: 'withdrawn',
    waitingStep: null,
  };
}

/**
 * The subject the approval was about was replaced (a document's newer version): a pending approval
 * ends as withdrawn, whoever replaced it, in the caller's transaction; nobody is told (the area tells
 * of what replaced it). An approval that already ended is left as it is.
 */
export async function withdrawReplacedApproval(
  trx: Transaction<Database>,
  employerId: string,
  { approvalId, today }: { approvalId: string; today: string },
): Promise<void> {
  await trx
    .updateTable('approval_requests')
    .set({ status: 'withdrawn', waiting_since: null, waiting_for: [], ended_on: today })
    .where('id', '=', approvalId)
    .where('employer_id', '=', employerId)
    .where('status', '=', 'pending')
    .execute();
}

function noticeFacts(
  employerId: string,
  approvalId: string,
  request: { subject_type: string; subject_id: string; requester_employee_id: string },
  publicUrl: string | undefined,
) {
  return {
    employerId,
    approvalId,
    subjectType: request.subject_type,
    subjectId: request.subject_id,
    requesterEmployeeId: request.requester_employee_id,
    publicUrl,
  };
}

async function lockedRequest(trx: Transaction<Database>, employerId: string, approvalId: string) {
  const request = await trx
    .selectFrom('approval_requests')
    .select([
      'subject_type',
      'subject_id',
      'requester_employee_id',
      'route',
      'current_step',
      'status',
      'waiting_since',
      'escalate_after_days',
    ])
    .where('id', '=', approvalId)
    .where('employer_id', '=', employerId)
    .forUpdate()
    .executeTakeFirst();
  if (!request) throw new Refusal(404, NO_SUCH_APPROVAL);
  return request;
}

/**
 * As whom a decider of the step decides: its approver, an administrator once the step escalated, or
 * else through a delegation (decidersOf admits no one else).
 */
export function capacityOf(
  personId: string,
  step: ResolvedApprovalStep,
  deciders: StepDeciders,
  administratorIds: readonly string[],
): DecisionCapacity {
  if (step.approverIds.includes(personId)) return 'approver';
  if (deciders.escalated && administratorIds.includes(personId)) return 'administrator';
  return 'delegate';
}
