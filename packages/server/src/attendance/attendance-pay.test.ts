import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PayslipPreview } from '../payroll/employee-pay/employee-pay-types.ts';
import { ghanaPayroll, type PayslipLineWire as Line } from '../payroll/runs/pay-run-test-support.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * Attendance in pay (issue 29 item 6), through a run and the preview. Kofi earns 5,000.00 GHS a month,
 * with Housing 1,000.00; November 2026 has 30 days (Calendar Days); he works the default Monday to
 * Friday of 8 hours, 40 hours a week.
 * - Absent on the 10th, Half Day on the 11th: 1.5 days unpaid → 28.5/30 paid: 5,000.00 × 28.5/30 = 4,750.00.
 * - 120 minutes of overtime on the 12th, 90 approved; 60 on the 13th, none approved. The hourly rate is
 *   5,000.00 × 12 ÷ 52 ÷ 40 = 28.846… → 28.85; at 1.5 × that for 1.5 hours: 64.9125 → 64.91.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
});
afterAll(() => api.close());

type Payroll = Awaited<ReturnType<typeof ghanaPayroll>>;

async function withAttendance(payroll: Payroll, employeeId: string) {
  const day = (
    date: string,
    status: 'Present' | 'Absent' | 'Half Day',
    overtime: number,
    approved: number | null,
  ) => ({
    employer_id: payroll.employerId,
    employee_id: employeeId,
    date,
    status,
    worked_minutes: status === 'Absent' ? 0 : 480,
    late_minutes: 0,
    early_exit_minutes: 0,
    overtime_minutes: overtime,
    overtime_approved_minutes: approved,
  });
  await api.db
    .insertInto('attendance_days')
    .values([
      day('2026-11-10', 'Absent', 0, null),
      day('2026-11-11', 'Half Day', 0, null),
      day('2026-11-12', 'Present', 120, 90),
      day('2026-11-13', 'Present', 60, null),
      // October's is not November's.
      day('2026-10-30', 'Absent', 0, null),
    ])
    .execute();
}

async function payslipOf(payroll: Payroll) {
  const run = await payroll.processed();
  const [slip] = await payroll.call<{ id: string }[]>('/payroll/list-payslips', { runId: run.id });
  return payroll.call<{ lines: Line[]; gross: string; paymentDays: { explanation: string } | null }>(
    '/payroll/get-payslip',
    { id: slip?.id },
  );
}

describe('attendance in pay', () => {
  test('with both switches on, the absence is unpaid and the approved overtime is a line, explained', async () => {
    const payroll = await ghanaPayroll(api);
    const kofi = await payroll.employee('Kofi');
    await withAttendance(payroll, kofi);
    await payroll.call('/payroll/update-payroll-settings', {
      overtimePay: true,
      overtimeRateKind: 'Multiplier of the hourly rate',
      overtimeRate: '1.5',
      absenceUnpaid: true,
    });
    const payslip = await payslipOf(payroll);
    expect(payslip.paymentDays?.explanation).toBe(
      '28.5 of 30 calendar days paid (1.5 days of unexcused absence)',
    );
    expect(payslip.lines.find((line) => line.kind === 'Basic')?.amount).toBe('4750.00');
    expect(payslip.lines.find((line) => line.label === 'Overtime')).toMatchObject({
      kind: 'Earning',
      label: 'Overtime',
      amount: '64.91',
      explanation:
        'Overtime 1 h 30 min (approved) at 1.5 × hourly rate 28.85 = 5,000.00 × 12 ÷ 52 ÷ 40 h a week = 64.91; taxable; in the statutory base',
    });
    // 4,750.00 + Housing 950.00 (prorated with basic) + 64.91.
    expect(payslip.gross).toBe('5764.91');
    const preview = await payroll.call<PayslipPreview>('/payroll/preview-payslip', {
      employeeId: kofi,
      periodStart: '2026-11-01',
    });
    expect(payslip.lines).toEqual(preview.lines.map((line) => ({ ...line, arrearsFor: null })));
  });

  test('an amount an hour pays the approved minutes at it: 1 h 30 min at 20.00 is 30.00', async () => {
    const payroll = await ghanaPayroll(api);
    const ama = await payroll.employee('Ama');
    await withAttendance(payroll, ama);
    await payroll.call('/payroll/update-payroll-settings', {
      overtimePay: true,
      overtimeRateKind: 'Amount per hour',
      overtimeRate: '20',
    });
    const preview = await payroll.call<PayslipPreview>('/payroll/preview-payslip', {
      employeeId: ama,
      periodStart: '2026-11-01',
    });
    expect(preview.lines.find((line) => line.label === 'Overtime')?.amount).toBe('30.00');
    // Absence stays paid while its switch is off.
    expect(preview.paymentDays).toBeNull();
  });

  test('with the switches off (the default), attendance changes no payslip', async () => {
    const payroll = await ghanaPayroll(api);
    const yaw = await payroll.employee('Yaw');
    await withAttendance(payroll, yaw);
    const payslip = await payslipOf(payroll);
    expect(payslip.paymentDays).toBeNull();
    expect(payslip.lines.map((line) => line.label)).toEqual([
      'Basic salary',
      'Housing',
      'SSNIT',
      'PAYE',
      'SSNIT',
    ]);
    expect(payslip.gross).toBe('6000.00');
  });
});
