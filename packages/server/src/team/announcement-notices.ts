import { startOfDayInZone } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { employerToday } from '../employer/employer-settings.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { ANNOUNCEMENT, recipientsOf } from './announcement-views.ts';
import {
  NOTICE_CHUNK,
  type NoticeDeps,
  noticeLine,
  notifyInChunks,
  queueNoticeJob,
} from './chunked-notices.ts';

/**
 * Notify Employees: once an announcement is published, notifying and in effect, every employee with an
 * account of its employer gets one bell item and one mail, once. The work is a job
 * (`team.announcement-notices`), queued by the save that calls for it and due on the effective date, so
 * a save answers at once however many employees there are, and a future announcement tells nobody
 * before its day. Once is kept twice over: the notifications' dedupe key ('announcement:<id>') tells no
 * one twice when a job is retried halfway, and `notified_at`, set when the job is through, stops later
 * saves from queuing it again.
 */

export const ANNOUNCEMENT_NOTICES = 'team.announcement-notices';

export interface NoticeState {
  id: string;
  employerId: string;
  effectiveDate: string;
  published: boolean;
  notifyEmployees: boolean;
  notifiedAt: Date | null;
}

/**
 * Inside the save's transaction: queues the announcement's notices when they are due to be sent (or
 * moves the queued job to the announcement's current effective date: the start of that day in the
 * employer's time zone, when its people's day begins). Answers whether the job is due now, so the
 * caller starts it after its commit.
 */
export async function queueNotices(
  trx: Kysely<Database>,
  state: NoticeState,
  today: string,
): Promise<boolean> {
  if (!state.published || !state.notifyEmployees || state.notifiedAt) return false;
  const runAt = state.effectiveDate > today ? await dayStarts(trx, state) : undefined;
  // A job that ran and found nothing to do (unpublished, or switched off, since) is queued again.
  return queueNoticeJob(trx, {
    kind: ANNOUNCEMENT_NOTICES,
    uniqueKey: `announcement-notices:${state.id}`,
    employerId: state.employerId,
    payload: { announcementId: state.id },
    ...(runAt ? { runAt } : {}),
  });
}

/** When the effective date begins for the employer's people, in its time zone. */
async function dayStarts(trx: Kysely<Database>, state: NoticeState): Promise<Date> {
  const { time_zone } = await trx
    .selectFrom('employers')
    .select('time_zone')
    .where('id', '=', state.employerId)
    .executeTakeFirstOrThrow();
  return startOfDayInZone(state.effectiveDate, time_zone);
}

/** The bell's line and the mail's subject: the title on one line, cut to 80 characters. */
export function noticeTitle(title: string): string {
  return noticeLine('New announcement: ', title);
}

/**
 * Tells the announcement's employees, a chunk at a time in a transaction each, reporting progress;
 * then sets notified_at. Does nothing for an announcement deleted, unpublished, switched off or
 * already notified since it was queued; refuses (so the job is retried) one whose day has not come.
 */
export async function sendAnnouncementNotices(
  db: Kysely<Database>,
  deps: NoticeDeps,
  employerId: string,
  announcementId: string,
  progress: (done: number, total: number | null) => Promise<void>,
  chunkSize = NOTICE_CHUNK,
): Promise<{ notified: number }> {
  const announcement = await db
    .selectFrom('announcements')
    .select(['title', 'effective_date', 'published', 'notify_employees', 'notified_at'])
    .where('id', '=', announcementId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!announcement?.published || !announcement.notify_employees || announcement.notified_at) {
    return { notified: 0 };
  }
  if (announcement.effective_date > (await employerToday({ db, clock: deps.clock }, employerId))) {
    throw new Error(`The announcement takes effect on ${announcement.effective_date}: not before.`);
  }
  const { total } = await recipientsOf(db, employerId)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const title = noticeTitle(announcement.title);
  const link = `/team/announcement?open=${announcementId}`;
  const notified = await notifyInChunks(db, deps, {
    recipients: (after, limit) =>
      recipientsOf(db, employerId)
        .select('u.id')
        .$if(after !== undefined, (query) => query.where('u.id', '>', after as string))
        .orderBy('u.id')
        .limit(limit)
        .execute(),
    total,
    notice: {
      employerId,
      kind: ANNOUNCEMENT,
      title,
      link,
      subject: { type: ANNOUNCEMENT, id: announcementId },
      dedupeKey: `announcement:${announcementId}`,
      email: { subject: title, text: `${title}\n\nRead it in Announcements:\n${deps.publicUrl}${link}\n` },
    },
    progress,
    chunkSize,
  });
  await db
    .updateTable('announcements')
    .set({ notified_at: sql<Date>`now()` })
    .where('id', '=', announcementId)
    .where('employer_id', '=', employerId)
    .where('notified_at', 'is', null)
    .execute();
  return { notified };
}

export function announcementNoticeJobHandlers(
  deps: NoticeDeps,
  chunkSize = NOTICE_CHUNK,
): Record<string, JobHandler> {
  return {
    [ANNOUNCEMENT_NOTICES]: async ({ db, job, progress }) => {
      const { announcementId } = job.payload as { announcementId: string };
      if (!job.employerId) return { notified: 0 };
      return sendAnnouncementNotices(db, deps, job.employerId, announcementId, progress, chunkSize);
    },
  };
}
