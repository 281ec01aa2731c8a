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

/** One person's day. */
export interface TimeClockDayRow {
  employeeId: string;
  employeeName: string;
  /** The attendance date: the day the shift starts. */
  date: string;
  status: AttendanceStatus;
  /** The shift type worked; null: the default shift. */
  shiftTypeName: string | null;
  /** The first in and last out as the person's clock showed them ('YYYY-MM-DDTHH:MM:SS'); null when none. */
  firstIn: string | null;
  lastOut: string | null;
  workedMinutes: number;
  lateMinutes: number;
  earlyExitMinutes: number;
  overtimeMinutes: number;
  /** The overtime approved to count for pay; null until someone decides. */
  overtimeApprovedMinutes: number | null;
}

/** One person's period: sums of minutes and the days of each status. */
export interface TimeClockSummaryRow {
  employeeId: string;
  employeeName: string;
  workedMinutes: number;
  lateMinutes: number;
  earlyExitMinutes: number;
  overtimeMinutes: number;
  overtimeApprovedMinutes: number;
  days: Record<AttendanceStatus, number>;
}

/** One ISO week of the period: its late minutes and late days. */
export interface LatenessWeek {
  /** ISO week, '2026-W48'. */
  week: string;
  /** The week's Monday, 'YYYY-MM-DD'. */
  weekStart: string;
  lateMinutes: number;
  lateDays: number;
}

/**
 * "08:05", or "06:10 (next day)" when a wall time falls after the row's day (the end of an overnight
 * shift); "—" for none.
 */
export function wallTimeText(wallTime: string | null, date: string): string {
  if (wallTime === null) return '—';
  const time = wallTime.slice(11, 16);
  const day = wallTime.slice(0, 10);
  if (day > date) return `${time} (next day)`;
  if (day < date) return `${time} (day before)`;
  return time;
}
