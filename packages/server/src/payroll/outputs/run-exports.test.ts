import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refusalOf } from '../../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { insertPayRun } from '../runs/pay-run-fixtures.ts';
import {
  csvText,
  EMPLOYER_NAME,
  type OutputsEmployer,
  outputsEmployer,
  signedInEmployee,
} from './outputs-test-support.ts';
import type { BankTransferSummary, PayrollSummary } from './outputs-types.ts';

/**
 * What an administrator takes from a final run to the banks and the authorities (list-bank-transfers,
 * export-bank-transfer, export-statutory-return) and the dashboard's payroll card (payroll-summary).
 * November 2026 is final with the four employees of outputs-test-support.ts; October 2026 is a draft;
 * November 2025 is final but outside the card's 12 months.
 */

let api: TestApi;
let employer: OutputsEmployer;
let novemberRun: string;
let octoberDraft: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
  employer = await outputsEmployer(api);
  const { ola, ama, kofi, esi } = employer.payslips;
  await insertPayRun(api.db, employer.employerId, {
    periodStart: '2025-11-01',
    status: 'final',
    payslips: [ama],
  });
  octoberDraft = (
    await insertPayRun(api.db, employer.employerId, {
      periodStart: '2026-10-01',
      status: 'draft',
      payslips: [ola],
    })
  ).runId;
  novemberRun = (
    await insertPayRun(api.db, employer.employerId, {
      periodStart: '2026-11-01',
      status: 'final',
      payslips: [ola, ama, kofi, esi],
    })
  ).runId;
});
afterAll(() => api.close());

type Answer<T> = { returnObject: T; error?: string };

describe('list-bank-transfers', () => {
  const list = (runId: string, token = employer.token) =>
    api.call<Answer<BankTransferSummary>>('/payroll/list-bank-transfers', { runId }, { token });

  test('each bank with its employees and total, cash and cheque as totals, and the run’s net pay', async () => {
    const answer = await list(novemberRun);
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject).toEqual({
      runId: novemberRun,
      banks: [
        // Ọlá 4,580.00 + Esi 3,024.00
        { bankId: employer.banks.ecobank.id, bankName: 'Ecobank', employees: 2, total: '7604.00' },
        { bankId: employer.banks.gcb.id, bankName: 'GCB Bank', employees: 1, total: '2268.00' },
      ],
      cash: { employees: 1, total: '1412.00' },
      cheque: { employees: 0, total: '0.00' },
      total: '11284.00',
    });
  });

  test('a draft run is refused; another employer’s run is a 404; an employee is refused', async () => {
    expect((await list(octoberDraft)).body).toEqual({
      returnCode: 409,
      error: 'Only a final run can be exported.',
    });
    const other = await api.newAdministrator();
    expect((await list(novemberRun, other.token)).body).toEqual({
      returnCode: 404,
      error: 'There is no such pay run.',
    });
    const employee = await signedInEmployee(api, employer.employerId, employer.employees.ola);
    expect((await list(novemberRun, employee)).status).toBe(403);
  });
});

describe('export-bank-transfer', () => {
  const exported = (runId: string, bankId: string, token = employer.token) =>
    api.call<unknown>('/payroll/export-bank-transfer', { runId, bankId }, { token });

  test('one bank’s transfers by employee name, the reference naming the employer and period, and a Total line', async () => {
    const answer = await exported(novemberRun, employer.banks.ecobank.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toContain(
      'attachment; filename="bank-transfer-Ecobank-2026-11-01.csv"',
    );
    const reference = `${EMPLOYER_NAME} PAY 2026-11-01`;
    expect(csvText(answer.body)).toBe(
      'Account Name,Account Number,Amount,Reference\r\n' +
        `Esi Owusu,0099887766,3024.00,${reference}\r\n` +
        `Ọlá Adébáyọ̀,0012345678,4580.00,${reference}\r\n` +
        'Total,,7604.00,\r\n',
    );
  });

  test('a draft run is refused; a bank nobody in the run is paid into is a 404', async () => {
    expect((await exported(octoberDraft, employer.banks.ecobank.id)).status).toBe(409);
    expect((await exported(novemberRun, '0f0e0d0c-0b0a-4908-8706-050403020100')).body).toEqual({
      returnCode: 404,
      error: 'No payslip of this run is paid into that bank.',
    });
  });
});

describe('export-statutory-return', () => {
  const exported = (runId: string, token = employer.token) =>
    api.call<unknown>('/payroll/export-statutory-return', { runId }, { token });

  test('taxable income, tax and each contribution’s employee and employer sides per employee, with totals', async () => {
    const answer = await exported(novemberRun);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain(
      'attachment; filename="statutory-return-2026-11-01.csv"',
    );
    const { ola, ama, kofi, esi } = employer.employees;
    expect(csvText(answer.body).split('\r\n')).toEqual([
      'Employee No,Employee Name,Taxable Income,Tax,SSNIT Employee,SSNIT Employer',
      `${ama.employeeNo},Ama Mensah,2835.00,567.00,165.00,390.00`,
      `${esi.employeeNo},Esi Owusu,3780.00,756.00,220.00,520.00`,
      `${kofi.employeeNo},Kofi Boateng,1890.00,378.00,110.00,260.00`,
      `${ola.employeeNo},Ọlá Adébáyọ̀,5725.00,1145.00,275.00,650.00`,
      'Total,,14230.00,2846.00,770.00,1820.00',
      '',
    ]);
  });

  test('a draft run is refused; an employee is refused', async () => {
    expect((await exported(octoberDraft)).status).toBe(409);
    const employee = await signedInEmployee(api, employer.employerId, employer.employees.ama);
    expect((await exported(novemberRun, employee)).body).toEqual(
      refusalOf('/payroll/export-statutory-return'),
    );
  });
});

describe('payroll-summary', () => {
  const summary = (token = employer.token) =>
    api.call<Answer<PayrollSummary>>('/payroll/payroll-summary', {}, { token });

  test('the last final run’s totals and the 12 months to this one, final payslips only', async () => {
    const answer = await summary();
    expect(answer.status).toBe(200);
    const { lastFinalRun, months } = answer.body.returnObject;
    expect(lastFinalRun).toMatchObject({
      id: novemberRun,
      payPeriod: 'Monthly',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      payDate: '2026-11-28',
      currency: 'GHS',
      employees: 4,
      gross: '15000.00',
      netPay: '11284.00',
    });
    expect(months.map((month) => month.month)).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
    ]);
    // October's run is a draft and November 2025 is before the window: only November 2026 counts.
    expect(months.filter((month) => month.gross !== '0.00')).toEqual([
      { month: '2026-11', gross: '15000.00', netPay: '11284.00' },
    ]);
  });

  test('another employer sees none of it; an employee is refused', async () => {
    const other = await api.newAdministrator();
    const answer = await summary(other.token);
    expect(answer.body.returnObject.lastFinalRun).toBeNull();
    expect(answer.body.returnObject.months.every((month) => month.gross === '0.00')).toBe(true);
    const employee = await signedInEmployee(api, employer.employerId, employer.employees.esi);
    expect((await summary(employee)).status).toBe(403);
  });
});
