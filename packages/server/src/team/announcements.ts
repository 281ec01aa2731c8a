import { type Kysely, sql } from 'kysely';
import { attachToOwner } from '../attachments/attach.ts';
import { changeOwnerFiles, deleteOwnerFiles, deleteStoredBytes } from '../attachments/owner-files.ts';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { queueNotices } from './announcement-notices.ts';
import type {
  Announcement,
  AnnouncementPage,
  CreateAnnouncementRequest,
  ListAnnouncementsRequest,
  UpdateAnnouncementRequest,
} from './announcement-types.ts';
import {
  ANNOUNCEMENT,
  announcementFor,
  listAnnouncements as listVisible,
  NO_SUCH_ANNOUNCEMENT,
  visibleTo,
} from './announcement-views.ts';
import { checkedTexts } from './post-texts.ts';
import { auditTeamChange, teamRecord } from './team-audit.ts';

export const MAX_ANNOUNCEMENT_FILES = 5;
export const TOO_MANY_FILES = `attachmentIds: an announcement holds at most ${MAX_ANNOUNCEMENT_FILES} files; remove one first.`;
export const NOT_ITS_FILES = 'removeAttachmentIds: each must be a file of this announcement.';

/**
 * Announcements (issue 15, §2.10): administrators write them; every user of the employer reads the
 * published ones from their effective date (Team has no Module Access switch). The content is checked
 * with the editor's own rule (@hr/domain's formattedTextProblem) and stored exactly as sent: the server
 * never rewrites it, the screens render it without raw HTML.
 */

export async function listAnnouncements(
  deps: ServiceDeps,
  caller: Caller,
  request: ListAnnouncementsRequest,
): Promise<AnnouncementPage> {
  return listVisible(deps.db, caller, await callerToday(deps, caller), request);
}

export async function getAnnouncement(deps: ServiceDeps, caller: Caller, id: string): Promise<Announcement> {
  return announcementFor(deps.db, caller, await callerToday(deps, caller), id);
}

export async function createAnnouncement(
  deps: ServiceDeps,
  caller: Caller,
  request: CreateAnnouncementRequest,
): Promise<Announcement> {
  const { title, content } = checkedTexts(request);
  const today = await callerToday(deps, caller);
  const { id, dueNow } = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('announcements')
      .values({
        employer_id: caller.employerId,
        title,
        effective_date: request.effectiveDate,
        published: request.published,
        notify_employees: request.notifyEmployees,
        content,
        created_by: caller.userId,
        updated_by: caller.userId,
      })
      .returning(['id', 'notified_at'])
      .executeTakeFirstOrThrow();
    await attachToOwner(trx, caller, {
      attachmentIds: request.attachmentIds,
      ownerType: ANNOUNCEMENT,
      ownerId: row.id,
    });
    const dueNow = await queueNotices(trx, noticeState(caller, row.id, request, row.notified_at), today);
    await auditTeamChange(trx, caller, {
      operation: 'createAnnouncement',
      recordType: 'announcement',
      recordId: row.id,
      before: null,
    });
    return { id: row.id, dueNow };
  });
  if (dueNow) deps.jobs?.runSoon();
  return announcementFor(deps.db, caller, today, id);
}

export async function updateAnnouncement(
  deps: ServiceDeps,
  caller: Caller,
  request: UpdateAnnouncementRequest,
): Promise<Announcement> {
  const { title, content } = checkedTexts(request);
  const today = await callerToday(deps, caller);
  const { removed, dueNow } = await deps.db.transaction().execute(async (trx) => {
    // Locked first: saves of one announcement (and their file counts) take turns, and the trail's
    // before is what this save replaced.
    await trx
      .selectFrom('announcements')
      .select('id')
      .where('id', '=', request.id)
      .where('employer_id', '=', caller.employerId)
      .forUpdate()
      .execute();
    const before = await teamRecord(trx, caller.employerId, 'announcement', request.id);
    const row = await trx
      .updateTable('announcements')
      .set({
        title,
        effective_date: request.effectiveDate,
        published: request.published,
        notify_employees: request.notifyEmployees,
        content,
        updated_at: sql<Date>`now()`,
        updated_by: caller.userId,
      })
      .where('id', '=', request.id)
      .where('employer_id', '=', caller.employerId)
      .returning(['id', 'notified_at'])
      .executeTakeFirst();
    if (!row) throw new Refusal(404, NO_SUCH_ANNOUNCEMENT);
    const removed = await changeOwnerFiles(
      trx,
      caller,
      { ownerType: ANNOUNCEMENT, ownerId: row.id },
      request,
      {
        most: MAX_ANNOUNCEMENT_FILES,
        tooMany: TOO_MANY_FILES,
        notItsFiles: NOT_ITS_FILES,
      },
    );
    const dueNow = await queueNotices(trx, noticeState(caller, row.id, request, row.notified_at), today);
    await auditTeamChange(trx, caller, {
      operation: 'updateAnnouncement',
      recordType: 'announcement',
      recordId: row.id,
      before,
    });
    return { removed, dueNow };
  });
  await deleteStoredBytes(deps, removed);
  if (dueNow) deps.jobs?.runSoon();
  return announcementFor(deps.db, caller, today, request.id);
}

/** Deletes the announcement, its files (rows, then bytes once committed), its reads and its bell items. */
export async function deleteAnnouncement(deps: ServiceDeps, caller: Caller, id: string): Promise<string> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const before = await teamRecord(trx, caller.employerId, 'announcement', id);
    const gone = await trx
      .deleteFrom('announcements')
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .returning('id')
      .executeTakeFirst();
    if (!gone) throw new Refusal(404, NO_SUCH_ANNOUNCEMENT);
    await trx
      .deleteFrom('notifications')
      .where('employer_id', '=', caller.employerId)
      .where('subject_type', '=', ANNOUNCEMENT)
      .where('subject_id', '=', id)
      .execute();
    const files = await deleteOwnerFiles(trx, caller.employerId, ANNOUNCEMENT, [id]);
    await auditTeamChange(trx, caller, {
      operation: 'deleteAnnouncement',
      recordType: 'announcement',
      recordId: id,
      before,
    });
    return files;
  });
  await deleteStoredBytes(deps, removed);
  return 'The announcement was deleted.';
}

/** Records the caller's first reading of an announcement they may see; a second changes nothing. */
export async function markAnnouncementRead(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
): Promise<Announcement> {
  const today = await callerToday(deps, caller);
  return deps.db.transaction().execute(async (trx) => {
    const before = await readingOf(trx, caller, id);
    await trx
      .insertInto('announcement_reads')
      .columns(['announcement_id', 'employer_id', 'user_id'])
      .expression(
        visibleTo(trx, caller, today)
          .select(['an.id', 'an.employer_id', sql<string>`${caller.userId}::uuid`.as('user_id')])
          .where('an.id', '=', id),
      )
      .onConflict((conflict) => conflict.columns(['announcement_id', 'user_id']).doNothing())
      .execute();
    // Refuses (404) one the caller may not see, and so takes the trail's row back with it.
    const announcement = await announcementFor(trx, caller, today, id);
    // The record is the caller's reading of the announcement: when they first read it.
    await writeAudit(trx, actorOf(caller), {
      operation: 'markAnnouncementRead',
      area: 'team',
      recordType: 'announcement-read',
      recordId: id,
      before,
      after: await readingOf(trx, caller, id),
    });
    return announcement;
  });
}

async function readingOf(db: Kysely<Database>, caller: Caller, id: string) {
  const row = await db
    .selectFrom('announcement_reads')
    .select('read_at')
    .where('announcement_id', '=', id)
    .where('employer_id', '=', caller.employerId)
    .where('user_id', '=', caller.userId)
    .executeTakeFirst();
  return { userId: caller.userId, readAt: row?.read_at ?? null };
}

function noticeState(
  caller: Caller,
  id: string,
  request: { effectiveDate: string; published: boolean; notifyEmployees: boolean },
  notifiedAt: Date | null,
) {
  return {
    id,
    employerId: caller.employerId,
    effectiveDate: request.effectiveDate,
    published: request.published,
    notifyEmployees: request.notifyEmployees,
    notifiedAt,
  };
}
