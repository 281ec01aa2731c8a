import { claimTotal, formatClaimNumber, moneyString } from '@hr/domain';
import type { Kysely } from 'kysely';
import { attachToOwner } from '../attachments/attach.ts';
import { deleteOwnerFiles, deleteStoredBytes } from '../attachments/owner-files.ts';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ExpenseClaim, ReferenceIdRequest, SaveExpenseClaimRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { nextEmployerNumber } from '../core/employer-numbers.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { claimantOf, lockedOwnDraft } from './claim-access.ts';
import { type PricedLine, pricedLines } from './claim-lines.ts';
import { claimAnswer, EXPENSE_CLAIM_LINE } from './claim-view.ts';
import { expenseMoney, requireExpenseModule } from './expense-access.ts';

/**
 * Saving and deleting the caller's own draft claims (issue 32 item 2). The lines sent replace the
 * draft's; a line sent with the id of one of the draft's keeps it (and may keep its receipts). The
 * receipts of each line are attachments (owner 'expense-claim-line'): already the draft's, or the
 * caller's own uploads not yet attached anywhere, attached in the save's transaction; a receipt the
 * save leaves out is deleted. Limits and receipt rules are checked at submit, so a draft may be saved
 * half done.
 */

export async function saveExpenseClaim(
  deps: ServiceDeps,
  caller: Caller,
  request: SaveExpenseClaimRequest,
): Promise<ExpenseClaim> {
  await requireExpenseModule(deps, caller);
  const employeeId = await claimantOf(deps.db, caller);
  const money = await expenseMoney(deps.db, caller.employerId);
  const lines = await pricedLines(deps.db, caller.employerId, request.lines, money);
  const total = moneyString(
    claimTotal(
      lines.map((line) => ({ amount: line.claimed_amount })),
      money.digits,
    ),
    money.digits,
  );
  const title = request.title.trim();
  const { claimId, removedKeys } = await deps.db.transaction().execute(async (trx) => {
    const before = request.id ? await lockedOwnDraft(trx, caller, employeeId, request.id, 'changed') : null;
    const oldLines = before ? await linesOf(trx, caller.employerId, before.id) : [];
    const claim = before
      ? await trx
          .updateTable('expense_claims')
          .set({ title, currency: money.currency, total_claimed: total, updated_at: new Date() })
          .where('id', '=', before.id)
          .where('employer_id', '=', caller.employerId)
          .returning(['id', 'number'])
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('expense_claims')
          .values({
            employer_id: caller.employerId,
            number: await nextEmployerNumber(trx, caller.employerId, 'expense_claims'),
            employee_id: employeeId,
            title,
            currency: money.currency,
            total_claimed: total,
          })
          .returning(['id', 'number'])
          .executeTakeFirstOrThrow();
    const oldIds = new Set(oldLines.map((line) => line.id));
    for (const [index, line] of lines.entries()) {
      if (line.id !== undefined && !oldIds.has(line.id)) {
        throw new Refusal(400, `Line ${index + 1}: that line is not one of this claim's.`, {
          field: `lines[${index}].id`,
        });
      }
    }
    await trx
      .deleteFrom('expense_claim_lines')
      .where('employer_id', '=', caller.employerId)
      .where('claim_id', '=', claim.id)
      .execute();
    const stored = await insertLines(trx, caller.employerId, claim.id, lines);
    const removedKeys = await placeReceipts(trx, caller, [...oldIds], stored, request.lines);
    await writeAudit(trx, actorOf(caller), {
      operation: 'saveExpenseClaim',
      area: 'expenses',
      recordType: 'expense-claim',
      recordId: claim.id,
      before: before ? { title: before.title, totalClaimed: before.total_claimed, lines: oldLines } : null,
      after: { number: claim.number, title, totalClaimed: total, lines: stored },
    });
    return { claimId: claim.id, removedKeys };
  });
  await deleteStoredBytes(deps, removedKeys);
  return claimAnswer(deps, caller, claimId);
}

export async function deleteExpenseClaim(
  deps: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  await requireExpenseModule(deps, caller);
  const employeeId = await claimantOf(deps.db, caller);
  const { message, removedKeys } = await deps.db.transaction().execute(async (trx) => {
    const claim = await lockedOwnDraft(trx, caller, employeeId, id, 'deleted');
    const lines = await linesOf(trx, caller.employerId, claim.id);
    const removedKeys = await deleteOwnerFiles(
      trx,
      caller.employerId,
      EXPENSE_CLAIM_LINE,
      lines.map((line) => line.id),
    );
    await trx
      .deleteFrom('expense_claims')
      .where('id', '=', claim.id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'deleteExpenseClaim',
      area: 'expenses',
      recordType: 'expense-claim',
      recordId: claim.id,
      before: { number: claim.number, title: claim.title, totalClaimed: claim.total_claimed, lines },
      after: null,
    });
    return { message: `Expense claim ${formatClaimNumber(claim.number)} was deleted.`, removedKeys };
  });
  await deleteStoredBytes(deps, removedKeys);
  return message;
}

function linesOf(trx: Kysely<Database>, employerId: string, claimId: string) {
  return trx
    .selectFrom('expense_claim_lines')
    .select([
      'id',
      'position',
      'date',
      'category_id',
      'kind',
      'amount',
      'currency',
      'exchange_rate',
      'claimed_amount',
    ])
    .where('employer_id', '=', employerId)
    .where('claim_id', '=', claimId)
    .orderBy('position')
    .execute();
}

async function insertLines(
  trx: Kysely<Database>,
  employerId: string,
  claimId: string,
  lines: readonly PricedLine[],
): Promise<(PricedLine & { id: string })[]> {
  if (lines.length === 0) return [];
  const rows = await trx
    .insertInto('expense_claim_lines')
    .values(lines.map((line) => ({ ...line, employer_id: employerId, claim_id: claimId })))
    .returning(['id', 'position'])
    .execute();
  const idAt = new Map(rows.map((row) => [row.position, row.id]));
  return lines.map((line) => ({ ...line, id: idAt.get(line.position) as string }));
}

/**
 * Puts each line's receipts on it: one the draft already had stays (on whichever of its lines now
 * names it), an upload of the caller's is attached, and any other id is a 400 naming the line's
 * `receiptIds`. The draft's receipts no line names are deleted; their storage keys are answered.
 */
async function placeReceipts(
  trx: Kysely<Database>,
  caller: Caller,
  oldLineIds: readonly string[],
  stored: readonly { id: string }[],
  sent: SaveExpenseClaimRequest['lines'],
): Promise<string[]> {
  const held =
    oldLineIds.length === 0
      ? []
      : await trx
          .selectFrom('attachments')
          .select('id')
          .where('employer_id', '=', caller.employerId)
          .where('owner_type', '=', EXPENSE_CLAIM_LINE)
          .where('owner_id', 'in', [...oldLineIds])
          .execute();
  const heldIds = new Set(held.map((row) => row.id));
  const named = new Set<string>();
  for (const [index, line] of sent.entries()) {
    const lineId = (stored[index] as { id: string }).id;
    const receiptIds = line.receiptIds ?? [];
    const kept = receiptIds.filter((id) => heldIds.has(id));
    const fresh = receiptIds.filter((id) => !heldIds.has(id));
    for (const id of receiptIds) {
      if (named.has(id)) {
        throw new Refusal(400, `Line ${index + 1}: a receipt can be on one line only.`, {
          field: `lines[${index}].receiptIds`,
        });
      }
      named.add(id);
    }
    if (kept.length > 0) {
      await trx
        .updateTable('attachments')
        .set({ owner_id: lineId })
        .where('employer_id', '=', caller.employerId)
        .where('owner_type', '=', EXPENSE_CLAIM_LINE)
        .where('id', 'in', kept)
        .execute();
    }
    try {
      await attachToOwner(trx, caller, {
        attachmentIds: fresh,
        ownerType: EXPENSE_CLAIM_LINE,
        ownerId: lineId,
      });
    } catch (error) {
      if (!(error instanceof Refusal) || error.status !== 400) throw error;
      throw new Refusal(
        400,
        `Line ${index + 1}: each receipt must be a file you uploaded that is not attached to anything yet.`,
        { field: `lines[${index}].receiptIds` },
      );
    }
  }
  const dropped = [...heldIds].filter((id) => !named.has(id));
  if (dropped.length === 0) return [];
  const gone = await trx
    .deleteFrom('attachments')
    .where('employer_id', '=', caller.employerId)
    .where('owner_type', '=', EXPENSE_CLAIM_LINE)
    .where('id', 'in', dropped)
    .returning('stored_name')
    .execute();
  return gone.map((row) => row.stored_name);
}
