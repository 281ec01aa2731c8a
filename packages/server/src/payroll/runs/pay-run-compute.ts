import type {
  DateSpan,
  MoneyRules,
  PayItemInput,
  PayPeriod,
  PayrollSettingsValues,
  TaxTable,
} from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { compactLines } from '../../db/payslip-lines.ts';
import type { Database } from '../../db/schema.ts';
import type {
  PayRunSelection,
  SkippedEmployee,
  StoredLineTuple,
  StoredPaymentDays,
  StoredPayslipLine,
} from '../../db/schema-pay-runs.ts';
import { refreshDueTerms } from '../../employees/terms/terms-cache.ts';
import { reimbursementsFor } from '../../expenses/claim-payment.ts';
import { type UnpaidLeave, unpaidLeaveDays } from '../../leave/unpaid-leave.ts';
import { arrearsItems } from '../employee-pay/arrears.ts';
import { payeTables } from '../engine/engine-inputs.ts';
import { namingEmployee, periodInputsOf, periodPayslips } from '../engine/period-payslips.ts';
import { moneyRulesOf } from '../setup/payroll-settings-store.ts';
import { type RunScope, selectedIds, whoIsPaidOf } from './pay-run-selection.ts';

/**
 * A run's payslips, computed a chunk of employees at a time: `planRun` finds whom the run selects (their
 * ids only), then `computeChunk` reads one chunk's employees, their salaries (who is left out, and why)
 * and inputs (one query per kind of input for the chunk's employees, never one per employee) and
 * computes its payslips, so what is held in memory does not grow with the run but for the ids. Nothing
 * here writes; the job (pay-run-job.ts) does.
 */

export interface RunToCompute {
  id: string;
  employerId: string;
  payPeriod: PayPeriod;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  /** An off-cycle run pays what it is asked to, never arrears' or expense claims' own lines. */
  offCycle: boolean;
  selection: PayRunSelection;
}

/** What a run computes once, for every chunk. */
export interface RunPlan {
  run: RunToCompute;
  settings: PayrollSettingsValues;
  money: MoneyRules;
  span: DateSpan;
  scope: RunScope;
  /** The selected employees' ids, in name order: the chunks are taken from these. */
  selected: string[];
  /** Those left out with their problem, added to by each chunk. */
  skipped: SkippedEmployee[];
  taxTables: TaxTable[];
  unpaid: Map<string, UnpaidLeave>;
}

/** One payslip's own columns; what every payslip of the run shares is the run's (payslip-insert.ts). */
export interface ComputedPayslip {
  employee_id: string;
  employee_no: string | null;
  employee_name: string;
  basic_pay: string;
  gross: string;
  statutory_base: string;
  taxable_income: string;
  tax: string;
  total_deductions: string;
  net_pay: string;
  employer_cost: string;
  payment_days: StoredPaymentDays | null;
  /** As payslips.lines stores them (payslip-lines.ts). */
  lines: StoredLineTuple[];
  taxable_income_explanation: string;
  rounding: { rule: string; minorUnit: string; explanation: string };
  payment_method: 'Cash' | 'Cheque' | 'Bank';
  bank_id: string | null;
  bank_name: string | null;
  bank_account: string | null;
}

const ARREARS_PREFIX = 'ARREARS:';

function storedLine(line: Omit<StoredPayslipLine, 'arrearsFor'>): StoredPayslipLine {
  return line.code.startsWith(ARREARS_PREFIX)
    ? { ...line, arrearsFor: line.code.slice(ARREARS_PREFIX.length) }
    : line;
}

export async function planRun(
  db: Kysely<Database>,
  run: RunToCompute,
  settings: PayrollSettingsValues,
  today: string,
): Promise<RunPlan> {
  const { employerId } = run;
  const money = moneyRulesOf(settings);
  // The pay period selected on and the calendars computed with are the terms cache: terms whose day
  // has come (by `today`) count, whether or not anyone opened the record since.
  await refreshDueTerms(db, employerId, today);
  const scope = {
    payPeriod: run.payPeriod,
    from: run.periodStart,
    to: run.periodEnd,
    selection: run.selection,
  };
  const selected = await selectedIds(db, employerId, scope);
  const unpaid = await unpaidLeaveDays(db, employerId, run.periodStart, run.periodEnd);
  return {
    run,
    settings,
    money,
    span: { from: parseDate(run.periodStart), to: parseDate(run.periodEnd) },
    scope,
    selected,
    skipped: [],
    taxTables: await payeTables(db, employerId, money.digits, { from: run.periodStart, to: run.periodEnd }),
    unpaid: new Map(unpaid.map((row) => [row.employeeId, row])),
  };
}

/**
 * The payslips of the employees of `chunk` (ids of the plan's selected ones) a payslip can be made
 * for; those it cannot are added to the plan's skipped.
 */
export async function computeChunk(
  db: Kysely<Database>,
  plan: RunPlan,
  chunk: readonly string[],
): Promise<ComputedPayslip[]> {
  const { run, settings, money, span } = plan;
  const { employerId } = run;
  const period = { from: run.periodStart, to: run.periodEnd };
  // The reads do not depend on each other: they are sent at once, by the chunk's ids (an employee
  // then left out has inputs read and unused), so on PostgreSQL they run on connections of the pool
  // side by side, one round trip rather than one after another (PGlite takes them in turn).
  const [who, inputs, arrears, reimbursements] = await Promise.all([
    whoIsPaidOf(db, employerId, plan.scope, settings.currency, chunk),
    periodInputsOf(db, employerId, chunk, period, settings),
    // Back-dated salary adjustments: what periods already paid in final runs now come to, less what was paid.
    arrearsItems(db, employerId, chunk, period, settings),
    // Approved expense claims not yet paid (or held by this run before a re-run), by a regular run only.
    run.offCycle
      ? new Map<string, PayItemInput[]>()
      : reimbursementsFor(db, employerId, chunk, { runId: run.id, digits: money.digits }),
  ]);
  const { payable: employees, skipped, salaries } = who;
  plan.skipped.push(...skipped);
  if (employees.length === 0) return [];
  const extraItems = new Map<string, PayItemInput[]>();
  for (const extra of [arrears, reimbursements]) {
    for (const [id, items] of extra) extraItems.set(id, [...(extraItems.get(id) ?? []), ...items]);
  }
  const computed = await periodPayslips(
    db,
    employerId,
    employees,
    { payPeriod: run.payPeriod, span },
    settings,
    { inputs, salaries, unpaid: plan.unpaid, taxTables: plan.taxTables, extraItems },
    namingEmployee,
  );
  return computed.map(({ employee: paid, payslip, days }) => {
    let basicPay: string | undefined;
    let tax: Decimal | undefined;
    for (const line of payslip.lines) {
      if (line.kind === 'Basic') basicPay ??= line.amount;
      else if (line.kind === 'Tax') tax = tax ? tax.plus(line.amount) : new Decimal(line.amount);
    }
    return {
      employee_id: paid.id,
      employee_no: paid.employeeNo,
      employee_name: paid.name,
      basic_pay: basicPay ?? '0',
      gross: payslip.gross,
      statutory_base: payslip.statutoryBase,
      taxable_income: payslip.taxableIncome,
      tax: (tax ?? new Decimal(0)).toFixed(money.digits),
      total_deductions: payslip.totalDeductions,
      net_pay: payslip.netPay,
      employer_cost: payslip.employerCost,
      payment_days: days
        ? {
            paid: days.days.paidDays.toString(),
            total: days.days.periodDays.toString(),
            method: days.days.method,
            explanation: days.explanation,
          }
        : null,
      lines: compactLines(payslip.lines.map(storedLine)),
      taxable_income_explanation: payslip.taxableIncomeExplanation,
      rounding: payslip.rounding,
      payment_method: paid.paymentMethod,
      bank_id: paid.bankId,
      bank_name: paid.bankName,
      bank_account: paid.bankAccount,
    };
  });
}

/** The run's totals, summed chunk by chunk. */
export class RunTotals {
  count = 0;
  #gross = new Decimal(0);
  #deductions = new Decimal(0);
  #net = new Decimal(0);
  #cost = new Decimal(0);

  add(payslips: readonly ComputedPayslip[]): void {
    for (const payslip of payslips) {
      this.#gross = this.#gross.plus(payslip.gross);
      this.#deductions = this.#deductions.plus(payslip.total_deductions);
      this.#net = this.#net.plus(payslip.net_pay);
      this.#cost = this.#cost.plus(payslip.employer_cost);
    }
    this.count += payslips.length;
  }

  text(digits: number) {
    return {
      gross: this.#gross.toFixed(digits),
      totalDeductions: this.#deductions.toFixed(digits),
      netPay: this.#net.toFixed(digits),
      employerCost: this.#cost.toFixed(digits),
    };
  }
}
