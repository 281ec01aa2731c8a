import type { Kysely } from 'kysely';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { settleReimbursements } from '../../expenses/claim-payment.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { notify } from '../../notifications/notify.ts';
import { settleArrears } from '../employee-pay/arrears.ts';
import { namesText, payslipPeriodName, periodText } from './pay-run-text.ts';

/**
 * Finalising a run locks it: its payslips become final, and (off-cycle runs apart) count as the
 * employee's pay for the period, which the unique index payslips_paid_once_key allows once. Each
 * employee with an account then hears that a payslip is ready, by mail and in the bell, without any
 * amount.
 */

export const PAYSLIP_NOTICES = 'payroll.payslip-notices';
export const PAID_ONCE_INDEX = 'payslips_paid_once_key';
/** What the audit trail calls a pay run. */
export const PAY_RUN_RECORD = 'pay-run';

export interface RunToFinalise {
  id: string;
  employerId: string;
  offCycle: boolean;
  periodStart: string;
  periodEnd: string;
}

/** The employees of the run already paid for its period in another final, not off-cycle run. */
export async function paidElsewhere(db: Kysely<Database>, run: RunToFinalise): Promise<string[]> {
  const rows = await db
    .selectFrom('payslips as p')
    .innerJoin('payslips as q', (join) =>
      join
        .onRef('q.employer_id', '=', 'p.employer_id')
        .onRef('q.employee_id', '=', 'p.employee_id')
        .onRef('q.pay_period', '=', 'p.pay_period')
        .onRef('q.period_start', '=', 'p.period_start')
        .onRef('q.pay_run_id', '<>', 'p.pay_run_id'),
    )
    .select('p.employee_name')
    .where('p.employer_id', '=', run.employerId)
    .where('p.pay_run_id', '=', run.id)
    .where('q.counts_once', '=', true)
    .orderBy('p.employee_name')
    .execute();
  return rows.map((row) => row.employee_name);
}

export const PAYS_NO_ONE =
  "This run pays no one, so it can't be finalised. Re-run it with employees who can be paid, or delete it.";

export function alreadyPaidRefusal(
  names: readonly string[],
  run: Pick<RunToFinalise, 'periodStart' | 'periodEnd'>,
): Refusal {
  const verb = names.length === 1 ? 'is' : 'are';
  return new Refusal(
    409,
    `${namesText(names)} ${verb} already paid for ${periodText(run.periodStart, run.periodEnd)} in a final run. Mark the run off-cycle to pay again.`,
  );
}

/**
 * Inside the caller's transaction: refuses (409) a run that pays no one, one whose employees are
 * already paid for the period (naming them), and one holding an expense claim paid since it was
 * computed (naming it), else makes the run and its payslips final and queues the payslip notices.
 * `payslipsFinal`: the run's job wrote its payslips final already (final and counts_once as this
 * would set them, in the same transaction), so they are read rather than written again.
 */
export async function finaliseRunIn(
  trx: Kysely<Database>,
  run: RunToFinalise,
  by: { userId: string | null; at: Date },
  { payslipsFinal = false }: { payslipsFinal?: boolean } = {},
): Promise<void> {
  if (!run.offCycle) {
    const names = await paidElsewhere(trx, run);
    if (names.length > 0) throw alreadyPaidRefusal(names, run);
  }
  // Counted, never listed: a run of 100,000 holds no list of its employees in the server.
  const paid = payslipsFinal ? await countPayslips(trx, run) : await makePayslipsFinal(trx, run);
  // A final run of no one would count as the period's payroll with nothing in it; the caller's
  // transaction rolls back.
  if (paid === 0) throw new Refusal(409, PAYS_NO_ONE);
  // The arrears this run paid (or found nothing due for) are not paid again by the next one.
  await settleArrears(trx, run.employerId, run.id, run.periodStart);
  // The expense claims its payslips reimburse are paid (refused when one was paid meanwhile).
  if (!run.offCycle) await settleReimbursements(trx, run);
  await trx
    .updateTable('pay_runs')
    .set({ status: 'final', finalised_at: by.at, finalised_by: by.userId })
    .where('employer_id', '=', run.employerId)
    .where('id', '=', run.id)
    .execute();
  await enqueueJob(trx, {
    kind: PAYSLIP_NOTICES,
    uniqueKey: `${PAYSLIP_NOTICES}:${run.id}`,
    employerId: run.employerId,
    payload: { runId: run.id },
  });
}

/** How many payslips the run has. */
async function countPayslips(trx: Kysely<Database>, run: RunToFinalise): Promise<number> {
  const { count } = await trx
    .selectFrom('payslips')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('employer_id', '=', run.employerId)
    .where('pay_run_id', '=', run.id)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Makes the run's payslips final (counting once unless off-cycle); answers how many there were. */
async function makePayslipsFinal(trx: Kysely<Database>, run: RunToFinalise): Promise<number> {
  const { numUpdatedRows } = await trx
    .updateTable('payslips')
    .set({ final: true, counts_once: !run.offCycle })
    .where('employer_id', '=', run.employerId)
    .where('pay_run_id', '=', run.id)
    .executeTakeFirst();
  return Number(numUpdatedRows);
}

/** Tells every employee of a final run who has an account that their payslip is ready. */
export async function noticePayslipsReady(
  db: Kysely<Database>,
  employerId: string,
  runId: string,
  publicUrl: string | undefined,
): Promise<number> {
  const run = await db
    .selectFrom('pay_runs')
    .select(['period_start', 'period_end'])
    .where('id', '=', runId)
    .where('employer_id', '=', employerId)
    .where('status', '=', 'final')
    .executeTakeFirst();
  if (!run) return 0;
  const users = await db
    .selectFrom('payslips')
    .innerJoin('users', (join) =>
      join
        .onRef('users.employee_id', '=', 'payslips.employee_id')
        .onRef('users.employer_id', '=', 'payslips.employer_id'),
    )
    .select('users.id')
    .where('payslips.employer_id', '=', employerId)
    .where('payslips.pay_run_id', '=', runId)
    .execute();
  const title = `Your payslip for ${payslipPeriodName(run.period_start, run.period_end)} is ready`;
  const link = '/payroll/my-payslips';
  const notified = await notify(db, {
    employerId,
    recipientUserIds: users.map((user) => user.id),
    kind: 'payslip-ready',
    title,
    link,
    subject: { type: 'pay-run', id: runId },
    dedupeKey: `payslip-ready:${runId}`,
    email: {
      subject: title,
      text: `${title}.\n\nSee it in My Payslips: ${publicUrl ?? ''}${link}\n`,
    },
  });
  return notified.length;
}

export function payslipNoticeJobHandlers(deps: {
  publicUrl: string | undefined;
}): Record<string, JobHandler> {
  return {
    [PAYSLIP_NOTICES]: async ({ db, job }) => {
      const { runId } = job.payload as { runId: string };
      if (!job.employerId) return { notified: 0 };
      return { notified: await noticePayslipsReady(db, job.employerId, runId, deps.publicUrl) };
    },
  };
}
