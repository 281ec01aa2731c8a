import {
  allowedTypeLabels,
  applyItemEvent,
  checkItemEvent,
  type DocumentItemEvent,
  type DocumentItemState,
  type DocumentRefusalKind,
  latestVersion,
} from '@hr/domain';
import type { Kysely, Transaction } from 'kysely';
import { decideApproval } from '../approvals/approval-requests.ts';
import { attachToOwner, NOT_YOUR_UPLOADS } from '../attachments/attach.ts';
import { MIB } from '../attachments/upload-limit.ts';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  DocumentItem,
  ReviewDocumentItemRequest,
  UploadDocumentVersionRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { standingToward } from './document-access.ts';
import { tellReviewed } from './document-notices.ts';
import { DOCUMENT_ITEM, itemAnswers, itemOr404, NO_SUCH_ITEM, type StoredItem } from './document-store.ts';
import { decidesWaitingStep, latestSignOff, startVersionSignOff } from './sign-off.ts';

/**
 * Handing in a version and reviewing one (issue 31, Build items 2, 3 and 6). The item is locked and
 * read, the caller's standing toward its employee worked out (someone it is nothing to gets the 404
 * of an unknown item), then the domain decides: its refusal's kind is the status (state and version
 * 409, actor 403, details 400), its item is what is written.
 */

const STATUS: Record<DocumentRefusalKind, 400 | 403 | 409> = {
  state: 409,
  actor: 403,
  version: 409,
  details: 400,
};

async function decided(
  trx: Kysely<Database>,
  caller: Caller,
  stored: StoredItem,
  event: DocumentItemEvent,
  today: string,
  { may, field }: { may: (standing: Awaited<ReturnType<typeof standingToward>>) => boolean; field?: string },
) {
  const standing = await standingToward(trx, caller, stored.item.employeeId, today);
  if (!may(standing)) throw new Refusal(404, NO_SUCH_ITEM);
  const result = applyItemEvent(stored.item, event, standing.actor, today);
  if (!result.ok) {
    const status = STATUS[result.refusal];
    throw new Refusal(status, result.reason, status === 400 ? { field } : {});
  }
  return result.item;
}

/** The caller's upload, not attached yet, of the request's types and size; the store checked the rest. */
async function checkedFile(trx: Kysely<Database>, caller: Caller, stored: StoredItem, attachmentId: string) {
  const file = await trx
    .selectFrom('attachments')
    .select(['id', 'media_type', 'size_bytes', 'sha256'])
    .where('id', '=', attachmentId)
    .where('employer_id', '=', caller.employerId)
    .where('uploaded_by', '=', caller.userId)
    .where('owner_type', 'is', null)
    .executeTakeFirst();
  if (!file) throw new Refusal(400, NOT_YOUR_UPLOADS, { field: 'attachmentId' });
  if (!stored.allowedTypes.includes(file.media_type)) {
    throw new Refusal(
      415,
      `This file is ${allowedTypeLabels([file.media_type])}. This request takes ${allowedTypeLabels(stored.allowedTypes)}.`,
    );
  }
  if (file.size_bytes > stored.maxSizeMib * MIB) {
    const size = Math.ceil((file.size_bytes / MIB) * 10) / 10;
    throw new Refusal(
      413,
      `The file is ${size} MiB; this request takes files of at most ${stored.maxSizeMib} MiB.`,
    );
  }
  return file;
}

export async function uploadDocumentVersion(
  deps: ServiceDeps,
  caller: Caller,
  request: UploadDocumentVersionRequest,
): Promise<DocumentItem> {
  const today = await callerToday(deps, caller);
  await deps.db.transaction().execute(async (trx) => {
    const stored = await itemOr404(trx, caller.employerId, request.id, { forUpdate: true });
    const next = await decided(trx, caller, stored, { kind: 'upload', expiresOn: request.expiresOn }, today, {
      may: (standing) => standing.isOwn || standing.actor.mayUpload,
      field: 'expiresOn',
    });
    const file = await checkedFile(trx, caller, stored, request.attachmentId);
    await attachToOwner(trx, caller, {
      attachmentIds: [file.id],
      ownerType: DOCUMENT_ITEM,
      ownerId: stored.id,
    });
    const version = latestVersion(next)?.number ?? 1;
    await trx
      .insertInto('document_versions')
      .values({
        item_id: stored.id,
        employer_id: caller.employerId,
        number: version,
        attachment_id: file.id,
        expires_on: request.expiresOn,
      })
      .execute();
    const now = deps.clock();
    await trx
      .updateTable('document_items')
      .set({ state: next.state, decided_version: next.decidedVersion, submitted_at: now, updated_at: now })
      .where('id', '=', stored.id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    if (stored.signOffWorkflowId !== null) {
      await startVersionSignOff(trx, {
        employerId: caller.employerId,
        employeeId: stored.item.employeeId,
        itemId: stored.id,
        version,
        workflowId: stored.signOffWorkflowId,
        today,
        publicUrl: deps.publicUrl,
      });
    }
    await writeAudit(trx, actorOf(caller), {
      operation: 'uploadDocumentVersion',
      area: 'documents',
      recordType: 'document-item',
      recordId: stored.id,
      before: { state: stored.item.state, versions: stored.item.versions.length },
      after: {
        state: next.state,
        version,
        attachmentId: file.id,
        sha256: file.sha256,
        expiresOn: request.expiresOn,
      },
    });
  });
  const [answer] = await itemAnswers(deps.db, caller.employerId, [request.id], today);
  if (!answer) throw new Refusal(404, NO_SUCH_ITEM);
  return answer;
}

export async function reviewDocumentItem(
  deps: ServiceDeps,
  caller: Caller,
  request: ReviewDocumentItemRequest,
): Promise<DocumentItem> {
  const today = await callerToday(deps, caller);
  const event: DocumentItemEvent =
    request.decision === 'approve'
      ? { kind: 'approve', version: request.version }
      : { kind: 'reject', version: request.version, reason: request.reason };
  const mailed = await deps.db.transaction().execute(async (trx) => {
    const stored = await itemOr404(trx, caller.employerId, request.id, { forUpdate: true });
    if (stored.signOffWorkflowId !== null) {
      return signOffStep(trx, deps, caller, stored, request, today);
    }
    // The employee reaches their own item, to be told they may not review it.
    const next = await decided(trx, caller, stored, event, today, {
      may: (standing) => standing.isOwn || standing.actor.mayReview,
      field: 'reason',
    });
    const decision = next.state === 'approved' ? 'approved' : 'rejected';
    const reason = decision === 'rejected' ? request.reason.trim() : null;
    await storeDecidedState(trx, deps, caller, stored.id, next);
    await writeAudit(trx, actorOf(caller), {
      operation: 'reviewDocumentItem',
      area: 'documents',
      recordType: 'document-item',
      recordId: stored.id,
      before: { state: stored.item.state },
      after: { state: next.state, version: request.version, reason },
    });
    return recordReview(trx, deps, caller, stored, request.version, decision, reason);
  });
  if (mailed) deps.mailDelivery.deliverSoon();
  const [answer] = await itemAnswers(deps.db, caller.employerId, [request.id], today);
  if (!answer) throw new Refusal(404, NO_SUCH_ITEM);
  return answer;
}

/**
 * A step of a sign-off decided (Build item 4): the item's rules first (its state, never the employee
 * nor the version's uploader, the latest version, a rejection's reason), then the approvals engine
 * (the caller decides the waiting step, as approver, delegate or by escalation: NOT_A_DECIDER 403
 * otherwise). Signing the last step approves the item; a rejection at any step rejects it; either
 * ending is a review row and the employee's notice, as for a single review.
 */
async function signOffStep(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  caller: Caller,
  stored: StoredItem,
  request: ReviewDocumentItemRequest,
  today: string,
): Promise<boolean> {
  const signOff = await latestSignOff(trx, caller.employerId, stored.id);
  const approvalId = signOff?.approvalId ?? null;
  const standing = await standingToward(trx, caller, stored.item.employeeId, today);
  const decides = approvalId !== null && (await decidesWaitingStep(trx, caller, approvalId, today));
  if (!standing.isOwn && !standing.mayRead && !decides) throw new Refusal(404, NO_SUCH_ITEM);
  // Who decides a step is the engine's to say (decideApproval below), not the documents permission.
  const actor = { ...standing.actor, mayReview: true };
  const reason = request.decision === 'reject' ? request.reason : '';
  const event = (last: boolean): DocumentItemEvent =>
    request.decision === 'approve'
      ? { kind: 'sign', version: request.version, last }
      : { kind: 'reject', version: request.version, reason };
  const check = checkItemEvent(stored.item, event(false), actor, today);
  if (!check.ok) {
    const status = STATUS[check.refusal];
    throw new Refusal(status, check.reason, status === 400 ? { field: 'reason' } : {});
  }
  if (approvalId === null) throw new Refusal(409, 'This version has no sign-off to decide.');
  const outcome = await decideApproval(trx, caller, {
    approvalId,
    decision: request.decision,
    comment: request.decision === 'reject' ? reason.trim() : null,
    today,
    publicUrl: deps.publicUrl,
  });
  const result = applyItemEvent(stored.item, event(outcome.status === 'approved'), actor, today);
  if (!result.ok) throw new Refusal(STATUS[result.refusal], result.reason);
  const next = result.item;
  const ended = next.state !== stored.item.state;
  if (ended) await storeDecidedState(trx, deps, caller, stored.id, next);
  const decision = next.state === 'approved' ? 'approved' : 'rejected';
  await writeAudit(trx, actorOf(caller), {
    operation: 'reviewDocumentItem',
    area: 'documents',
    recordType: 'document-item',
    recordId: stored.id,
    before: { state: stored.item.state },
    after: {
      state: next.state,
      version: request.version,
      signOffStep: outcome.decidedStepIndex + 1,
      decision: request.decision === 'approve' ? 'signed' : 'rejected',
      reason: request.decision === 'reject' ? reason.trim() : null,
    },
  });
  if (!ended) return false;
  return recordReview(
    trx,
    deps,
    caller,
    stored,
    request.version,
    decision,
    decision === 'rejected' ? reason.trim() : null,
  );
}

/** The item's state and the version its decision named, as the domain left them. */
async function storeDecidedState(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  caller: Caller,
  itemId: string,
  next: { state: DocumentItemState; decidedVersion: number | null },
): Promise<void> {
  await trx
    .updateTable('document_items')
    .set({ state: next.state, decided_version: next.decidedVersion, updated_at: deps.clock() })
    .where('id', '=', itemId)
    .where('employer_id', '=', caller.employerId)
    .execute();
}

/**
 * An ended review (a single review, or a sign-off's last step or a rejection at any step): its row
 * with the version it named, and the employee told. Answers whether a mail was queued.
 */
async function recordReview(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  caller: Caller,
  stored: StoredItem,
  version: number,
  decision: 'approved' | 'rejected',
  reason: string | null,
): Promise<boolean> {
  await trx
    .insertInto('document_reviews')
    .values({
      item_id: stored.id,
      employer_id: caller.employerId,
      version,
      decision,
      reason,
      reviewed_by: caller.userId,
    })
    .execute();
  return tellReviewed(
    trx,
    deps.publicUrl,
    {
      employerId: caller.employerId,
      id: stored.id,
      employeeId: stored.item.employeeId,
      title: stored.title,
      version,
    },
    decision,
  );
}
