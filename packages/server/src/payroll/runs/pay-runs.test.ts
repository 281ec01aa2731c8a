import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import type { PayslipPreview } from '../employee-pay/employee-pay-types.ts';
import type { PayslipSummary } from '../outputs/payslips.ts';
import { ALL, ghanaPayroll, NOVEMBER, runJobs } from './pay-run-test-support.ts';
import type { PayRunWire } from './pay-runs.ts';

/** Process Payroll: a draft, a re-run with other employees, finalising, and paying once per period. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
});
afterAll(() => api.close());

type Payroll = Awaited<ReturnType<typeof ghanaPayroll>>;
const slipsOf = (payroll: Payroll, runId: string) =>
  payroll.call<PayslipSummary[]>('/payroll/list-payslips', { runId });

describe('a draft run, re-run and finalised', () => {
  let payroll: Payroll;
  let ids: string[];
  let run: PayRunWire;
  beforeAll(async () => {
    payroll = await ghanaPayroll(api);
    ids = [
      await payroll.employee('Ama'),
      await payroll.employee('Kofi'),
      await payroll.employee('Yaw', 'Boateng', '4000'),
    ];
    run = await payroll.processed();
  });

  test('a draft for three employees: their payslips and the totals', async () => {
    expect(run).toMatchObject({
      status: 'Draft',
      progress: null,
      currency: 'GHS',
      employees: 3,
      periodEnd: '2026-11-30',
      skipped: [],
      error: null,
      finalisedAt: null,
    });
    const slips = await slipsOf(payroll, run.id);
    expect(slips.map((slip) => [slip.employeeName, slip.gross, slip.final])).toEqual([
      ['Ama Mensah', '6000.00', false],
      ['Kofi Mensah', '6000.00', false],
      ['Yaw Boateng', '5000.00', false],
    ]);
    expect(run.gross).toBe('17000.00');
    expect(slips[0]?.netPay).toBe('4695.25');
  });

  test('a run’s payslip is what the preview computes for the employee and period', async () => {
    const [slip] = await slipsOf(payroll, run.id);
    const payslip = await payroll.call<{ lines: unknown[]; gross: string; netPay: string }>(
      '/payroll/get-payslip',
      { id: slip?.id },
    );
    const preview = await payroll.call<PayslipPreview>('/payroll/preview-payslip', {
      employeeId: slip?.employeeId,
      periodStart: NOVEMBER.periodStart,
    });
    expect(payslip.lines).toEqual(preview.lines.map((line) => ({ ...line, arrearsFor: null })));
    expect([payslip.gross, payslip.netPay]).toEqual([preview.gross, preview.netPay]);
  });

  test('re-run with two employees replaces the payslips; a second re-run while queued is refused', async () => {
    const selection = { scope: 'employees', ids: ids.slice(0, 2) };
    const queued = await payroll.call<PayRunWire>('/payroll/rerun-pay-run', { id: run.id, selection });
    expect(queued).toMatchObject({ status: 'Queued', progress: { done: 0 }, selection });
    const again = await api.call(
      '/payroll/rerun-pay-run',
      { id: run.id, selection },
      { token: payroll.token },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'This run is being processed. Wait for it to finish.' });
    await runJobs(api);
    const rerun = await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: run.id });
    expect(rerun).toMatchObject({ status: 'Draft', employees: 2, gross: '12000.00' });
    expect((await slipsOf(payroll, run.id)).map((slip) => slip.employeeName)).toEqual([
      'Ama Mensah',
      'Kofi Mensah',
    ]);
  });

  test('finalise: final, who and when; a final run is not run again nor deleted', async () => {
    const final = await payroll.call<PayRunWire>('/payroll/finalise-pay-run', { id: run.id });
    expect(final).toMatchObject({
      status: 'Final',
      finalisedBy: 'Ada Lovelace',
      finalisedAt: '2026-11-25T09:00:00.000Z',
    });
    expect((await slipsOf(payroll, run.id)).every((slip) => slip.final)).toBe(true);
    const rerun = await api.call(
      '/payroll/rerun-pay-run',
      { id: run.id, selection: ALL },
      { token: payroll.token },
    );
    expect(rerun.status).toBe(409);
    expect(rerun.body).toMatchObject({
      error: "A final run can't be run again. Make a new run or a salary adjustment.",
    });
    const deleted = await api.call('/payroll/delete-pay-run', { id: run.id }, { token: payroll.token });
    expect(deleted.status).toBe(409);
  });

  test('a second regular run of the period is refused naming who is paid; an off-cycle one is not', async () => {
    const check = await payroll.call<{ alreadyPaid: { employeeName: string }[]; employees: number }>(
      '/payroll/check-pay-run',
      { payPeriod: 'Monthly', periodStart: '2026-11-01', selection: ALL, offCycle: false },
    );
    expect(check.employees).toBe(3);
    expect(check.alreadyPaid.map((paid) => paid.employeeName)).toEqual(['Ama Mensah', 'Kofi Mensah']);
    const refused = await api.call(
      '/payroll/process-pay-run',
      {
        ...NOVEMBER,
        processAsDraft: true,
        offCycle: false,
        selection: { scope: 'employees', ids: [ids[0]] },
      },
      { token: payroll.token },
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error:
        'Ama Mensah is already paid for 1–30 Nov 2026 in a final run. Mark the run off-cycle to pay again.',
    });
    const offCycle = await payroll.processed({
      offCycle: true,
      selection: { scope: 'employees', ids: [ids[0]] },
    });
    const final = await payroll.call<PayRunWire>('/payroll/finalise-pay-run', { id: offCycle.id });
    expect(final).toMatchObject({ status: 'Final', offCycle: true });
  });

  test('Process as Draft off: final once processed', async () => {
    const run = await payroll.processed({
      processAsDraft: false,
      selection: { scope: 'employees', ids: [ids[2]] },
    });
    expect(run).toMatchObject({ status: 'Final', employees: 1, finalisedBy: 'Ada Lovelace' });
    // Its payslip is final and counts as the period's pay: a regular run paying them again is refused.
    expect((await slipsOf(payroll, run.id)).map((slip) => slip.final)).toEqual([true]);
    const again = await api.call(
      '/payroll/process-pay-run',
      {
        ...NOVEMBER,
        processAsDraft: true,
        offCycle: false,
        selection: { scope: 'employees', ids: [ids[2]] },
      },
      { token: payroll.token },
    );
    expect(again.status).toBe(409);
  });
});

describe('blockers', () => {
  test('employees lacking what a payslip needs are listed by check and left out of the run', async () => {
    const payroll = await ghanaPayroll(api);
    await payroll.employee('Ama');
    const noSalary = (await api.addEmployee(payroll.token, { firstName: 'Esi', lastName: 'Owusu' })).id;
    const dollars = await payroll.employee('Kojo', 'Asante');
    await api.db
      .updateTable('salary_history')
      .set({ currency: 'USD' })
      .where('employee_id', '=', dollars)
      .execute();
    const noBank = await payroll.employee('Abena', 'Darko');
    await api.db.updateTable('employees').set({ payment_method: 'Bank' }).where('id', '=', noBank).execute();
    const expected = [
      {
        employeeId: noBank,
        employeeName: 'Abena Darko',
        problem: 'Paid by Bank but no bank or bank account is recorded.',
      },
      { employeeId: noSalary, employeeName: 'Esi Owusu', problem: 'No basic salary on 2026-11-01.' },
      { employeeId: dollars, employeeName: 'Kojo Asante', problem: 'Salary is in USD; payroll is in GHS.' },
    ];
    const check = await payroll.call<{ employees: number; blockers: unknown[] }>('/payroll/check-pay-run', {
      payPeriod: 'Monthly',
      periodStart: '2026-11-01',
      selection: ALL,
      offCycle: false,
    });
    expect(check).toMatchObject({ employees: 1, blockers: expected });
    const run = await payroll.processed();
    expect(run).toMatchObject({ status: 'Draft', employees: 1, skipped: expected });
  });

  test('a period that cannot start on the date, and a selection without ids: 400 naming the field', async () => {
    const payroll = await ghanaPayroll(api);
    const semi = await api.call(
      '/payroll/process-pay-run',
      {
        ...NOVEMBER,
        payPeriod: 'Semi-Monthly',
        periodStart: '2026-11-10',
        processAsDraft: true,
        offCycle: false,
        selection: ALL,
      },
      { token: payroll.token },
    );
    expect(semi.status).toBe(400);
    expect(semi.body).toMatchObject({ field: 'periodStart' });
    const empty = await api.call(
      '/payroll/process-pay-run',
      { ...NOVEMBER, processAsDraft: true, offCycle: false, selection: { scope: 'branch', ids: [] } },
      { token: payroll.token },
    );
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ field: 'selection.ids' });
  });
});

describe('a row with an effective date (a country template’s, migration 0048)', () => {
  test('a run whose period ends before the date leaves it out; a run from the date uses it', async () => {
    const payroll = await ghanaPayroll(api);
    await payroll.employee('Esi');
    // As a template made them: PAYE and SSNIT in force from 1 December 2026 only.
    for (const table of ['tax_tables', 'statutory_contributions'] as const) {
      await api.db
        .updateTable(table)
        .set({ effective_from: '2026-12-01', source: 'A template' })
        .where('employer_id', '=', payroll.employerId)
        .execute();
    }
    const november = await payroll.processed();
    const [novemberSlip] = await slipsOf(payroll, november.id);
    // Basic 5,000 and housing 1,000, nothing taken: no PAYE, no SSNIT before 1 December.
    expect(novemberSlip).toMatchObject({ gross: '6000.00', netPay: '6000.00' });
    const december = await payroll.processed({ periodStart: '2026-12-01', payDate: '2026-12-28' });
    const [decemberSlip] = await slipsOf(payroll, december.id);
    expect(decemberSlip).toMatchObject({ gross: '6000.00', netPay: '4695.25' });
  });
});

describe('an employee’s earnings and contributions, read together for a chunk', () => {
  test('a deactivated pay item or contribution is left out; the other kind still counts', async () => {
    const payroll = await ghanaPayroll(api);
    await payroll.employee('Abena');
    const deactivate = async (table: 'pay_items' | 'statutory_contributions', active: boolean) => {
      await api.db
        .updateTable(table)
        .set({ is_active: active })
        .where('employer_id', '=', payroll.employerId)
        .execute();
    };
    await deactivate('pay_items', false);
    // Basic 5,000 without housing; SSNIT's employer side, 13% of it, on top.
    expect(await payroll.processed()).toMatchObject({ gross: '5000.00', employerCost: '5650.00' });
    await deactivate('pay_items', true);
    await deactivate('statutory_contributions', false);
    // Basic 5,000 and housing 1,000; no SSNIT on either side.
    expect(await payroll.processed()).toMatchObject({ gross: '6000.00', employerCost: '6000.00' });
  });
});
