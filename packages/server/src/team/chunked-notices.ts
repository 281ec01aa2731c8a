import { type Kysely, sql } from 'kysely';
import type { ServiceDeps } from '../core/deps.ts';
import type { Database } from '../db/schema.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { type Notice, notify } from '../notifications/notify.ts';

/**
 * Telling many people of one event through a job, as Team's announcements and shared documents do: the
 * save queues the job in its transaction (`queueNoticeJob`), the job tells the recipients a chunk at a
 * time (`notifyInChunks`) through notify(), whose dedupe key tells no one twice however often the job
 * runs or is retried.
 */

/** Recipients told per transaction: memory stays flat and a retry redoes at most one chunk's work. */
export const NOTICE_CHUNK = 1000;
const TITLE_MAX = 80;

export type NoticeDeps = Pick<ServiceDeps, 'clock' | 'publicUrl'> & {
  mailDelivery?: Pick<ServiceDeps['mailDelivery'], 'deliverSoon'>;
};

/**
 * Inside the save's transaction: queues the job (`uniqueKey` keeps one per record), due at `runAt` or
 * at once. Queued by an earlier save, it is moved to `runAt`; one that ran already is queued again (its
 * recipients may have changed, or it found nothing to send); one running now is left to finish.
 * Answers whether the job is due now, so the caller starts it after its commit.
 */
export async function queueNoticeJob(
  trx: Kysely<Database>,
  job: {
    kind: string;
    uniqueKey: string;
    employerId: string;
    payload: Record<string, unknown>;
    runAt?: Date;
  },
): Promise<boolean> {
  const queued = await enqueueJob(trx, job);
  if (!queued) {
    await trx
      .updateTable('jobs')
      .set({
        state: 'queued',
        run_at: job.runAt ?? sql<Date>`now()`,
        attempts: 0,
        last_error: null,
        finished_at: null,
      })
      .where('unique_key', '=', job.uniqueKey)
      .where('state', '<>', 'running')
      .execute();
  }
  return job.runAt === undefined;
}

/** The bell's line and the mail's subject: `prefix` and the title on one line, cut to 80 characters. */
export function noticeLine(prefix: string, title: string): string {
  const characters = Array.from(title.replace(/\s+/g, ' ').trim());
  const shown =
    characters.length > TITLE_MAX ? `${characters.slice(0, TITLE_MAX - 1).join('')}…` : characters.join('');
  return `${prefix}${shown}`;
}

/**
 * Tells every recipient `recipients` pages through (user ids in ascending order, those after `after`,
 * at most `limit`), a chunk per transaction, reporting progress against `total`. Answers how many
 * were newly told.
 */
export async function notifyInChunks(
  db: Kysely<Database>,
  deps: NoticeDeps,
  {
    recipients,
    total,
    notice,
    progress,
    chunkSize = NOTICE_CHUNK,
  }: {
    recipients: (after: string | undefined, limit: number) => Promise<{ id: string }[]>;
    total: number | null;
    notice: Omit<Notice, 'recipientUserIds'>;
    progress: (done: number, total: number | null) => Promise<void>;
    chunkSize?: number;
  },
): Promise<number> {
  let notified = 0;
  let done = 0;
  let after: string | undefined;
  for (;;) {
    const chunk = await recipients(after, chunkSize);
    if (chunk.length === 0) break;
    const told = await db
      .transaction()
      .execute((trx) => notify(trx, { ...notice, recipientUserIds: chunk.map((user) => user.id) }));
    if (told.length > 0 && notice.email) deps.mailDelivery?.deliverSoon();
    notified += told.length;
    done += chunk.length;
    await progress(done, total);
    after = chunk[chunk.length - 1]?.id;
    if (chunk.length < chunkSize) break;
  }
  return notified;
}
