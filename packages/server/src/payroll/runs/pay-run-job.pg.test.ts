import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasSingleConnection } from '../../db/open-database.ts';
import { leaveEmployer } from '../../leave/leave-report-fixtures.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { insertSalary, saveSettings } from '../setup/payroll-fixtures.ts';
import { succeeded } from '../setup/payroll-test-support.ts';
import { ALL, ghanaPayroll, NOVEMBER, runJobs } from './pay-run-test-support.ts';
import type { PayRunWire } from './pay-runs.ts';

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

/** On PostgreSQL the job writes in a transaction while other connections read; PGlite has one. */
const concurrentReads = (db: TestApi['db']) => !hasSingleConnection(db);

describe('a job stopped half-way', () => {
  test('leaves the run Processing with nothing of it visible; the retry, after its delay, writes every payslip', async () => {
    const payroll = await ghanaPayroll(api);
    for (const name of ['Ama', 'Kofi', 'Yaw']) await payroll.employee(name);
    const draft = await payroll.processed();
    expect(draft.employees).toBe(3);
    const selection = { scope: 'employees', ids: [] as string[] };
    const slips = await payroll.call<{ employeeId: string }[]>('/payroll/list-payslips', { runId: draft.id });
    selection.ids = slips.slice(0, 2).map((slip) => slip.employeeId);
    await payroll.call('/payroll/rerun-pay-run', { id: draft.id, selection });
    let seenWhileWriting: unknown;
    await runJobs(api, {
      beforeCommit: async (runId) => {
        // Every payslip of the re-run is written, not committed: outside, the run is as it was.
        if (concurrentReads(api.db)) {
          seenWhileWriting = {
            run: await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: runId }),
            payslips: await payroll.call<unknown[]>('/payroll/list-payslips', { runId }),
          };
        }
        throw new Error('The server stopped.');
      },
    });
    if (concurrentReads(api.db)) {
      expect(seenWhileWriting).toMatchObject({
        run: { status: 'Processing', progress: { done: 2, total: 2 }, employees: 3 },
        payslips: { length: 3 },
      });
    }
    // Attempts remain: the run is still being processed, not Failed.
    const stopped = await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: draft.id });
    expect(stopped).toMatchObject({ status: 'Processing', employees: 3, error: null });
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

  test('Failed once the job gives up, and stays so: only a person re-runs it', async () => {
    const payroll = await ghanaPayroll(api);
    await payroll.employee('Akua');
    const queued = await payroll.call<PayRunWire>('/payroll/process-pay-run', {
      ...NOVEMBER,
      processAsDraft: true,
      offCycle: false,
      selection: ALL,
    });
    const jobOf = async () =>
      (
        await api.db
          .selectFrom('pay_runs')
          .select('job_id')
          .where('id', '=', queued.id)
          .executeTakeFirstOrThrow()
      ).job_id as string;
    await api.db
      .updateTable('jobs')
      .set({ max_attempts: 2 })
      .where('id', '=', await jobOf())
      .execute();
    const stop = {
      beforeCommit: async () => {
        throw new Error('The database went away.');
      },
    };
    await runJobs(api, stop);
    expect(await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: queued.id })).toMatchObject({
      status: 'Processing',
      error: null,
    });
    const due = () =>
      api.db
        .updateTable('jobs')
        .set({ run_at: new Date(0) })
        .where('state', '=', 'queued')
        .execute();
    await due();
    await runJobs(api, stop);
    expect(await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: queued.id })).toMatchObject({
      status: 'Failed',
      error: 'The database went away.',
      employees: 0,
    });
    // Nothing is left to retry it: it does not turn into a Draft by itself.
    await due();
    await runJobs(api);
    expect(await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: queued.id })).toMatchObject({
      status: 'Failed',
    });
    const rerun = await payroll.call<PayRunWire>('/payroll/rerun-pay-run', { id: queued.id, selection: ALL });
    expect(rerun.status).toBe('Queued');
    await runJobs(api);
    expect(await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: queued.id })).toMatchObject({
      status: 'Draft',
      employees: 1,
      error: null,
    });
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

  test('a run whose server died during the last attempt is Failed, saying so, and can be re-run', async () => {
    const payroll = await ghanaPayroll(api);
    await payroll.employee('Kwame');
    const queued = await payroll.call<PayRunWire>('/payroll/process-pay-run', {
      ...NOVEMBER,
      processAsDraft: true,
      offCycle: false,
      selection: ALL,
    });
    const { job_id: jobId } = await api.db
      .selectFrom('pay_runs')
      .select('job_id')
      .where('id', '=', queued.id)
      .executeTakeFirstOrThrow();
    // Its last attempt was claimed by an instance that stopped: running, lease over, none left.
    await api.db.updateTable('pay_runs').set({ status: 'processing' }).where('id', '=', queued.id).execute();
    await api.db
      .updateTable('jobs')
      .set({ state: 'running', attempts: 3, max_attempts: 3, run_at: new Date(Date.now() - 1000) })
      .where('id', '=', jobId as string)
      .execute();
    await runJobs(api);
    expect(await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: queued.id })).toMatchObject({
      status: 'Failed',
      error: 'The server running it stopped during its last attempt; it will not be tried again.',
      employees: 0,
    });
    await payroll.call('/payroll/rerun-pay-run', { id: queued.id, selection: ALL });
    await runJobs(api);
    expect(await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: queued.id })).toMatchObject({
      status: 'Draft',
      employees: 1,
      error: null,
    });
  });
});

describe('chunks', () => {
  /** November's draft of every employee, queued: the test runs its job in chunks of its own size. */
  const draftOfEveryone = (payroll: Awaited<ReturnType<typeof ghanaPayroll>>) =>
    payroll.call<PayRunWire>('/payroll/process-pay-run', {
      ...NOVEMBER,
      processAsDraft: true,
      offCycle: false,
      selection: ALL,
    });

  test('payslips computed and written a few employees at a time add up to the whole run', async () => {
    const payroll = await ghanaPayroll(api);
    for (const name of ['Adjoa', 'Efua', 'Kojo', 'Kwesi', 'Yaa']) await payroll.employee(name);
    const queued = await draftOfEveryone(payroll);
    await runJobs(api, { chunkSize: 2 });
    const run = await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: queued.id });
    expect(run).toMatchObject({ status: 'Draft', employees: 5, gross: '30000.00' });
    const slips = await payroll.call<{ employeeName: string; gross: string; netPay: string }[]>(
      '/payroll/list-payslips',
      { runId: queued.id },
    );
    expect(slips.map((slip) => slip.employeeName)).toEqual([
      'Adjoa Mensah',
      'Efua Mensah',
      'Kojo Mensah',
      'Kwesi Mensah',
      'Yaa Mensah',
    ]);
    expect(new Set(slips.map((slip) => slip.netPay))).toEqual(new Set(['4695.25']));
    const job = await api.db
      .selectFrom('jobs')
      .innerJoin('pay_runs', 'pay_runs.job_id', 'jobs.id')
      .select(['jobs.progress_done', 'jobs.progress_total'])
      .where('pay_runs.id', '=', queued.id)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ progress_done: 5, progress_total: 5 });
  });

  test('an employee the engine refuses fails the run at their chunk, naming them, and writes nothing', async () => {
    const payroll = await ghanaPayroll(api);
    await payroll.employee('Abena');
    // A tenth of a pesewa (the column takes three decimals, the cedi has two): refused when Akosua's
    // chunk is computed, with the chunk before (Abena's) being inserted in the run's transaction.
    await payroll.employee('Akosua', 'Mensah', '5000.125');
    await payroll.employee('Akua');
    const queued = await draftOfEveryone(payroll);
    await runJobs(api, { chunkSize: 1 });
    const run = await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: queued.id });
    expect(run).toMatchObject({ status: 'Failed', employees: 0 });
    expect(run.error).toBe(`Akosua Mensah: basic pay has more decimals than the currency's 2: "5000.125"`);
    expect(await payroll.call<unknown[]>('/payroll/list-payslips', { runId: queued.id })).toEqual([]);
  });
});

describe('the clock', () => {
  test('processedAt, and an automatic finalise’s finalisedAt, are the server’s "now"', async () => {
    const payroll = await ghanaPayroll(api);
    await payroll.employee('Kobby');
    const draft = await payroll.processed();
    expect(draft.processedAt).toBe('2026-11-25T09:00:00.000Z');
    await payroll.call('/payroll/delete-pay-run', { id: draft.id });
    const final = await payroll.processed({ processAsDraft: false });
    expect(final).toMatchObject({
      status: 'Final',
      processedAt: '2026-11-25T09:00:00.000Z',
      finalisedAt: '2026-11-25T09:00:00.000Z',
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
