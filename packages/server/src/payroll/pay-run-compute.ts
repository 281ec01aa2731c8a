import { computePayslip, type DateSpan, type PayPeriod, type PayrollSettingsValues } from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import type { Insertable, Kysely } from 'kysely';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type {
  PayRunSelection,
  PayslipsTable,
  SkippedEmployee,
  StoredPayslipLine,
} from '../db/schema-pay-runs.ts';
import { employeeCalendar } from '../leave/employee-calendar.ts';
import { unpaidLeaveDays } from '../leave/unpaid-leave.ts';
import { arrearsItems } from './arrears.ts';
import { payeTables } from './engine-inputs.ts';
import { contributionInputsOf, payItemInputsOf, reliefInputsOf, salariesOn } from './engine-inputs-bulk.ts';
import { type RunEmployee, selectedEmployees, withoutBlockers } from './pay-run-selection.ts';
import { employeePaymentDays } from './payment-days.ts';
import { moneyRulesOf } from './payroll-settings-store.ts';

/**
 * Every payslip of a run, computed in memory from inputs read in bulk (one query per kind of input for
 * all the run's employees), nothing written: the job writes them in one transaction afterwards.
 */

export interface RunToCompute {
  id: string;
  employerId: string;
  payPeriod: PayPeriod;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  selection: PayRunSelection;
}

export interface ComputedRun {
  payslips: Insertable<PayslipsTable>[];
  skipped: SkippedEmployee[];
  totals: { gross: string; totalDeductions: string; netPay: string; employerCost: string };
}

/** How often the job reports progress (and renews its lease) while computing. */
export const PROGRESS_EVERY = 500;

const ARREARS_PREFIX = 'ARREARS:';

function storedLine(line: Omit<StoredPayslipLine, 'arrearsFor'>): StoredPayslipLine {
  return line.code.startsWith(ARREARS_PREFIX)
    ? { ...line, arrearsFor: line.code.slice(ARREARS_PREFIX.length) }
    : { ...line };
}

export async function computeRun(
  db: Kysely<Database>,
  run: RunToCompute,
  settings: PayrollSettingsValues,
  progress: (done: number, total: number | null) => Promise<void>,
): Promise<ComputedRun> {
  const { employerId } = run;
  const money = moneyRulesOf(settings);
  const period = { from: run.periodStart, to: run.periodEnd };
  const span: DateSpan = { from: parseDate(period.from), to: parseDate(period.to) };
  const selected = await selectedEmployees(db, employerId, {
    payPeriod: run.payPeriod,
    ...period,
    selection: run.selection,
  });
  const salaries = await salariesOn(
    db,
    employerId,
    selected.map((employee) => employee.id),
    period.from,
  );
  const { payable, skipped } = withoutBlockers(selected, salaries, settings.currency, period.from);
  const ids = payable.map((employee) => employee.id);
  await progress(0, payable.length);
  const items = await payItemInputsOf(db, employerId, ids, period);
  // Back-dated salary adjustments: what periods already paid in final runs now come to, less what was paid.
  const extraItems = await arrearsItems(db, employerId, ids, period, settings);
  const contributions = await contributionInputsOf(db, employerId, ids, period, money.digits);
  const reliefs = await reliefInputsOf(db, employerId, ids, period);
  const taxTables = await payeTables(db, employerId, money.digits);
  const unpaid = new Map(
    (await unpaidLeaveDays(db, employerId, period.from, period.to)).map((row) => [row.employeeId, row]),
  );
  const totals = {
    gross: new Decimal(0),
    deductions: new Decimal(0),
    net: new Decimal(0),
    cost: new Decimal(0),
  };
  const payslips: Insertable<PayslipsTable>[] = [];
  for (const [index, employee] of payable.entries()) {
    const days = await employeePaymentDays(employee, span, settings, unpaid.get(employee.id), () =>
      employeeCalendar(db, employerId, employee.id, span.from, span.to),
    ).catch((error: unknown) => {
      throw namingEmployee(employee, error);
    });
    const basicPay = salaries.get(employee.id)?.basicSalary as string;
    let computed: ReturnType<typeof computePayslip>;
    try {
      computed = computePayslip({
        payPeriod: run.payPeriod,
        money,
        basicPay,
        paymentDays: days?.days ?? null,
        items: [...(items.get(employee.id) ?? []), ...(extraItems.get(employee.id) ?? [])],
        contributions: contributions.get(employee.id) ?? [],
        reliefs: reliefs.get(employee.id) ?? [],
        taxTables,
      });
    } catch (error) {
      throw namingEmployee(employee, error);
    }
    const basic = computed.lines.find((line) => line.kind === 'Basic');
    const tax = computed.lines
      .filter((line) => line.kind === 'Tax')
      .reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
    payslips.push({
      employer_id: employerId,
      pay_run_id: run.id,
      employee_id: employee.id,
      employee_no: employee.employeeNo,
      employee_name: employee.name,
      pay_period: run.payPeriod,
      period_start: period.from,
      period_end: period.to,
      pay_date: run.payDate,
      currency: settings.currency,
      basic_pay: basic?.amount ?? '0',
      gross: computed.gross,
      statutory_base: computed.statutoryBase,
      taxable_income: computed.taxableIncome,
      tax: tax.toFixed(money.digits),
      total_deductions: computed.totalDeductions,
      net_pay: computed.netPay,
      employer_cost: computed.employerCost,
      payment_days: days
        ? JSON.stringify({
            paid: days.days.paidDays.toString(),
            total: days.days.periodDays.toString(),
            method: days.days.method,
            explanation: days.explanation,
          })
        : null,
      lines: JSON.stringify(computed.lines.map(storedLine)),
      taxable_income_explanation: computed.taxableIncomeExplanation,
      rounding: JSON.stringify(computed.rounding),
      footer: settings.payslipFooter,
      payment_method: employee.paymentMethod,
      bank_id: employee.bankId,
      bank_name: employee.bankName,
      bank_account: employee.bankAccount,
    });
    totals.gross = totals.gross.plus(computed.gross);
    totals.deductions = totals.deductions.plus(computed.totalDeductions);
    totals.net = totals.net.plus(computed.netPay);
    totals.cost = totals.cost.plus(computed.employerCost);
    if ((index + 1) % PROGRESS_EVERY === 0) await progress(index + 1, payable.length);
  }
  return {
    payslips,
    skipped,
    totals: {
      gross: totals.gross.toFixed(money.digits),
      totalDeductions: totals.deductions.toFixed(money.digits),
      netPay: totals.net.toFixed(money.digits),
      employerCost: totals.cost.toFixed(money.digits),
    },
  };
}

/** A set-up the engine cannot compute with, said of the employee it stopped at. */
function namingEmployee(employee: RunEmployee, error: unknown): Error {
  if (error instanceof RangeError || error instanceof Refusal) {
    return new PayRunProblem(`${employee.name}: ${error.message}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** A problem of the employer's data that running again will not cure: the run fails at once. */
export class PayRunProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayRunProblem';
  }
}
