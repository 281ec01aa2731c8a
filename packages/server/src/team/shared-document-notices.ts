import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { employerToday } from '../employer/employer-settings.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { endNoticeFor } from '../notifications/notify.ts';
import {
  NOTICE_CHUNK,
  type NoticeDeps,
  noticeLine,
  notifyInChunks,
  queueNoticeJob,
} from './chunked-notices.ts';
import { recipientsOf, SHARED_DOCUMENT } from './shared-document-views.ts';

/**
 * A shared document's new recipients are told: one bell item and one mail each, through a job
 * (`team.shared-document-notices`, one per document), queued by every save that leaves the document
 * seen by employees, so a save answers at once even for All Employees. The job tells everyone who sees
 * the document when it runs; the dedupe key ('shared-document:<id>') tells nobody twice, so after an
 * update that widens who sees it only the people new to it hear of it. Each update ends that key for
 * those who no longer see the document (`endNoticesOfFormerRecipients`), so someone removed from it
 * and later shown it again is told again.
 */

export const SHARED_DOCUMENT_NOTICES = 'team.shared-document-notices';

/** Inside the save's transaction; answers whether the job is due now (always, when queued). */
export async function queueDocumentNotices(
  trx: Kysely<Database>,
  document: { id: string; employerId: string; scope: string },
): Promise<boolean> {
  if (document.scope === 'employer') return false;
  return queueNoticeJob(trx, {
    kind: SHARED_DOCUMENT_NOTICES,
    uniqueKey: `shared-document-notices:${document.id}`,
    employerId: document.employerId,
    payload: { documentId: document.id },
  });
}

/** Names "shown this document" for notify(): one notice per recipient while they see it. */
const noticeKeyOf = (documentId: string) => `shared-document:${documentId}`;

/**
 * Inside an update's transaction, after the document is changed: those told of it who do not see it
 * now (on `today`) are no longer counted as told, so the job tells them again if they are shown it again.
 */
export function endNoticesOfFormerRecipients(
  trx: Kysely<Database>,
  document: { id: string; employerId: string; today: string },
): Promise<void> {
  return endNoticeFor(trx, {
    employerId: document.employerId,
    dedupeKey: noticeKeyOf(document.id),
    stillConcerned: recipientsOf(trx, document.employerId, document.today, document.id).select('viewer.id'),
  });
}

export function documentNoticeLine(title: string): string {
  return noticeLine('Document shared with you: ', title);
}

/** Tells the document's recipients of today not yet told, a chunk at a time; nothing for one deleted. */
export async function sendDocumentNotices(
  db: Kysely<Database>,
  deps: NoticeDeps,
  employerId: string,
  documentId: string,
  progress: (done: number, total: number | null) => Promise<void>,
  chunkSize = NOTICE_CHUNK,
): Promise<{ notified: number }> {
  const document = await db
    .selectFrom('shared_documents')
    .select('title')
    .where('id', '=', documentId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!document) return { notified: 0 };
  const today = await employerToday({ db, clock: deps.clock }, employerId);
  const { total } = await recipientsOf(db, employerId, today, documentId)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const title = documentNoticeLine(document.title);
  const link = `/team/document-sharing?open=${documentId}`;
  const notified = await notifyInChunks(db, deps, {
    recipients: (after, limit) =>
      recipientsOf(db, employerId, today, documentId)
        .select('viewer.id')
        .$if(after !== undefined, (query) => query.where('viewer.id', '>', after as string))
        .orderBy('viewer.id')
        .limit(limit)
        .execute(),
    total,
    notice: {
      employerId,
      kind: SHARED_DOCUMENT,
      title,
      link,
      subject: { type: SHARED_DOCUMENT, id: documentId },
      dedupeKey: noticeKeyOf(documentId),
      email: {
        subject: title,
        text: `${title}\n\nRead it in Document & Form Sharing:\n${deps.publicUrl}${link}\n`,
      },
    },
    progress,
    chunkSize,
  });
  return { notified };
}

export function documentNoticeJobHandlers(
  deps: NoticeDeps,
  chunkSize = NOTICE_CHUNK,
): Record<string, JobHandler> {
  return {
    [SHARED_DOCUMENT_NOTICES]: async ({ db, job, progress }) => {
      const { documentId } = job.payload as { documentId: string };
      if (!job.employerId) return { notified: 0 };
      return sendDocumentNotices(db, deps, job.employerId, documentId, progress, chunkSize);
    },
  };
}
