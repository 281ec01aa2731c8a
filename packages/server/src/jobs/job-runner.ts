import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import {
  abandonExpiredJobs,
  type ClaimedJob,
  claimDueJob,
  enqueueJob,
  INSTANCE_STOPPED_ON_LAST_ATTEMPT,
  markJobDone,
  markJobFailed,
  reportJobProgress,
} from './queue.ts';

/**
 * Background work that any instance can pick up, on the database alone (no other service to run):
 * jobs are rows (queue.ts), each instance sweeps for due ones and runs them one at a time, outside any
 * transaction of the runner's (a handler opens its own, so a pay run's payslips are written all or
 * none). A handler must be safe to run again: an instance that dies mid-job leaves it to be retried
 * after its lease, so work is done at least once and a handler makes the second time a no-op (unique
 * keys, "insert ... on conflict do nothing", a state it checks first).
 *
 * Why not pg-boss or graphile-worker: pg-boss 12 asks for Node 22 (we support 20) and, on PGlite
 * through a custom adapter, refuses its own multi-statement claims; graphile-worker needs a pg Pool.
 * This is the outbox's claim (FOR UPDATE SKIP LOCKED and a lease) made general, in about 150 lines.
 */

export interface JobContext {
  job: ClaimedJob;
  db: Kysely<Database>;
  /** Records progress (shown by screens) and renews the job's lease. */
  progress(done: number, total: number | null): Promise<void>;
}

/**
 * Does one job's work; what it answers is kept as the job's result. `abandoned`, when given, is told
 * (in the transaction that fails the job) that the job was given up because its instance stopped
 * during the last attempt: no error of its own reached the handler, so what waits on the job (a pay
 * run showing Processing) is settled there.
 */
export type JobHandler = ((context: JobContext) => Promise<unknown>) & {
  abandoned?: (context: { job: ClaimedJob; db: Kysely<Database> }, reason: string) => Promise<void>;
};

/**
 * Work queued by the clock rather than by a request: each sweep queues the job for the current period
 * under a unique key, so it runs once per period whatever the number of instances.
 */
export interface RecurringJob {
  kind: string;
  /** The period `now` falls in, as text: the job's unique key is `${kind}:${period}`. */
  periodOf(now: Date): string;
}

export interface JobRunner {
  /** After a commit that queued a job: runs due jobs without making the caller wait. */
  runSoon(): void;
  /** Queues the recurring jobs due now and runs every due job; resolves when none is left in hand. */
  runDue(): Promise<void>;
  /** Sweeps every `intervalMs` from now on, and once at once. */
  start(intervalMs?: number): void;
  /** Stops sweeping and waits for the job in hand. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Kysely<Database>;
  handlers: Readonly<Record<string, JobHandler>>;
  recurring?: readonly RecurringJob[];
  logger: Logger;
  clock?: () => Date;
  /** How long a claimed job is kept from other instances without a progress report. */
  leaseSeconds?: number;
}

const DEFAULT_LEASE_SECONDS = 5 * 60;
const SWEEP_MS = 30_000;

export function jobRunner({
  db,
  handlers,
  recurring = [],
  logger,
  clock = () => new Date(),
  leaseSeconds = DEFAULT_LEASE_SECONDS,
}: JobRunnerOptions): JobRunner {
  const kinds = Object.keys(handlers);
  let inHand: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function queueRecurring(): Promise<void> {
    const now = clock();
    for (const job of recurring) {
      await enqueueJob(db, { kind: job.kind, uniqueKey: `${job.kind}:${job.periodOf(now)}` });
    }
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.kind] as JobHandler;
    const started = Date.now();
    try {
      const result = await handler({
        job,
        db,
        progress: (done, total) => reportJobProgress(db, job.id, { done, total, leaseSeconds }),
      });
      await markJobDone(db, job.id, result);
      logger.log('info', 'job.done', { jobId: job.id, kind: job.kind, ms: Date.now() - started });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const givingUp = job.attempts >= job.maxAttempts;
      logger.log(givingUp ? 'error' : 'warn', givingUp ? 'job.abandoned' : 'job.failed', {
        jobId: job.id,
        kind: job.kind,
        attempts: job.attempts,
        error: reason.slice(0, 300),
      });
      await markJobFailed(db, job, reason, retryDelaySeconds(job.attempts));
    }
  }

  /** Gives up the jobs whose instance died on their last attempt, and tells their handlers. */
  async function abandonLost(): Promise<void> {
    await db.transaction().execute(async (trx) => {
      for (const job of await abandonExpiredJobs(trx, kinds)) {
        logger.log('error', 'job.abandoned', { jobId: job.id, kind: job.kind, attempts: job.attempts });
        await handlers[job.kind]?.abandoned?.({ job, db: trx }, INSTANCE_STOPPED_ON_LAST_ATTEMPT);
      }
    });
  }

  async function drain(): Promise<void> {
    await queueRecurring();
    await abandonLost();
    while (!stopped) {
      const job = await claimDueJob(db, kinds, leaseSeconds);
      if (!job) return;
      await runOne(job);
    }
  }

  function runDue(): Promise<void> {
    // Callers arriving while a sweep waits for the one in hand share it (see mail-delivery.ts).
    if (!waiting) {
      const run = inHand.then(() => {
        waiting = undefined;
        return drain().catch((error: unknown) => {
          // A database that is away now is retried on the next sweep; the jobs wait in their table.
          logger.log('error', 'jobs.sweep stopped', {
            error: error instanceof Error ? error.message.slice(0, 300) : String(error),
          });
        });
      });
      waiting = run;
      inHand = run;
    }
    return waiting;
  }

  return {
    runSoon() {
      if (!stopped) void runDue();
    },
    runDue,
    start(intervalMs = SWEEP_MS) {
      void runDue();
      timer = setInterval(() => void runDue(), intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await inHand;
    },
  };
}

/** Thirty seconds after the first failure, doubling, at most an hour. */
function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** (attempts - 1), 60 * 60);
}

/** The UTC day `now` falls in: a recurring job's period for once-a-day work that is no employer's. */
export function utcDayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The UTC hour `now` falls in: the period of the daily work done for each employer on its own day
 * (Employer › Setting's time zone). Run once a UTC day, such a job would reach an employer west of UTC
 * up to a day late (at 00:10 UTC it is still yesterday in New York), and which of the employer's days
 * a run fell on would depend on when the first instance swept. Run every hour, each employer's day is
 * reached within the hour after its midnight, whatever the zone; the job's own bookkeeping (a
 * notification's dedupe key per thing told, an accrual job's unique key per employer and day) keeps
 * the 24 runs from telling or writing anything twice, and a run missed is caught up by the next.
 */
export function utcHourOf(now: Date): string {
  return now.toISOString().slice(0, 13);
}
