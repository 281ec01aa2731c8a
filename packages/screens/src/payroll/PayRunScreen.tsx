import { Banner, Button, Icon, Link, ProgressBar } from '@hr/ui';
import { useId, useState } from 'react';
import type { FormSubmitResult } from '../forms/index.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PageLoading } from '../layout/PageLoading.tsx';
import { PayRunBankTransfers } from './PayRunBankTransfers.tsx';
import { PayRunPayslipsTable, PayRunTotals } from './PayRunPayslips.tsx';
import { PayRunProblemList } from './PayRunProblems.tsx';
import { PayRunStatusBadge } from './PayRunStatusBadge.tsx';
import styles from './PayRuns.module.css';
import { ProcessPayrollDialog, type ProcessPayrollDialogProps } from './ProcessPayrollDialog.tsx';
import { type PayRunFormat, usePayRunFormat } from './payRunFormat.ts';
import type { BankTransferSummary, PayRun, PayslipSummary } from './payRuns.ts';

export interface PayRunScreenProps {
  /** 'loading' until the run and its payslips have come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The run; the app polls it while it is Queued or Processing. */
  run: PayRun | null;
  /** Its payslips, by employee name. */
  payslips: readonly PayslipSummary[];
  /** A final run's pay by bank; null until loaded, and for any other run. */
  bankTransfers: BankTransferSummary | null;
  payslipHref: (payslipId: string) => string;
  /** Where a skipped employee's "Fix" link leads: their record. */
  employeeHref: (employeeId: string) => string;
  /** Where "Process Payroll" (back to the runs) leads. */
  backHref?: string;
  /** What the Re-run dialog is given; its Continue re-runs this run with the selection chosen. */
  rerunDialog: Omit<
    ProcessPayrollDialogProps,
    'isOpen' | 'onOpenChange' | 'isRerun' | 'defaultValues' | 'employeeHref'
  >;
  /** Each answers nothing when done, else the server's refusal. */
  onFinalise: () => Promise<FormSubmitResult>;
  onDelete: () => Promise<FormSubmitResult>;
  onDownloadBankCsv: (bankId: string) => Promise<FormSubmitResult>;
  onDownloadStatutoryReturn: () => Promise<FormSubmitResult>;
}

type Confirm = 'finalise' | 'delete' | null;

/** "Monthly payroll 1–30 Nov 2026", "(off-cycle)" after an off-cycle run's. */
export function payRunTitle(run: PayRun, format: PayRunFormat): string {
  const period = format.period(run.periodStart, run.periodEnd);
  return `${run.payPeriod} payroll ${period}${run.offCycle ? ' (off-cycle)' : ''}`;
}

/** While the job runs: how many payslips are done of how many, or that it waits to start. */
function PayRunProgress({ run, format }: { run: PayRun; format: PayRunFormat }) {
  const progress = run.progress ?? { done: 0, total: null };
  if (progress.total === null) {
    const label = run.status === 'Queued' ? 'Waiting to start…' : 'Counting the employees…';
    return <ProgressBar label={label} isIndeterminate />;
  }
  const label = `Processing ${format.count(progress.done)} of ${format.count(progress.total)} payslips`;
  return <ProgressBar label={label} value={progress.done} maxValue={Math.max(progress.total, 1)} />;
}

/** The run page: its status, progress or failure, totals, skipped employees, payslips and actions. */
export function PayRunScreen({
  status,
  errorMessage,
  onRetry,
  run,
  payslips,
  bankTransfers,
  payslipHref,
  employeeHref,
  backHref = '/payroll/process-pay-roll',
  rerunDialog,
  onFinalise,
  onDelete,
  onDownloadBankCsv,
  onDownloadStatutoryReturn,
}: PayRunScreenProps) {
  const payslipsTitleId = useId();
  const format = usePayRunFormat();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [rerunSession, setRerunSession] = useState(0);
  const [isRerunOpen, setRerunOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [downloadRefusal, setDownloadRefusal] = useState<string | null>(null);
  const [pendingDownload, setPendingDownload] = useState<string | null>(null);

  const back = (
    <Link href={backHref} variant="standalone">
      Process Payroll
    </Link>
  );
  if (status === 'error' || (status === 'ready' && !run)) {
    return (
      <div className={styles.page}>
        {back}
        <LoadError title="The payroll run could not be loaded." message={errorMessage} onRetry={onRetry} />
      </div>
    );
  }
  if (status === 'loading' || !run) return <PageLoading label="Loading the payroll run" />;

  const isRunning = run.status === 'Queued' || run.status === 'Processing';
  const canChange = run.status === 'Draft' || run.status === 'Failed';
  const download = async (key: string, action: () => Promise<FormSubmitResult>) => {
    setDownloadRefusal(null);
    setPendingDownload(key);
    const feedback = await action();
    setPendingDownload(null);
    if (feedback) setDownloadRefusal(feedback.message);
  };

  return (
    <div className={styles.page}>
      {back}
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <div className={styles.titleRow}>
            <h1 className={pageHeader.title}>{payRunTitle(run, format)}</h1>
            <PayRunStatusBadge status={run.status} />
          </div>
          <p className={listPage.status}>
            {run.finalisedAt && run.finalisedBy
              ? `Finalised by ${run.finalisedBy} on ${format.instantDay(run.finalisedAt)}`
              : `Pay date ${format.day(run.payDate)}`}
          </p>
          <p role="status" className={listPage.status}>
            {announcement}
          </p>
        </div>
        <div className={styles.actions}>
          {canChange ? (
            <Button
              variant="secondary"
              onPress={() => {
                setRerunSession((current) => current + 1);
                setRerunOpen(true);
              }}
            >
              Re-run
            </Button>
          ) : null}
          {run.status === 'Draft' ? <Button onPress={() => setConfirm('finalise')}>Finalise</Button> : null}
          {canChange ? (
            <Button variant="danger" onPress={() => setConfirm('delete')}>
              <Icon name="trash" /> Delete
            </Button>
          ) : null}
        </div>
      </div>
      {isRunning ? <PayRunProgress run={run} format={format} /> : null}
      {run.status === 'Failed' ? (
        <Banner variant="danger" title="The payroll run failed.">
          {run.error ?? 'Re-run it, or delete it and process the payroll again.'}
        </Banner>
      ) : null}
      {downloadRefusal ? (
        <Banner variant="danger" isUrgent onDismiss={() => setDownloadRefusal(null)}>
          {downloadRefusal}
        </Banner>
      ) : null}
      {isRunning ? null : <PayRunTotals run={run} />}
      {run.skipped.length > 0 ? (
        <section className={styles.section} aria-label="Skipped employees">
          <h2 className={styles.sectionTitle}>Skipped employees</h2>
          <p className={styles.checkNote}>Left out of this run until their record is fixed:</p>
          <PayRunProblemList problems={run.skipped} employeeHref={employeeHref} label="Skipped" />
        </section>
      ) : null}
      {run.status === 'Final' && bankTransfers ? (
        <PayRunBankTransfers
          transfers={bankTransfers}
          currency={run.currency}
          pendingBankId={pendingDownload}
          onDownload={(bankId) => void download(bankId, () => onDownloadBankCsv(bankId))}
        />
      ) : null}
      {run.status === 'Final' ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isPending={pendingDownload === 'statutory'}
            onPress={() => void download('statutory', onDownloadStatutoryReturn)}
          >
            <Icon name="download" /> Statutory return (CSV)
          </Button>
        </div>
      ) : null}
      {isRunning || run.status === 'Failed' ? null : (
        <section className={styles.section} aria-labelledby={payslipsTitleId}>
          <h2 id={payslipsTitleId} className={styles.sectionTitle}>
            Payslips
          </h2>
          <PayRunPayslipsTable payslips={payslips} payslipHref={payslipHref} labelledBy={payslipsTitleId} />
        </section>
      )}
      {confirm === 'finalise' ? (
        <ConfirmActionDialog
          title="Finalise this payroll?"
          description="Its payslips can't be changed afterwards."
          confirmLabel="Finalise"
          onConfirm={onFinalise}
          onClose={() => setConfirm(null)}
          onDone={() => setAnnouncement('Payroll finalised.')}
        />
      ) : null}
      {confirm === 'delete' ? (
        <ConfirmActionDialog
          title="Delete this payroll run?"
          description="Its payslips are deleted with it. The period can be processed again."
          confirmLabel="Delete"
          onConfirm={onDelete}
          onClose={() => setConfirm(null)}
          onDone={() => setAnnouncement('Payroll run deleted.')}
        />
      ) : null}
      <ProcessPayrollDialog
        key={rerunSession}
        {...rerunDialog}
        isRerun
        employeeHref={employeeHref}
        defaultValues={{
          payPeriod: run.payPeriod,
          periodStart: run.periodStart,
          payDate: run.payDate,
          processAsDraft: true,
          offCycle: run.offCycle,
          selection: run.selection,
        }}
        isOpen={isRerunOpen}
        onOpenChange={setRerunOpen}
      />
    </div>
  );
}
