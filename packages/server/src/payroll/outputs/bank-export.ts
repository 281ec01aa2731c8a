import { csvLine, currencyMinorDigits } from '@hr/domain';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { auditPayroll } from '../payroll-audit.ts';
import { PAY_RUN_RECORD } from '../runs/pay-run-finalise.ts';
import { readPayrollSettings } from '../setup/payroll-settings-store.ts';
import { decimalSum, exportableRun, fileNamePart } from './outputs-access.ts';
import type { BankTransferExportRequest, BankTransferSummary, PayRunOutputRequest } from './outputs-types.ts';

/**
 * A final run's payments: list-bank-transfers (what goes into each bank, and in cash and by cheque)
 * and export-bank-transfer (one bank's transfers as the CSV a bank's bulk-payment upload takes). The
 * bank and account are those recorded on the payslips when the run was processed.
 */

export const NO_TRANSFERS_TO_BANK = 'No payslip of this run is paid into that bank.';

interface MethodRow {
  payment_method: 'Bank' | 'Cash' | 'Cheque';
  bank_id: string | null;
  bank_name: string | null;
  employees: number;
  total: string;
}

async function digitsOf(db: Kysely<Database>, employerId: string, currency: string | null): Promise<number> {
  return currencyMinorDigits(currency ?? (await readPayrollSettings(db, employerId)).currency);
}

export async function listBankTransfers(
  db: Kysely<Database>,
  caller: Caller,
  { runId }: PayRunOutputRequest,
): Promise<BankTransferSummary> {
  const run = await exportableRun(db, caller, runId);
  const digits = await digitsOf(db, caller.employerId, run.currency);
  const { rows } = await sql<MethodRow>`
    select payment_method, bank_id, min(bank_name) as bank_name, count(*)::int as employees,
      sum(net_pay)::text as total
    from payslips
    where employer_id = ${caller.employerId} and pay_run_id = ${run.id}
    group by payment_method, bank_id
    order by min(bank_name), bank_id`.execute(db);
  const money = (amount: Decimal.Value) => new Decimal(amount).toFixed(digits);
  const byMethod = (method: 'Cash' | 'Cheque') => {
    const matching = rows.filter((row) => row.payment_method === method);
    return {
      employees: matching.reduce((count, row) => count + row.employees, 0),
      total: money(decimalSum(matching.map((row) => row.total))),
    };
  };
  return {
    runId: run.id,
    banks: rows
      .filter((row) => row.payment_method === 'Bank' && row.bank_id !== null)
      .map((row) => ({
        bankId: row.bank_id as string,
        bankName: row.bank_name ?? '',
        employees: row.employees,
        total: money(row.total),
      })),
    cash: byMethod('Cash'),
    cheque: byMethod('Cheque'),
    total: money(decimalSum(rows.map((row) => row.total))),
  };
}

export async function exportBankTransfer(
  db: Kysely<Database>,
  caller: Caller,
  { runId, bankId }: BankTransferExportRequest,
): Promise<{ fileName: string; text: string }> {
  const run = await exportableRun(db, caller, runId);
  const digits = await digitsOf(db, caller.employerId, run.currency);
  const payslips = await db
    .selectFrom('payslips')
    .select(['employee_name', 'bank_name', 'bank_account', 'net_pay'])
    .where('employer_id', '=', caller.employerId)
    .where('pay_run_id', '=', run.id)
    .where('payment_method', '=', 'Bank')
    .where('bank_id', '=', bankId)
    .orderBy('employee_name')
    .orderBy('id')
    .execute();
  if (payslips.length === 0) throw new Refusal(404, NO_TRANSFERS_TO_BANK);
  const employer = await db
    .selectFrom('employers')
    .select('name')
    .where('id', '=', caller.employerId)
    .executeTakeFirstOrThrow();
  const reference = `${employer.name} PAY ${run.periodStart}`;
  const money = (amount: Decimal.Value) => ({ number: new Decimal(amount).toFixed(digits) });
  const text =
    csvLine(['Account Name', 'Account Number', 'Amount', 'Reference']) +
    payslips
      .map((payslip) =>
        csvLine([payslip.employee_name, payslip.bank_account, money(payslip.net_pay), reference]),
      )
      .join('') +
    csvLine(['Total', '', money(decimalSum(payslips.map((payslip) => payslip.net_pay))), '']);
  const bankName = payslips[0]?.bank_name ?? 'bank';
  const fileName = `bank-transfer-${fileNamePart(bankName)}-${run.periodStart}.csv`;
  // An export is audited like a change: who took which run's payments out of the system, and when.
  await auditPayroll(db, caller, {
    operation: 'exportBankTransfer',
    recordType: PAY_RUN_RECORD,
    recordId: run.id,
    after: { bankId, bankName, payslips: payslips.length, fileName },
  });
  return { fileName, text };
}
