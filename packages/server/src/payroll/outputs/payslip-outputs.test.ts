import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { insertPayRun } from '../runs/pay-run-fixtures.ts';
import {
  csvText,
  EMPLOYER_NAME,
  type OutputsEmployer,
  outputsEmployer,
  pdfText,
  signedInEmployee,
} from './outputs-test-support.ts';
import type { AnnualSalaryReport } from './outputs-types.ts';

/**
 * What an employee and an administrator get from payslips: the PDF (download-payslip-pdf) and the
 * annual salary report (annual-salary-report, export-annual-salary-report), from two final runs
 * (January, and February with a loan repayment) and a draft March run that must not count.
 */

const AMA_JOINED = {
  paid: '15',
  total: '31',
  method: 'Calendar Days',
  explanation: 'Joined on 17 Jan 2026: 15 of 31 calendar days.',
};

let api: TestApi;
let employer: OutputsEmployer;
let olaToken: string;
let january: Map<string, string>;
let february: Map<string, string>;
let march: Map<string, string>;

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-03-20T09:00:00Z') });
  employer = await outputsEmployer(api);
  const { ola, ama } = employer.payslips;
  january = (
    await insertPayRun(api.db, employer.employerId, {
      periodStart: '2026-01-01',
      status: 'final',
      payslips: [ola, { ...ama, paymentDays: AMA_JOINED }],
    })
  ).payslipIds;
  february = (
    await insertPayRun(api.db, employer.employerId, {
      periodStart: '2026-02-01',
      status: 'final',
      payslips: [{ ...ola, deductions: [{ code: 'LOAN', label: 'Loan repayment', amount: '200' }] }, ama],
    })
  ).payslipIds;
  march = (
    await insertPayRun(api.db, employer.employerId, {
      periodStart: '2026-03-01',
      status: 'draft',
      payslips: [ola],
    })
  ).payslipIds;
  olaToken = await signedInEmployee(api, employer.employerId, employer.employees.ola);
});
afterAll(() => api.close());

const download = (id: string | undefined, token: string) =>
  api.call<unknown>('/payroll/download-payslip-pdf', { id }, { token });

describe('download-payslip-pdf', () => {
  test('the payslip as a PDF attachment: employer, employee, lines with their explanations, totals, year to date, footer', async () => {
    const answer = await download(february.get(employer.employees.ola.id), employer.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const number = employer.employees.ola.employeeNo;
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="payslip-${number}-2026-02-01.pdf"; filename*=UTF-8''payslip-${number}-2026-02-01.pdf`,
    );
    const text = await pdfText(answer.body);
    for (const expected of [
      EMPLOYER_NAME,
      'Ọlá Adébáyọ̀',
      `(${number})`,
      '1 Feb 2026 – 28 Feb 2026',
      'Pay date: 28 Feb 2026',
      'Payment days: the whole period',
      'Earnings',
      'Deductions',
      'Employer contributions',
      'Housing',
      'Loan repayment',
      '5.5% × basic 5000.00 = 275.00',
      'PAYE 20% × 5725.00 = 1145.00',
      'GHS 6,000.00',
      // Net pay 6,000 − 275 − 1,145 − 200 = 4,380.00; January's 4,580.00 with it to date, 8,960.00.
      'GHS 4,380.00',
      'Year to date 2026',
      'GHS 12,000.00',
      'GHS 8,960.00',
      'Questions? payroll@example.com',
    ]) {
      expect(text).toContain(expected);
    }
  });

  test('an employee downloads their own final payslip; a colleague’s, a draft and an unknown id are 404', async () => {
    const own = await download(january.get(employer.employees.ola.id), olaToken);
    expect(own.status).toBe(200);
    expect(await pdfText(own.body)).toContain('GHS 4,580.00');
    for (const id of [
      january.get(employer.employees.ama.id),
      march.get(employer.employees.ola.id),
      '0f0e0d0c-0b0a-4908-8706-050403020100',
    ]) {
      const answer = await download(id, olaToken);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ returnCode: 404, error: 'There is no such payslip.' });
    }
  });

  test('a partly paid period shows its payment days and how they were counted', async () => {
    const answer = await download(january.get(employer.employees.ama.id), employer.token);
    const text = await pdfText(answer.body);
    expect(text).toContain('Payment days: 15 of 31');
    expect(text).toContain(AMA_JOINED.explanation);
  });

  test('an administrator may download a draft; its year to date counts it with the final ones', async () => {
    const answer = await download(march.get(employer.employees.ola.id), employer.token);
    const text = await pdfText(answer.body);
    expect(text).toContain('Draft: this payslip may still change.');
    expect(text).toContain('GHS 18,000.00');
  });

  test("days are printed in the employer's date format (Employer › Setting)", async () => {
    const id = february.get(employer.employees.ola.id);
    await api.call('/employer/update-settings', { dateFormat: 'DD/MM/YYYY' }, { token: employer.token });
    try {
      const text = await pdfText((await download(id, employer.token)).body);
      expect(text).toContain('01/02/2026 – 28/02/2026');
      expect(text).toContain('Pay date: 28/02/2026');
    } finally {
      await api.call('/employer/update-settings', { dateFormat: 'D MMM YYYY' }, { token: employer.token });
    }
  });

  test('another employer’s administrator gets a 404', async () => {
    const other = await api.newAdministrator();
    expect((await download(january.get(employer.employees.ola.id), other.token)).status).toBe(404);
  });
});

type ReportAnswer = { returnObject: AnnualSalaryReport; error?: string };
const report = (employeeId: string, token: string, year = 2026) =>
  api.call<ReportAnswer>('/payroll/annual-salary-report', { employeeId, year }, { token });

describe('annual-salary-report', () => {
  test('final payslips summed by month, the draft left out, with the year’s totals', async () => {
    const answer = await report(employer.employees.ola.id, employer.token);
    expect(answer.status).toBe(200);
    const result = answer.body.returnObject;
    expect(result).toMatchObject({
      employeeName: 'Ọlá Adébáyọ̀',
      employeeNo: employer.employees.ola.employeeNo,
      year: 2026,
      currency: 'GHS',
      contributions: [{ code: 'SSNIT', label: 'SSNIT' }],
    });
    expect(result.months).toHaveLength(12);
    expect(result.months[0]).toEqual({
      month: 1,
      payslips: 1,
      gross: '6000.00',
      taxableIncome: '5725.00',
      tax: '1145.00',
      contributions: ['275.00'],
      otherDeductions: '0.00',
      netPay: '4580.00',
    });
    expect(result.months[1]).toMatchObject({ month: 2, otherDeductions: '200.00', netPay: '4380.00' });
    expect(result.months[2]).toMatchObject({ month: 3, payslips: 0, gross: '0.00', netPay: '0.00' });
    expect(result.totals).toEqual({
      payslips: 2,
      gross: '12000.00',
      taxableIncome: '11450.00',
      tax: '2290.00',
      contributions: ['550.00'],
      otherDeductions: '200.00',
      netPay: '8960.00',
    });
  });

  test('a year without final payslips: zeros and no currency', async () => {
    const answer = await report(employer.employees.ola.id, employer.token, 2025);
    expect(answer.body.returnObject).toMatchObject({ currency: null, contributions: [] });
    expect(answer.body.returnObject.totals).toMatchObject({ payslips: 0, gross: '0.00' });
  });

  test('an employee sees their own report; a colleague’s or another employer’s employee is a 404', async () => {
    expect((await report(employer.employees.ola.id, olaToken)).body.returnObject.totals.netPay).toBe(
      '8960.00',
    );
    expect((await report(employer.employees.ama.id, olaToken)).body).toEqual({
      returnCode: 404,
      error: 'There is no such employee.',
    });
    const other = await api.newAdministrator();
    expect((await report(employer.employees.ola.id, other.token)).status).toBe(404);
  });
});

describe('export-annual-salary-report', () => {
  const exported = (format: 'csv' | 'pdf', token = employer.token) =>
    api.call<unknown>(
      '/payroll/export-annual-salary-report',
      { employeeId: employer.employees.ola.id, year: 2026, format },
      { token },
    );

  test('CSV: a line per month and a Total line', async () => {
    const answer = await exported('csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toContain(
      `attachment; filename="annual-salary-${employer.employees.ola.employeeNo}-2026.csv"`,
    );
    const zero = (month: string) => `${month},0.00,0.00,0.00,0.00,0.00,0.00`;
    expect(csvText(answer.body).split('\r\n')).toEqual([
      'Month,Gross,Taxable,Tax,SSNIT,Other deductions,Net',
      'January,6000.00,5725.00,1145.00,275.00,0.00,4580.00',
      'February,6000.00,5725.00,1145.00,275.00,200.00,4380.00',
      ...[
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ].map(zero),
      'Total,12000.00,11450.00,2290.00,550.00,200.00,8960.00',
      '',
    ]);
  });

  test('PDF: the same table under the employee’s name, for the employee too', async () => {
    const answer = await exported('pdf', olaToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(answer.body);
    for (const expected of ['Annual salary report 2026', 'Ọlá Adébáyọ̀', 'February', 'Total', '8,960.00']) {
      expect(text).toContain(expected);
    }
  });
});
