import { type CategoryRules, claimProblems } from '@hr/domain';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ExpenseClaim, ReferenceIdRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { claimantOf, lockedOwnDraft } from './claim-access.ts';
import { startClaimApproval } from './claim-approval.ts';
import { claimAnswer, EXPENSE_CLAIM_LINE } from './claim-view.ts';
import { expenseMoney, requireExpenseModule } from './expense-access.ts';

/**
 * Submitting the caller's own draft (issue 32 items 2–3): the domain's claimProblems checks the
 * categories, dates, amounts, receipts and the limits per claim and per month (the claimant's other
 * claims that are neither drafts nor rejected count towards the month), and the first problem is a
 * 400 naming the line's field (`lines[1].amount`). Then the claim's approval starts, in the same
 * transaction, so a claim is submitted exactly when it waits for a decision.
 */

export const NO_LINES = 'Add at least one line before submitting.';

export async function submitExpenseClaim(
  deps: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<ExpenseClaim> {
  await requireExpenseModule(deps, caller);
  const employeeId = await claimantOf(deps.db, caller);
  const money = await expenseMoney(deps.db, caller.employerId);
  const today = await callerToday(deps, caller);
  await deps.db.transaction().execute(async (trx) => {
    const claim = await lockedOwnDraft(trx, caller, employeeId, id, 'submitted');
    if (claim.currency !== money.currency) {
      throw new Refusal(
        409,
        `The payroll currency is now ${money.currency}; save the claim again so its lines are in it.`,
      );
    }
    const lines = await trx
      .selectFrom('expense_claim_lines as l')
      .select([
        'l.position',
        'l.date',
        'l.category_id',
        'l.claimed_amount',
        sql<number>`(select count(*)::int from attachments a where a.employer_id = l.employer_id
          and a.owner_type = ${EXPENSE_CLAIM_LINE} and a.owner_id = l.id)`.as('receipts'),
      ])
      .where('l.employer_id', '=', caller.employerId)
      .where('l.claim_id', '=', claim.id)
      .orderBy('l.position')
      .execute();
    if (lines.length === 0) throw new Refusal(400, NO_LINES, { field: 'lines' });
    const problems = claimProblems(
      lines.map((line) => ({
        index: line.position - 1,
        date: line.date,
        categoryId: line.category_id,
        claimedAmount: new Decimal(line.claimed_amount).toFixed(money.digits),
        receipts: line.receipts,
      })),
      await categoryRules(trx, caller.employerId, money.digits),
      await alreadyThisMonth(trx, caller.employerId, employeeId, claim.id),
      money.digits,
      { today },
    );
    const [problem] = problems;
    if (problem) {
      throw new Refusal(400, problem.message, { field: `lines[${problem.index}].${problem.field}` });
    }
    const approvalId = await startClaimApproval(trx, {
      employerId: caller.employerId,
      claimId: claim.id,
      employeeId,
      today,
      publicUrl: deps.publicUrl,
    });
    const submittedAt = deps.clock();
    await trx
      .updateTable('expense_claims')
      .set({
        status: 'submitted',
        submitted_at: submittedAt,
        approval_id: approvalId,
        updated_at: submittedAt,
      })
      .where('id', '=', claim.id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'submitExpenseClaim',
      area: 'expenses',
      recordType: 'expense-claim',
      recordId: claim.id,
      before: { status: 'draft' },
      after: { status: 'submitted', approvalId, totalClaimed: claim.total_claimed },
    });
  });
  return claimAnswer(deps, caller, id);
}

async function categoryRules(
  db: Kysely<Database>,
  employerId: string,
  digits: number,
): Promise<Map<string, CategoryRules>> {
  const rows = await db
    .selectFrom('expense_categories')
    .selectAll()
    .where('employer_id', '=', employerId)
    .execute();
  const amount = (value: string | null) => (value === null ? null : new Decimal(value).toFixed(digits));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        code: row.code,
        description: row.description,
        limitPerClaim: amount(row.limit_per_claim),
        limitPerMonth: amount(row.limit_per_month),
        receiptRequiredAbove: amount(row.receipt_required_above),
        active: row.active,
      },
    ]),
  );
}

/** The claimant's other claims that are neither drafts nor rejected, by `${categoryId}:${YYYY-MM}`. */
async function alreadyThisMonth(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  claimId: string,
): Promise<Map<string, string>> {
  const { rows } = await sql<{ key: string; total: string }>`
    select l.category_id || ':' || to_char(l.date, 'YYYY-MM') as key, sum(l.claimed_amount)::text as total
    from expense_claim_lines l
    join expense_claims c on c.id = l.claim_id and c.employer_id = l.employer_id
    where l.employer_id = ${employerId} and c.employee_id = ${employeeId} and c.id <> ${claimId}
      and c.status not in ('draft', 'rejected')
      and (l.category_id, to_char(l.date, 'YYYY-MM')) in (
        select category_id, to_char(date, 'YYYY-MM') from expense_claim_lines
        where employer_id = ${employerId} and claim_id = ${claimId})
    group by 1`.execute(db);
  return new Map(rows.map((row) => [row.key, new Decimal(row.total).toFixed()]));
}
