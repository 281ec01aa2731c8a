import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PayslipPreview } from '../payroll/employee-pay/employee-pay-types.ts';
import { ghanaPayroll, type PayslipLineWire as Line } from '../payroll/runs/pay-run-test-support.ts';
import type { PayRunWire } from '../payroll/runs/pay-runs.ts';
import { insertDecidedCase } from '../test-support/incident-case-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * A suspension without pay in the pay run (issue 30 item 5; docs/incidents.md "What a decision does to
 * pay"). Everyone earns 5,000.00 GHS a month with Housing 1,000.00 (prorated with basic); November 2026
 * has 30 days, paid by Calendar Days (the default).
 * - Kofi: suspended without pay 16–20 November, 5 days → 25/30 paid: 5,000.00 × 25/30 = 4,166.67,
 *   Housing 1,000.00 × 25/30 = 833.33.
 * - Ama: suspended 16–20 November, appeal lodged and not yet heard (still in force), and Absent on the
 *   17th (inside) and the 10th (outside) with absence unpaid: the 17th is taken once, as absence, so
 *   2 days of absence and 4 of suspension → 24/30: 4,000.00.
 * - Yaw: suspended 16–20 November, overturned on appeal: paid in full.
 * - Efua: suspended 16–20 November, varied on appeal to 19–20 November: 28/30: 4,666.67.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
});
afterAll(() => api.close());

describe('a suspension without pay in the pay run', () => {
  test('takes its days as unpaid days, once, named by the case; an overturned one takes none, a varied one its own', async () => {
    const payroll = await ghanaPayroll(api);
    const [kofi, ama, yaw, efua] = [
      await payroll.employee('Kofi'),
      await payroll.employee('Ama'),
      await payroll.employee('Yaw'),
      await payroll.employee('Efua'),
    ];
    const suspension = { decision: 'SWOP', from: '2026-11-16', to: '2026-11-20', decidedOn: '2026-11-13' };
    const kofiCase = await insertDecidedCase(api.db, payroll.employerId, { subject: kofi, ...suspension });
    const amaCase = await insertDecidedCase(api.db, payroll.employerId, {
      subject: ama,
      ...suspension,
      appealLodgedOn: '2026-11-14',
    });
    await insertDecidedCase(api.db, payroll.employerId, {
      subject: yaw,
      ...suspension,
      appealLodgedOn: '2026-11-14',
      appealResult: 'overturned',
    });
    const efuaCase = await insertDecidedCase(api.db, payroll.employerId, {
      subject: efua,
      ...suspension,
      appealLodgedOn: '2026-11-14',
      appealResult: 'varied',
      varied: { decision: 'SWOP', from: '2026-11-19', to: '2026-11-20' },
    });
    const absent = (date: string) => ({
      employer_id: payroll.employerId,
      employee_id: ama,
      date,
      status: 'Absent' as const,
      worked_minutes: 0,
      late_minutes: 0,
      early_exit_minutes: 0,
      overtime_minutes: 0,
      overtime_approved_minutes: null,
    });
    await api.db
      .insertInto('attendance_days')
      .values([absent('2026-11-10'), absent('2026-11-17')])
      .execute();
    await payroll.call('/payroll/update-payroll-settings', { absenceUnpaid: true });

    const run = await payroll.processed();
    const slips = await payroll.call<{ id: string; employeeId: string }[]>('/payroll/list-payslips', {
      runId: run.id,
    });
    const payslipOf = async (employeeId: string) =>
      payroll.call<{ lines: Line[]; gross: string; paymentDays: { explanation: string } | null }>(
        '/payroll/get-payslip',
        { id: slips.find((slip) => slip.employeeId === employeeId)?.id },
      );
    const amount = (lines: Line[], label: string) => lines.find((line) => line.label === label)?.amount;

    const kofiSlip = await payslipOf(kofi);
    expect(kofiSlip.paymentDays?.explanation).toBe(
      `25 of 30 calendar days paid (5 days of suspension without pay (${kofiCase.code}))`,
    );
    expect(amount(kofiSlip.lines, 'Basic salary')).toBe('4166.67');
    expect(amount(kofiSlip.lines, 'Housing')).toBe('833.33');
    // The preview says what the run does.
    const preview = await payroll.call<PayslipPreview>('/payroll/preview-payslip', {
      employeeId: kofi,
      periodStart: '2026-11-01',
    });
    expect(preview.paymentDays?.explanation).toBe(kofiSlip.paymentDays?.explanation);
    expect(kofiSlip.lines).toEqual(preview.lines.map((line) => ({ ...line, arrearsFor: null })));

    const amaSlip = await payslipOf(ama);
    expect(amaSlip.paymentDays?.explanation).toBe(
      `24 of 30 calendar days paid (2 days of unexcused absence; 4 days of suspension without pay (${amaCase.code}))`,
    );
    expect(amount(amaSlip.lines, 'Basic salary')).toBe('4000.00');

    const yawSlip = await payslipOf(yaw);
    expect(yawSlip.paymentDays).toBeNull();
    expect(amount(yawSlip.lines, 'Basic salary')).toBe('5000.00');

    const efuaSlip = await payslipOf(efua);
    expect(efuaSlip.paymentDays?.explanation).toBe(
      `28 of 30 calendar days paid (2 days of suspension without pay (${efuaCase.code}))`,
    );
    expect(amount(efuaSlip.lines, 'Basic salary')).toBe('4666.67');
  });
});

describe('a suspension without pay overturned after its month was finalised', () => {
  test('the next run pays back what it took as November arrears, and the run after pays nothing again', async () => {
    const payroll = await ghanaPayroll(api);
    const kofi = await payroll.employee('Kofi');
    const suspension = await insertDecidedCase(api.db, payroll.employerId, {
      subject: kofi,
      decision: 'SWOP',
      from: '2026-11-16',
      to: '2026-11-20',
      decidedOn: '2026-11-13',
      appealLodgedOn: '2026-11-14',
    });
    const finalRun = async (periodStart: string, payDate: string) => {
      const run = await payroll.processed({ periodStart, payDate });
      return payroll.call<PayRunWire>('/payroll/finalise-pay-run', { id: run.id });
    };
    const payslipOf = async (run: PayRunWire) => {
      const [slip] = await payroll.call<{ id: string }[]>('/payroll/list-payslips', { runId: run.id });
      return payroll.call<{ lines: Line[]; gross: string }>('/payroll/get-payslip', { id: slip?.id });
    };
    const arrearsOf = (payslip: { lines: Line[] }) =>
      payslip.lines.filter((line) => line.arrearsFor !== null).map((line) => [line.label, line.amount]);

    // November pays 25/30: basic 4,166.67 and housing 833.33, 1,000.00 less than the full 6,000.00.
    const november = await payslipOf(await finalRun('2026-11-01', '2026-11-28'));
    expect(november.gross).toBe('5000.00');

    await api.db
      .updateTable('incident_cases')
      .set({
        appeal_result: 'overturned',
        state: 'closed',
        closure: 'appeal-decided',
        updated_at: new Date(),
      })
      .where('id', '=', suspension.id)
      .execute();
    const december = await finalRun('2026-12-01', '2026-12-28');
    const paidBack = await payslipOf(december);
    expect(arrearsOf(paidBack)).toEqual([['Arrears November 2026', '1000.00']]);
    expect(paidBack.gross).toBe('7000.00');
    const marker = await api.db
      .selectFrom('incident_case_people')
      .select('overturn_settled_by_run_id')
      .where('case_id', '=', suspension.id)
      .executeTakeFirstOrThrow();
    expect(marker.overturn_settled_by_run_id).toBe(december.id);

    const january = await payslipOf(
      await payroll.processed({ periodStart: '2027-01-01', payDate: '2027-01-28' }),
    );
    expect(arrearsOf(january)).toEqual([]);
    expect(january.gross).toBe('6000.00');
  });
});
