import { currencyMinorDigits } from '@hr/domain';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { readPayrollSettings } from '../setup/payroll-settings-store.ts';
import { reportEmployee } from './outputs-access.ts';
import type {
  AnnualSalaryReport,
  AnnualSalaryReportMonth,
  AnnualSalaryReportRequest,
} from './outputs-types.ts';

/**
 * annual-salary-report: an employee's final payslips of a calendar year, summed by the month of their
 * pay date. Sums are SQL numeric, the rest decimal.js: no amount passes through a JavaScript number.
 */

interface MonthRow {
  month: number;
  payslips: number;
  gross: string;
  taxable_income: string;
  tax: string;
  total_deductions: string;
  net_pay: string;
  currency: string;
}

interface ContributionRow {
  month: number;
  code: string;
  label: string;
  amount: string;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** `action` is the cell whose scope must reach the employee: read on screen, export for the file. */
export async function annualSalaryReport(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  caller: Caller,
  { employeeId, year }: AnnualSalaryReportRequest,
  action: 'read' | 'export' = 'read',
): Promise<AnnualSalaryReport> {
  const employee = await reportEmployee(db, caller, employeeId, {
    action,
    today: await callerToday({ db, clock }, caller),
  });
  const scope = sql`p.employer_id = ${caller.employerId} and p.employee_id = ${employee.id} and p.final
    and p.pay_date between make_date(${year}::int, 1, 1) and make_date(${year}::int, 12, 31)`;
  const months = await sql<MonthRow>`
    select extract(month from p.pay_date)::int as month, count(*)::int as payslips,
      sum(p.gross)::text as gross, sum(p.taxable_income)::text as taxable_income, sum(p.tax)::text as tax,
      sum(p.total_deductions)::text as total_deductions, sum(p.net_pay)::text as net_pay,
      max(p.currency) as currency
    from payslips p where ${scope}
    group by 1`.execute(db);
  const contributionRows = await sql<ContributionRow>`
    select extract(month from p.pay_date)::int as month, line->>1 as code, min(line->>2) as label,
      sum((line->>3)::numeric)::text as amount
    -- A stored line is [kind, code, label, amount, explanation] (db/payslip-lines.ts).
    from payslips p cross join lateral json_array_elements(p.lines) as line
    where ${scope} and line->>0 = 'Employee Contribution'
    group by 1, 2`.execute(db);
  const currency = months.rows[0]?.currency ?? null;
  const digits = currencyMinorDigits(currency ?? (await readPayrollSettings(db, caller.employerId)).currency);
  const contributions = [
    ...new Map(contributionRows.rows.map((row) => [row.code, { code: row.code, label: row.label }])).values(),
  ].sort((a, b) => a.code.localeCompare(b.code));
  const text = (amount: Decimal) => amount.toFixed(digits);

  const perMonth = MONTHS.map((month) => {
    const row = months.rows.find((candidate) => candidate.month === month);
    const sides = contributions.map(
      ({ code }) =>
        new Decimal(
          contributionRows.rows.find((candidate) => candidate.month === month && candidate.code === code)
            ?.amount ?? 0,
        ),
    );
    const tax = new Decimal(row?.tax ?? 0);
    const otherDeductions = sides.reduce(
      (rest, side) => rest.minus(side),
      new Decimal(row?.total_deductions ?? 0).minus(tax),
    );
    return {
      month,
      payslips: row?.payslips ?? 0,
      gross: new Decimal(row?.gross ?? 0),
      taxableIncome: new Decimal(row?.taxable_income ?? 0),
      tax,
      contributions: sides,
      otherDeductions,
      netPay: new Decimal(row?.net_pay ?? 0),
    };
  });
  const total = (pick: (month: (typeof perMonth)[number]) => Decimal) =>
    perMonth.reduce((sum, month) => sum.plus(pick(month)), new Decimal(0));
  const shown = (
    month: Omit<(typeof perMonth)[number], 'month'>,
  ): Omit<AnnualSalaryReportMonth, 'month'> => ({
    payslips: month.payslips,
    gross: text(month.gross),
    taxableIncome: text(month.taxableIncome),
    tax: text(month.tax),
    contributions: month.contributions.map(text),
    otherDeductions: text(month.otherDeductions),
    netPay: text(month.netPay),
  });
  return {
    employeeId: employee.id,
    employeeName: employee.name,
    employeeNo: employee.employeeNo,
    year,
    currency,
    contributions,
    months: perMonth.map((month) => ({ month: month.month, ...shown(month) })),
    totals: shown({
      payslips: perMonth.reduce((count, month) => count + month.payslips, 0),
      gross: total((month) => month.gross),
      taxableIncome: total((month) => month.taxableIncome),
      tax: total((month) => month.tax),
      contributions: contributions.map((_, index) => total((month) => month.contributions[index] as Decimal)),
      otherDeductions: total((month) => month.otherDeductions),
      netPay: total((month) => month.netPay),
    }),
  };
}
