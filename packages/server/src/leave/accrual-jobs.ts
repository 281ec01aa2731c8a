import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type JobHandler, type RecurringJob, utcDayOf } from '../jobs/job-runner.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { runAccruals } from './accruals.ts';
import { todayOf } from './applicant.ts';

/**
 * Accruals happen by themselves, once, whatever the number of server instances (issue 12 item 3):
 * each UTC day the first instance to sweep queues the daily job (its unique key is the day), which
 * queues one accrual job per employer with earning policies (keyed by employer and day), so an
 * employer's accruals are retried on their own when they fail. A change of a policy queues a
 * recompute of its employer. Accruals write nothing twice (accruals.ts), so a job run again after
 * its instance died is harmless.
 */

export const DAILY_LEAVE_ACCRUALS = 'leave.daily-accruals';
export const LEAVE_ACCRUALS = 'leave.accruals';

/**
 * Changes within this many seconds share one recompute, which starts when the window closes, so it
 * sees all of them: ten edits in a row cost one run, and the last edit is never missed.
 */
const RECOMPUTE_WINDOW_SECONDS = 15;

export const dailyLeaveAccruals: RecurringJob = { kind: DAILY_LEAVE_ACCRUALS, periodOf: utcDayOf };

/** Queues a recompute of the employer's accruals, in the transaction of the change that calls for it. */
export async function enqueueAccrualRecompute(
  trx: Kysely<Database>,
  employerId: string,
  now: Date,
): Promise<void> {
  const windowMs = RECOMPUTE_WINDOW_SECONDS * 1000;
  const windowEnd = new Date(Math.floor(now.getTime() / windowMs) * windowMs + windowMs);
  await enqueueJob(trx, {
    kind: LEAVE_ACCRUALS,
    employerId,
    payload: { employerId },
    uniqueKey: `${LEAVE_ACCRUALS}:${employerId}:change:${windowEnd.toISOString()}`,
    runAt: windowEnd,
  });
}

/** The job handlers of leave accruals; `clock` says which day accruals are written up to. */
export function leaveAccrualJobHandlers(clock: () => Date): Record<string, JobHandler> {
  return {
    [DAILY_LEAVE_ACCRUALS]: async ({ db }) => {
      const day = utcDayOf(clock());
      const employers = await db.selectFrom('earning_policies').select('employer_id').distinct().execute();
      for (const { employer_id: employerId } of employers) {
        await enqueueJob(db, {
          kind: LEAVE_ACCRUALS,
          employerId,
          payload: { employerId },
          uniqueKey: `${LEAVE_ACCRUALS}:${employerId}:${day}`,
        });
      }
      return { employers: employers.length };
    },
    [LEAVE_ACCRUALS]: async ({ db, job, progress }) => {
      const employerId = String(job.payload.employerId);
      return runAccruals(db, { employerId, today: todayOf({ clock }), onProgress: progress });
    },
  };
}
