import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@hr/domain';
import {
  BarChart,
  DataTable,
  DateRangePicker,
  EmptyState,
  Select,
  ToggleButton,
  ToggleButtonGroup,
  useFormatDay,
} from '@hr/ui';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { Fragment, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { FormSubmitResult } from '../forms/index.ts';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import type { AttendanceBranch, AttendanceDepartment } from './shiftTypes.ts';
import { dayColumns, summaryColumns } from './TimeClockReportColumns.tsx';
import { TimeClockReportOvertimeDialog } from './TimeClockReportOvertimeDialog.tsx';
import styles from './TimeClockReportScreen.module.css';
import type {
  LatenessWeek,
  TimeClockDayRow,
  TimeClockReportFilters,
  TimeClockSummaryRow,
} from './timeClockReport.ts';

export interface TimeClockReportScreenProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /**
   * Whose report it is: an employee's own ("My timesheet", no choice of person), or a manager's or
   * HR's over the people they reach ("Time Clock Report").
   */
  viewer: 'employee' | 'manager';
  filters: TimeClockReportFilters;
  /** A filter changed: the caller asks the server again with these. */
  onFiltersChange: (filters: TimeClockReportFilters) => void;
  /** With `filters.view` 'days'. */
  days: readonly TimeClockDayRow[];
  /** With `filters.view` 'summary'. */
  summary: readonly TimeClockSummaryRow[];
  lateness: readonly LatenessWeek[];
  departments: readonly AttendanceDepartment[];
  branches: readonly AttendanceBranch[];
  shiftTypes: readonly { id: string; name: string }[];
  /** The people the viewer reaches (a manager's filter). */
  people: readonly { id: string; name: string }[];
  /** Downloads the same rows as CSV (exportTimeClockReport). */
  onExportCsv: () => void;
  /** Given to those who may approve overtime (attendance.approve); without it no day offers it. */
  onApproveOvertime?: (row: TimeClockDayRow, minutes: number) => Promise<FormSubmitResult>;
  /** The panels the reader may use beside the report (attendance requests, flagged punches). */
  panels?: ReactNode;
}

type Period = { start: CalendarDate; end: CalendarDate };

const ALL = '__all__';

/**
 * Attendance › Time Clock Report (issue 29 item 5): each person's days, or their period summed, with
 * filters, a CSV of the same rows and lateness by week. An employee sees their own timesheet.
 */
export function TimeClockReportScreen({
  status,
  errorMessage,
  onRetry,
  viewer,
  filters,
  onFiltersChange,
  days,
  summary,
  lateness,
  departments,
  branches,
  shiftTypes,
  people,
  onExportCsv,
  onApproveOvertime,
  panels,
}: TimeClockReportScreenProps) {
  const day = useFormatDay();
  const title = viewer === 'employee' ? 'My timesheet' : 'Time Clock Report';
  const [announcement, setAnnouncement] = useState('');
  // Which day's overtime dialog is open: a fresh dialog (keyed by session) per opening.
  const [approval, setApproval] = useState<{ session: number; isOpen: boolean; row?: TimeClockDayRow }>({
    session: 0,
    isOpen: false,
  });
  const openApproval = useCallback((row: TimeClockDayRow) => {
    setAnnouncement('');
    setApproval(({ session }) => ({ session: session + 1, isOpen: true, row }));
  }, []);
  const closeApproval = () => setApproval((current) => ({ ...current, isOpen: false }));
  const dayTable = useMemo(
    () => dayColumns(day, onApproveOvertime ? openApproval : undefined),
    [day, onApproveOvertime, openApproval],
  );
  const summaryTable = useMemo(() => summaryColumns(), []);
  const change = (changes: Partial<TimeClockReportFilters>) => onFiltersChange({ ...filters, ...changes });
  // The period as typed, while the picker has focus: it asks for the report only once finished (focus
  // leaves the picker, or a range is picked on the calendar), so a reload never takes typing away.
  const [typedPeriod, setTypedPeriod] = useState<Period | null>(null);
  const calendarOpen = useRef(false);
  const period = typedPeriod ?? { start: parseDate(filters.from), end: parseDate(filters.to) };
  const periodBackwards = period.end.compare(period.start) < 0;
  const finishPeriod = (finished: Period | null) => {
    if (!finished || finished.end.compare(finished.start) < 0) return;
    setTypedPeriod(null);
    const from = finished.start.toString();
    const to = finished.end.toString();
    if (from !== filters.from || to !== filters.to) change({ from, to });
  };
  const filter = (
    label: string,
    value: string | null,
    items: readonly { id: string; name: string }[],
    allLabel: string,
    onChange: (id: string | null) => void,
  ) => (
    <Select
      label={label}
      items={[{ id: ALL, name: allLabel }, ...items]}
      value={value ?? ALL}
      onChange={(key) => onChange(key === ALL || key === null ? null : String(key))}
    />
  );
  const emptyState = (
    <EmptyState
      icon="clock"
      title="No attendance in this period"
      description="Days show here once they have been worked out, the morning after."
    />
  );
  const latenessData = useMemo(
    () =>
      lateness.map((week) => ({
        label: `Week of ${day(week.weekStart)}`,
        value: week.lateMinutes,
        text: `${week.lateMinutes} min late, ${week.lateDays} ${week.lateDays === 1 ? 'day' : 'days'}`,
      })),
    [lateness, day],
  );

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 className={pageHeader.title}>{title}</h1>
          <p role="status" className={listPage.status}>
            {announcement}
          </p>
        </div>
      </div>
      <search className={styles.filters} aria-label="Report filters">
        <DateRangePicker
          label="Period"
          value={period}
          onChange={(range) => {
            if (!range) return;
            setTypedPeriod(range);
            if (calendarOpen.current) finishPeriod(range);
          }}
          onOpenChange={(isOpen) => {
            calendarOpen.current = isOpen;
          }}
          onBlur={() => finishPeriod(typedPeriod)}
          isInvalid={periodBackwards}
          errorMessage={periodBackwards ? 'The period ends before it starts.' : undefined}
        />
        {viewer === 'manager' ? (
          <>
            {filter('Department', filters.departmentId, departments, 'All departments', (departmentId) =>
              change({ departmentId }),
            )}
            {filter('Branch', filters.branchId, branches, 'All branches', (branchId) => change({ branchId }))}
          </>
        ) : null}
        {filter('Shift type', filters.shiftTypeId, shiftTypes, 'All shifts', (shiftTypeId) =>
          change({ shiftTypeId }),
        )}
        {filter(
          'Status',
          filters.status,
          ATTENDANCE_STATUSES.map((candidate) => ({ id: candidate, name: candidate })),
          'Any status',
          (chosen) => change({ status: statusOf(chosen) }),
        )}
        {viewer === 'manager'
          ? filter('Person', filters.employeeId, people, 'Everyone', (employeeId) => change({ employeeId }))
          : null}
      </search>
      <ToggleButtonGroup
        aria-label="View"
        selectedKeys={[filters.view]}
        onSelectionChange={(keys) => {
          const [view] = [...keys];
          if (view === 'days' || view === 'summary') change({ view });
        }}
        className={styles.view}
      >
        <ToggleButton id="days">Days</ToggleButton>
        <ToggleButton id="summary">Summary</ToggleButton>
      </ToggleButtonGroup>
      {status === 'error' ? (
        <LoadError title="The report could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : (
        <>
          {filters.view === 'days' ? (
            <DataTable
              aria-label={`${title}: days`}
              columns={dayTable}
              data={days}
              getRowId={(row) => `${row.employeeId}/${row.date}`}
              isLoading={status === 'loading'}
              height="max(16rem, calc(100dvh - 32rem))"
              onExportCsv={onExportCsv}
              emptyState={emptyState}
            />
          ) : (
            <DataTable
              aria-label={`${title}: summary`}
              columns={summaryTable}
              data={summary}
              getRowId={(row) => row.employeeId}
              isLoading={status === 'loading'}
              height="max(16rem, calc(100dvh - 32rem))"
              onExportCsv={onExportCsv}
              emptyState={emptyState}
            />
          )}
          {status === 'ready' ? (
            <BarChart
              title="Lateness by week"
              data={latenessData}
              valueLabel="late"
              emptyMessage="No one was late in this period."
              className={styles.chart}
            />
          ) : null}
        </>
      )}
      {panels}
      {approval.session > 0 && approval.row && onApproveOvertime ? (
        <Fragment key={approval.session}>
          <TimeClockReportOvertimeDialog
            row={approval.row}
            isOpen={approval.isOpen}
            onOpenChange={(isOpen) => {
              if (!isOpen) closeApproval();
            }}
            onDone={(message) => {
              closeApproval();
              setAnnouncement(message);
            }}
            onApprove={onApproveOvertime}
          />
        </Fragment>
      ) : null}
    </div>
  );
}

function statusOf(chosen: string | null): AttendanceStatus | null {
  return ATTENDANCE_STATUSES.find((status) => status === chosen) ?? null;
}
