import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ComputedPayslip } from './pay-run-compute.ts';

/**
 * Writes a chunk of a run's payslips in one statement of two parameters' worth of data: what every
 * payslip of the run shares (employer, run, period, currency, footer) once, and the payslips' own
 * columns as one JSON array unpacked by json_to_recordset. One statement per chunk whatever its size
 * (no limit of 65,535 parameters to mind), and the lines arrive as JSON PostgreSQL parses once, rather
 * than as thousands of bound values each converted on its own.
 */

export interface RunColumns {
  employerId: string;
  runId: string;
  payPeriod: string;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  currency: string;
  footer: string | null;
}

export async function insertPayslips(
  db: Kysely<Database>,
  run: RunColumns,
  payslips: readonly ComputedPayslip[],
): Promise<void> {
  if (payslips.length === 0) return;
  await sql`
    insert into payslips (
      employer_id, pay_run_id, pay_period, period_start, period_end, pay_date, currency, footer,
      employee_id, employee_no, employee_name, basic_pay, gross, statutory_base, taxable_income, tax,
      total_deductions, net_pay, employer_cost, payment_days, lines, taxable_income_explanation, rounding,
      payment_method, bank_id, bank_name, bank_account)
    select ${run.employerId}::uuid, ${run.runId}::uuid, ${run.payPeriod}, ${run.periodStart}::date,
      ${run.periodEnd}::date, ${run.payDate}::date, ${run.currency}, ${run.footer}::text,
      p.employee_id, p.employee_no, p.employee_name, p.basic_pay, p.gross, p.statutory_base,
      p.taxable_income, p.tax, p.total_deductions, p.net_pay, p.employer_cost, p.payment_days, p.lines,
      p.taxable_income_explanation, p.rounding, p.payment_method, p.bank_id, p.bank_name, p.bank_account
    from json_to_recordset(${JSON.stringify(payslips)}::json) as p(
      employee_id uuid, employee_no text, employee_name text, basic_pay numeric, gross numeric,
      statutory_base numeric, taxable_income numeric, tax numeric, total_deductions numeric,
      net_pay numeric, employer_cost numeric, payment_days jsonb, lines jsonb,
      taxable_income_explanation text, rounding jsonb, payment_method text, bank_id uuid,
      bank_name text, bank_account text)`.execute(db);
}
