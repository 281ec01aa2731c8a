import { EXPENSE_CLAIM_STATUS_LABELS, type ExpenseClaimStatus, formatClaimNumber } from '@hr/domain';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ExpenseClaim, MarkExpenseClaimPaidRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { EXPENSE_CLAIM_RECORD, lockedClaim } from './claim-decisions.ts';
import { tellClaimant } from './claim-notices.ts';
import { claimAnswer } from './claim-view.ts';
import { requireExpenseModule } from './expense-access.ts';

export function notPayable(number: number, status: string): string {
  return `Only an approved claim not yet paid can be marked paid; ${formatClaimNumber(number)} is ${EXPENSE_CLAIM_STATUS_LABELS[status as ExpenseClaimStatus].toLowerCase()}.`;
}

/**
 * mark-expense-claim-paid: an approved claim paid outside payroll (a transfer, a cheque), with its
 * reference and date; no run pays it afterwards, and a draft run that held it refuses to finalise
 * until it is re-run. The claimant is told.
 */
export async function markExpenseClaimPaid(
  deps: ServiceDeps,
  caller: Caller,
  request: MarkExpenseClaimPaidRequest,
): Promise<ExpenseClaim> {
  await requireExpenseModule(deps, caller);
  const { employerId } = caller;
  const mailed = await deps.db.transaction().execute(async (trx) => {
    const claim = await lockedClaim(trx, employerId, request.id);
    if (claim.status !== 'approved') throw new Refusal(409, notPayable(claim.number, claim.status));
    const reference = request.reference.trim();
    await trx
      .updateTable('expense_claims')
      .set({
        status: 'paid',
        paid_outside_reference: reference,
        paid_on: request.paidOn,
        updated_at: deps.clock(),
      })
      .where('id', '=', claim.id)
      .where('employer_id', '=', employerId)
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'markExpenseClaimPaid',
      area: 'expenses',
      recordType: EXPENSE_CLAIM_RECORD,
      recordId: claim.id,
      before: { status: claim.status },
      after: { status: 'paid', paidBy: 'outside', reference, paidOn: request.paidOn },
    });
    return tellClaimant(
      trx,
      deps.publicUrl,
      { employerId, id: claim.id, employeeId: claim.employee_id, number: claim.number },
      { kind: 'paid', by: 'outside' },
    );
  });
  if (mailed) deps.mailDelivery.deliverSoon();
  return claimAnswer(deps, caller, request.id);
}
