import type { Payslip } from '@hr/domain';
import { Decimal } from 'decimal.js';
import { expect } from 'vitest';
import { storedLines } from '../../db/payslip-lines.ts';
import type { StoredPayslipLine } from '../../db/schema-pay-runs.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { insertContribution, insertPayItem, insertSalary, saveSettings } from '../setup/payroll-fixtures.ts';
import type { SalaryAdjustment } from './salary-adjustment-types.ts';

/**
 * What the salary adjustment and arrears tests share: a GHS employer with an earning, a deduction, a
 * bonus, an inactive earning and a contribution; Ama Mensah paid 4,000.00 a month from January 2026;
 * and final runs written straight to pay_runs and payslips (the pay-run job is another area's).
 */

type Db = TestApi['db'];
type Answer<T> = { returnObject: T; returnMessage?: string; error?: string; field?: string };

export async function adjustmentEmployer(api: TestApi) {
  const admin = await api.newAdministrator();
  const { token } = admin;
  const employerId = admin.session.user.employerId;
  await saveSettings(api.db, employerId, { currency: 'GHS' });
  const employeeId = (await api.addEmployee(token, { firstName: 'Ama', lastName: 'Mensah' })).id;
  await insertSalary(api.db, employerId, employeeId, {
    effectiveDate: '2026-01-01',
    basicSalary: '4000',
    currency: 'GHS',
  });
  const item = (kind: 'Earning' | 'Deduction' | 'Bonus', code: string, amount: string) =>
    insertPayItem(api.db, employerId, { kind, code, description: code, amount });
  const housingId = await item('Earning', 'HOUSING', '1000');
  const unionId = await item('Deduction', 'UNION', '25');
  const bonusId = await item('Bonus', 'BONUS', '300');
  const oldId = await item('Earning', 'OLD', '50');
  await api.db.updateTable('pay_items').set({ is_active: false }).where('id', '=', oldId).execute();
  const ssnitId = await insertContribution(api.db, employerId, {
    code: 'SSNIT',
    employer: { type: 'Gross Income', amount: '13' },
    employee: { type: 'Gross Income', amount: '5.5' },
  });
  const call = <T>(path: string, body: unknown, as = token) =>
    api.call<Answer<T>>(`/payroll/${path}`, body, { token: as });
  const create = async (changes: Record<string, unknown>) => {
    const answer = await call<SalaryAdjustment>('create-salary-adjustment', adjustment(employeeId, changes));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.returnObject;
  };
  return { token, employerId, employeeId, housingId, unionId, bonusId, oldId, ssnitId, call, create };
}

export const adjustment = (employeeId: string, changes: Record<string, unknown> = {}) => ({
  employeeId,
  effectiveDate: '2026-09-01',
  amount: '4500',
  currency: 'GHS',
  remarks: null,
  items: [],
  ...changes,
});

/** A final run of one month paying `payslip` (with `extraLines`, such as arrears) to the employee. */
export async function insertFinalPayslip(
  db: Db,
  target: { employerId: string; employeeId: string },
  period: { from: string; to: string },
  payslip: Payslip,
  extraLines: StoredPayslipLine[] = [],
): Promise<{ runId: string }> {
  const now = new Date();
  const run = await db
    .insertInto('pay_runs')
    .values({
      employer_id: target.employerId,
      pay_period: 'Monthly',
      period_start: period.from,
      period_end: period.to,
      pay_date: period.to,
      selection: JSON.stringify({ scope: 'all' }),
      status: 'final',
      currency: 'GHS',
      processed_at: now,
      finalised_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tax = payslip.lines
    .filter((line) => line.kind === 'Tax')
    .reduce((sum, line) => sum.plus(line.amount), new Decimal(0))
    .toFixed(2);
  await db
    .insertInto('payslips')
    .values({
      employer_id: target.employerId,
      pay_run_id: run.id,
      employee_id: target.employeeId,
      employee_no: null,
      employee_name: 'Ama Mensah',
      pay_period: 'Monthly',
      period_start: period.from,
      period_end: period.to,
      pay_date: period.to,
      currency: 'GHS',
      basic_pay: payslip.lines.find((line) => line.kind === 'Basic')?.amount ?? '0',
      gross: payslip.gross,
      statutory_base: payslip.statutoryBase,
      taxable_income: payslip.taxableIncome,
      tax,
      total_deductions: payslip.totalDeductions,
      net_pay: payslip.netPay,
      employer_cost: payslip.employerCost,
      payment_days: null,
      lines: storedLines([...payslip.lines, ...extraLines]),
      taxable_income_explanation: payslip.taxableIncomeExplanation,
      rounding: JSON.stringify(payslip.rounding),
      footer: null,
      payment_method: 'Cash',
      bank_id: null,
      bank_name: null,
      bank_account: null,
      final: true,
      counts_once: true,
    })
    .execute();
  return { runId: run.id };
}
