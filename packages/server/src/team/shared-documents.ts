import { type Kysely, sql } from 'kysely';
import { attachToOwner } from '../attachments/attach.ts';
import { changeOwnerFiles, deleteOwnerFiles, deleteStoredBytes } from '../attachments/owner-files.ts';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { checkedTexts } from './post-texts.ts';
import { endNoticesOfFormerRecipients, queueDocumentNotices } from './shared-document-notices.ts';
import type {
  CreateSharedDocumentRequest,
  DocumentAcknowledgements,
  ListSharedDocumentsRequest,
  SharedDocument,
  SharedDocumentPage,
  SharedDocumentShareWith,
  UpdateSharedDocumentRequest,
} from './shared-document-types.ts';
import {
  acknowledgementsOf,
  documentFor,
  listDocuments,
  NO_SUCH_DOCUMENT,
  SHARED_DOCUMENT,
  visibleTo,
} from './shared-document-views.ts';
import { auditTeamChange, teamRecord } from './team-audit.ts';

export const ADMINISTRATORS_DO_NOT_ACKNOWLEDGE = 'Only the people it is shared with acknowledge a document.';
export const MAX_DOCUMENT_FILES = 5;
export const TOO_MANY_DOCUMENT_FILES = `attachmentIds: at most ${MAX_DOCUMENT_FILES} files.`;
export const NOT_THE_DOCUMENTS_FILES = 'removeAttachmentIds: each must be a file of this document.';
export const EMPLOYEE_REQUIRED = 'employeeId: is required when the scope is Selected Employee.';
export const NO_SUCH_EMPLOYEE = 'employeeId: there is no such employee.';

const NOBODY: SharedDocumentShareWith = { lineManager: false, headOfDepartment: false, headOfBranch: false };

/**
 * Document & Form Sharing (issue 15, §2.10): administrators share documents and forms with all
 * employees, with administrators only (Employer), or with one employee and, when switched on, that
 * employee's line manager, head of department and head of branch. Who sees one is decided live in
 * shared-document-views.ts; recipients acknowledge ("Read and understood") once.
 */

export async function listSharedDocuments(
  deps: ServiceDeps,
  caller: Caller,
  request: ListSharedDocumentsRequest,
): Promise<SharedDocumentPage> {
  return listDocuments(deps.db, caller, await callerToday(deps, caller), request);
}

export async function getSharedDocument(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
): Promise<SharedDocument> {
  return documentFor(deps.db, caller, await callerToday(deps, caller), id);
}

export async function createSharedDocument(
  deps: ServiceDeps,
  caller: Caller,
  request: CreateSharedDocumentRequest,
): Promise<SharedDocument> {
  const { title, content } = checkedTexts(request);
  const { id, dueNow } = await deps.db.transaction().execute(async (trx) => {
    const audience = await audienceOf(trx, caller, request, { employeeId: null, shareWith: NOBODY });
    const row = await trx
      .insertInto('shared_documents')
      .values({
        employer_id: caller.employerId,
        title,
        category: request.category,
        content,
        ...audience,
        created_by: caller.userId,
        updated_by: caller.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachToOwner(trx, caller, {
      attachmentIds: request.attachmentIds,
      ownerType: SHARED_DOCUMENT,
      ownerId: row.id,
    });
    const dueNow = await queueDocumentNotices(trx, {
      id: row.id,
      employerId: caller.employerId,
      scope: audience.scope,
    });
    await auditTeamChange(trx, caller, {
      operation: 'createSharedDocument',
      recordType: 'shared-document',
      recordId: row.id,
      before: null,
    });
    return { id: row.id, dueNow };
  });
  if (dueNow) deps.jobs?.runSoon();
  return documentFor(deps.db, caller, await callerToday(deps, caller), id);
}

export async function updateSharedDocument(
  deps: ServiceDeps,
  caller: Caller,
  request: UpdateSharedDocumentRequest,
): Promise<SharedDocument> {
  const { title, content } = checkedTexts(request);
  const today = await callerToday(deps, caller);
  const { removed, dueNow } = await deps.db.transaction().execute(async (trx) => {
    // Locked first: saves of one document (and their file counts) take turns.
    const stored = await trx
      .selectFrom('shared_documents')
      .select(['id', 'employee_id', 'share_line_manager', 'share_head_of_department', 'share_head_of_branch'])
      .where('id', '=', request.id)
      .where('employer_id', '=', caller.employerId)
      .forUpdate()
      .executeTakeFirst();
    if (!stored) throw new Refusal(404, NO_SUCH_DOCUMENT);
    const before = await teamRecord(trx, caller.employerId, 'shared-document', stored.id);
    const audience = await audienceOf(trx, caller, request, {
      employeeId: stored.employee_id,
      shareWith: {
        lineManager: stored.share_line_manager,
        headOfDepartment: stored.share_head_of_department,
        headOfBranch: stored.share_head_of_branch,
      },
    });
    await trx
      .updateTable('shared_documents')
      .set({
        title,
        category: request.category,
        content,
        ...audience,
        updated_at: sql<Date>`now()`,
        updated_by: caller.userId,
      })
      .where('id', '=', stored.id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    const removed = await changeOwnerFiles(
      trx,
      caller,
      { ownerType: SHARED_DOCUMENT, ownerId: stored.id },
      request,
      { most: MAX_DOCUMENT_FILES, tooMany: TOO_MANY_DOCUMENT_FILES, notItsFiles: NOT_THE_DOCUMENTS_FILES },
    );
    // Whoever sees it now and has not been told is told (a widening tells only the newcomers); whoever
    // it was taken from is told again if it is shown to them again.
    await endNoticesOfFormerRecipients(trx, {
      id: stored.id,
      employerId: caller.employerId,
      today,
    });
    const dueNow = await queueDocumentNotices(trx, {
      id: stored.id,
      employerId: caller.employerId,
      scope: audience.scope,
    });
    await auditTeamChange(trx, caller, {
      operation: 'updateSharedDocument',
      recordType: 'shared-document',
      recordId: stored.id,
      before,
    });
    return { removed, dueNow };
  });
  await deleteStoredBytes(deps, removed);
  if (dueNow) deps.jobs?.runSoon();
  return documentFor(deps.db, caller, today, request.id);
}

/** Deletes the document, its files (rows, then bytes once committed), its acknowledgements and bell items. */
export async function deleteSharedDocument(deps: ServiceDeps, caller: Caller, id: string): Promise<string> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const before = await teamRecord(trx, caller.employerId, 'shared-document', id);
    const gone = await trx
      .deleteFrom('shared_documents')
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .returning('id')
      .executeTakeFirst();
    if (!gone) throw new Refusal(404, NO_SUCH_DOCUMENT);
    await trx
      .deleteFrom('notifications')
      .where('employer_id', '=', caller.employerId)
      .where('subject_type', '=', SHARED_DOCUMENT)
      .where('subject_id', '=', id)
      .execute();
    const files = await deleteOwnerFiles(trx, caller.employerId, SHARED_DOCUMENT, [id]);
    await auditTeamChange(trx, caller, {
      operation: 'deleteSharedDocument',
      recordType: 'shared-document',
      recordId: id,
      before,
    });
    return files;
  });
  await deleteStoredBytes(deps, removed);
  return 'The document was deleted.';
}

/** Records the caller's first acknowledgement of a document shared with them; a second changes nothing. */
export async function acknowledgeSharedDocument(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
): Promise<SharedDocument> {
  if (caller.role === 'admin') throw new Refusal(403, ADMINISTRATORS_DO_NOT_ACKNOWLEDGE);
  const today = await callerToday(deps, caller);
  return deps.db.transaction().execute(async (trx) => {
    const before = await acknowledgementOf(trx, caller, id);
    await trx
      .insertInto('shared_document_acknowledgements')
      .columns(['document_id', 'employer_id', 'user_id'])
      .expression(
        visibleTo(trx, caller, today)
          .select(['sd.id', 'sd.employer_id', sql<string>`${caller.userId}::uuid`.as('user_id')])
          .where('sd.id', '=', id),
      )
      .onConflict((conflict) => conflict.columns(['document_id', 'user_id']).doNothing())
      .execute();
    // Refuses (404) one not shared with the caller, and so takes the trail's row back with it.
    const document = await documentFor(trx, caller, today, id);
    // The record is the caller's acknowledgement of the document: when they first gave it.
    await writeAudit(trx, actorOf(caller), {
      operation: 'acknowledgeSharedDocument',
      area: 'team',
      recordType: 'shared-document-acknowledgement',
      recordId: id,
      before,
      after: await acknowledgementOf(trx, caller, id),
    });
    return document;
  });
}

async function acknowledgementOf(db: Kysely<Database>, caller: Caller, id: string) {
  const row = await db
    .selectFrom('shared_document_acknowledgements')
    .select('acknowledged_at')
    .where('document_id', '=', id)
    .where('employer_id', '=', caller.employerId)
    .where('user_id', '=', caller.userId)
    .executeTakeFirst();
  return { userId: caller.userId, acknowledgedAt: row?.acknowledged_at ?? null };
}

export async function listDocumentAcknowledgements(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
): Promise<DocumentAcknowledgements> {
  return acknowledgementsOf(deps.db, caller, await callerToday(deps, caller), id);
}

/**
 * Who the document is for, as stored: for Selected Employee the employee (an employee of the
 * employer; left out of an update, the stored one) and the Share With switches (left out, as stored);
 * for the other scopes no employee and every switch off, whatever was sent.
 */
async function audienceOf(
  trx: Kysely<Database>,
  caller: Caller,
  request: {
    scope: CreateSharedDocumentRequest['scope'];
    employeeId?: string | null;
    shareWith?: SharedDocumentShareWith;
  },
  stored: { employeeId: string | null; shareWith: SharedDocumentShareWith },
) {
  if (request.scope !== 'selected-employee') {
    return {
      scope: request.scope,
      employee_id: null,
      share_line_manager: false,
      share_head_of_department: false,
      share_head_of_branch: false,
    };
  }
  const employeeId = request.employeeId === undefined ? stored.employeeId : request.employeeId;
  if (!employeeId) throw new Refusal(400, EMPLOYEE_REQUIRED, { field: 'employeeId' });
  const employee = await trx
    .selectFrom('employees')
    .select('id')
    .where('id', '=', employeeId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!employee) throw new Refusal(400, NO_SUCH_EMPLOYEE, { field: 'employeeId' });
  const shareWith = request.shareWith ?? stored.shareWith;
  return {
    scope: request.scope,
    employee_id: employee.id,
    share_line_manager: shareWith.lineManager,
    share_head_of_department: shareWith.headOfDepartment,
    share_head_of_branch: shareWith.headOfBranch,
  };
}
