import { currencyMinorDigits, type PayPeriod } from '@hr/domain';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import { linesOf } from '../../db/payslip-lines.ts';
import type { Database } from '../../db/schema.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { NO_SUCH_PAY_RUN } from '../runs/pay-runs.ts';
import { readablePayslip } from './outputs-access.ts';

/**
 * Payslips as they were computed and stored by their run, to each caller those their `payroll.read`
 * reaches (outputs-access.ts readablePayslip): an administrator any of the employer's, a department's
 * payroll clerk those of the department, an employee only their own once the run is final. Anything
 * else is "no such payslip", so ids of colleagues' payslips tell nothing.
 */

export const NO_SUCH_PAYSLIP = 'There is no such payslip.';

const AMOUNTS = [
  'basic_pay',
  'gross',
  'statutory_base',
  'taxable_income',
  'tax',
  'total_deductions',
  'net_pay',
  'employer_cost',
] as const;

function payslipsQuery(db: Kysely<Database>, employerId: string) {
  return db
    .selectFrom('payslips as p')
    .select([
      'p.id',
      'p.pay_run_id',
      'p.employee_id',
      'p.employee_no',
      'p.employee_name',
      'p.pay_period',
      'p.period_start',
      'p.period_end',
      'p.pay_date',
      'p.currency',
      'p.final',
      'p.payment_method',
      ...AMOUNTS.map((column) => sql<string>`${sql.ref(`p.${column}`)}::text`.as(column)),
    ])
    .where('p.employer_id', '=', employerId);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof payslipsQuery>['execute']>>[number];

export interface PayslipSummary {
  id: string;
  runId: string;
  employeeId: string;
  employeeNo: string | null;
  employeeName: string;
  payPeriod: PayPeriod;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  currency: string;
  gross: string;
  totalDeductions: string;
  netPay: string;
  employerCost: string;
  final: boolean;
  paymentMethod: 'Cash' | 'Cheque' | 'Bank';
}

const moneyIn = (currency: string) => (amount: string) =>
  new Decimal(amount).toFixed(currencyMinorDigits(currency));

function summaryOf(row: SummaryRow): PayslipSummary {
  const money = moneyIn(row.currency);
  return {
    id: row.id,
    runId: row.pay_run_id,
    employeeId: row.employee_id,
    employeeNo: row.employee_no,
    employeeName: row.employee_name,
    payPeriod: row.pay_period,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    payDate: row.pay_date,
    currency: row.currency,
    gross: money(row.gross),
    totalDeductions: money(row.total_deductions),
    netPay: money(row.net_pay),
    employerCost: money(row.employer_cost),
    final: row.final,
    paymentMethod: row.payment_method,
  };
}

export async function listPayslips({ db, clock }: ServiceDeps, caller: Caller, { runId }: { runId: string }) {
  const run = await db
    .selectFrom('pay_runs')
    .select('id')
    .where('id', '=', runId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!run) throw new Refusal(404, NO_SUCH_PAY_RUN);
  const rows = await payslipsQuery(db, caller.employerId)
    .where('p.pay_run_id', '=', runId)
    .where(readablePayslip(caller, await callerToday({ db, clock }, caller)))
    .orderBy('p.employee_name')
    .orderBy('p.employee_id')
    .execute();
  return rows.map(summaryOf);
}

/** The caller's own employee record, or null for an account without one. */
async function ownEmployeeId(db: Kysely<Database>, caller: Caller): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select('employee_id')
    .where('id', '=', caller.userId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  return user?.employee_id ?? null;
}

export async function listMyPayslips({ db }: ServiceDeps, caller: Caller): Promise<PayslipSummary[]> {
  const employeeId = await ownEmployeeId(db, caller);
  if (!employeeId) return [];
  const rows = await payslipsQuery(db, caller.employerId)
    .where('p.employee_id', '=', employeeId)
    .where('p.final', '=', true)
    .orderBy('p.pay_date', 'desc')
    .orderBy('p.period_start', 'desc')
    .execute();
  return rows.map(summaryOf);
}

/** The employee's final payslips paid in the year up to `payDate`, and this one when it is a draft. */
async function yearToDate(db: Kysely<Database>, employerId: string, row: SummaryRow & { final: boolean }) {
  const year = Number(row.pay_date.slice(0, 4));
  const sums = await db
    .selectFrom('payslips')
    .select(
      (['gross', 'taxable_income', 'tax', 'total_deductions', 'net_pay', 'employer_cost'] as const).map(
        (column) => sql<string>`coalesce(sum(${sql.ref(column)}), 0)::text`.as(column),
      ),
    )
    .where('employer_id', '=', employerId)
    .where('employee_id', '=', row.employee_id)
    .where('pay_date', '>=', `${year}-01-01`)
    .where('pay_date', '<=', row.pay_date)
    .where((eb) => eb.or([eb('final', '=', true), eb('id', '=', row.id)]))
    .executeTakeFirstOrThrow();
  const money = moneyIn(row.currency);
  return {
    year,
    gross: money(sums.gross),
    taxableIncome: money(sums.taxable_income),
    tax: money(sums.tax),
    totalDeductions: money(sums.total_deductions),
    netPay: money(sums.net_pay),
    employerCost: money(sums.employer_cost),
  };
}

export async function getPayslip({ db, clock }: ServiceDeps, caller: Caller, { id }: { id: string }) {
  const query = payslipsQuery(db, caller.employerId)
    .innerJoin('employers as e', 'e.id', 'p.employer_id')
    .select([
      'e.name as employer_name',
      'p.taxable_income_explanation',
      'p.payment_days',
      'p.lines',
      'p.rounding',
      'p.footer',
      'p.bank_name',
      'p.bank_account',
    ])
    .where('p.id', '=', id)
    .where(readablePayslip(caller, await callerToday({ db, clock }, caller)));
  const row = await query.executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_PAYSLIP);
  const money = moneyIn(row.currency);
  return {
    ...summaryOf(row),
    employerName: row.employer_name,
    basicPay: money(row.basic_pay),
    statutoryBase: money(row.statutory_base),
    taxableIncome: money(row.taxable_income),
    taxableIncomeExplanation: row.taxable_income_explanation,
    tax: money(row.tax),
    paymentDays: row.payment_days,
    lines: linesOf(row.lines).map((line) => ({ ...line, arrearsFor: line.arrearsFor ?? null })),
    rounding: row.rounding,
    footer: row.footer,
    bankName: row.bank_name,
    bankAccount: row.bank_account,
    yearToDate: await yearToDate(db, caller.employerId, row),
  };
}
