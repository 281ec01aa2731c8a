import { type Kysely, sql } from 'kysely';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type { JobContext, JobHandler } from '../jobs/job-runner.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { type ComputedRun, computeRun, PayRunProblem } from './pay-run-compute.ts';
import { finaliseRunIn } from './pay-run-finalise.ts';
import { readPayrollSettings } from './payroll-settings-store.ts';

/**
 * The background work of a pay run ('payroll.run', one job per run and generation): computes every
 * payslip first, writing nothing, then replaces the run's payslips and totals in one transaction. A
 * server stopped half-way has written nothing; the job's lease runs out and another attempt (on any
 * instance) does the whole run again. A re-run bumps the generation, so a job of an older one finds
 * itself stale and does nothing.
 */

export const PAY_RUN_JOB = 'payroll.run';

/** Payslips per insert statement: well under PostgreSQL's 65,535 parameters at ~30 columns. */
const INSERT_BATCH = 500;

export interface PayRunJobOptions {
  /** Called after computing and before writing: a test's way of stopping the job there. */
  beforeWrite?: (runId: string) => Promise<void>;
}

/** Queues the run's job of its generation, in the caller's transaction. */
export async function enqueuePayRun(
  trx: Kysely<Database>,
  run: { id: string; employerId: string; generation: number },
): Promise<string | undefined> {
  return enqueueJob(trx, {
    kind: PAY_RUN_JOB,
    uniqueKey: `${PAY_RUN_JOB}:${run.id}:${run.generation}`,
    employerId: run.employerId,
    payload: { runId: run.id, generation: run.generation },
  });
}

export function payRunJobHandlers(options: PayRunJobOptions = {}): Record<string, JobHandler> {
  return { [PAY_RUN_JOB]: (context) => processPayRunJob(context, options) };
}

async function currentRun(db: Kysely<Database>, employerId: string, runId: string, generation: number) {
  const run = await db
    .selectFrom('pay_runs')
    .selectAll()
    .where('id', '=', runId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  // Drafts and final runs of this generation are done; a failed one is tried again by a retry.
  const stale = !run || run.generation !== generation || run.status === 'draft' || run.status === 'final';
  return stale ? undefined : run;
}

async function processPayRunJob({ db, job, progress }: JobContext, options: PayRunJobOptions) {
  const { runId, generation } = job.payload as { runId: string; generation: number };
  if (!job.employerId) return { stale: true };
  const employerId = job.employerId;
  const run = await currentRun(db, employerId, runId, generation);
  if (!run) return { stale: true };
  const ofThisGeneration = () =>
    db
      .updateTable('pay_runs')
      .where('id', '=', runId)
      .where('employer_id', '=', employerId)
      .where('generation', '=', generation);
  await ofThisGeneration().set({ status: 'processing', last_error: null }).execute();
  try {
    const settings = await readPayrollSettings(db, employerId);
    const computed = await computeRun(
      db,
      {
        id: run.id,
        employerId,
        payPeriod: run.pay_period,
        periodStart: run.period_start,
        periodEnd: run.period_end,
        payDate: run.pay_date,
        selection: run.selection,
      },
      settings,
      progress,
    );
    await options.beforeWrite?.(runId);
    const written = await writeRun(db, { ...run, employerId, generation }, computed, settings.currency);
    if (written) await progress(computed.payslips.length, computed.payslips.length);
    return written
      ? { payslips: computed.payslips.length, skipped: computed.skipped.length }
      : { stale: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await ofThisGeneration()
      .where('status', 'in', ['queued', 'processing', 'failed'])
      .set({ status: 'failed', last_error: message.slice(0, 500) })
      .execute();
    // The employer's data (a set-up the engine refuses, employees already paid) needs a person: no retry.
    if (error instanceof PayRunProblem || error instanceof Refusal) return { failed: message };
    throw error;
  }
}

/** Replaces the run's payslips and totals, all or none; false when a re-run made this job stale meanwhile. */
async function writeRun(
  db: Kysely<Database>,
  run: {
    id: string;
    employerId: string;
    generation: number;
    finalise_when_processed: boolean;
    off_cycle: boolean;
    created_by: string | null;
    period_start: string;
    period_end: string;
  },
  computed: ComputedRun,
  currency: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('pay_runs')
      .select(['generation', 'status'])
      .where('id', '=', run.id)
      .where('employer_id', '=', run.employerId)
      .forUpdate()
      .executeTakeFirst();
    if (
      !current ||
      current.generation !== run.generation ||
      current.status === 'draft' ||
      current.status === 'final'
    ) {
      return false;
    }
    await trx
      .deleteFrom('payslips')
      .where('employer_id', '=', run.employerId)
      .where('pay_run_id', '=', run.id)
      .execute();
    for (let start = 0; start < computed.payslips.length; start += INSERT_BATCH) {
      await trx
        .insertInto('payslips')
        .values(computed.payslips.slice(start, start + INSERT_BATCH))
        .execute();
    }
    await trx
      .updateTable('pay_runs')
      .set({
        status: 'draft',
        currency,
        employee_count: computed.payslips.length,
        gross: computed.totals.gross,
        total_deductions: computed.totals.totalDeductions,
        net_pay: computed.totals.netPay,
        employer_cost: computed.totals.employerCost,
        skipped: JSON.stringify(computed.skipped),
        last_error: null,
        processed_at: sql<Date>`now()`,
      })
      .where('id', '=', run.id)
      .where('employer_id', '=', run.employerId)
      .execute();
    if (run.finalise_when_processed) {
      await finaliseRunIn(
        trx,
        {
          id: run.id,
          employerId: run.employerId,
          offCycle: run.off_cycle,
          periodStart: run.period_start,
          periodEnd: run.period_end,
        },
        { userId: run.created_by, at: new Date() },
      );
    }
    return true;
  });
}
