import { approvedAmountProblem, formatMoney } from '@hr/domain';
import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import { type ApprovalOutcome, decideApproval } from '../approvals/approval-requests.ts';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { DecideExpenseClaimRequest, ExpenseClaim } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { NO_SUCH_CLAIM } from './claim-access.ts';
import { type ClaimEvent, tellClaimant } from './claim-notices.ts';
import { claimAnswer } from './claim-view.ts';
import { expenseMoney, requireExpenseModule } from './expense-access.ts';

/**
 * Deciding an expense claim (issue 32, Build item 3, docs/expenses.md). The approvals engine decides
 * who may decide the step the claim waits on (no self-approval; delegates; administrators once it
 * escalated), records the decision and moves the claim's approval on. On approval a decider may lower a
 * line (with a reason, never above what was claimed nor above what an earlier step approved); the
 * claimed amount is never touched, so everyone still sees what was asked. The last step's approval
 * fixes each line's approved amount and the claim's total; a rejection ends it and needs a comment.
 * The claimant is told of every step's decision.
 */

export const REJECTION_NEEDS_COMMENT = 'Give a reason for the rejection.';
export const NOT_SUBMITTED = 'This claim is not waiting for a decision.';
export const LINES_ONLY_ON_APPROVAL = 'Lines are approved at another amount only when approving.';
export const NOT_A_LINE_OF_THE_CLAIM = 'There is no such line on this claim.';
export const LINE_TWICE = 'This line is already given above.';
/** What the audit trail calls an expense claim. */
export const EXPENSE_CLAIM_RECORD = 'expense-claim';

function aboveEarlierStep(earlier: string, digits: number): string {
  return `An earlier step approved ${formatMoney(new Decimal(earlier), digits)}; a later step cannot approve more.`;
}

/** A reason that satisfies the reason rule, to learn whether the amount alone is at fault. */
const ANY_REASON = 'given';

interface StoredLine {
  id: string;
  position: number;
  claimed_amount: string;
  approved_amount: string | null;
  approved_reason: string | null;
}

/** The approved amounts asked for, checked against each line (400 naming `lines[i].…`). */
function checkedChanges(
  request: DecideExpenseClaimRequest,
  lines: readonly StoredLine[],
  digits: number,
): Map<string, { approvedAmount: string; reason: string | null }> {
  const changes = new Map<string, { approvedAmount: string; reason: string | null }>();
  if (request.lines.length > 0 && request.decision !== 'approve') {
    throw new Refusal(400, LINES_ONLY_ON_APPROVAL, { field: 'lines' });
  }
  request.lines.forEach((change, index) => {
    const field = (name: string) => `lines[${index}].${name}`;
    const line = lines.find((stored) => stored.id === change.lineId);
    if (!line) throw new Refusal(400, NOT_A_LINE_OF_THE_CLAIM, { field: field('lineId') });
    if (changes.has(line.id)) throw new Refusal(400, LINE_TWICE, { field: field('lineId') });
    const problem = approvedAmountProblem(line.claimed_amount, change.approvedAmount, change.reason, digits);
    if (problem) {
      const amountIsRight =
        approvedAmountProblem(line.claimed_amount, change.approvedAmount, ANY_REASON, digits) === null;
      throw new Refusal(400, problem, {
        field: field(amountIsRight ? 'reason' : 'approvedAmount'),
      });
    }
    if (line.approved_amount !== null && new Decimal(change.approvedAmount).gt(line.approved_amount)) {
      throw new Refusal(400, aboveEarlierStep(line.approved_amount, digits), {
        field: field('approvedAmount'),
      });
    }
    const lowered = new Decimal(change.approvedAmount).lt(line.claimed_amount);
    changes.set(line.id, {
      approvedAmount: new Decimal(change.approvedAmount).toFixed(digits),
      reason: lowered ? (change.reason?.trim() ?? null) : null,
    });
  });
  return changes;
}

export async function decideExpenseClaim(
  deps: ServiceDeps,
  caller: Caller,
  request: DecideExpenseClaimRequest,
): Promise<ExpenseClaim> {
  await requireExpenseModule(deps, caller);
  const { employerId } = caller;
  const today = await callerToday(deps, caller);
  const { digits } = await expenseMoney(deps.db, employerId);
  const mailed = await deps.db.transaction().execute(async (trx) => {
    const claim = await lockedClaim(trx, employerId, request.id);
    if (claim.status !== 'submitted' || !claim.approval_id) throw new Refusal(409, NOT_SUBMITTED);
    const comment = request.comment?.trim() || null;
    // The engine first: a caller who may not decide is refused as such, whatever else they sent.
    const outcome = await decideApproval(trx, caller, {
      approvalId: claim.approval_id,
      decision: request.decision,
      comment,
      today,
      publicUrl: deps.publicUrl,
    });
    if (request.decision === 'reject' && !comment) {
      throw new Refusal(400, REJECTION_NEEDS_COMMENT, { field: 'comment' });
    }
    const lines = await claimLines(trx, employerId, claim.id);
    const changes = checkedChanges(request, lines, digits);
    for (const [lineId, change] of changes) {
      await trx
        .updateTable('expense_claim_lines')
        .set({ approved_amount: change.approvedAmount, approved_reason: change.reason })
        .where('id', '=', lineId)
        .where('employer_id', '=', employerId)
        .execute();
    }
    const after = await settleOutcome(trx, {
      employerId,
      claimId: claim.id,
      status: outcome.status,
      at: deps.clock(),
    });
    const decided = await claimLines(trx, employerId, claim.id);
    await writeAudit(trx, actorOf(caller), {
      operation: 'decideExpenseClaim',
      area: 'expenses',
      recordType: EXPENSE_CLAIM_RECORD,
      recordId: claim.id,
      before: { status: claim.status, lines: lines.map(auditedLine) },
      after: {
        decision: request.decision,
        step: outcome.decidedStepIndex + 1,
        capacity: outcome.capacity,
        comment,
        status: after.status,
        totalApproved: after.totalApproved,
        lines: decided.map(auditedLine),
      },
    });
    return tellClaimant(
      trx,
      deps.publicUrl,
      { employerId, id: claim.id, employeeId: claim.employee_id, number: claim.number },
      eventOf(outcome, decided),
    );
  });
  if (mailed) deps.mailDelivery.deliverSoon();
  return claimAnswer(deps, caller, request.id);
}

/** What the claimant is told of the decision just made. */
function eventOf(outcome: ApprovalOutcome, lines: readonly StoredLine[]): ClaimEvent {
  const stepIndex = outcome.decidedStepIndex;
  if (outcome.status === 'rejected') return { kind: 'rejected', stepIndex };
  if (outcome.status === 'approved') {
    const lowered = lines.some(
      (line) => line.approved_amount !== null && new Decimal(line.approved_amount).lt(line.claimed_amount),
    );
    return { kind: 'approved', stepIndex, lowered };
  }
  return { kind: 'step-approved', stepIndex };
}

/** The claim, locked until the transaction ends; the 404 of an unknown claim for another employer's. */
export async function lockedClaim(trx: Transaction<Database>, employerId: string, claimId: string) {
  const claim = await trx
    .selectFrom('expense_claims')
    .select(['id', 'number', 'employee_id', 'status', 'approval_id'])
    .where('id', '=', claimId)
    .where('employer_id', '=', employerId)
    .forUpdate()
    .executeTakeFirst();
  if (!claim) throw new Refusal(404, NO_SUCH_CLAIM);
  return claim;
}

function auditedLine(line: StoredLine) {
  return {
    position: line.position,
    claimedAmount: line.claimed_amount,
    approvedAmount: line.approved_amount,
    approvedReason: line.approved_reason,
  };
}

async function claimLines(trx: Transaction<Database>, employerId: string, claimId: string) {
  return trx
    .selectFrom('expense_claim_lines')
    .select(['id', 'position', 'claimed_amount', 'approved_amount', 'approved_reason'])
    .where('employer_id', '=', employerId)
    .where('claim_id', '=', claimId)
    .orderBy('position')
    .execute();
}

/**
 * The claim once its approval moved: still submitted while a step waits; approved after the last step
 * (every line at its approved amount, the claimed one where nobody lowered it, and their total);
 * rejected at any step.
 */
async function settleOutcome(
  trx: Transaction<Database>,
  { employerId, claimId, status, at }: { employerId: string; claimId: string; status: string; at: Date },
): Promise<{ status: string; totalApproved: string | null }> {
  if (status === 'pending') return { status: 'submitted', totalApproved: null };
  if (status === 'rejected') {
    await trx
      .updateTable('expense_claims')
      .set({ status: 'rejected', decided_at: at, updated_at: at })
      .where('id', '=', claimId)
      .where('employer_id', '=', employerId)
      .execute();
    return { status, totalApproved: null };
  }
  await trx
    .updateTable('expense_claim_lines')
    .set((eb) => ({ approved_amount: eb.fn.coalesce('approved_amount', 'claimed_amount') }))
    .where('claim_id', '=', claimId)
    .where('employer_id', '=', employerId)
    .execute();
  const { total } = await trx
    .selectFrom('expense_claim_lines')
    .select((eb) => eb.fn.sum<string>('approved_amount').as('total'))
    .where('claim_id', '=', claimId)
    .where('employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('expense_claims')
    .set({ status: 'approved', total_approved: total, decided_at: at, updated_at: at })
    .where('id', '=', claimId)
    .where('employer_id', '=', employerId)
    .execute();
  return { status: 'approved', totalApproved: total };
}
