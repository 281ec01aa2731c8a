import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { employersByDay } from '../employer/employer-days.ts';
import { type JobHandler, type RecurringJob, utcHourOf } from '../jobs/job-runner.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { runAccruals } from './accruals.ts';
import { employerTodayOf } from './applicant.ts';

/**
 * Accruals happen by themselves, once, whatever the number of server instances (issue 12 item 3):
 * each UTC hour the first instance to sweep queues the daily job (its unique key is the hour;
 * utcHourOf says why), which queues one accrual job per employer with earning policies, keyed by the
 * employer and its own day (its time zone), so each employer's day is accrued once, soon after its
 * midnight, and an employer's accruals are retried on their own when they fail. A change of a
 * policy queues a recompute of its employer. Accruals write nothing twice (accruals.ts), so a job run
 * again after its instance died is harmless.
 */

export const DAILY_LEAVE_ACCRUALS = 'leave.daily-accruals';
export const LEAVE_ACCRUALS = 'leave.accruals';

/**
 * Changes within this many seconds share one recompute, which starts when the window closes, so it
 * sees all of them: ten edits in a row cost one run, and the last edit is never missed.
 */
const RECOMPUTE_WINDOW_SECONDS = 15;

export const dailyLeaveAccruals: RecurringJob = { kind: DAILY_LEAVE_ACCRUALS, periodOf: utcHourOf };

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
      const earning = new Set(
        (await db.selectFrom('earning_policies').select('employer_id').distinct().execute()).map(
          (row) => row.employer_id,
        ),
      );
      for (const { today, employerIds } of await employersByDay(db, clock())) {
        for (const employerId of employerIds.filter((id) => earning.has(id))) {
          await enqueueJob(db, {
            kind: LEAVE_ACCRUALS,
            employerId,
            payload: { employerId },
            uniqueKey: `${LEAVE_ACCRUALS}:${employerId}:${today}`,
          });
        }
      }
      return { employers: earning.size };
    },
    [LEAVE_ACCRUALS]: async ({ db, job, progress }) => {
      const employerId = String(job.payload.employerId);
      const today = await employerTodayOf({ db, clock }, employerId);
      return runAccruals(db, { employerId, today, onProgress: progress });
    },
  };
}
