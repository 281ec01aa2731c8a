import {
  type BankTransferSummary,
  deletePayRun,
  exportBankTransfer,
  exportStatutoryReturn,
  finalisePayRun,
  getPayRun,
  listBankTransfers,
  listPayslips,
  type PayRun,
  type PayslipSummary,
  rerunPayRun,
} from '@hr/api';
import type { EmployeeChoice, FormSubmitResult, ProcessPayrollSubmit } from '@hr/screens';
import { downloadFile } from '@hr/ui';
import { useEffect, useRef } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { toastQueue } from '../toasts.ts';
import { bankTransferFileName, hasPayslips, isRunning, statutoryReturnFileName } from './payRunFiles.ts';

/** How often a run being processed is asked about. */
export const POLL_INTERVAL_MS = 1000;

interface RunOutputs {
  /** The run's status these were loaded for: a run finalised since loads them again. */
  forStatus: string;
  payslips: readonly PayslipSummary[];
  bankTransfers: BankTransferSummary | null;
}

const NO_PAYSLIPS: readonly never[] = [];

/** Runs a call, answering nothing when it worked, else the server's refusal as the screen shows it. */
async function attempt(call: () => Promise<unknown>): Promise<FormSubmitResult> {
  try {
    await call();
    return undefined;
  } catch (error) {
    return feedbackFor(error);
  }
}

/**
 * A pay run as its page shows it. While Queued or Processing it is asked for again about every
 * second (each answer schedules the next; leaving the page, or the run being done, stops it). Once
 * it is Draft or Final its payslips are loaded, and a final run's bank transfers with them.
 */
export function usePayRun(runId: string, onDeleted: () => void) {
  const run = useLoad(async (signal) => (await getPayRun(apiClient, { id: runId }, { signal })).returnObject);
  const status = run.data?.status;

  const { reload: reloadRun, data: answer } = run;
  useEffect(() => {
    // Each answer is a new object: a run still processing schedules the next question.
    if (!isRunning(answer?.status)) return;
    const timer = setTimeout(() => void reloadRun(), POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [answer, reloadRun]);

  // The outputs of the status the run had when they were asked for.
  const statusNow = useRef(status);
  statusNow.current = status;
  const outputs = useLoad(async (signal): Promise<RunOutputs | null> => {
    const forStatus = statusNow.current;
    if (!forStatus || !hasPayslips(forStatus)) return null;
    const [payslips, transfers] = await Promise.all([
      listPayslips(apiClient, { runId }, { signal }),
      forStatus === 'Final' ? listBankTransfers(apiClient, { runId }, { signal }) : null,
    ]);
    return { forStatus, payslips: payslips.returnObject, bankTransfers: transfers?.returnObject ?? null };
  });
  const { reload: reloadOutputs } = outputs;
  // Asked again whenever the run is processed again too: a re-run the job finishes before the page
  // asks about it goes from Draft to Draft, and only its processedAt tells its payslips are new.
  const processedAt = run.data?.processedAt;
  useEffect(() => {
    if (hasPayslips(status) && processedAt !== undefined) void reloadOutputs();
  }, [status, processedAt, reloadOutputs]);

  const needsOutputs = hasPayslips(status);
  const screenStatus: 'loading' | 'error' | 'ready' =
    run.status !== 'ready'
      ? run.status
      : needsOutputs && outputs.status === 'error'
        ? 'error'
        : needsOutputs && !outputs.data
          ? 'loading'
          : 'ready';
  const shown = needsOutputs ? outputs.data : null;

  const onRerun: ProcessPayrollSubmit = (values) =>
    attempt(async () => {
      await rerunPayRun(apiClient, {
        id: runId,
        selection: { scope: values.selection.scope, ids: [...values.selection.ids] },
      });
      await reloadRun();
    });

  const download = (load: () => Promise<Blob>, fileName: string) =>
    attempt(async () => downloadFile(await load(), fileName));

  return {
    status: screenStatus,
    errorMessage: run.errorMessage ?? (needsOutputs ? outputs.errorMessage : undefined),
    onRetry: () => {
      if (run.status === 'error') run.retry();
      else outputs.retry();
    },
    run: run.data ?? null,
    payslips: shown?.payslips ?? NO_PAYSLIPS,
    bankTransfers: shown?.bankTransfers ?? null,
    selectedEmployees: run.data ? selectedEmployeesOf(run.data, shown?.payslips ?? []) : [],
    onRerun,
    onFinalise: () =>
      attempt(async () => {
        await finalisePayRun(apiClient, { id: runId });
        await reloadRun();
      }),
    onDelete: () =>
      attempt(async () => {
        const { returnMessage } = await deletePayRun(apiClient, { id: runId });
        toastQueue.add({ title: returnMessage, variant: 'success' });
        onDeleted();
      }),
    onDownloadBankCsv: (bankId: string) => {
      const bankName = shown?.bankTransfers?.banks.find((bank) => bank.bankId === bankId)?.bankName ?? 'bank';
      return download(
        () => exportBankTransfer(apiClient, { runId, bankId }),
        bankTransferFileName(bankName, run.data?.periodStart ?? ''),
      );
    },
    onDownloadStatutoryReturn: () =>
      download(
        () => exportStatutoryReturn(apiClient, { runId }),
        statutoryReturnFileName(run.data?.periodStart ?? ''),
      ),
  };
}

/** The names of a run's picked employees, as its payslips and skipped list know them, for the Re-run dialog. */
function selectedEmployeesOf(run: PayRun, payslips: readonly PayslipSummary[]): EmployeeChoice[] {
  if (run.selection.scope !== 'employees') return [];
  const names = new Map<string, string>();
  for (const payslip of payslips) names.set(payslip.employeeId, payslip.employeeName);
  for (const skipped of run.skipped) names.set(skipped.employeeId, skipped.employeeName);
  return run.selection.ids.flatMap((id) => {
    const name = names.get(id);
    return name ? [{ id, name }] : [];
  });
}
