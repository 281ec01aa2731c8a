import { Banner, Button, createDataTableColumns, DataTable, EmptyState, Icon, Link } from '@hr/ui';
import { useId, useMemo, useState } from 'react';
import type { FormSubmitResult } from '../forms/index.ts';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import styles from './PayRuns.module.css';
import { type PayRunFormat, usePayRunFormat } from './payRunFormat.ts';
import type { PayslipSummary } from './payRuns.ts';

export interface MyPayslipsScreenProps {
  /** 'loading' until the payslips have come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The user's final payslips, newest first. */
  payslips: readonly PayslipSummary[];
  /** Where "View" leads: the payslip's page. */
  payslipHref: (payslipId: string) => string;
  /** Downloads a payslip as a PDF; answers the server's refusal, if any. */
  onDownloadPdf: (payslipId: string) => Promise<FormSubmitResult>;
}

const column = createDataTableColumns<PayslipSummary>();

function myPayslipColumns(
  format: PayRunFormat,
  payslipHref: (payslipId: string) => string,
  pendingId: string | null,
  download: (payslip: PayslipSummary) => void,
) {
  const periodOf = (payslip: PayslipSummary) => format.period(payslip.periodStart, payslip.periodEnd);
  return column.columns([
    column.accessor('periodStart', {
      header: 'Period',
      enableSorting: false,
      cell: ({ row }) => periodOf(row.original),
      meta: { width: 'minmax(12rem, 2fr)' },
    }),
    column.accessor('payDate', {
      header: 'Pay Date',
      enableSorting: false,
      cell: ({ getValue }) => format.day(getValue()),
      meta: { width: 'minmax(8rem, 1fr)' },
    }),
    column.accessor('netPay', {
      header: 'Net pay',
      enableSorting: false,
      cell: ({ row }) =>
        `${format.money(row.original.netPay, row.original.currency)} ${row.original.currency}`,
      meta: { width: 'minmax(9rem, 1fr)', align: 'end' },
    }),
    column.display({
      id: 'actions',
      header: 'Payslip',
      cell: ({ row }) => (
        <span className={styles.actions}>
          <Link href={payslipHref(row.original.id)} aria-label={`View ${periodOf(row.original)}`}>
            View
          </Link>
          <Button
            variant="quiet"
            size="small"
            aria-label={`Download PDF ${periodOf(row.original)}`}
            isPending={pendingId === row.original.id}
            onPress={() => download(row.original)}
          >
            <Icon name="download" /> Download PDF
          </Button>
        </span>
      ),
      meta: { width: 'minmax(14rem, 1.4fr)' },
    }),
  ]);
}

const TABLE_HEIGHT = 'max(16rem, calc(100dvh - 18rem))';

/** My Payslips: the user's own final payslips, newest first, each to view or download as a PDF. */
export function MyPayslipsScreen({
  status,
  errorMessage,
  onRetry,
  payslips,
  payslipHref,
  onDownloadPdf,
}: MyPayslipsScreenProps) {
  const titleId = useId();
  const format = usePayRunFormat();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const columns = useMemo(
    () =>
      myPayslipColumns(format, payslipHref, pendingId, (payslip) => {
        setRefusal(null);
        setPendingId(payslip.id);
        void onDownloadPdf(payslip.id).then((feedback) => {
          setPendingId(null);
          if (feedback) setRefusal(feedback.message);
        });
      }),
    [format, payslipHref, pendingId, onDownloadPdf],
  );

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            My Payslips
          </h1>
        </div>
      </div>
      {refusal ? (
        <Banner variant="danger" isUrgent onDismiss={() => setRefusal(null)}>
          {refusal}
        </Banner>
      ) : null}
      {status === 'error' ? (
        <LoadError title="Your payslips could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : (
        <DataTable
          aria-labelledby={titleId}
          columns={columns}
          data={payslips}
          getRowId={(payslip) => payslip.id}
          enableColumnHiding={false}
          isLoading={status === 'loading'}
          height={TABLE_HEIGHT}
          emptyState={
            <EmptyState icon="file" title="No payslips yet. They appear here once payroll is finalised." />
          }
        />
      )}
    </div>
  );
}
