import { csvLine, currencyMinorDigits } from '@hr/domain';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import { linesOf } from '../../db/payslip-lines.ts';
import type { Database } from '../../db/schema.ts';
import type { StoredPayslipLine } from '../../db/schema-pay-runs.ts';
import { auditPayroll } from '../payroll-audit.ts';
import { PAY_RUN_RECORD } from '../runs/pay-run-finalise.ts';
import { readPayrollSettings } from '../setup/payroll-settings-store.ts';
import { exportableRun } from './outputs-access.ts';
import type { PayRunOutputRequest } from './outputs-types.ts';

/**
 * export-statutory-return: what a final run withheld and owes the authorities, per employee: taxable
 * income, tax (the lines of kind Tax) and, for each contribution code met in the run, the employee's
 * side (kind Employee Contribution) and the employer's (kind Employer Contribution).
 */

const ZERO = new Decimal(0);

function sumOf(lines: StoredPayslipLine[], kind: string, code?: string): Decimal {
  return lines
    .filter((line) => line.kind === kind && (code === undefined || line.code === code))
    .reduce((total, line) => total.plus(line.amount), ZERO);
}

export async function exportStatutoryReturn(
  db: Kysely<Database>,
  caller: Caller,
  { runId }: PayRunOutputRequest,
): Promise<{ fileName: string; text: string }> {
  const run = await exportableRun(db, caller, runId);
  const digits = currencyMinorDigits(
    run.currency ?? (await readPayrollSettings(db, caller.employerId)).currency,
  );
  const payslips = (
    await db
      .selectFrom('payslips')
      .select(['employee_no', 'employee_name', 'taxable_income', 'lines'])
      .where('employer_id', '=', caller.employerId)
      .where('pay_run_id', '=', run.id)
      .orderBy('employee_name')
      .orderBy('id')
      .execute()
  ).map((payslip) => ({ ...payslip, lines: linesOf(payslip.lines) }));
  const codes = [
    ...new Set(
      payslips.flatMap((payslip) =>
        payslip.lines
          .filter((line) => line.kind === 'Employee Contribution' || line.kind === 'Employer Contribution')
          .map((line) => line.code),
      ),
    ),
  ].sort();
  const rows = payslips.map((payslip) => ({
    employeeNo: payslip.employee_no,
    employeeName: payslip.employee_name,
    amounts: [
      new Decimal(payslip.taxable_income),
      sumOf(payslip.lines, 'Tax'),
      ...codes.flatMap((code) => [
        sumOf(payslip.lines, 'Employee Contribution', code),
        sumOf(payslip.lines, 'Employer Contribution', code),
      ]),
    ],
  }));
  const totals = rows.reduce(
    (sums, row) => sums.map((sum, index) => sum.plus(row.amounts[index] as Decimal)),
    Array.from({ length: 2 + 2 * codes.length }, () => ZERO),
  );
  const numbers = (amounts: Decimal[]) => amounts.map((amount) => ({ number: amount.toFixed(digits) }));
  const text =
    csvLine([
      'Employee No',
      'Employee Name',
      'Taxable Income',
      'Tax',
      ...codes.flatMap((code) => [`${code} Employee`, `${code} Employer`]),
    ]) +
    rows.map((row) => csvLine([row.employeeNo, row.employeeName, ...numbers(row.amounts)])).join('') +
    csvLine(['Total', '', ...numbers(totals)]);
  const fileName = `statutory-return-${run.periodStart}.csv`;
  // An export is audited like a change: who took which run's withholdings out of the system, and when.
  await auditPayroll(db, caller, {
    operation: 'exportStatutoryReturn',
    recordType: PAY_RUN_RECORD,
    recordId: run.id,
    after: { payslips: payslips.length, fileName },
  });
  return { fileName, text };
}
