import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leaveEmployer } from '../../leave/leave-report-fixtures.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import type { PayslipPreview } from '../employee-pay/employee-pay-types.ts';
import type { SalaryAdjustment } from '../employee-pay/salary-adjustment-types.ts';
import { insertSalary, saveSettings } from '../setup/payroll-fixtures.ts';
import { ghanaPayroll, type PayslipLineWire as Line } from './pay-run-test-support.ts';
import type { PayRunWire } from './pay-runs.ts';

/**
 * A salary that changes inside a period pays each salary for its own days, in the run, the preview and
 * the arrears alike. Calendar Days; November 2026 has 30 days:
 * 5,000.00 × 14/30 + 5,500.00 × 16/30 = 2,333.333… + 2,933.333… = 5,266.666…, rounded once: 5,266.67.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
});
afterAll(() => api.close());

type Payroll = Awaited<ReturnType<typeof ghanaPayroll>>;

const RAISE_EXPLAINED =
  'Basic 5,000.00 × 14/30 calendar days (1–14 Nov) + 5,500.00 × 16/30 calendar days (15–30 Nov) = 5,266.67 (added exactly, rounded once)';

async function onlyPayslip(payroll: Payroll, run: PayRunWire) {
  const [slip] = await payroll.call<{ id: string }[]>('/payroll/list-payslips', { runId: run.id });
  return payroll.call<{ lines: Line[]; gross: string; paymentDays: unknown }>('/payroll/get-payslip', {
    id: slip?.id,
  });
}

describe('a raise from 15 November', () => {
  test('the run pays each salary for its days, one Basic line naming both, as the preview does', async () => {
    const payroll = await ghanaPayroll(api);
    const kofi = await payroll.employee('Kofi');
    await insertSalary(api.db, payroll.employerId, kofi, {
      effectiveDate: '2026-11-15',
      basicSalary: '5500',
      currency: 'GHS',
    });
    const payslip = await onlyPayslip(payroll, await payroll.processed());
    expect(payslip.lines[0]).toMatchObject({
      kind: 'Basic',
      amount: '5266.67',
      explanation: RAISE_EXPLAINED,
    });
    // Every day is paid, so housing is not prorated: 5,266.67 + 1,000.00.
    expect(payslip.gross).toBe('6266.67');
    expect(payslip.paymentDays).toBeNull();
    const preview = await payroll.call<PayslipPreview>('/payroll/preview-payslip', {
      employeeId: kofi,
      periodStart: '2026-11-01',
    });
    expect(payslip.lines).toEqual(preview.lines.map((line) => ({ ...line, arrearsFor: null })));
  });

  test('dated inside a finalised November, it is paid as November’s arrears in December', async () => {
    const payroll = await ghanaPayroll(api);
    const yaw = await payroll.employee('Yaw', 'Boateng');
    const november = await payroll.processed();
    await payroll.call<PayRunWire>('/payroll/finalise-pay-run', { id: november.id });
    const raise = await payroll.call<SalaryAdjustment>('/payroll/create-salary-adjustment', {
      employeeId: yaw,
      effectiveDate: '2026-11-15',
      amount: '5500.00',
      currency: 'GHS',
      remarks: 'Promotion',
      items: [],
    });
    expect(raise.arrears).toBe('Due');
    const december = await payroll.processed({ periodStart: '2026-12-01', payDate: '2026-12-28' });
    const payslip = await onlyPayslip(payroll, december);
    expect(payslip.lines.filter((line) => line.arrearsFor !== null)).toEqual([
      {
        kind: 'Earning',
        code: 'ARREARS:2026-11-01',
        label: 'Arrears November 2026',
        amount: '266.67',
        explanation: 'basic 5,000.00 → 5,266.67 from 15 Nov 2026 = 266.67; taxable; in the statutory base',
        arrearsFor: '2026-11-01',
      },
    ]);
    // December pays the new salary in full, housing, and November's 266.67.
    expect(payslip.gross).toBe('6766.67');
    await payroll.call<PayRunWire>('/payroll/finalise-pay-run', { id: december.id });
    const [adjustment] = await payroll.call<SalaryAdjustment[]>('/payroll/list-salary-adjustments', {
      employeeId: yaw,
    });
    expect(adjustment).toMatchObject({ arrears: 'Paid', settledByRunId: december.id });
  });

  test('no salary before the 15th: those days are not paid, and the payment days say why', async () => {
    const payroll = await ghanaPayroll(api);
    const ama = await payroll.employee('Ama');
    await api.db.deleteFrom('salary_history').where('employee_id', '=', ama).execute();
    await insertSalary(api.db, payroll.employerId, ama, {
      effectiveDate: '2026-11-15',
      basicSalary: '5500',
      currency: 'GHS',
    });
    const run = await payroll.processed();
    expect(run.skipped).toEqual([]);
    const payslip = await onlyPayslip(payroll, run);
    // 5,500.00 × 16/30 = 2,933.333… → 2,933.33; housing 1,000.00 × 16/30 = 533.33.
    expect(payslip.lines.slice(0, 2).map((line) => [line.amount, line.explanation])).toEqual([
      ['2933.33', 'Basic 5,500.00 × 16/30 calendar days = 2,933.33'],
      [
        '533.33',
        'Housing 1,000.00 × 16/30 calendar days = 533.33; taxable; not in the statutory base (Other Statutory off)',
      ],
    ]);
    expect(payslip.paymentDays).toEqual({
      paid: '16',
      total: '30',
      method: 'Calendar Days',
      explanation: '16 of 30 calendar days paid (no basic salary 2026-11-01 to 2026-11-14)',
    });

    // A row inside the period in another currency: 422 naming both, on its date.
    await insertSalary(api.db, payroll.employerId, ama, {
      effectiveDate: '2026-11-20',
      basicSalary: '500',
      currency: 'USD',
    });
    const refused = await api.call<{ error: string }>(
      '/payroll/preview-payslip',
      { employeeId: ama, periodStart: '2026-11-01' },
      { token: payroll.token },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(
      'Ama Mensah’s salary on 2026-11-20 is in USD but payroll is in GHS. Record a salary in GHS or change the payroll currency in Settings.',
    );
  });
});

test('unpaid leave comes off the salary in effect on its days', async () => {
  // January 2027 (31 days): 3,100.00, then 6,200.00 from the 16th; Tuesday 5 and Wednesday 6 unpaid.
  // 3,100.00 × (15 − 2)/31 + 6,200.00 × 16/31 = 1,300.00 + 3,200.00 = 4,500.00
  // (taken from the new salary instead it would be 1,500.00 + 2,800.00 = 4,300.00).
  const employer = await leaveEmployer(api);
  const employerId = employer.admin.session.user.employerId;
  await saveSettings(api.db, employerId, { currency: 'GHS' });
  const { employeeId } = await employer.employee('Kwame');
  for (const [effectiveDate, basicSalary] of [
    ['2026-01-01', '3100'],
    ['2027-01-16', '6200'],
  ] as const) {
    await insertSalary(api.db, employerId, employeeId, { effectiveDate, basicSalary, currency: 'GHS' });
  }
  await employer.book(employeeId, employer.unpaidLeaveId, '2027-01-05', '2027-01-06');
  const answer = await api.call<{ returnObject: PayslipPreview }>(
    '/payroll/preview-payslip',
    { employeeId, periodStart: '2027-01-01' },
    { token: employer.admin.token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const preview = answer.body.returnObject;
  expect(preview.lines[0]).toMatchObject({
    amount: '4500.00',
    explanation:
      'Basic 3,100.00 × 13/31 calendar days (1–15 Jan) + 6,200.00 × 16/31 calendar days (16–31 Jan) = 4,500.00 (added exactly, rounded once)',
  });
  expect(preview.paymentDays?.explanation).toBe('29 of 31 calendar days paid (2 days of unpaid leave)');
});
