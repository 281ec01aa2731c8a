import { sql } from 'kysely';
import { pendingFor } from '../approvals/pending.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ExpenseClaimSummary, ExpensePageRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { EXPENSE_CLAIM_SUBJECT } from './claim-approval.ts';
import { claimSummaries } from './claim-view.ts';
import { requireExpenseModule } from './expense-access.ts';

/**
 * The approver's queue (issue 32, Build item 5): the claims whose waiting step the caller may decide
 * today, as the engine's pendingFor answers it (so this list and decide-expense-claim never disagree:
 * delegations and escalation included, never the caller's own), oldest submission first, a page at a
 * time with the total the dashboard's card shows.
 */
export async function listExpenseClaimQueue(
  deps: ServiceDeps,
  caller: Caller,
  { offset, limit }: ExpensePageRequest,
): Promise<{ items: ExpenseClaimSummary[]; total: number }> {
  await requireExpenseModule(deps, caller);
  const today = await callerToday(deps, caller);
  const claimIds = (await pendingFor(deps.db, caller, today, { subjectType: EXPENSE_CLAIM_SUBJECT })).map(
    (pending) => pending.subjectId,
  );
  if (claimIds.length === 0) return { items: [], total: 0 };
  const page = await deps.db
    .selectFrom('expense_claims')
    .select('id')
    .where('employer_id', '=', caller.employerId)
    // One array parameter, not one parameter an id: an administrator's queue can hold thousands.
    .where(sql<boolean>`id = any(${claimIds}::uuid[])`)
    .orderBy('submitted_at')
    .orderBy('number')
    .offset(offset)
    .limit(limit)
    .execute();
  return {
    items: await claimSummaries(
      deps.db,
      caller.employerId,
      page.map((row) => row.id),
    ),
    total: claimIds.length,
  };
}
