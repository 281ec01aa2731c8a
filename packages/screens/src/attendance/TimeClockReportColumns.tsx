import type { AttendanceStatus } from '@hr/domain';
import { Badge, type BadgeVariant, Button, createDataTableColumns } from '@hr/ui';
import { minutesText } from './shiftTypes.ts';
import { lastOutText, type TimeClockDayRow, type TimeClockSummaryRow } from './timeClockReport.ts';

const STATUS_BADGE: Record<AttendanceStatus, BadgeVariant> = {
  Present: 'success',
  'Half Day': 'warning',
  Absent: 'danger',
  'On Leave': 'info',
  Holiday: 'neutral',
  'Weekly Off': 'neutral',
};

/** "45 min", or "45 min, approved 30 min" once someone decided; "—" without overtime. */
function overtimeText(minutes: number, approved: number | null): string {
  if (minutes === 0) return '—';
  return approved === null
    ? minutesText(minutes)
    : `${minutesText(minutes)}, approved ${minutesText(approved)}`;
}

const minutesCell = (minutes: number) => (minutes === 0 ? '—' : minutesText(minutes));

/** What a day row and a summary row both have: their minutes. */
interface DurationRow {
  workedMinutes: number;
  lateMinutes: number;
  earlyExitMinutes: number;
  overtimeMinutes: number;
  overtimeApprovedMinutes: number | null;
}

/** Worked, Late, Early and Overtime: the same columns in the days and the summary. */
function durationColumns<TRow extends DurationRow>(column: ReturnType<typeof createDataTableColumns<TRow>>) {
  const minutes = (id: string, header: string, of: (row: TRow) => number, written: (n: number) => string) =>
    column.accessor(of, {
      id,
      header,
      cell: ({ row }) => written(of(row.original)),
      meta: { width: 'minmax(6rem, 0.6fr)', align: 'end' },
    });
  return [
    minutes('workedMinutes', 'Worked', (row) => row.workedMinutes, minutesText),
    minutes('lateMinutes', 'Late', (row) => row.lateMinutes, minutesCell),
    minutes('earlyExitMinutes', 'Early', (row) => row.earlyExitMinutes, minutesCell),
    column.accessor((row) => row.overtimeMinutes, {
      id: 'overtimeMinutes',
      header: 'Overtime',
      cell: ({ row }) => overtimeText(row.original.overtimeMinutes, row.original.overtimeApprovedMinutes),
      meta: { width: 'minmax(8rem, 0.9fr)', align: 'end' },
    }),
  ];
}

export function dayColumns(day: (isoDay: string) => string, onApprove?: (row: TimeClockDayRow) => void) {
  const column = createDataTableColumns<TimeClockDayRow>();
  return column.columns([
    column.accessor('employeeName', { header: 'Person', meta: { width: 'minmax(9rem, 1.2fr)' } }),
    column.accessor('date', {
      header: 'Day',
      cell: ({ row }) => day(row.original.date),
      meta: { width: 'minmax(7.5rem, 0.8fr)' },
    }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ row }) => <Badge variant={STATUS_BADGE[row.original.status]}>{row.original.status}</Badge>,
      meta: { width: 'minmax(7rem, 0.7fr)' },
    }),
    column.accessor((row) => row.shiftName ?? 'Default', {
      id: 'shift',
      header: 'Shift',
      meta: { width: 'minmax(6rem, 0.7fr)' },
    }),
    column.accessor((row) => row.firstInTime ?? '—', {
      id: 'in',
      header: 'In',
      enableSorting: false,
      meta: { width: 'minmax(5rem, 0.5fr)' },
    }),
    column.accessor((row) => lastOutText(row.lastOutTime, row.firstInTime), {
      id: 'out',
      header: 'Out',
      enableSorting: false,
      meta: { width: 'minmax(5rem, 0.6fr)' },
    }),
    ...durationColumns(column),
    ...(onApprove
      ? [
          column.display({
            id: 'actions',
            header: 'Actions',
            enableSorting: false,
            meta: { width: 'minmax(9rem, 0.8fr)' },
            cell: ({ row }) =>
              row.original.overtimeMinutes > 0 ? (
                <Button
                  variant="quiet"
                  size="small"
                  aria-label={`Approve overtime of ${row.original.employeeName} on ${day(row.original.date)}`}
                  onPress={() => onApprove(row.original)}
                >
                  Approve overtime
                </Button>
              ) : null,
          }),
        ]
      : []),
  ]);
}

/** The days of each status the summary counts, as the contract names them. */
const SUMMARY_COUNTS = [
  ['present', 'Present'],
  ['halfDay', 'Half Day'],
  ['absent', 'Absent'],
  ['onLeave', 'On Leave'],
] as const satisfies readonly (readonly [keyof TimeClockSummaryRow, AttendanceStatus])[];

export function summaryColumns() {
  const column = createDataTableColumns<TimeClockSummaryRow>();
  return column.columns([
    column.accessor('employeeName', { header: 'Person', meta: { width: 'minmax(9rem, 1.2fr)' } }),
    ...durationColumns(column),
    ...SUMMARY_COUNTS.map(([count, status]) =>
      column.accessor((row) => row[count], {
        id: count,
        header: status,
        meta: { width: 'minmax(5.5rem, 0.5fr)', align: 'end' },
      }),
    ),
  ]);
}
