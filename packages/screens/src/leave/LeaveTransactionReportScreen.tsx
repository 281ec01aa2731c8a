import { LEDGER_ENTRY_KIND_LABELS } from '@hr/domain';
import { createDataTableColumns, DataTable, type DataTableRange, EmptyState, useFormatDay } from '@hr/ui';
import { useId, useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { EmployeeComboBox } from '../employer/EmployeeComboBox.tsx';
import type { FilterOption, LeaveTransactionFilters, LeaveTransactionRow } from './leaveReports.ts';
import { FilterSelect, ReportDateField } from './ReportFilters.tsx';
import { type ReportLoadProps, ReportPage } from './ReportPage.tsx';
import { NoneCell } from './reportColumns.tsx';

/** `status` is 'loading' until the first page of the current filters has come, with its total. */
export interface LeaveTransactionReportScreenProps extends ReportLoadProps {
  /** The filters `rows` and `total` answer to. */
  filters: LeaveTransactionFilters;
  /** New filters: drop the rows and load from the top. */
  onFiltersChange: (filters: LeaveTransactionFilters) => void;
  /** The employees to filter by (administrators); without them the filter is not shown (an employee's own report). */
  employees?: readonly FilterOption[];
  /** Asks for the employees a typed name matches (see EmployeeComboBox). */
  onEmployeeSearch?: (text: string) => void;
  leaveTypes: readonly FilterOption[];
  /** How many entries match (list-leave-transactions' `total`). */
  total: number;
  /** The entries loaded so far, each at its index, latest first; see DataTable's server paging. */
  rows: ReadonlyArray<LeaveTransactionRow | undefined>;
  /** The rows in view and a few either side: load the pages covering them. */
  onVisibleRangeChange: (range: DataTableRange) => void;
  /** Export CSV: the app fetches every matching entry and writes leaveTransactionsCsv of them. */
  onExportCsv: () => void;
}

const column = createDataTableColumns<LeaveTransactionRow>();

/** The server orders the ledger (latest first): headers do not sort. `day` prints the entry's day. */
const transactionColumns = (day: (isoDay: string) => string) =>
  column.columns([
    column.accessor('date', {
      header: 'Date',
      enableSorting: false,
      meta: { width: 'minmax(7rem, 0.6fr)', toText: (value) => day(String(value)) },
    }),
    column.accessor('employeeNo', {
      header: 'Employee No',
      enableSorting: false,
      meta: { width: 'minmax(7rem, 0.6fr)' },
    }),
    column.accessor('employeeName', {
      header: 'Employee Name',
      enableSorting: false,
      meta: { width: 'minmax(10rem, 1.2fr)' },
    }),
    column.accessor('leaveTypeCode', {
      header: 'Leave Type',
      enableSorting: false,
      meta: { width: 'minmax(6rem, 0.5fr)' },
    }),
    column.accessor('kind', {
      header: 'Transaction',
      enableSorting: false,
      cell: ({ getValue }) => LEDGER_ENTRY_KIND_LABELS[getValue()],
      meta: {
        width: 'minmax(8rem, 0.7fr)',
        toText: (value) => LEDGER_ENTRY_KIND_LABELS[value as LeaveTransactionRow['kind']],
      },
    }),
    column.accessor('amount', {
      header: 'Amount',
      enableSorting: false,
      meta: { width: 'minmax(6rem, 0.5fr)', align: 'end' },
    }),
    column.accessor('unit', { header: 'Unit', enableSorting: false, meta: { width: 'minmax(5rem, 0.4fr)' } }),
    column.accessor('reason', {
      header: 'Reason',
      enableSorting: false,
      cell: ({ getValue }) => getValue() ?? <NoneCell words="No reason" />,
      meta: { width: 'minmax(12rem, 1.6fr)' },
    }),
  ]);

const TABLE_HEIGHT = 'max(20rem, calc(100dvh - 24rem))';

/**
 * Transaction Report (issue 12 item 9): the balance ledger's entries, latest first, filtered by
 * employee, leave type and dates, a page at a time from the server, with Export CSV.
 */
export function LeaveTransactionReportScreen({
  status,
  errorMessage,
  onRetry,
  filters,
  onFiltersChange,
  employees,
  onEmployeeSearch,
  leaveTypes,
  total,
  rows,
  onVisibleRangeChange,
  onExportCsv,
}: LeaveTransactionReportScreenProps) {
  const titleId = useId();
  const { locale } = useLocale();
  const change = (changes: Partial<LeaveTransactionFilters>) => onFiltersChange({ ...filters, ...changes });
  const count = new Intl.NumberFormat(locale).format(total);
  const day = useFormatDay();
  const columns = useMemo(() => transactionColumns(day), [day]);

  return (
    <ReportPage
      title="Transaction Report"
      titleId={titleId}
      summary={`${count} ${total === 1 ? 'transaction' : 'transactions'}`}
      errorTitle="The transactions could not be loaded."
      status={status}
      errorMessage={errorMessage}
      onRetry={onRetry}
      filters={
        <>
          {employees ? (
            <EmployeeComboBox
              label="Employee"
              placeholder="All employees"
              employees={employees}
              {...(onEmployeeSearch ? { onSearch: onEmployeeSearch } : {})}
              value={filters.employeeId}
              onChange={(employeeId) => change({ employeeId })}
            />
          ) : null}
          <FilterSelect
            label="Leave type"
            all="All leave types"
            options={leaveTypes}
            value={filters.leaveTypeId}
            onChange={(leaveTypeId) => change({ leaveTypeId })}
          />
          <ReportDateField label="From" value={filters.from} onChange={(from) => change({ from })} />
          <ReportDateField label="To" value={filters.to} onChange={(to) => change({ to })} />
        </>
      }
    >
      <DataTable
        key={JSON.stringify(filters)}
        aria-labelledby={titleId}
        columns={columns}
        rowCount={total}
        data={rows}
        getRowId={(row) => row.id}
        onVisibleRangeChange={onVisibleRangeChange}
        isLoading={status === 'loading'}
        height={TABLE_HEIGHT}
        onExportCsv={onExportCsv}
        emptyState={
          <EmptyState
            icon="file"
            title="No transactions"
            description="Nothing was earned, taken or adjusted for these filters."
          />
        }
      />
    </ReportPage>
  );
}
