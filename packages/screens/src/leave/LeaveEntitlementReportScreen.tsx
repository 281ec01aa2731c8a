import { createDataTableColumns, DataTable, EmptyState, useFormatDay } from '@hr/ui';
import { useId } from 'react';
import type { FilterOption, LeaveEntitlementFilters, LeaveEntitlementRow } from './leaveReports.ts';
import { FilterSelect, ReportDateField } from './ReportFilters.tsx';
import { type ReportLoadProps, ReportPage } from './ReportPage.tsx';
import { amountSort, NoneCell } from './reportColumns.tsx';

export interface LeaveEntitlementReportScreenProps extends ReportLoadProps {
  /** The filters `rows` answer to; `asOf` is required (the route starts with today). */
  filters: LeaveEntitlementFilters;
  onFiltersChange: (filters: LeaveEntitlementFilters) => void;
  leaveTypes: readonly FilterOption[];
  departments: readonly FilterOption[];
  /** The leave year `asOf` falls in, as get-leave-entitlement-report answers it. */
  leaveYear?: { start: string; end: string };
  /** Per employee and leave type, as answered (by name); the table sorts them. */
  rows: readonly LeaveEntitlementRow[];
  /** Export CSV: the app writes leaveEntitlementCsv of the rows. */
  onExportCsv: () => void;
}

const column = createDataTableColumns<LeaveEntitlementRow>();
const amount = (
  key:
    | 'carriedOver'
    | 'earned'
    | 'taken'
    | 'expired'
    | 'adjusted'
    | 'balance'
    | 'booked'
    | 'afterBookedLeave'
    | 'pending',
  header: string,
  width = '7rem',
) =>
  column.accessor(key, {
    header,
    sortFn: amountSort,
    meta: { width: `minmax(${width}, 0.5fr)`, align: 'end' },
  });

/*
 * At 1,366 px the columns are wider than the page: the table scrolls sideways inside itself with the
 * employee's name kept in view, and each width holds its header's longest word (headers wrap).
 */
const columns = column.columns([
  column.accessor('employeeName', {
    header: 'Employee Name',
    meta: { width: 'minmax(11rem, 1.2fr)', sticky: true },
  }),
  column.accessor('employeeNo', { header: 'Employee No', meta: { width: 'minmax(8rem, 0.6fr)' } }),
  column.accessor('departmentName', {
    header: 'Department',
    cell: ({ getValue }) => getValue() ?? <NoneCell words="No department" />,
    meta: { width: 'minmax(9rem, 0.9fr)' },
  }),
  column.accessor('leaveTypeCode', { header: 'Leave Type', meta: { width: 'minmax(6rem, 0.5fr)' } }),
  column.accessor('unit', { header: 'Unit', meta: { width: 'minmax(5rem, 0.4fr)' } }),
  amount('carriedOver', 'Carried Over'),
  amount('earned', 'Earned'),
  amount('taken', 'Taken'),
  amount('expired', 'Expired'),
  amount('adjusted', 'Adjusted'),
  amount('balance', 'Balance'),
  amount('booked', 'Booked'),
  amount('afterBookedLeave', 'After Booked Leave', '8.5rem'),
  amount('pending', 'Pending'),
]);

const TABLE_HEIGHT = 'max(20rem, calc(100dvh - 24rem))';

/**
 * Entitlement Report (issue 12 item 9): for the leave year of a chosen date, each employee's carried
 * over, earned, taken, expired and adjusted leave of each type, the balance as of that date, the
 * approved leave booked after it and the balance once that is taken (issue 26: a report as of today
 * showed December's approved leave nowhere), and what is pending, filtered by leave type and
 * department, with Export CSV.
 */
export function LeaveEntitlementReportScreen({
  status,
  errorMessage,
  onRetry,
  filters,
  onFiltersChange,
  leaveTypes,
  departments,
  leaveYear,
  rows,
  onExportCsv,
}: LeaveEntitlementReportScreenProps) {
  const titleId = useId();
  const change = (changes: Partial<LeaveEntitlementFilters>) => onFiltersChange({ ...filters, ...changes });

  const day = useFormatDay();
  const summary = leaveYear
    ? `As of ${day(filters.asOf)}, in the leave year ${day(leaveYear.start)} to ${day(leaveYear.end)}: ${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`
    : '';

  return (
    <ReportPage
      title="Entitlement Report"
      titleId={titleId}
      summary={summary}
      errorTitle="The entitlement report could not be loaded."
      status={status}
      errorMessage={errorMessage}
      onRetry={onRetry}
      filters={
        <>
          <ReportDateField
            label="As of"
            value={filters.asOf}
            isRequired
            onChange={(asOf) => {
              if (asOf) change({ asOf });
            }}
          />
          <FilterSelect
            label="Leave type"
            all="All leave types"
            options={leaveTypes}
            value={filters.leaveTypeId}
            onChange={(leaveTypeId) => change({ leaveTypeId })}
          />
          <FilterSelect
            label="Department"
            all="All departments"
            options={departments}
            value={filters.departmentId}
            onChange={(departmentId) => change({ departmentId })}
          />
        </>
      }
    >
      <DataTable
        aria-labelledby={titleId}
        columns={columns}
        data={rows}
        getRowId={(row) => `${row.employeeId}:${row.leaveTypeId}`}
        isLoading={status === 'loading'}
        height={TABLE_HEIGHT}
        onExportCsv={onExportCsv}
        emptyState={
          <EmptyState
            icon="calendar"
            title="No entitlements"
            description="No leave was earned, taken or asked for in this leave year for these filters."
          />
        }
      />
    </ReportPage>
  );
}
