import { sql } from 'kysely';
import { accountEmployeeId } from '../approvals/own-request-views.ts';
import type { OwnerAccessCheck } from '../attachments/owner-access.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  ExpenseClaim,
  ExpenseClaimSummary,
  ListMyExpenseClaimsRequest,
  ReferenceIdRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { claimHead, mayReadClaim, readableClaim } from './claim-access.ts';
import { claimAnswer, claimSummaries } from './claim-view.ts';
import { expenseModuleOn, requireExpenseModule } from './expense-access.ts';

/** My Claims and one claim (issue 32 item 5). */

export async function listMyExpenseClaims(
  deps: ServiceDeps,
  caller: Caller,
  { status, offset, limit }: ListMyExpenseClaimsRequest,
): Promise<{ items: ExpenseClaimSummary[]; total: number }> {
  await requireExpenseModule(deps, caller);
  const employeeId = await accountEmployeeId(deps.db, caller);
  if (!employeeId) return { items: [], total: 0 };
  const rows = await deps.db
    .selectFrom('expense_claims')
    .select(['id', sql<number>`count(*) over ()`.as('total')])
    .where('employer_id', '=', caller.employerId)
    .where('employee_id', '=', employeeId)
    .$if(status !== undefined, (query) => query.where('status', '=', status as NonNullable<typeof status>))
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const total =
    rows.length > 0 ? Number(rows[0]?.total) : await countMine(deps, caller.employerId, employeeId, status);
  return {
    items: await claimSummaries(
      deps.db,
      caller.employerId,
      rows.map((row) => row.id),
    ),
    total,
  };
}

/** The count when the page asked for is past the end (no row carries it). */
async function countMine(
  { db }: ServiceDeps,
  employerId: string,
  employeeId: string,
  status: ListMyExpenseClaimsRequest['status'],
): Promise<number> {
  const { count } = await db
    .selectFrom('expense_claims')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('employer_id', '=', employerId)
    .where('employee_id', '=', employeeId)
    .$if(status !== undefined, (query) => query.where('status', '=', status as NonNullable<typeof status>))
    .executeTakeFirstOrThrow();
  return count;
}

export async function getExpenseClaim(
  deps: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<ExpenseClaim> {
  await requireExpenseModule(deps, caller);
  await readableClaim(deps, caller, id);
  return claimAnswer(deps, caller, id);
}

/**
 * Who may download a line's receipt: whoever may see its claim (the claimant, a reader whose expenses
 * read reaches them once it is submitted, the approval's participants), and only while the module is on.
 */
export const expenseReceiptFiles: OwnerAccessCheck = async (deps, caller, lineId) => {
  if (!(await expenseModuleOn(deps, caller))) return false;
  const line = await deps.db
    .selectFrom('expense_claim_lines')
    .select('claim_id')
    .where('id', '=', lineId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!line) return false;
  const claim = await claimHead(deps.db, caller.employerId, line.claim_id);
  return claim !== undefined && mayReadClaim(deps, caller, claim);
};
