import { downloadPayslipPdf, getPayslip, listMyPayslips, listPayRuns, processPayRun } from '@hr/api';
import {
  MyPayslipsScreen,
  PayRunScreen,
  PayslipView,
  ProcessPayrollScreen,
  type ProcessPayrollSubmit,
} from '@hr/screens';
import { downloadFile } from '@hr/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { paths } from '../paths.ts';
import { nextRunDefaults, payslipFileName } from '../payroll/payRunFiles.ts';
import { usePayRun } from '../payroll/usePayRun.ts';
import { checkRun, usePayRunChoices } from '../payroll/usePayRunChoices.ts';
import { userAtom } from '../session/sessionAtom.ts';

/** While loading or failed there are no rows; one array, so the tables' memos hold between renders. */
const NO_ROWS: readonly never[] = [];

/** Payroll › Process: every run, and the dialog that checks and starts a new one, then opens it. */
export function ProcessPayroll() {
  const runs = useLoad(async (signal) => (await listPayRuns(apiClient, { signal })).returnObject);
  const choices = usePayRunChoices();
  const navigate = useNavigate();
  const defaultValues = useMemo(() => nextRunDefaults(runs.data ?? []), [runs.data]);

  const onContinue: ProcessPayrollSubmit = async (values) => {
    try {
      const { returnObject } = await processPayRun(apiClient, {
        ...values,
        selection: { scope: values.selection.scope, ids: [...values.selection.ids] },
      });
      navigate(paths.payRun(returnObject.id));
      return undefined;
    } catch (error) {
      return feedbackFor(error);
    }
  };

  return (
    <ProcessPayrollScreen
      status={runs.status}
      errorMessage={runs.errorMessage}
      onRetry={runs.retry}
      runs={runs.data ?? NO_ROWS}
      runHref={paths.payRun}
      dialog={{
        ...choices,
        defaultValues,
        onCheck: checkRun,
        onContinue,
        employeeHref: paths.employeeRecord,
      }}
    />
  );
}

/** A run's page: its progress while processed, then its payslips, actions and (when final) exports. */
export function PayRunPage() {
  const { runId = '' } = useParams();
  // Another run's page starts afresh: its own polling, its own payslips.
  return <PayRunOf key={runId} runId={runId} />;
}

function PayRunOf({ runId }: { runId: string }) {
  const navigate = useNavigate();
  const choices = usePayRunChoices();
  const payRun = usePayRun(runId, () => navigate(paths.processPayroll));

  return (
    <PayRunScreen
      status={payRun.status}
      errorMessage={payRun.errorMessage}
      onRetry={payRun.onRetry}
      run={payRun.run}
      payslips={payRun.payslips}
      bankTransfers={payRun.bankTransfers}
      payslipHref={paths.payslip}
      employeeHref={paths.employeeRecord}
      backHref={paths.processPayroll}
      rerunDialog={{
        ...choices,
        selectedEmployees: payRun.selectedEmployees,
        onCheck: checkRun,
        onContinue: payRun.onRerun,
      }}
      onFinalise={payRun.onFinalise}
      onDelete={payRun.onDelete}
      onDownloadBankCsv={payRun.onDownloadBankCsv}
      onDownloadStatutoryReturn={payRun.onDownloadStatutoryReturn}
    />
  );
}

/** Downloads a payslip's PDF under the server's name for it; a refusal is the screen's to show. */
async function downloadPayslip(payslip: Parameters<typeof payslipFileName>[0] & { id: string }) {
  try {
    downloadFile(await downloadPayslipPdf(apiClient, { id: payslip.id }), payslipFileName(payslip));
    return undefined;
  } catch (error) {
    return feedbackFor(error);
  }
}

/**
 * A payslip, printable. Administrators open any of their employer's; an employee only their own of
 * a final run, the server answering "There is no such payslip." for anything else.
 */
export function PayslipPage() {
  const { payslipId = '' } = useParams();
  return <PayslipOf key={payslipId} payslipId={payslipId} />;
}

function PayslipOf({ payslipId }: { payslipId: string }) {
  const isAdmin = useAtomValue(userAtom)?.role === 'admin';
  const payslip = useLoad(
    async (signal) => (await getPayslip(apiClient, { id: payslipId }, { signal })).returnObject,
  );
  const data = payslip.data ?? null;
  const back = isAdmin
    ? data
      ? { href: paths.payRun(data.runId), label: 'Payroll run' }
      : { href: paths.processPayroll, label: 'Process Payroll' }
    : { href: paths.myPayslips, label: 'My Payslips' };

  return (
    <PayslipView
      status={payslip.status}
      errorMessage={payslip.errorMessage}
      onRetry={payslip.retry}
      payslip={data}
      back={back}
      onDownloadPdf={async () => (data ? downloadPayslip(data) : undefined)}
    />
  );
}

/** Payroll › My Payslips: the signed-in user's own final payslips, newest first. */
export function MyPayslips() {
  const payslips = useLoad(async (signal) => (await listMyPayslips(apiClient, { signal })).returnObject);
  const rows = payslips.data ?? NO_ROWS;

  return (
    <MyPayslipsScreen
      status={payslips.status}
      errorMessage={payslips.errorMessage}
      onRetry={payslips.retry}
      payslips={rows}
      payslipHref={paths.payslip}
      onDownloadPdf={async (payslipId) => {
        const payslip = rows.find((row) => row.id === payslipId);
        return payslip ? downloadPayslip(payslip) : undefined;
      }}
    />
  );
}
