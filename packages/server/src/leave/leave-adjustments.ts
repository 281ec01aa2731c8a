import { randomUUID } from 'node:crypto';
import { adjustedEntry } from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { callerTodayOf } from '../employer/employer-settings.ts';
import { applicantOf } from './applicant.ts';
import { requireLeaveDates } from './leave-horizon.ts';
import { writeLedgerEntries } from './leave-ledger.ts';
import { leaveTypeForRequest } from './leave-type-rows.ts';

export const ADJUSTMENT_NOT_ZERO =
  'Enter the days (or hours) to add, or a negative amount to take away; not 0.';
export const ADJUSTMENT_REASON = 'Say why the balance is adjusted.';

/**
 * An administrator's adjustment of one employee's balance, up or down, dated, with its reason: a
 * ledger entry of its own, never a change to the entries already there.
 */
export async function adjustLeaveBalance(
  deps: ServiceDeps,
  caller: Caller,
  request: { employeeId: string; leaveTypeId: string; date: string; amount: string; reason: string },
): Promise<{ entryKey: string }> {
  const amount = new Decimal(request.amount);
  if (amount.isZero()) throw new Refusal(400, ADJUSTMENT_NOT_ZERO, { field: 'amount' });
  if (request.reason.trim() === '') throw new Refusal(400, ADJUSTMENT_REASON, { field: 'reason' });
  const employeeId = await applicantOf(deps.db, caller, request.employeeId);
  await requireLeaveDates(deps.db, caller.employerId, await callerTodayOf(deps, caller), {
    date: request.date,
  });
  const type = await leaveTypeForRequest(deps.db, caller, request.leaveTypeId);
  const key = `adjusted:${randomUUID()}`;
  await deps.db.transaction().execute(async (trx) => {
    await writeLedgerEntries(
      trx,
      { employerId: caller.employerId, employeeId, leaveTypeId: type.id },
      [adjustedEntry({ key, date: parseDate(request.date), amount, reason: request.reason })],
      { createdBy: caller.userId },
    );
    // The ledger only grows: the adjustment is a new entry, so the trail has no before.
    await writeAudit(trx, actorOf(caller), {
      operation: 'adjustLeaveBalance',
      area: 'leave',
      recordType: 'leave-ledger-entry',
      recordId: key,
      before: null,
      after: {
        employeeId,
        leaveTypeId: type.id,
        date: request.date,
        amount: amount.toString(),
        reason: request.reason,
      },
    });
  });
  return { entryKey: key };
}
