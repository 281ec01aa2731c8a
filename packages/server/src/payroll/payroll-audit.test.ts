import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PayItem, StatutoryContribution, StatutoryTax } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import type { EmployeePayItem, EmployeeRelief } from './employee-pay/employee-pay-types.ts';
import type { SalaryAdjustment } from './employee-pay/salary-adjustment-types.ts';
import { outputsEmployer } from './outputs/outputs-test-support.ts';
import { insertPayRun } from './runs/pay-run-fixtures.ts';
import { ALL, ghanaPayroll, NOVEMBER, runJobs } from './runs/pay-run-test-support.ts';
import type { PayRunWire } from './runs/pay-runs.ts';

/**
 * The audit trail of payroll (issue 27): every write and export under /payroll leaves exactly one row,
 * written with the change, naming the operation, the record and its fields before and after. A pay
 * run's row keeps its status and totals, never one row per payslip.
 */

let api: TestApi;
let payroll: Awaited<ReturnType<typeof ghanaPayroll>>;
let adminUserId: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
  payroll = await ghanaPayroll(api);
  adminUserId = payroll.admin.session.user.id;
});
afterAll(() => api.close());

type AuditRow = {
  operation: string;
  area: string;
  actor_user_id: string | null;
  record_type: string | null;
  record_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

async function trailOf(employerId: string): Promise<(AuditRow & { id: string })[]> {
  return api.db.selectFrom('audit_events').selectAll().where('employer_id', '=', employerId).execute();
}

/** Runs `work` and answers the one audit row it added to the employer's trail (failing on none or more). */
async function oneRowOf<T>(
  work: () => Promise<T>,
  employerId = payroll.employerId,
): Promise<{ result: T; row: AuditRow }> {
  const seen = new Set((await trailOf(employerId)).map((row) => row.id));
  const result = await work();
  const added = (await trailOf(employerId)).filter((row) => !seen.has(row.id));
  expect(added.map((row) => row.operation)).toHaveLength(1);
  return { result, row: added[0] as AuditRow };
}

const call = <T>(path: string, body: unknown) => payroll.call<T>(`/payroll/${path}`, body);

describe('set-up', () => {
  test('payroll settings: the settings before and after', async () => {
    const { row } = await oneRowOf(() => call('update-payroll-settings', { payslipFooter: 'Thank you' }));
    expect(row).toMatchObject({
      operation: 'updatePayrollSettings',
      area: 'payroll',
      actor_user_id: adminUserId,
      record_type: 'payroll-settings',
      record_id: payroll.employerId,
      before: { currency: 'GHS', payslipFooter: null },
      after: { currency: 'GHS', payslipFooter: 'Thank you' },
    });
  });

  test('a pay item: created, changed, deactivated and deleted, one row each', async () => {
    const body = { kind: 'Bonus', code: 'XMAS', description: 'Christmas bonus', amount: '500' };
    const created = await oneRowOf(() => call<PayItem>('create-pay-item', body));
    const id = created.result.id;
    expect(created.row).toMatchObject({
      operation: 'createPayItem',
      record_type: 'pay-item',
      record_id: id,
      before: null,
      after: { code: 'XMAS', amount: '500.00', isActive: true },
    });
    const updated = await oneRowOf(() => call('update-pay-item', { id, amount: '750' }));
    expect(updated.row).toMatchObject({
      operation: 'updatePayItem',
      record_id: id,
      before: { amount: '500.00' },
      after: { amount: '750.00' },
    });
    const deactivated = await oneRowOf(() => call('set-pay-item-active', { id, active: false }));
    expect(deactivated.row).toMatchObject({
      operation: 'setPayItemActive',
      before: { isActive: true },
      after: { isActive: false },
    });
    const deleted = await oneRowOf(() => call('delete-pay-item', { id }));
    expect(deleted.row).toMatchObject({
      operation: 'deletePayItem',
      record_id: id,
      before: { code: 'XMAS', amount: '750.00' },
      after: null,
    });
  });

  test('a statutory tax and a contribution using it: one row per change', async () => {
    const brackets = [
      { incomeMoreThan: '0', percentage: '6' },
      { incomeMoreThan: '72000', percentage: '0' },
    ];
    const table = await oneRowOf(() =>
      call<StatutoryTax>('create-statutory-tax', {
        code: 'TIER',
        description: 'Tiers',
        type: 'Other',
        brackets,
      }),
    );
    const tableId = table.result.id;
    expect(table.row).toMatchObject({
      operation: 'createStatutoryTax',
      record_type: 'statutory-tax',
      record_id: tableId,
      after: { code: 'TIER', brackets: [{ percentage: '6' }, { percentage: '0' }] },
    });
    const renamed = await oneRowOf(() =>
      call('update-statutory-tax', { id: tableId, description: 'Tier table' }),
    );
    expect(renamed.row).toMatchObject({
      operation: 'updateStatutoryTax',
      before: { description: 'Tiers' },
      after: { description: 'Tier table' },
    });
    const side = { type: 'Statutory Table', amount: null, cappedAmount: null, tableId };
    const none = { type: 'Not Applicable', amount: null, cappedAmount: null, tableId: null };
    const contribution = await oneRowOf(() =>
      call<StatutoryContribution>('create-statutory-contribution', {
        code: 'TIERED',
        description: 'Tiered fund',
        employer: none,
        employee: side,
      }),
    );
    const contributionId = contribution.result.id;
    expect(contribution.row).toMatchObject({
      operation: 'createStatutoryContribution',
      record_type: 'statutory-contribution',
      record_id: contributionId,
      after: { code: 'TIERED', employee: { tableId } },
    });
    const changed = await oneRowOf(() =>
      call('update-statutory-contribution', { id: contributionId, description: 'Tier fund' }),
    );
    expect(changed.row).toMatchObject({
      operation: 'updateStatutoryContribution',
      before: { description: 'Tiered fund' },
      after: { description: 'Tier fund' },
    });
    const paused = await oneRowOf(() =>
      call('set-statutory-contribution-active', { id: contributionId, active: false }),
    );
    expect(paused.row).toMatchObject({
      operation: 'setStatutoryContributionActive',
      before: { isActive: true },
      after: { isActive: false },
    });

    // A refused change leaves no row: the table is still in use.
    const before = (await trailOf(payroll.employerId)).length;
    const inUse = await api.call('/payroll/delete-statutory-tax', { id: tableId }, { token: payroll.token });
    expect(inUse.status).toBe(409);
    expect(await trailOf(payroll.employerId)).toHaveLength(before);

    const gone = await oneRowOf(() => call('delete-statutory-contribution', { id: contributionId }));
    expect(gone.row).toMatchObject({ operation: 'deleteStatutoryContribution', after: null });
    const off = await oneRowOf(() => call('set-statutory-tax-active', { id: tableId, active: false }));
    expect(off.row).toMatchObject({ operation: 'setStatutoryTaxActive', after: { isActive: false } });
    const dropped = await oneRowOf(() => call('delete-statutory-tax', { id: tableId }));
    expect(dropped.row).toMatchObject({
      operation: 'deleteStatutoryTax',
      record_id: tableId,
      before: { code: 'TIER' },
      after: null,
    });
  });
});

describe('an employee’s pay', () => {
  let employeeId: string;
  let housingId: string;
  beforeAll(async () => {
    employeeId = await payroll.employee('Abena', 'Owusu');
    const item = await api.db
      .selectFrom('pay_items')
      .select('id')
      .where('employer_id', '=', payroll.employerId)
      .where('code', '=', 'HOUSING')
      .executeTakeFirstOrThrow();
    housingId = item.id;
  });

  test('a pay item assigned, changed and removed, naming the employee', async () => {
    const assignment = {
      employeeId,
      group: 'Earning',
      itemId: housingId,
      amount: '1200',
      quantity: null,
      effectiveDate: '2026-12-01',
      endDate: null,
    };
    const assigned = await oneRowOf(() => call<EmployeePayItem>('assign-employee-pay-item', assignment));
    const id = assigned.result.id;
    expect(assigned.row).toMatchObject({
      operation: 'assignEmployeePayItem',
      record_type: 'employee-pay-item',
      record_id: id,
      after: { employeeId, code: 'HOUSING', amount: '1200.00' },
    });
    const { employeeId: _, ...fields } = assignment;
    const changed = await oneRowOf(() => call('update-employee-pay-item', { ...fields, id, amount: '1300' }));
    expect(changed.row).toMatchObject({
      operation: 'updateEmployeePayItem',
      before: { employeeId, amount: '1200.00' },
      after: { employeeId, amount: '1300.00' },
    });
    const removed = await oneRowOf(() => call('remove-employee-pay-item', { id }));
    expect(removed.row).toMatchObject({
      operation: 'removeEmployeePayItem',
      before: { employeeId, amount: '1300.00' },
      after: null,
    });
  });

  test('a relief added, changed and removed', async () => {
    const relief = {
      description: 'Rent relief',
      amount: '400',
      per: 'Period',
      effectiveDate: '2026-01-01',
      endDate: null,
    };
    const added = await oneRowOf(() =>
      call<EmployeeRelief>('add-employee-relief', { employeeId, ...relief }),
    );
    const id = added.result.id;
    expect(added.row).toMatchObject({
      operation: 'addEmployeeRelief',
      record_type: 'employee-relief',
      record_id: id,
      after: { employeeId, amount: '400.00' },
    });
    const changed = await oneRowOf(() => call('update-employee-relief', { id, ...relief, amount: '450' }));
    expect(changed.row).toMatchObject({
      operation: 'updateEmployeeRelief',
      before: { amount: '400.00' },
      after: { amount: '450.00' },
    });
    const removed = await oneRowOf(() => call('remove-employee-relief', { id }));
    expect(removed.row).toMatchObject({
      operation: 'removeEmployeeRelief',
      before: { amount: '450.00' },
      after: null,
    });
  });

  test('a salary adjustment made and deleted: one row each, whatever it recorded', async () => {
    const made = await oneRowOf(() =>
      call<SalaryAdjustment>('create-salary-adjustment', {
        employeeId,
        effectiveDate: '2026-12-01',
        amount: '5500',
        currency: 'GHS',
        remarks: null,
        items: [{ group: 'Earning', itemId: housingId, amount: '900', quantity: null }],
      }),
    );
    const id = made.result.id;
    expect(made.row).toMatchObject({
      operation: 'createSalaryAdjustment',
      record_type: 'salary-adjustment',
      record_id: id,
      after: { employeeId, amount: '5500.00', items: [{ code: 'HOUSING', amount: '900.00' }] },
    });
    const deleted = await oneRowOf(() => call('delete-salary-adjustment', { id }));
    expect(deleted.row).toMatchObject({
      operation: 'deleteSalaryAdjustment',
      before: { employeeId, amount: '5500.00' },
      after: null,
    });
  });
});

describe('pay runs', () => {
  test('processed, re-run, finalised: one row each with the status and totals, none per payslip', async () => {
    await payroll.employee('Kofi');
    await payroll.employee('Yaw', 'Boateng', '4000');
    const queued = await oneRowOf(() =>
      call<PayRunWire>('process-pay-run', {
        ...NOVEMBER,
        processAsDraft: true,
        offCycle: false,
        selection: ALL,
      }),
    );
    const id = queued.result.id;
    expect(queued.row).toMatchObject({
      operation: 'processPayRun',
      record_type: 'pay-run',
      record_id: id,
      before: null,
      after: { status: 'Queued', periodStart: '2026-11-01', processAsDraft: true },
    });
    const trail = (await trailOf(payroll.employerId)).length;
    await runJobs(api);
    expect(await trailOf(payroll.employerId)).toHaveLength(trail);

    const rerun = await oneRowOf(() => call('rerun-pay-run', { id, selection: ALL }));
    expect(rerun.row).toMatchObject({
      operation: 'rerunPayRun',
      before: { status: 'Draft', employees: 3 },
      after: { status: 'Queued' },
    });
    await runJobs(api);
    const draft = await call<PayRunWire>('get-pay-run', { id });
    const finalised = await oneRowOf(() => call('finalise-pay-run', { id }));
    expect(finalised.row).toMatchObject({
      operation: 'finalisePayRun',
      before: { status: 'Draft', gross: draft.gross },
      after: { status: 'Final', employees: 3, gross: draft.gross, netPay: draft.netPay },
    });
    expect(finalised.row.after).not.toHaveProperty('ownPayslip');
    expect(JSON.stringify(finalised.row.after)).not.toContain('lines');
  });

  test('a draft deleted: its status and totals before, nothing after', async () => {
    const queued = await call<PayRunWire>('process-pay-run', {
      ...NOVEMBER,
      processAsDraft: true,
      offCycle: true,
      selection: ALL,
    });
    await runJobs(api);
    const deleted = await oneRowOf(() => call('delete-pay-run', { id: queued.id }));
    expect(deleted.row).toMatchObject({
      operation: 'deletePayRun',
      record_id: queued.id,
      before: { status: 'Draft', offCycle: true },
      after: null,
    });
  });
});

describe('exports', () => {
  test('the annual salary report, a bank’s transfers and the statutory return: one row each', async () => {
    const outputs = await outputsEmployer(api);
    const { ola, ama } = outputs.payslips;
    const { runId } = await insertPayRun(api.db, outputs.employerId, {
      periodStart: '2026-11-01',
      status: 'final',
      payslips: [ola, ama],
    });
    const exported = (path: string, body: unknown) =>
      oneRowOf(async () => {
        const answer = await api.call(`/payroll/${path}`, body, { token: outputs.token });
        expect(answer.status, path).toBe(200);
      }, outputs.employerId);

    const report = await exported('export-annual-salary-report', {
      employeeId: outputs.employees.ola.id,
      year: 2026,
      format: 'csv',
    });
    expect(report.row).toMatchObject({
      operation: 'exportAnnualSalaryReport',
      area: 'payroll',
      actor_user_id: expect.any(String),
      record_type: 'employee',
      record_id: outputs.employees.ola.id,
      after: { year: 2026, format: 'csv', fileName: expect.stringMatching(/\.csv$/) },
    });
    const bank = await exported('export-bank-transfer', { runId, bankId: outputs.banks.ecobank.id });
    expect(bank.row).toMatchObject({
      operation: 'exportBankTransfer',
      record_type: 'pay-run',
      record_id: runId,
      after: { bankId: outputs.banks.ecobank.id, fileName: expect.stringMatching(/^bank-transfer-/) },
    });
    const statutory = await exported('export-statutory-return', { runId });
    expect(statutory.row).toMatchObject({
      operation: 'exportStatutoryReturn',
      record_type: 'pay-run',
      record_id: runId,
      after: { payslips: 2, fileName: 'statutory-return-2026-11-01.csv' },
    });
  });
});
