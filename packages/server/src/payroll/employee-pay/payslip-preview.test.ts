import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leaveEmployer } from '../../leave/leave-report-fixtures.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import {
  GHANA_PAYE_BRACKETS,
  insertContribution,
  insertPayItem,
  insertSalary,
  insertTaxTable,
  saveSettings,
} from '../setup/payroll-fixtures.ts';
import type { PayslipPreview } from './employee-pay-types.ts';

/**
 * "Preview payslip" from the employee record: Ghana's worked case of packages/domain's tests
 * (GRA monthly PAYE from January 2024; SSNIT 5.5% and 13% of basic, National Pensions Act 2008),
 * reproduced from rows an administrator would have set up.
 */

let api: TestApi;
let token: string;
let employerId: string;

type Answer = { returnObject: PayslipPreview; error?: string; field?: string };
const preview = (employeeId: string, periodStart: string) =>
  api.call<Answer>('/payroll/preview-payslip', { employeeId, periodStart }, { token });

/** An employee paid 5,000 from 2025 with the housing allowance and SSNIT assigned from January 2026. */
async function ghanaEmployee(firstName: string): Promise<string> {
  const employeeId = (await api.addEmployee(token, { firstName, lastName: 'Mensah' })).id;
  await insertSalary(api.db, employerId, employeeId, {
    effectiveDate: '2025-01-01',
    basicSalary: '5000',
    currency: 'GHS',
  });
  for (const [group, itemId] of [
    ['Earning', housingId],
    ['Statutory Contribution', ssnitId],
  ]) {
    const answer = await api.call(
      '/payroll/assign-employee-pay-item',
      { employeeId, group, itemId, amount: null, quantity: null, effectiveDate: '2026-01-01', endDate: null },
      { token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  return employeeId;
}

let housingId: string;
let ssnitId: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
  const admin = await api.newAdministrator();
  token = admin.token;
  employerId = admin.session.user.employerId;
  await saveSettings(api.db, employerId, { currency: 'GHS', footer: 'Questions? payroll@example.com' });
  housingId = await insertPayItem(api.db, employerId, {
    kind: 'Earning',
    code: 'HOUSING',
    description: 'Housing',
    amount: '1000',
    otherStatutory: false,
  });
  ssnitId = await insertContribution(api.db, employerId, {
    code: 'SSNIT',
    employer: { type: 'Gross Income', amount: '13' },
    employee: { type: 'Gross Income', amount: '5.5' },
  });
  await insertTaxTable(api.db, employerId, { code: 'PAYE', type: 'PAYE Tax', brackets: GHANA_PAYE_BRACKETS });
});
afterAll(() => api.close());

describe('preview-payslip', () => {
  test('Ghana: basic 5,000 and housing outside the statutory base give PAYE 1,029.75 and net 4,695.25, explained', async () => {
    const employeeId = await ghanaEmployee('Ama');
    const answer = await preview(employeeId, '2026-01-01');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const payslip = answer.body.returnObject;
    expect(payslip).toMatchObject({
      employeeName: 'Ama Mensah',
      payPeriod: 'Monthly',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      currency: 'GHS',
      paymentDays: null,
      gross: '6000.00',
      statutoryBase: '5000.00',
      taxableIncome: '5725.00',
      totalDeductions: '1304.75',
      netPay: '4695.25',
      employerCost: '6650.00',
      footer: 'Questions? payroll@example.com',
    });
    const line = (kind: string) => payslip.lines.find((each) => each.kind === kind);
    expect(line('Employee Contribution')).toMatchObject({
      amount: '275.00',
      explanation:
        'SSNIT 5.5% × 5,000.00 (basic; Housing excluded: Other Statutory off) = 275.00; before tax',
    });
    expect(line('Tax')).toMatchObject({
      code: 'PAYE',
      amount: '1029.75',
      explanation: 'PAYE 572.67 on the first 3,896.67 + 25% × 1,828.33 = 1,029.75',
    });
    expect(line('Employer Contribution')).toMatchObject({ amount: '650.00' });
    expect(payslip.rounding.explanation).toBe('Each line rounded once to 0.01, half up.');
  });

  test('a joiner mid-month is paid the calendar days from the day they joined, the days on the line', async () => {
    const employeeId = await ghanaEmployee('Kofi');
    await api.db
      .updateTable('employees')
      .set({ date_joined: '2026-01-17' })
      .where('id', '=', employeeId)
      .execute();
    const answer = await preview(employeeId, '2026-01-01');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const payslip = answer.body.returnObject;
    expect(payslip.paymentDays).toEqual({
      paid: '15',
      total: '31',
      method: 'Calendar Days',
      explanation: '15 of 31 calendar days paid (joined 2026-01-17)',
    });
    expect(payslip.lines[0]).toMatchObject({
      kind: 'Basic',
      amount: '2419.35',
      explanation: 'Basic 5,000.00 × 15/31 calendar days = 2,419.35',
    });
    // The period before they joined pays nothing.
    const before = await preview(employeeId, '2025-12-01');
    expect(before.body.returnObject).toMatchObject({
      gross: '0.00',
      paymentDays: { paid: '0', total: '31' },
    });
  });

  test('an item assigned from after the period is left out', async () => {
    const employeeId = await ghanaEmployee('Esi');
    const answer = await preview(employeeId, '2025-12-01');
    expect(answer.body.returnObject.lines.map((line) => line.code)).not.toContain('HOUSING');
    expect(answer.body.returnObject.gross).toBe('5000.00');
  });

  test('no salary on the period’s first day: 422 saying where to add one', async () => {
    const employeeId = (await api.addEmployee(token, { firstName: 'Yaw', lastName: 'Boateng' })).id;
    const answer = await preview(employeeId, '2026-01-01');
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      returnCode: 422,
      error: 'Yaw Boateng has no basic salary on 2026-01-01. Add one in the Salary section.',
    });
  });

  test('a salary in another currency than payroll’s: 422 naming both', async () => {
    const employeeId = (await api.addEmployee(token, { firstName: 'Akua', lastName: 'Owusu' })).id;
    await insertSalary(api.db, employerId, employeeId, {
      effectiveDate: '2026-01-01',
      basicSalary: '3000',
      currency: 'USD',
    });
    const answer = await preview(employeeId, '2026-01-01');
    expect(answer.status).toBe(422);
    expect(answer.body.error).toContain('is in USD but payroll is in GHS');
  });

  test('a semi-monthly period must start on the 1st or the 16th', async () => {
    const employeeId = await ghanaEmployee('Abena');
    await api.db
      .updateTable('employees')
      .set({ pay_period: 'Semi-Monthly' })
      .where('id', '=', employeeId)
      .execute();
    const refused = await preview(employeeId, '2026-01-10');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: 'A semi-monthly period starts on the 1st or the 16th of a month.',
      field: 'periodStart',
    });
    const second = await preview(employeeId, '2026-01-16');
    expect(second.body.returnObject).toMatchObject({ periodStart: '2026-01-16', periodEnd: '2026-01-31' });
  });
});

describe('unpaid leave', () => {
  test('approved unpaid leave in the period is not paid, its days on the line; paid leave is', async () => {
    const employer = await leaveEmployer(api);
    const leaveEmployerId = employer.admin.session.user.employerId;
    await saveSettings(api.db, leaveEmployerId, { currency: 'GHS' });
    const { employeeId } = await employer.employee('Kwame');
    await insertSalary(api.db, leaveEmployerId, employeeId, {
      effectiveDate: '2026-01-01',
      basicSalary: '3100',
      currency: 'GHS',
    });
    // Tuesday 5 and Wednesday 6 January 2027 unpaid; Thursday 7 annual leave, paid.
    await employer.book(employeeId, employer.unpaidLeaveId, '2027-01-05', '2027-01-06');
    await employer.book(employeeId, employer.annualLeaveId, '2027-01-07', '2027-01-07');
    const answer = await api.call<Answer>(
      '/payroll/preview-payslip',
      { employeeId, periodStart: '2027-01-01' },
      { token: employer.admin.token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.returnObject.paymentDays).toEqual({
      paid: '29',
      total: '31',
      method: 'Calendar Days',
      explanation: '29 of 31 calendar days paid (2 days of unpaid leave)',
    });
    expect(answer.body.returnObject.lines[0]).toMatchObject({
      amount: '2900.00',
      explanation: 'Basic 3,100.00 × 29/31 calendar days = 2,900.00',
    });
  });
});
