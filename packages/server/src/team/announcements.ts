import { sql } from 'kysely';
import { attachToOwner } from '../attachments/attach.ts';
import { changeOwnerFiles, deleteOwnerFiles, deleteStoredBytes } from '../attachments/owner-files.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { todayOf } from '../leave/applicant.ts';
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

export const MAX_ANNOUNCEMENT_FILES = 5;
export const TOO_MANY_FILES = `attachmentIds: an announcement holds at most ${MAX_ANNOUNCEMENT_FILES} files; remove one first.`;
export const NOT_ITS_FILES = 'removeAttachmentIds: each must be a file of this announcement.';

/**
 * Announcements (issue 15, §2.10): administrators write them; every user of the employer reads the
 * published ones from their effective date (Team has no Module Access switch). The content is checked
 * with the editor's own rule (@hr/domain's formattedTextProblem) and stored exactly as sent: the server
 * never rewrites it, the screens render it without raw HTML.
 */

export function listAnnouncements(
  deps: ServiceDeps,
  caller: Caller,
  request: ListAnnouncementsRequest,
): Promise<AnnouncementPage> {
  return listVisible(deps.db, caller, todayOf(deps).toString(), request);
}

export function getAnnouncement(deps: ServiceDeps, caller: Caller, id: string): Promise<Announcement> {
  return announcementFor(deps.db, caller, todayOf(deps).toString(), id);
}

export async function createAnnouncement(
  deps: ServiceDeps,
  caller: Caller,
  request: CreateAnnouncementRequest,
): Promise<Announcement> {
  const { title, content } = checkedTexts(request);
  const today = todayOf(deps).toString();
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
  const today = todayOf(deps).toString();
  const { removed, dueNow } = await deps.db.transaction().execute(async (trx) => {
    // Updated first: the row's lock makes saves of one announcement (and their file counts) take turns.
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
    return { removed, dueNow };
  });
  await deleteStoredBytes(deps, removed);
  if (dueNow) deps.jobs?.runSoon();
  return announcementFor(deps.db, caller, today, request.id);
}

/** Deletes the announcement, its files (rows, then bytes once committed), its reads and its bell items. */
export async function deleteAnnouncement(deps: ServiceDeps, caller: Caller, id: string): Promise<string> {
  const removed = await deps.db.transaction().execute(async (trx) => {
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
    return deleteOwnerFiles(trx, caller.employerId, ANNOUNCEMENT, [id]);
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
  const today = todayOf(deps).toString();
  await deps.db
    .insertInto('announcement_reads')
    .columns(['announcement_id', 'employer_id', 'user_id'])
    .expression(
      visibleTo(deps.db, caller, today)
        .select(['an.id', 'an.employer_id', sql<string>`${caller.userId}::uuid`.as('user_id')])
        .where('an.id', '=', id),
    )
    .onConflict((conflict) => conflict.columns(['announcement_id', 'user_id']).doNothing())
    .execute();
  return announcementFor(deps.db, caller, today, id);
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
