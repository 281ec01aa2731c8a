/**
 * The pay-run operations against Prism's mock of openapi.yaml: the requests the typed functions
 * build pass Prism's validation, the contract's examples come back typed, the CSV exports arrive as
 * files, and refusals arrive as the client's errors with their sentence.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import {
  type CheckPayRunRequest,
  checkPayRun,
  deletePayRun,
  exportBankTransfer,
  exportStatutoryReturn,
  finalisePayRun,
  getPayRun,
  getPayslip,
  listBankTransfers,
  listMyPayslips,
  listPayRuns,
  processPayRun,
  rerunPayRun,
} from './payRuns.ts';
import { mockedClients } from './testing/prismClient.ts';
import { rejection } from './testing/rejection.ts';

const client = mockedClients();

const runId = '4f2a9c1e-8b3d-4e6f-a1c2-5d7e9f0b1a23';
const november: CheckPayRunRequest = {
  payPeriod: 'Monthly',
  periodStart: '2026-11-01',
  offCycle: false,
  selection: { scope: 'all', ids: [] },
};

describe('the pay-run operations against the Prism mock', () => {
  it('lists the runs with their totals as decimal text and the employees left out', async () => {
    const { returnObject } = await listPayRuns(client());

    expect(returnObject[0]).toMatchObject({
      id: runId,
      status: 'Draft',
      progress: null,
      gross: '18000.00',
      netPay: '14085.75',
      skipped: [{ employeeName: 'Kofi Mensah', problem: 'No basic salary on 2026-11-01.' }],
    });
  });

  it('queues a run and reads its progress while it waits', async () => {
    const queued = await processPayRun(client(), {
      ...november,
      payDate: '2026-11-28',
      processAsDraft: true,
    });
    expect(queued.returnObject).toMatchObject({ status: 'Queued', progress: { done: 0, total: null } });

    const polled = await getPayRun(client(), { id: queued.returnObject.id });
    expect(polled.returnObject.status).toBe('Queued');
  });

  it('checks a run: how many would be paid and who is left out, with the exact problem', async () => {
    const { returnObject } = await checkPayRun(client(), november);

    expect(returnObject).toMatchObject({
      employees: 12,
      blockers: [
        { employeeName: 'Kofi Mensah', problem: 'Paid by Bank but no bank or bank account is recorded.' },
      ],
      alreadyPaid: [],
    });
  });

  it('maps a second Continue on a run being processed (409) to an ApiError saying to wait', async () => {
    const error = await rejection(
      rerunPayRun(client({ Prefer: 'code=409, example=inProgress' }), {
        id: runId,
        selection: { scope: 'employees', ids: ['9d6f0c1e-3b3a-4a3e-8f5e-0c2d7b1a4e21'] },
      }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'This run is being processed. Wait for it to finish.',
    });
  });

  it('finalises a draft, naming who finalised it, and refuses one whose employees are already paid', async () => {
    const { returnObject } = await finalisePayRun(client(), { id: runId });
    expect(returnObject).toMatchObject({ status: 'Final', finalisedBy: 'Ada Lovelace' });

    const error = await rejection(
      finalisePayRun(client({ Prefer: 'code=409, example=alreadyPaid' }), { id: runId }),
    );
    expect(error).toMatchObject({
      status: 409,
      message:
        'Kofi Mensah is already paid for 1–30 Nov 2026 in a final run. Mark the run off-cycle to pay again.',
    });
  });

  it('deletes a draft with the server’s sentence, and refuses a final run', async () => {
    expect(await deletePayRun(client(), { id: runId })).toEqual({
      returnCode: 200,
      returnMessage: 'The pay run was deleted.',
    });
    const error = await rejection(deletePayRun(client({ Prefer: 'code=409' }), { id: runId }));
    expect(error).toMatchObject({
      status: 409,
      message: 'Only a draft or failed run can be deleted; this one is Final.',
    });
  });

  it('reads a payslip with its lines explained and the year to date, and a 404 as no such payslip', async () => {
    const { returnObject } = await getPayslip(client(), { id: '1b7e3d5f-9a2c-4e8b-b6d0-3f5a7c9e1b42' });
    expect(returnObject.lines.find((line) => line.code === 'PAYE')).toMatchObject({
      amount: '1029.75',
      arrearsFor: null,
    });
    expect(returnObject.yearToDate).toMatchObject({ year: 2026, netPay: '51647.75' });

    const error = await rejection(
      getPayslip(client({ Prefer: 'code=404' }), { id: '1b7e3d5f-9a2c-4e8b-b6d0-3f5a7c9e1b42' }),
    );
    expect(error).toMatchObject({ status: 404, message: 'There is no such payslip.' });
  });

  it('lists the signed-in user’s own final payslips', async () => {
    const { returnObject } = await listMyPayslips(client());

    expect(returnObject.map(({ employeeName, final, netPay }) => ({ employeeName, final, netPay }))).toEqual([
      { employeeName: 'Ama Mensah', final: true, netPay: '4695.25' },
    ]);
  });

  it('lists a final run’s transfers by bank and downloads its statutory return as CSV', async () => {
    const runOfExample = '5e2a8c14-7f3b-4d9e-a1c6-0b8d2f4e6a17';
    const { returnObject } = await listBankTransfers(client(), { runId: runOfExample });
    expect(returnObject.banks.map((bank) => bank.bankName)).toEqual(['Ecobank', 'GCB Bank']);
    expect(returnObject.total).toBe('15285.75');

    const csv = await exportStatutoryReturn(client(), { runId: runOfExample });
    expect(await csv.text()).toContain('Employee No,Employee Name,Taxable Income,Tax');

    const ecobank = await exportBankTransfer(client(), {
      runId: runOfExample,
      bankId: '1b7d3f5a-2c4e-4a6b-8d0f-9e1a3c5b7d29',
    });
    expect(await ecobank.text()).toContain('Account Name,Account Number,Amount,Reference');
  });

  it('maps an export of a run not final (409) to an ApiError', async () => {
    const error = await rejection(
      exportStatutoryReturn(client({ Prefer: 'code=409' }), {
        runId: '5e2a8c14-7f3b-4d9e-a1c6-0b8d2f4e6a17',
      }),
    );
    expect(error).toMatchObject({ status: 409, message: 'Only a final run can be exported.' });
  });
});
