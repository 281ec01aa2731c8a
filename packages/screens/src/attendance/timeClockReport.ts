import type { AttendanceStatus } from '@hr/domain';

/** The Time Clock Report's rows and filters, in the contract's shapes (docs/attendance.md, timeClockReport). */

export type TimeClockReportView = 'days' | 'summary';

export interface TimeClockReportFilters {
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  view: TimeClockReportView;
  departmentId: string | null;
  branchId: string | null;
  shiftTypeId: string | null;
  status: AttendanceStatus | null;
  employeeId: string | null;
}

/** One person's day (the contract's TimeClockDayRow, of which the screen reads these). */
export interface TimeClockDayRow {
  employeeId: string;
  employeeName: string;
  /** The attendance date: the day the shift starts. */
  date: string;
  status: AttendanceStatus;
  /** The shift type worked; null: the default shift. */
  shiftName: string | null;
  /** The first in and last out as the person's clock showed them ('HH:MM'); null when none. */
  firstInTime: string | null;
  lastOutTime: string | null;
  workedMinutes: number;
  lateMinutes: number;
  earlyExitMinutes: number;
  overtimeMinutes: number;
  /** The overtime approved to count for pay; null until someone decides. */
  overtimeApprovedMinutes: number | null;
}

/** One person's period (the contract's TimeClockSummaryRow): sums of minutes and days of each status. */
export interface TimeClockSummaryRow {
  employeeId: string;
  employeeName: string;
  workedMinutes: number;
  lateMinutes: number;
  earlyExitMinutes: number;
  overtimeMinutes: number;
  overtimeApprovedMinutes: number;
  present: number;
  halfDay: number;
  absent: number;
  onLeave: number;
}

/** One ISO week of the period: its late minutes and late days. */
export interface LatenessWeek {
  /** The week's Monday, 'YYYY-MM-DD'. */
  weekStart: string;
  lateMinutes: number;
  lateDays: number;
}

/**
 * The last out as written in the report: "06:40 (next day)" when it is earlier on the clock than the
 * first in, which, as a shift with its windows lasts under a day, is the morning after an overnight
 * shift; "—" for none.
 */
export function lastOutText(lastOut: string | null, firstIn: string | null): string {
  if (lastOut === null) return '—';
  return firstIn !== null && lastOut < firstIn ? `${lastOut} (next day)` : lastOut;
}
