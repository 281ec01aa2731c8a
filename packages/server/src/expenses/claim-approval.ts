import type { ApprovalRoute } from '@hr/domain';
import type { Kysely, Transaction } from 'kysely';
import { NOBODY_CAN_DECIDE, startApproval } from '../approvals/approval-requests.ts';
import { pendingFor } from '../approvals/pending.ts';
import { personNames, UNKNOWN_PERSON } from '../approvals/persons.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ExpenseClaimStep } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';

/**
 * An expense claim's approval (issue 32 item 3): an approval of the engine (subject 'expense-claim',
 * the claim's id) asked for by the claimant, routed by the employer's default `expense` workflow (none:
 * the administrators decide), so routing, no self-approval, delegation and escalation are the engine's.
 * Deciding, the notices and what a decision does to the claim belong to the approve-pay side.
 */

export const EXPENSE_CLAIM_SUBJECT = 'expense-claim';

export const NOBODY_CAN_APPROVE_CLAIM =
  'Nobody can approve this claim: no step of the expense workflow names anyone for you, and there is no other administrator. Ask whoever manages the approval workflows to change it.';

/** The employer's default workflow of kind `expense`, or null (the administrators decide). */
export async function defaultExpenseWorkflow(
  db: Kysely<Database>,
  employerId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('approval_workflows')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('kind', '=', 'expense')
    .where('is_default', '=', true)
    .where('active', '=', true)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Starts the claim's approval in the submit's transaction and answers its id. */
export async function startClaimApproval(
  trx: Transaction<Database>,
  input: { employerId: string; claimId: string; employeeId: string; today: string; publicUrl: string },
): Promise<string> {
  try {
    const { approvalId } = await startApproval(trx, {
      employerId: input.employerId,
      subjectType: EXPENSE_CLAIM_SUBJECT,
      subjectId: input.claimId,
      requesterEmployeeId: input.employeeId,
      workflowId: await defaultExpenseWorkflow(trx, input.employerId),
      today: input.today,
      publicUrl: input.publicUrl,
    });
    return approvalId;
  } catch (error) {
    if (error instanceof Refusal && error.message === NOBODY_CAN_DECIDE) {
      throw new Refusal(409, NOBODY_CAN_APPROVE_CLAIM);
    }
    throw error;
  }
}

/** Whether the caller may decide the step the approval waits on today (as approver, delegate or by escalation). */
export async function decidesClaim(
  db: Kysely<Database>,
  caller: Caller,
  approvalId: string | null,
  today: string,
): Promise<boolean> {
  if (!approvalId) return false;
  return (await pendingFor(db, caller, today, { approvalId })).length > 0;
}

/** Each step of the claim's approval, as document sign-off shows them: who may decide, who did, when, why. */
export async function claimSteps(
  db: Kysely<Database>,
  employerId: string,
  approvalId: string | null,
): Promise<ExpenseClaimStep[]> {
  if (!approvalId) return [];
  const approval = await db
    .selectFrom('approval_requests')
    .select('route')
    .where('id', '=', approvalId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!approval) return [];
  const route = approval.route as ApprovalRoute;
  const decisions = await db
    .selectFrom('approval_decisions')
    .select(['step_index', 'decided_by', 'decision', 'comment', 'decided_at'])
    .where('employer_id', '=', employerId)
    .where('approval_id', '=', approvalId)
    .execute();
  const names = await personNames(db, employerId, [
    ...route.steps.flatMap((step) => step.approverIds),
    ...decisions.map((decision) => decision.decided_by),
  ]);
  const nameOf = (id: string) => names.get(id) ?? UNKNOWN_PERSON;
  return route.steps.map((step, position) => {
    const decided = decisions.find((decision) => decision.step_index === step.stepIndex);
    return {
      position: position + 1,
      approvers: step.approverIds.map(nameOf),
      decision: decided ? (decided.decision === 'approve' ? 'approved' : 'rejected') : null,
      decidedBy: decided ? nameOf(decided.decided_by) : null,
      decidedAt: decided ? decided.decided_at.toISOString() : null,
      comment: decided?.comment ?? null,
    };
  });
}
