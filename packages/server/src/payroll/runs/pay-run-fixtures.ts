import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { storedLines } from '../../db/payslip-lines.ts';
import type { StoredPaymentDays, StoredPayslipLine } from '../../db/schema-pay-runs.ts';
import type { TestApi } from '../../test-support/test-api.ts';

/**
 * Pay runs and payslips written straight to the tables of migration 0017, so the tests of what is made
 * of them (PDFs, reports, exports) do not depend on how runs are processed. Each payslip's lines add up
 * the way the engine's do: gross = basic + earnings; each contribution a percentage of basic; tax a
 * flat rate of taxable income (gross less the employee's contributions); net = gross − deductions.
 */

type Db = TestApi['db'];

export interface FixtureEmployee {
  id: string;
  employeeNo: string | null;
  name: string;
  paymentMethod: 'Bank' | 'Cash' | 'Cheque';
  bank: { id: string; name: string; account: string } | null;
}

export interface FixturePayslip {
  employee: FixtureEmployee;
  basic: string;
  /** Earnings beside basic pay, such as a housing allowance. */
  earnings?: { code: string; label: string; amount: string }[];
  /** Deductions that are neither tax nor contributions, such as a loan repayment. */
  deductions?: { code: string; label: string; amount: string }[];
  /** Stored as given; the amounts are not prorated by it. */
  paymentDays?: StoredPaymentDays;
}

export interface FixtureContribution {
  code: string;
  employeePercent: string;
  employerPercent: string;
}

export interface FixtureRun {
  periodStart: string;
  payDate?: string;
  status: 'final' | 'draft';
  offCycle?: boolean;
  currency?: string;
  /** The tax rate of taxable income, %; 20 unless given. */
  taxPercent?: string;
  contributions?: FixtureContribution[];
  payslips: FixturePayslip[];
}

export const SSNIT: FixtureContribution = { code: 'SSNIT', employeePercent: '5.5', employerPercent: '13' };

const money = (value: Decimal) => value.toFixed(2);
const sum = (amounts: Decimal[]) => amounts.reduce((total, amount) => total.plus(amount), new Decimal(0));

/** An employee of the employer as payslips name them, paid as given. */
export async function fixtureEmployee(
  api: TestApi,
  token: string,
  person: { firstName: string; lastName: string },
  payment: { method: 'Bank' | 'Cash' | 'Cheque'; bank?: { id: string; name: string; account: string } } = {
    method: 'Cash',
  },
): Promise<FixtureEmployee> {
  const record = await api.addEmployee(token, person);
  const row = await api.db
    .selectFrom('employees')
    .select(['employee_no'])
    .where('id', '=', record.id)
    .executeTakeFirstOrThrow();
  return {
    id: record.id,
    employeeNo: row.employee_no,
    name: `${person.firstName} ${person.lastName}`,
    paymentMethod: payment.method,
    bank: payment.bank ?? null,
  };
}

/** A bank of the employer's reference list; the id payslips paid into it carry. */
export async function insertBank(db: Db, employerId: string, name: string): Promise<string> {
  const row = await db
    .insertInto('banks')
    .values({ employer_id: employerId, code: name.slice(0, 8).toUpperCase(), name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts the run and its payslips; answers the run's id and the payslips' ids by employee id. */
export async function insertPayRun(
  db: Db,
  employerId: string,
  run: FixtureRun,
): Promise<{ runId: string; payslipIds: Map<string, string> }> {
  const start = parseDate(run.periodStart);
  const periodEnd = start.add({ months: 1 }).subtract({ days: 1 }).toString();
  const payDate = run.payDate ?? start.set({ day: 28 }).toString();
  const currency = run.currency ?? 'GHS';
  const final = run.status === 'final';
  const payslips = run.payslips.map((payslip) =>
    computed(payslip, run.contributions ?? [SSNIT], new Decimal(run.taxPercent ?? '20')),
  );
  const inserted = await db
    .insertInto('pay_runs')
    .values({
      employer_id: employerId,
      pay_period: 'Monthly',
      period_start: run.periodStart,
      period_end: periodEnd,
      pay_date: payDate,
      off_cycle: run.offCycle ?? false,
      selection: JSON.stringify({ scope: 'all' }),
      status: run.status,
      currency,
      employee_count: payslips.length,
      gross: money(sum(payslips.map((payslip) => payslip.gross))),
      total_deductions: money(sum(payslips.map((payslip) => payslip.totalDeductions))),
      net_pay: money(sum(payslips.map((payslip) => payslip.netPay))),
      employer_cost: money(sum(payslips.map((payslip) => payslip.employerCost))),
      processed_at: new Date(),
      finalised_at: final ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payslipIds = new Map<string, string>();
  for (const payslip of payslips) {
    const { employee } = payslip;
    const row = await db
      .insertInto('payslips')
      .values({
        employer_id: employerId,
        pay_run_id: inserted.id,
        employee_id: employee.id,
        employee_no: employee.employeeNo,
        employee_name: employee.name,
        pay_period: 'Monthly',
        period_start: run.periodStart,
        period_end: periodEnd,
        pay_date: payDate,
        currency,
        basic_pay: money(payslip.basic),
        gross: money(payslip.gross),
        statutory_base: money(payslip.basic),
        taxable_income: money(payslip.taxableIncome),
        tax: money(payslip.tax),
        total_deductions: money(payslip.totalDeductions),
        net_pay: money(payslip.netPay),
        employer_cost: money(payslip.employerCost),
        payment_days: payslip.paymentDays ? JSON.stringify(payslip.paymentDays) : null,
        lines: storedLines(payslip.lines),
        taxable_income_explanation: payslip.taxableIncomeExplanation,
        rounding: JSON.stringify({
          rule: 'Half Up',
          minorUnit: '0.01',
          explanation: 'Each line rounded once to 0.01, half up.',
        }),
        footer: 'Questions? payroll@example.com',
        payment_method: employee.paymentMethod,
        bank_id: employee.bank?.id ?? null,
        bank_name: employee.bank?.name ?? null,
        bank_account: employee.bank?.account ?? null,
        final,
        counts_once: final && !run.offCycle,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    payslipIds.set(employee.id, row.id);
  }
  return { runId: inserted.id, payslipIds };
}

function computed(payslip: FixturePayslip, contributions: FixtureContribution[], taxPercent: Decimal) {
  const basic = new Decimal(payslip.basic);
  const earnings = payslip.earnings ?? [];
  const deductions = payslip.deductions ?? [];
  const gross = basic.plus(sum(earnings.map((earning) => new Decimal(earning.amount))));
  const percentOfBasic = (percent: string) => basic.times(percent).div(100).toDecimalPlaces(2);
  const employeeSides = contributions.map((contribution) => percentOfBasic(contribution.employeePercent));
  const employerSides = contributions.map((contribution) => percentOfBasic(contribution.employerPercent));
  const taxableIncome = gross.minus(sum(employeeSides));
  const tax = taxableIncome.times(taxPercent).div(100).toDecimalPlaces(2);
  const otherDeductions = sum(deductions.map((deduction) => new Decimal(deduction.amount)));
  const totalDeductions = tax.plus(sum(employeeSides)).plus(otherDeductions);
  const lines: StoredPayslipLine[] = [
    line('Basic', 'BASIC', 'Basic salary', basic, `Basic ${money(basic)}`),
    ...earnings.map((earning) =>
      line(
        'Earning',
        earning.code,
        earning.label,
        new Decimal(earning.amount),
        `${earning.label} ${earning.amount}`,
      ),
    ),
    ...contributions.map((contribution, index) =>
      line(
        'Employee Contribution',
        contribution.code,
        contribution.code,
        employeeSides[index] as Decimal,
        `${contribution.employeePercent}% × basic ${money(basic)} = ${money(employeeSides[index] as Decimal)}`,
      ),
    ),
    line(
      'Tax',
      'PAYE',
      'PAYE',
      tax,
      `PAYE ${taxPercent.toString()}% × ${money(taxableIncome)} = ${money(tax)}`,
    ),
    ...deductions.map((deduction) =>
      line(
        'Deduction',
        deduction.code,
        deduction.label,
        new Decimal(deduction.amount),
        `${deduction.label} ${deduction.amount}`,
      ),
    ),
    ...contributions.map((contribution, index) =>
      line(
        'Employer Contribution',
        contribution.code,
        contribution.code,
        employerSides[index] as Decimal,
        `${contribution.employerPercent}% × basic ${money(basic)} = ${money(employerSides[index] as Decimal)}`,
      ),
    ),
  ];
  return {
    employee: payslip.employee,
    paymentDays: payslip.paymentDays,
    basic,
    gross,
    taxableIncome,
    taxableIncomeExplanation: `gross ${money(gross)} − contributions ${money(sum(employeeSides))} = ${money(taxableIncome)}`,
    tax,
    totalDeductions,
    netPay: gross.minus(totalDeductions),
    employerCost: gross.plus(sum(employerSides)),
    lines,
  };
}

function line(
  kind: string,
  code: string,
  label: string,
  amount: Decimal,
  explanation: string,
): StoredPayslipLine {
  return { kind, code, label, amount: money(amount), explanation };
}
