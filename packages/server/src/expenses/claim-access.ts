import { formatClaimNumber } from '@hr/domain';
import type { Kysely } from 'kysely';
import { takesPartIn } from '../approvals/history.ts';
import { accountEmployeeId } from '../approvals/own-request-views.ts';
import { personOf } from '../approvals/persons.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type { ExpenseClaimStatusColumn } from '../db/schema-expenses.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { reachesEmployee, reachOf } from '../roles/scope.ts';

/**
 * Who sees an expense claim (issue 32): the claimant; once it is submitted, whoever's expenses read
 * reaches the claimant, and whoever takes part in its approval (asked, named on its route, decided).
 * A draft is the claimant's alone. Anyone else, and any claim of another employer, gets the 404 of an
 * unknown claim, so a claim's existence is not given away.
 */

export const NO_SUCH_CLAIM = 'There is no such expense claim.';
export const NO_EMPLOYEE_RECORD =
  'Expense claims are made from an employee record, and your account is not tied to one.';

export interface ClaimHead {
  id: string;
  employee_id: string;
  status: ExpenseClaimStatusColumn;
  approval_id: string | null;
}

export async function mayReadClaim(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  caller: Caller,
  claim: ClaimHead,
): Promise<boolean> {
  const { db } = deps;
  if ((await accountEmployeeId(db, caller)) === claim.employee_id) return true;
  if (claim.status === 'draft') return false;
  const today = await callerToday(deps, caller);
  if (await reachesEmployee(db, reachOf(caller, 'expenses', 'read', today), claim.employee_id)) return true;
  if (!claim.approval_id) return false;
  const person = personOf(caller);
  return person !== null && takesPartIn(db, caller.employerId, claim.approval_id, person.personId, today);
}

/** The claim's head when the caller may see it; the 404 of an unknown claim otherwise. */
export async function readableClaim(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  caller: Caller,
  claimId: string,
): Promise<ClaimHead> {
  const claim = await claimHead(deps.db, caller.employerId, claimId);
  if (!claim || !(await mayReadClaim(deps, caller, claim))) throw new Refusal(404, NO_SUCH_CLAIM);
  return claim;
}

export function claimHead(
  db: Kysely<Database>,
  employerId: string,
  claimId: string,
): Promise<ClaimHead | undefined> {
  return db
    .selectFrom('expense_claims')
    .select(['id', 'employee_id', 'status', 'approval_id'])
    .where('id', '=', claimId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
}

/** The caller's own employee record; a 403 for an account without one (nothing to claim for). */
export async function claimantOf(db: Kysely<Database>, caller: Caller): Promise<string> {
  const employeeId = await accountEmployeeId(db, caller);
  if (!employeeId) throw new Refusal(403, NO_EMPLOYEE_RECORD);
  return employeeId;
}

/**
 * The caller's own draft, locked until the transaction ends: a claim of someone else (or of another
 * employer) is the 404 of an unknown claim; one already submitted is a 409.
 */
export async function lockedOwnDraft(
  trx: Kysely<Database>,
  caller: Caller,
  employeeId: string,
  claimId: string,
  verb: 'changed' | 'submitted' | 'deleted',
) {
  const claim = await trx
    .selectFrom('expense_claims')
    .selectAll()
    .where('id', '=', claimId)
    .where('employer_id', '=', caller.employerId)
    .where('employee_id', '=', employeeId)
    .forUpdate()
    .executeTakeFirst();
  if (!claim) throw new Refusal(404, NO_SUCH_CLAIM);
  if (claim.status !== 'draft') {
    throw new Refusal(
      409,
      `Expense claim ${formatClaimNumber(claim.number)} is ${claim.status}; only a draft can be ${verb}.`,
    );
  }
  return claim;
}
