import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The jobs table's queries (migration 0010). A job is queued inside the transaction of the change
 * that calls for it, so it exists only if that change commits; instances claim due jobs one at a time
 * with a lease (see claimDueJob), as the mail outbox claims mail.
 */

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** One job per key, ever: a second enqueue with the same key is a no-op. */
  uniqueKey?: string;
  employerId?: string;
  /** Not before this moment; now by default. */
  runAt?: Date;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  employerId: string | null;
  /** Attempts so far, this one included. */
  attempts: number;
  maxAttempts: number;
}

/** The stored error is for a person reading the row, not a stack trace. */
const MAX_ERROR_LENGTH = 500;

/** Queues a job; answers its id, or undefined when its unique key was queued before. */
export async function enqueueJob(trx: Kysely<Database>, job: NewJob): Promise<string | undefined> {
  const row = await trx
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      unique_key: job.uniqueKey ?? null,
      employer_id: job.employerId ?? null,
      ...(job.runAt ? { run_at: job.runAt } : {}),
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
    })
    .onConflict((conflict) => conflict.column('unique_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Takes the job due first, of the given kinds, for this instance and leases it for `leaseSeconds`.
 * SKIP LOCKED makes an instance claiming at the same moment pass over the row instead of waiting for
 * it; a job whose lease ran out (its instance died) is due again and is taken by the next claim.
 */
export async function claimDueJob(
  db: Kysely<Database>,
  kinds: readonly string[],
  leaseSeconds: number,
): Promise<ClaimedJob | undefined> {
  if (kinds.length === 0) return undefined;
  const row = await db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'running',
      run_at: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('state', 'in', ['queued', 'running'])
        .where('run_at', '<=', sql<Date>`now()`)
        .where('kind', 'in', [...kinds])
        .where(sql<boolean>`attempts < max_attempts`)
        .orderBy('run_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(CLAIMED_COLUMNS)
    .executeTakeFirst();
  return row && claimedJob(row);
}

const CLAIMED_COLUMNS = ['id', 'kind', 'payload', 'employer_id', 'attempts', 'max_attempts'] as const;

function claimedJob(row: {
  id: string;
  kind: string;
  payload: unknown;
  employer_id: string | null;
  attempts: number;
  max_attempts: number;
}): ClaimedJob {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload as Record<string, unknown>,
    employerId: row.employer_id,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

/** Why a job is failed without an error of its own: see abandonExpiredJobs. */
export const INSTANCE_STOPPED_ON_LAST_ATTEMPT =
  'The server running it stopped during its last attempt; it will not be tried again.';

/**
 * Fails, in the caller's transaction, the jobs of these kinds whose instance died during their last
 * attempt: running, lease ended, no attempt left. claimDueJob never takes them again, so without this
 * they would stay running for ever and what waits on them (a pay run's Processing) with them. The rows
 * stay locked until the caller commits: another instance doing the same at that moment re-reads them
 * as failed and passes over them, so each job is given up exactly once.
 */
export async function abandonExpiredJobs(
  trx: Kysely<Database>,
  kinds: readonly string[],
): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  const rows = await trx
    .updateTable('jobs')
    .set({
      state: 'failed',
      finished_at: sql<Date>`now()`,
      last_error: INSTANCE_STOPPED_ON_LAST_ATTEMPT,
    })
    .where('state', '=', 'running')
    .where('run_at', '<=', sql<Date>`now()`)
    .where('kind', 'in', [...kinds])
    .where(sql<boolean>`attempts >= max_attempts`)
    .returning(CLAIMED_COLUMNS)
    .execute();
  return rows.map(claimedJob);
}

export async function markJobDone(db: Kysely<Database>, id: string, result: unknown): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      state: 'done',
      finished_at: sql<Date>`now()`,
      last_error: null,
      result: result === undefined ? null : JSON.stringify(result),
    })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: due again after `retryInSeconds`, or failed for good after its last attempt. */
export async function markJobFailed(
  db: Kysely<Database>,
  job: ClaimedJob,
  error: string,
  retryInSeconds: number,
): Promise<void> {
  const givingUp = job.attempts >= job.maxAttempts;
  await db
    .updateTable('jobs')
    .set({
      state: givingUp ? 'failed' : 'queued',
      last_error: error.slice(0, MAX_ERROR_LENGTH),
      run_at: sql<Date>`now() + make_interval(secs => ${retryInSeconds})`,
      ...(givingUp ? { finished_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', job.id)
    .execute();
}

/**
 * What a running job has done of its work, for a screen that shows its progress. It also renews the
 * lease: a long job that keeps reporting is never taken for one whose instance died.
 */
export async function reportJobProgress(
  db: Kysely<Database>,
  id: string,
  progress: { done: number; total: number | null; leaseSeconds: number },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      progress_done: progress.done,
      progress_total: progress.total,
      run_at: sql<Date>`now() + make_interval(secs => ${progress.leaseSeconds})`,
    })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .execute();
}
