import { Button, createDataTableColumns, DataTable, EmptyState, Icon, Link } from '@hr/ui';
import { useId, useMemo, useState } from 'react';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PayRunStatusBadge } from './PayRunStatusBadge.tsx';
import { ProcessPayrollDialog, type ProcessPayrollDialogProps } from './ProcessPayrollDialog.tsx';
import { type PayRunFormat, usePayRunFormat } from './payRunFormat.ts';
import type { PayRun } from './payRuns.ts';

export interface ProcessPayrollScreenProps {
  /** 'loading' until the runs have come. */
  status: 'loading' | 'error' | 'ready';
  /** Why the runs could not be loaded. */
  errorMessage?: string;
  /** Loads the runs again; without it the error offers no retry. */
  onRetry?: () => void;
  /** Every run, newest period first. */
  runs: readonly PayRun[];
  /** Where a run's period links to: its page. */
  runHref: (runId: string) => string;
  /** What the Process Payroll dialog is given (its check, its Continue, the employees to choose from). */
  dialog: Omit<ProcessPayrollDialogProps, 'isOpen' | 'onOpenChange' | 'isRerun'>;
}

const column = createDataTableColumns<PayRun>();

function runColumns(format: PayRunFormat, runHref: (runId: string) => string) {
  return column.columns([
    column.accessor('periodStart', {
      header: 'Period',
      enableSorting: false,
      cell: ({ row }) => {
        const run = row.original;
        const period = format.period(run.periodStart, run.periodEnd);
        return (
          <Link
            href={runHref(run.id)}
          >{`${run.payPeriod} ${period}${run.offCycle ? ' (off-cycle)' : ''}`}</Link>
        );
      },
      meta: { width: 'minmax(14rem, 2fr)', toText: () => '' },
    }),
    column.accessor('payDate', {
      header: 'Pay Date',
      enableSorting: false,
      cell: ({ getValue }) => format.day(getValue()),
      meta: { width: 'minmax(8rem, 1fr)' },
    }),
    column.accessor('employees', {
      header: 'Employees',
      enableSorting: false,
      cell: ({ getValue }) => format.count(getValue()),
      meta: { width: 'minmax(7rem, 0.7fr)', align: 'end' },
    }),
    column.accessor('gross', {
      header: 'Gross',
      enableSorting: false,
      cell: ({ row }) => format.money(row.original.gross, row.original.currency),
      meta: { width: 'minmax(8rem, 1fr)', align: 'end' },
    }),
    column.accessor('netPay', {
      header: 'Net',
      enableSorting: false,
      cell: ({ row }) => format.money(row.original.netPay, row.original.currency),
      meta: { width: 'minmax(8rem, 1fr)', align: 'end' },
    }),
    column.accessor('status', {
      header: 'Status',
      enableSorting: false,
      cell: ({ getValue }) => <PayRunStatusBadge status={getValue()} />,
      meta: { width: 'minmax(7rem, 0.7fr)' },
    }),
  ]);
}

const TABLE_HEIGHT = 'max(16rem, calc(100dvh - 18rem))';

/**
 * Process Payroll: every pay run, newest period first, each period linking to its run, and the
 * "Process Payroll" button that opens the dialog starting a new one.
 */
export function ProcessPayrollScreen({
  status,
  errorMessage,
  onRetry,
  runs,
  runHref,
  dialog,
}: ProcessPayrollScreenProps) {
  const titleId = useId();
  const format = usePayRunFormat();
  const columns = useMemo(() => runColumns(format, runHref), [format, runHref]);
  // A fresh dialog per opening (its key), so a closed one's values and check do not come back.
  const [session, setSession] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const open = () => {
    setSession((current) => current + 1);
    setOpen(true);
  };
  const processButton = (
    <Button onPress={open}>
      <Icon name="add" /> Process Payroll
    </Button>
  );

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            Process Payroll
          </h1>
        </div>
        {processButton}
      </div>
      {status === 'error' ? (
        <LoadError title="The payroll runs could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : (
        <DataTable
          aria-labelledby={titleId}
          columns={columns}
          data={runs}
          getRowId={(run) => run.id}
          enableColumnHiding={false}
          isLoading={status === 'loading'}
          height={TABLE_HEIGHT}
          emptyState={
            <EmptyState
              icon="money"
              title="No payroll has been processed yet."
              description="Process the first payroll and its runs appear here."
            />
          }
        />
      )}
      <ProcessPayrollDialog key={session} {...dialog} isOpen={isOpen} onOpenChange={setOpen} />
    </div>
  );
}
