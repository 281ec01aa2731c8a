import { parseDate } from '@internationalized/date';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StoredPayslipLine } from '../../db/schema-pay-runs.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { readPayrollSettings } from '../setup/payroll-settings-store.ts';
import { arrearsItems, settleArrears } from './arrears.ts';
import { computeEmployeePayslip, payrollEmployee } from './payslip-preview.ts';
import { adjustmentEmployer, insertFinalPayslip } from './salary-adjustment-fixtures.ts';
import type { SalaryAdjustment } from './salary-adjustment-types.ts';

/**
 * The worked example: Ama Mensah paid 4,000.00 in the September and October final runs; a
 * salary adjustment to 4,500.00 from 1 Sep; the November run owes 500.00 for each month, and once a
 * final payslip has paid them nothing more is owed.
 */

let api: TestApi;
let employer: Awaited<ReturnType<typeof adjustmentEmployer>>;

const SEPTEMBER = { from: '2026-09-01', to: '2026-09-30' };
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

async function payslipAsRecorded(period: { from: string; to: string }) {
  const { employerId, employeeId } = employer;
  const settings = await readPayrollSettings(api.db, employerId);
  const span = { from: parseDate(period.from), to: parseDate(period.to) };
  const employee = await payrollEmployee(api.db, employerId, employeeId);
  return (await computeEmployeePayslip(api.db, employerId, employeeId, employee, span, settings)).payslip;
}

const owed = async (period = NOVEMBER) => {
  const settings = await readPayrollSettings(api.db, employer.employerId);
  return arrearsItems(api.db, employer.employerId, [employer.employeeId], period, settings);
};

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
  employer = await adjustmentEmployer(api);
  for (const period of [SEPTEMBER, OCTOBER]) {
    await insertFinalPayslip(api.db, employer, period, await payslipAsRecorded(period));
  }
});
afterAll(() => api.close());

describe('arrears of a salary adjustment', () => {
  test('none before an adjustment', async () => {
    expect(await owed()).toEqual(new Map());
  });

  test('one item per month paid before the raise, explained, then nothing once paid', async () => {
    const adjustment = await employer.create({ effectiveDate: '2026-09-01', amount: '4500' });
    expect(adjustment.arrears).toBe('Due');
    const arrears = (month: string, from: string) => ({
      kind: 'Earning',
      code: `ARREARS:${from}`,
      description: `Arrears ${month} 2026`,
      amount: '500.00',
      quantity: '1',
      tax: true,
      otherStatutory: true,
      prorate: false,
      explanation: 'basic 4,000.00 → 4,500.00 from 1 Sep 2026 = 500.00',
    });
    expect(await owed()).toEqual(
      new Map([
        [employer.employeeId, [arrears('September', SEPTEMBER.from), arrears('October', OCTOBER.from)]],
      ]),
    );

    // Settings decide how arrears are taxed.
    await api.db
      .updateTable('payroll_settings')
      .set({ arrears_taxable: false, arrears_statutory: false })
      .where('employer_id', '=', employer.employerId)
      .execute();
    const [first] = (await owed()).get(employer.employeeId) ?? [];
    expect(first).toMatchObject({ tax: false, otherStatutory: false });

    // The November final run pays them (the run writes arrearsFor on its ARREARS: lines).
    const lines: StoredPayslipLine[] = [SEPTEMBER, OCTOBER].map((period) => ({
      kind: 'Earning',
      code: `ARREARS:${period.from}`,
      label: 'Arrears',
      amount: '500.00',
      explanation: '',
      arrearsFor: period.from,
    }));
    const { runId } = await insertFinalPayslip(
      api.db,
      employer,
      NOVEMBER,
      await payslipAsRecorded(NOVEMBER),
      lines,
    );
    expect(await owed({ from: '2026-12-01', to: '2026-12-31' })).toEqual(new Map());

    expect(await settleArrears(api.db, employer.employerId, runId, NOVEMBER.from)).toBe(1);
    const listed = await employer.call<SalaryAdjustment[]>('list-salary-adjustments', {
      employeeId: employer.employeeId,
    });
    expect(listed.body.returnObject.map((row) => [row.arrears, row.settledByRunId])).toEqual([
      ['Paid', runId],
    ]);
  });

  test('an over-payment is recovered as a deduction', async () => {
    await employer.create({ effectiveDate: '2026-10-01', amount: '4200' });
    const items = (await owed({ from: '2026-12-01', to: '2026-12-31' })).get(employer.employeeId);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'Deduction',
        code: 'ARREARS:2026-10-01',
        amount: '300.00',
        explanation:
          'basic 4,000.00 → 4,200.00 from 1 Oct 2026 = 200.00 − 500.00 already paid = -300.00; October 2026 was over-paid by 300.00, recovered',
      }),
      expect.objectContaining({
        kind: 'Deduction',
        code: 'ARREARS:2026-11-01',
        amount: '300.00',
        explanation:
          'basic 4,500.00 → 4,200.00 from 1 Oct 2026 = -300.00; November 2026 was over-paid by 300.00, recovered',
      }),
    ]);
  });
});
