import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import type { SalaryAdjustment } from '../employee-pay/salary-adjustment-types.ts';
import { ghanaPayroll, type PayslipLineWire as Line } from './pay-run-test-support.ts';
import type { PayRunWire } from './pay-runs.ts';

/**
 * A back-dated raise reaching into two finalised periods is paid as arrears by the next run, one line
 * per period, and only once: the run after it pays none.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
});
afterAll(() => api.close());

describe('arrears of a raise back-dated into September and October', () => {
  let payroll: Awaited<ReturnType<typeof ghanaPayroll>>;
  let yaw: string;
  const month = (periodStart: string, payDate: string) => ({ periodStart, payDate });
  const finalRun = async (periodStart: string, payDate: string) => {
    const run = await payroll.processed(month(periodStart, payDate));
    return payroll.call<PayRunWire>('/payroll/finalise-pay-run', { id: run.id });
  };
  const linesOf = async (run: PayRunWire) => {
    const [slip] = await payroll.call<{ id: string }[]>('/payroll/list-payslips', { runId: run.id });
    return payroll.call<{ lines: Line[]; gross: string }>('/payroll/get-payslip', { id: slip?.id });
  };

  beforeAll(async () => {
    payroll = await ghanaPayroll(api);
    yaw = await payroll.employee('Yaw', 'Boateng', '4000');
    await finalRun('2026-09-01', '2026-09-28');
    await finalRun('2026-10-01', '2026-10-28');
    await payroll.call<SalaryAdjustment>('/payroll/create-salary-adjustment', {
      employeeId: yaw,
      effectiveDate: '2026-09-01',
      amount: '4500.00',
      currency: 'GHS',
      remarks: 'Annual review',
      items: [],
    });
  });

  test('the next run pays one explained arrears line per finalised period, taxed with the month', async () => {
    const november = await payroll.processed(month('2026-11-01', '2026-11-28'));
    const payslip = await linesOf(november);
    const arrears = payslip.lines.filter((line) => line.arrearsFor !== null);
    expect(arrears.map((line) => [line.arrearsFor, line.label, line.amount])).toEqual([
      ['2026-09-01', 'Arrears September 2026', '500.00'],
      ['2026-10-01', 'Arrears October 2026', '500.00'],
    ]);
    expect(arrears[0]?.explanation).toContain('4,000.00 → 4,500.00');
    // The raise itself (4,500.00), housing 1,000.00 and 2 × 500.00 of arrears.
    expect(payslip.gross).toBe('6500.00');
    const [adjustment] = await payroll.call<SalaryAdjustment[]>('/payroll/list-salary-adjustments', {
      employeeId: yaw,
    });
    expect(adjustment?.arrears).toBe('Due');

    await payroll.call<PayRunWire>('/payroll/finalise-pay-run', { id: november.id });
    const [settled] = await payroll.call<SalaryAdjustment[]>('/payroll/list-salary-adjustments', {
      employeeId: yaw,
    });
    expect(settled).toMatchObject({ arrears: 'Paid', settledByRunId: november.id });
  });

  test('the run after pays no arrears again', async () => {
    const december = await payroll.processed(month('2026-12-01', '2026-12-28'));
    const payslip = await linesOf(december);
    expect(payslip.lines.filter((line) => line.arrearsFor !== null)).toEqual([]);
    expect(payslip.gross).toBe('5500.00');
  });
});

describe('arrears of several employees, back-dated to different periods', () => {
  let payroll: Awaited<ReturnType<typeof ghanaPayroll>>;
  const people: Record<'ama' | 'kofi' | 'efua', string> = { ama: '', kofi: '', efua: '' };
  const month = (periodStart: string, payDate: string) => ({ periodStart, payDate });
  const adjust = (employeeId: string, effectiveDate: string, amount: string) =>
    payroll.call<SalaryAdjustment>('/payroll/create-salary-adjustment', {
      employeeId,
      effectiveDate,
      amount,
      currency: 'GHS',
      remarks: null,
      items: [],
    });

  beforeAll(async () => {
    payroll = await ghanaPayroll(api);
    people.ama = await payroll.employee('Ama', 'Owusu', '4000');
    people.kofi = await payroll.employee('Kofi', 'Asante', '5000');
    people.efua = await payroll.employee('Efua', 'Darko', '4500');
    for (const [periodStart, payDate] of [
      ['2026-09-01', '2026-09-28'],
      ['2026-10-01', '2026-10-28'],
    ] as const) {
      const run = await payroll.processed(month(periodStart, payDate));
      await payroll.call<PayRunWire>('/payroll/finalise-pay-run', { id: run.id });
    }
    // Ama's raise reaches both paid months, Kofi's cut only October; Efua's pay is unchanged.
    await adjust(people.ama, '2026-09-01', '4400.00');
    await adjust(people.kofi, '2026-10-01', '4800.00');
  });

  test("each is paid (or recovers) their own periods' difference, recomputed together", async () => {
    const november = await payroll.processed(month('2026-11-01', '2026-11-28'));
    const slips = await payroll.call<{ id: string; employeeId: string }[]>('/payroll/list-payslips', {
      runId: november.id,
    });
    const arrearsOf = async (employeeId: string) => {
      const slip = slips.find((one) => one.employeeId === employeeId);
      const payslip = await payroll.call<{ lines: Line[] }>('/payroll/get-payslip', { id: slip?.id });
      return payslip.lines
        .filter((line) => line.arrearsFor !== null)
        .map((line) => [line.kind, line.arrearsFor, line.label, line.amount]);
    };
    expect(await arrearsOf(people.ama)).toEqual([
      ['Earning', '2026-09-01', 'Arrears September 2026', '400.00'],
      ['Earning', '2026-10-01', 'Arrears October 2026', '400.00'],
    ]);
    expect(await arrearsOf(people.kofi)).toEqual([
      ['Deduction', '2026-10-01', 'Arrears October 2026', '200.00'],
    ]);
    expect(await arrearsOf(people.efua)).toEqual([]);
  });
});
