import { currencyMinorDigits, type PayPeriod } from '@hr/domain';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import type { Database } from '../../db/schema.ts';
import type { PayRunSelection, PayRunStatus, SkippedEmployee } from '../../db/schema-pay-runs.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { auditPayroll } from '../payroll-audit.ts';
import { ONLY_ADMINISTRATOR_NOTE, OWN_PAYSLIP_IN_RUN, ownPayslipCheck } from '../separation-of-duties.ts';
import { readPayrollSettings } from '../setup/payroll-settings-store.ts';
import {
  alreadyPaidRefusal,
  finaliseRunIn,
  PAID_ONCE_INDEX,
  PAY_RUN_RECORD,
  paidElsewhere,
} from './pay-run-finalise.ts';
import { periodOf, refuseWhenAlreadyPaid, requirePayDateInTime, selectionOf } from './pay-run-inputs.ts';
import { enqueuePayRun } from './pay-run-job.ts';
import { alreadyPaid, whoIsPaid } from './pay-run-selection.ts';

/**
 * Process Payroll (issue 14): runs are queued here and computed by the 'payroll.run' job
 * (pay-run-job.ts); a draft is re-run, finalised or deleted; a final run never changes.
 */

export const NO_SUCH_PAY_RUN = 'There is no such pay run.';
export const RUN_IN_PROGRESS = 'This run is being processed. Wait for it to finish.';
export const FINAL_RUN_LOCKED = "A final run can't be run again. Make a new run or a salary adjustment.";

export interface PayRunWire {
  id: string;
  payPeriod: PayPeriod;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  offCycle: boolean;
  selection: { scope: PayRunSelection['scope']; ids: string[] };
  status: 'Queued' | 'Processing' | 'Draft' | 'Final' | 'Failed';
  progress: { done: number; total: number | null } | null;
  currency: string | null;
  employees: number;
  gross: string;
  totalDeductions: string;
  netPay: string;
  employerCost: string;
  skipped: SkippedEmployee[];
  error: string | null;
  createdAt: string;
  processedAt: string | null;
  finalisedAt: string | null;
  finalisedBy: string | null;
}

interface RunRequest {
  payPeriod: PayPeriod;
  periodStart: string;
  selection: { scope: PayRunSelection['scope']; ids: string[] };
  offCycle: boolean;
}

const STATUS_ON_WIRE: Record<PayRunStatus, PayRunWire['status']> = {
  queued: 'Queued',
  processing: 'Processing',
  draft: 'Draft',
  final: 'Final',
  failed: 'Failed',
};

function runsQuery(db: Kysely<Database>, employerId: string) {
  return db
    .selectFrom('pay_runs as r')
    .leftJoin('jobs as j', 'j.id', 'r.job_id')
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'r.finalised_by').onRef('u.employer_id', '=', 'r.employer_id'),
    )
    .select([
      'r.id',
      'r.pay_period',
      'r.period_start',
      'r.period_end',
      'r.pay_date',
      'r.off_cycle',
      'r.selection',
      'r.status',
      'r.currency',
      'r.employee_count',
      sql<string>`r.gross::text`.as('gross'),
      sql<string>`r.total_deductions::text`.as('total_deductions'),
      sql<string>`r.net_pay::text`.as('net_pay'),
      sql<string>`r.employer_cost::text`.as('employer_cost'),
      'r.skipped',
      'r.last_error',
      'r.created_at',
      'r.processed_at',
      'r.finalised_at',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('finalised_by_name'),
      'j.progress_done',
      'j.progress_total',
    ])
    .where('r.employer_id', '=', employerId);
}

type RunRow = Awaited<ReturnType<ReturnType<typeof runsQuery>['execute']>>[number];

function payRunOf(row: RunRow, payrollCurrency: string): PayRunWire {
  const digits = currencyMinorDigits(row.currency ?? payrollCurrency);
  const money = (amount: string) => new Decimal(amount).toFixed(digits);
  const inProgress = row.status === 'queued' || row.status === 'processing';
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    id: row.id,
    payPeriod: row.pay_period,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    payDate: row.pay_date,
    offCycle: row.off_cycle,
    selection: { scope: row.selection.scope, ids: 'ids' in row.selection ? row.selection.ids : [] },
    status: STATUS_ON_WIRE[row.status],
    progress: inProgress ? { done: row.progress_done ?? 0, total: row.progress_total ?? null } : null,
    currency: row.currency,
    employees: row.employee_count,
    gross: money(row.gross),
    totalDeductions: money(row.total_deductions),
    netPay: money(row.net_pay),
    employerCost: money(row.employer_cost),
    skipped: row.skipped,
    error: row.last_error,
    createdAt: iso(row.created_at) as string,
    processedAt: iso(row.processed_at),
    finalisedAt: iso(row.finalised_at),
    finalisedBy: row.finalised_by_name,
  };
}

async function payRunById(db: Kysely<Database>, employerId: string, id: string): Promise<PayRunWire> {
  const row = await runsQuery(db, employerId).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_PAY_RUN);
  const settings = await readPayrollSettings(db, employerId);
  return payRunOf(row, settings.currency);
}

/**
 * A run as the audit trail keeps it: its period, selection, status and totals, never its payslips'
 * lines (a run of 10,000 writes one row, not one per payslip).
 */
export function auditedRun(run: PayRunWire) {
  const { progress: _, skipped, createdAt: __, processedAt: ___, ...kept } = run;
  return { ...kept, skipped: skipped.length };
}

export async function listPayRuns({ db }: ServiceDeps, caller: Caller): Promise<PayRunWire[]> {
  const rows = await runsQuery(db, caller.employerId)
    .orderBy('r.period_start', 'desc')
    .orderBy('r.created_at', 'desc')
    .execute();
  const settings = await readPayrollSettings(db, caller.employerId);
  return rows.map((row) => payRunOf(row, settings.currency));
}

export async function getPayRun({ db }: ServiceDeps, caller: Caller, { id }: { id: string }) {
  return payRunById(db, caller.employerId, id);
}

export async function checkPayRun({ db, clock }: ServiceDeps, caller: Caller, request: RunRequest) {
  const { employerId } = caller;
  const period = periodOf(request.payPeriod, request.periodStart);
  const settings = await readPayrollSettings(db, employerId);
  const { payable, skipped } = await whoIsPaid(
    db,
    employerId,
    {
      payPeriod: request.payPeriod,
      ...period,
      selection: await selectionOf(db, employerId, request.selection),
    },
    settings.currency,
    await callerToday({ db, clock }, caller),
  );
  return {
    periodStart: period.from,
    periodEnd: period.to,
    employees: payable.length,
    blockers: skipped,
    alreadyPaid: request.offCycle
      ? []
      : await alreadyPaid(
          db,
          employerId,
          payable.map((employee) => employee.id),
          { payPeriod: request.payPeriod, from: period.from },
        ),
  };
}

export async function processPayRun(
  deps: ServiceDeps,
  caller: Caller,
  request: RunRequest & { payDate: string; processAsDraft: boolean },
): Promise<PayRunWire> {
  const { employerId } = caller;
  const period = periodOf(request.payPeriod, request.periodStart);
  requirePayDateInTime(request.payDate, period);
  const selection = await selectionOf(deps.db, employerId, request.selection);
  await refuseWhenAlreadyPaid(deps.db, employerId, {
    payPeriod: request.payPeriod,
    period,
    selection,
    offCycle: request.offCycle,
    today: await callerToday(deps, caller),
  });
  const id = await deps.db.transaction().execute(async (trx) => {
    const run = await trx
      .insertInto('pay_runs')
      .values({
        employer_id: employerId,
        pay_period: request.payPeriod,
        period_start: period.from,
        period_end: period.to,
        pay_date: request.payDate,
        off_cycle: request.offCycle,
        selection: JSON.stringify(selection),
        finalise_when_processed: !request.processAsDraft,
        created_by: caller.userId,
      })
      .returning(['id', 'generation'])
      .executeTakeFirstOrThrow();
    const jobId = await enqueuePayRun(trx, { id: run.id, employerId, generation: run.generation });
    await trx
      .updateTable('pay_runs')
      .set({ job_id: jobId ?? null })
      .where('id', '=', run.id)
      .execute();
    const queued = await payRunById(trx, employerId, run.id);
    await auditPayroll(trx, caller, {
      operation: 'processPayRun',
      recordType: PAY_RUN_RECORD,
      recordId: run.id,
      after: { ...auditedRun(queued), processAsDraft: request.processAsDraft },
    });
    return run.id;
  });
  deps.jobs?.runSoon();
  return payRunById(deps.db, employerId, id);
}

/** The run, locked for the change; 404 when the employer has none of this id. */
async function lockedRun(trx: Kysely<Database>, employerId: string, id: string) {
  const run = await trx
    .selectFrom('pay_runs')
    .select(['id', 'status', 'generation', 'pay_period', 'off_cycle', 'period_start', 'period_end'])
    .where('id', '=', id)
    .where('employer_id', '=', employerId)
    .forUpdate()
    .executeTakeFirst();
  if (!run) throw new Refusal(404, NO_SUCH_PAY_RUN);
  return run;
}

export async function rerunPayRun(
  deps: ServiceDeps,
  caller: Caller,
  request: { id: string; selection: RunRequest['selection'] },
): Promise<PayRunWire> {
  const { employerId } = caller;
  const selection = await selectionOf(deps.db, employerId, request.selection);
  await deps.db.transaction().execute(async (trx) => {
    const run = await lockedRun(trx, employerId, request.id);
    const before = await payRunById(trx, employerId, run.id);
    if (run.status === 'queued' || run.status === 'processing') throw new Refusal(409, RUN_IN_PROGRESS);
    if (run.status === 'final') throw new Refusal(409, FINAL_RUN_LOCKED);
    await refuseWhenAlreadyPaid(trx, employerId, {
      payPeriod: run.pay_period,
      period: { from: run.period_start, to: run.period_end },
      selection,
      offCycle: run.off_cycle,
      today: await callerToday({ db: trx, clock: deps.clock }, caller),
    });
    const generation = run.generation + 1;
    const jobId = await enqueuePayRun(trx, { id: run.id, employerId, generation });
    await trx
      .updateTable('pay_runs')
      .set({
        generation,
        selection: JSON.stringify(selection),
        status: 'queued',
        last_error: null,
        job_id: jobId ?? null,
      })
      .where('id', '=', run.id)
      .where('employer_id', '=', employerId)
      .execute();
    await auditPayroll(trx, caller, {
      operation: 'rerunPayRun',
      recordType: PAY_RUN_RECORD,
      recordId: run.id,
      before: auditedRun(before),
      after: auditedRun(await payRunById(trx, employerId, run.id)),
    });
  });
  deps.jobs?.runSoon();
  return payRunById(deps.db, employerId, request.id);
}

export async function finalisePayRun(deps: ServiceDeps, caller: Caller, { id }: { id: string }) {
  const { employerId } = caller;
  const target = { id, employerId, offCycle: false, periodStart: '', periodEnd: '' };
  try {
    await deps.db.transaction().execute(async (trx) => {
      const run = await lockedRun(trx, employerId, id);
      if (run.status !== 'draft') {
        throw new Refusal(
          409,
          `Only a draft run can be finalised; this one is ${STATUS_ON_WIRE[run.status]}.`,
        );
      }
      const own = await ownPayslipCheck(trx, { id, employerId }, caller.userId);
      if (!own.allowed) throw new Refusal(403, OWN_PAYSLIP_IN_RUN);
      Object.assign(target, {
        offCycle: run.off_cycle,
        periodStart: run.period_start,
        periodEnd: run.period_end,
      });
      const before = await payRunById(trx, employerId, id);
      await finaliseRunIn(trx, target, { userId: caller.userId, at: deps.clock() });
      const after = auditedRun(await payRunById(trx, employerId, id));
      await auditPayroll(trx, caller, {
        operation: 'finalisePayRun',
        recordType: PAY_RUN_RECORD,
        recordId: id,
        before: auditedRun(before),
        after: own.ownPayslip ? { ...after, ownPayslip: true, note: ONLY_ADMINISTRATOR_NOTE } : after,
      });
    });
  } catch (error) {
    // Another run of the period was finalised between the check and the write.
    if (isUniqueViolation(error, PAID_ONCE_INDEX))
      throw alreadyPaidRefusal(await paidElsewhere(deps.db, target), target);
    throw error;
  }
  deps.jobs?.runSoon();
  return payRunById(deps.db, employerId, id);
}

export async function deletePayRun({ db }: ServiceDeps, caller: Caller, { id }: { id: string }) {
  const { employerId } = caller;
  await db.transaction().execute(async (trx) => {
    const run = await lockedRun(trx, employerId, id);
    if (run.status !== 'draft' && run.status !== 'failed') {
      throw new Refusal(
        409,
        `Only a draft or failed run can be deleted; this one is ${STATUS_ON_WIRE[run.status]}.`,
      );
    }
    const before = await payRunById(trx, employerId, id);
    await trx.deleteFrom('pay_runs').where('id', '=', id).where('employer_id', '=', employerId).execute();
    await auditPayroll(trx, caller, {
      operation: 'deletePayRun',
      recordType: PAY_RUN_RECORD,
      recordId: id,
      before: auditedRun(before),
      after: null,
    });
  });
  return 'The pay run was deleted.';
}
