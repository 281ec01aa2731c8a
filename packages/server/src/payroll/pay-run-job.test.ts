import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leaveEmployer } from '../leave/leave-report-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { ALL, ghanaPayroll, NOVEMBER, runJobs } from './pay-run-test-support.ts';
import type { PayRunWire } from './pay-runs.ts';
import { insertSalary, saveSettings } from './payroll-fixtures.ts';
import { succeeded } from './payroll-test-support.ts';

/** The run's job: all payslips or none when it stops half-way, and proration as the preview does it. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
});
afterAll(() => api.close());

type Payslip = {
  paymentDays: { paid: string; total: string; explanation: string } | null;
  lines: { code: string; amount: string }[];
};

describe('a job stopped half-way', () => {
  test('writes no payslip; the next attempt, after its lease, writes them all', async () => {
    const payroll = await ghanaPayroll(api);
    for (const name of ['Ama', 'Kofi', 'Yaw']) await payroll.employee(name);
    const draft = await payroll.processed();
    expect(draft.employees).toBe(3);
    const selection = { scope: 'employees', ids: [] as string[] };
    const slips = await payroll.call<{ employeeId: string }[]>('/payroll/list-payslips', { runId: draft.id });
    selection.ids = slips.slice(0, 2).map((slip) => slip.employeeId);
    await payroll.call('/payroll/rerun-pay-run', { id: draft.id, selection });
    await runJobs(api, {
      beforeWrite: async () => {
        throw new Error('The server stopped.');
      },
    });
    const stopped = await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: draft.id });
    expect(stopped).toMatchObject({ status: 'Failed', error: 'The server stopped.' });
    // Nothing of the second run was written: the three payslips of the first are still there.
    expect(await payroll.call<unknown[]>('/payroll/list-payslips', { runId: draft.id })).toHaveLength(3);
    // The retry is due once its delay has passed.
    await api.db
      .updateTable('jobs')
      .set({ run_at: new Date(0) })
      .where('state', '=', 'queued')
      .execute();
    await runJobs(api);
    const done = await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: draft.id });
    expect(done).toMatchObject({ status: 'Draft', employees: 2, error: null });
    expect(await payroll.call<unknown[]>('/payroll/list-payslips', { runId: draft.id })).toHaveLength(2);
  });

  test('a job taken by a server that died is taken again once its lease runs out', async () => {
    const payroll = await ghanaPayroll(api);
    await payroll.employee('Esi');
    const queued = await payroll.call<PayRunWire>('/payroll/process-pay-run', {
      ...NOVEMBER,
      processAsDraft: true,
      offCycle: false,
      selection: ALL,
    });
    // Claimed and never finished, as by an instance stopped mid-way: the lease is in the future.
    const { job_id: jobId } = await api.db
      .selectFrom('pay_runs')
      .select('job_id')
      .where('id', '=', queued.id)
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('jobs')
      .set({ state: 'running', attempts: 1, run_at: new Date(Date.now() + 60_000) })
      .where('id', '=', jobId as string)
      .execute();
    await runJobs(api);
    expect(await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: queued.id })).toMatchObject({
      status: 'Queued',
    });
    await api.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000) })
      .where('state', '=', 'running')
      .execute();
    await runJobs(api);
    expect(await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: queued.id })).toMatchObject({
      status: 'Draft',
      employees: 1,
    });
  });
});

describe('proration', () => {
  test('a joiner in the middle of the period is paid the days from joining', async () => {
    const payroll = await ghanaPayroll(api);
    const joiner = await payroll.employee('Abena');
    await api.db
      .updateTable('employees')
      .set({ date_joined: '2026-11-16' })
      .where('id', '=', joiner)
      .execute();
    const run = await payroll.processed();
    const [slip] = await payroll.call<{ id: string }[]>('/payroll/list-payslips', { runId: run.id });
    const payslip = await payroll.call<Payslip>('/payroll/get-payslip', { id: slip?.id });
    expect(payslip.paymentDays).toMatchObject({ paid: '15', total: '30' });
    expect(payslip.lines.find((line) => line.code === 'BASIC')?.amount).toBe('2500.00');
  });

  test('approved unpaid leave in the period is not paid', async () => {
    const employer = await leaveEmployer(api);
    const employerId = employer.admin.session.user.employerId;
    await saveSettings(api.db, employerId, { currency: 'GHS' });
    const { employeeId } = await employer.employee('Kwame');
    await api.db
      .updateTable('employees')
      .set({ payment_method: 'Cash' })
      .where('id', '=', employeeId)
      .execute();
    await insertSalary(api.db, employerId, employeeId, {
      effectiveDate: '2026-01-01',
      basicSalary: '3100',
      currency: 'GHS',
    });
    await employer.book(employeeId, employer.unpaidLeaveId, '2027-01-05', '2027-01-06');
    const token = employer.admin.token;
    const queued = await succeeded<PayRunWire>(
      api,
      '/payroll/process-pay-run',
      {
        payPeriod: 'Monthly',
        periodStart: '2027-01-01',
        payDate: '2027-01-28',
        processAsDraft: true,
        offCycle: false,
        selection: ALL,
      },
      token,
    );
    await runJobs(api);
    const [slip] = await succeeded<{ id: string }[]>(
      api,
      '/payroll/list-payslips',
      { runId: queued.id },
      token,
    );
    const payslip = await succeeded<Payslip>(api, '/payroll/get-payslip', { id: slip?.id }, token);
    expect(payslip.paymentDays).toMatchObject({
      paid: '29',
      total: '31',
      explanation: '29 of 31 calendar days paid (2 days of unpaid leave)',
    });
    expect(payslip.lines[0]).toMatchObject({ code: 'BASIC', amount: '2900.00' });
  });
});
