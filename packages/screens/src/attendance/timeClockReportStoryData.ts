import type { AttendanceStatus } from '@hr/domain';
import { fn } from 'storybook/test';
import {
  attendanceBranches,
  attendanceDepartments,
  attendancePeople,
  shiftTypeItems,
} from './attendanceSettingsStoryData.ts';
import type { TimeClockReportScreenProps as Props } from './TimeClockReportScreen.tsx';
import type {
  LatenessWeek,
  TimeClockDayRow,
  TimeClockReportFilters,
  TimeClockSummaryRow,
} from './timeClockReport.ts';

export const reportFilters: TimeClockReportFilters = {
  from: '2026-11-23',
  to: '2026-12-06',
  view: 'days',
  departmentId: null,
  branchId: null,
  shiftTypeId: null,
  status: null,
  employeeId: null,
};

const day = (
  row: Partial<TimeClockDayRow> & Pick<TimeClockDayRow, 'employeeId' | 'employeeName' | 'date'>,
) => ({
  status: 'Present' as AttendanceStatus,
  shiftName: 'Day',
  firstInTime: '08:00',
  lastOutTime: '16:30',
  workedMinutes: 480,
  lateMinutes: 0,
  earlyExitMinutes: 0,
  overtimeMinutes: 0,
  overtimeApprovedMinutes: null,
  ...row,
});

const ama = { employeeId: 'e-ama', employeeName: 'Ama Mensah' };
const kofi = { employeeId: 'e-kofi', employeeName: 'Kofi Boateng' };

export const reportDays: TimeClockDayRow[] = [
  day({ ...ama, date: '2026-11-30', firstInTime: '08:20', workedMinutes: 460, lateMinutes: 20 }),
  day({
    ...ama,
    date: '2026-12-01',
    lastOutTime: '17:15',
    workedMinutes: 525,
    overtimeMinutes: 45,
  }),
  day({
    ...kofi,
    date: '2026-11-30',
    shiftName: 'Night',
    firstInTime: '21:58',
    lastOutTime: '06:40',
    workedMinutes: 477,
    overtimeMinutes: 40,
    overtimeApprovedMinutes: 30,
  }),
  day({
    ...kofi,
    date: '2026-12-02',
    status: 'Absent',
    shiftName: 'Night',
    firstInTime: null,
    lastOutTime: null,
    workedMinutes: 0,
  }),
];

export const reportSummary: TimeClockSummaryRow[] = [
  {
    ...ama,
    workedMinutes: 985,
    lateMinutes: 20,
    earlyExitMinutes: 0,
    overtimeMinutes: 45,
    overtimeApprovedMinutes: 0,
    present: 2,
    halfDay: 0,
    absent: 0,
    onLeave: 0,
  },
  {
    ...kofi,
    workedMinutes: 477,
    lateMinutes: 0,
    earlyExitMinutes: 0,
    overtimeMinutes: 40,
    overtimeApprovedMinutes: 30,
    present: 1,
    halfDay: 0,
    absent: 1,
    onLeave: 0,
  },
];

export const reportLateness: LatenessWeek[] = [
  { weekStart: '2026-11-23', lateMinutes: 0, lateDays: 0 },
  { weekStart: '2026-11-30', lateMinutes: 20, lateDays: 1 },
];

/** A manager's report over two weeks, whose calls all succeed. */
export function timeClockReportArgs() {
  return {
    status: 'ready' as const,
    viewer: 'manager' as const,
    filters: reportFilters,
    onFiltersChange: fn<Props['onFiltersChange']>(),
    days: reportDays,
    summary: reportSummary,
    lateness: reportLateness,
    departments: attendanceDepartments,
    branches: attendanceBranches,
    shiftTypes: shiftTypeItems.map(({ id, name }) => ({ id, name })),
    people: attendancePeople.map(({ id, name }) => ({ id, name })),
    onExportCsv: fn(),
    onRetry: fn(),
    onApproveOvertime: fn<NonNullable<Props['onApproveOvertime']>>(async () => undefined),
  } satisfies Props;
}
