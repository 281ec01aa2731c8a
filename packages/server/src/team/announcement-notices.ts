import { type Kysely, sql } from 'kysely';
import type { ServiceDeps } from '../core/deps.ts';
import type { Database } from '../db/schema.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { todayOf } from '../leave/applicant.ts';
import { notify } from '../notifications/notify.ts';
import { ANNOUNCEMENT, recipientsOf } from './announcement-views.ts';
import { shortTitle } from './post-texts.ts';

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
/** Recipients told per transaction: memory stays flat and a retry redoes at most one chunk's work. */
export const NOTICE_CHUNK = 1000;

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
 * moves the queued job to the announcement's current effective date). Answers whether the job is due
 * now, so the caller starts it after its commit.
 */
export async function queueNotices(
  trx: Kysely<Database>,
  state: NoticeState,
  today: string,
): Promise<boolean> {
  if (!state.published || !state.notifyEmployees || state.notifiedAt) return false;
  const runAt = state.effectiveDate > today ? new Date(`${state.effectiveDate}T00:00:00Z`) : undefined;
  const uniqueKey = `announcement-notices:${state.id}`;
  const queued = await enqueueJob(trx, {
    kind: ANNOUNCEMENT_NOTICES,
    uniqueKey,
    employerId: state.employerId,
    payload: { announcementId: state.id },
    ...(runAt ? { runAt } : {}),
  });
  if (!queued) {
    // Queued by an earlier save: due on the date as it is now. A job that ran and found nothing to do
    // (unpublished, or switched off, since) is queued again; one running now is left to finish.
    await trx
      .updateTable('jobs')
      .set({
        state: 'queued',
        run_at: runAt ?? sql<Date>`now()`,
        attempts: 0,
        last_error: null,
        finished_at: null,
      })
      .where('unique_key', '=', uniqueKey)
      .where('state', '<>', 'running')
      .execute();
  }
  return runAt === undefined;
}

/** The bell's line and the mail's subject: the title on one line, cut to 80 characters. */
export function noticeTitle(title: string): string {
  return `New announcement: ${shortTitle(title)}`;
}

type NoticeDeps = Pick<ServiceDeps, 'clock' | 'publicUrl'> & {
  mailDelivery?: Pick<ServiceDeps['mailDelivery'], 'deliverSoon'>;
};

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
  if (announcement.effective_date > todayOf(deps).toString()) {
    throw new Error(`The announcement takes effect on ${announcement.effective_date}: not before.`);
  }
  const { total } = await recipientsOf(db, employerId)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const title = noticeTitle(announcement.title);
  const link = `/team/announcement?open=${announcementId}`;
  let notified = 0;
  let done = 0;
  let after: string | undefined;
  for (;;) {
    const chunk = await recipientsOf(db, employerId)
      .select('u.id')
      .$if(after !== undefined, (query) => query.where('u.id', '>', after as string))
      .orderBy('u.id')
      .limit(chunkSize)
      .execute();
    if (chunk.length === 0) break;
    const told = await db.transaction().execute((trx) =>
      notify(trx, {
        employerId,
        recipientUserIds: chunk.map((user) => user.id),
        kind: ANNOUNCEMENT,
        title,
        link,
        subject: { type: ANNOUNCEMENT, id: announcementId },
        dedupeKey: `announcement:${announcementId}`,
        email: { subject: title, text: `${title}\n\nRead it in Announcements:\n${deps.publicUrl}${link}\n` },
      }),
    );
    if (told.length > 0) deps.mailDelivery?.deliverSoon();
    notified += told.length;
    done += chunk.length;
    await progress(done, total);
    after = chunk[chunk.length - 1]?.id;
    if (chunk.length < chunkSize) break;
  }
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
