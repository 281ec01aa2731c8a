import type { WeekStart } from '@hr/ui';
import { CalendarDate, endOfMonth, parseDate, startOfWeek } from '@internationalized/date';

/** The planner's and the reports' data as the contract answers it (get-leave-planner and the two reports). */

export interface PlannerLeaveType {
  id: string;
  code: string;
  description: string | null;
  color: string;
}

export interface PlannerDay {
  date: string;
  /** Null on a colleague's day shown to an employee: names and dates only. */
  leaveTypeId: string | null;
  part: 'whole' | 'morning' | 'afternoon';
  status: 'approved' | 'pending';
}

export interface PlannerEmployee {
  employeeId: string;
  employeeName: string;
  holidayCalendarId: string | null;
  days: PlannerDay[];
}

export interface PlannerHoliday {
  calendarId: string;
  date: string;
  name: string;
  part: 'whole' | 'morning' | 'afternoon';
}

export interface LeavePlannerData {
  from: string;
  to: string;
  leaveTypes: PlannerLeaveType[];
  holidays: PlannerHoliday[];
  employees: PlannerEmployee[];
}

export type PlannerView = 'month' | 'week';

export interface PlannerSpan {
  view: PlannerView;
  from: string;
  to: string;
}

/** An option of a report's filter. */
export interface FilterOption {
  id: string;
  name: string;
}

/**
 * The span the planner shows around `date`: its calendar month, or its seven days from the employer's
 * first day of the week (Employer › Setting; Monday unless it says otherwise, whatever the locale).
 */
export function plannerSpan(view: PlannerView, date: string, firstDayOfWeek: WeekStart = 'mon'): PlannerSpan {
  const day = parseDate(date);
  if (view === 'month') {
    const first = new CalendarDate(day.year, day.month, 1);
    return { view, from: first.toString(), to: endOfMonth(first).toString() };
  }
  const first = startOfWeek(day, 'en-GB', firstDayOfWeek);
  return { view, from: first.toString(), to: first.add({ days: 6 }).toString() };
}

/** The span before or after the one shown. */
export function movePlannerSpan(
  span: PlannerSpan,
  step: -1 | 1,
  firstDayOfWeek: WeekStart = 'mon',
): PlannerSpan {
  const from = parseDate(span.from);
  const moved = span.view === 'month' ? from.add({ months: step }) : from.add({ weeks: step });
  return plannerSpan(span.view, moved.toString(), firstDayOfWeek);
}

export interface LeaveTransactionRow {
  id: string;
  date: string;
  employeeId: string;
  employeeNo: string;
  employeeName: string;
  leaveTypeId: string;
  leaveTypeCode: string;
  unit: 'Day' | 'Hour';
  kind: 'earned' | 'carried-over' | 'expired' | 'taken' | 'returned' | 'adjusted';
  amount: string;
  reason: string | null;
  requestId: string | null;
}

export interface LeaveTransactionFilters {
  employeeId: string | null;
  leaveTypeId: string | null;
  from: string | null;
  to: string | null;
}

export interface LeaveEntitlementRow {
  employeeId: string;
  employeeNo: string;
  employeeName: string;
  departmentName: string | null;
  leaveTypeId: string;
  leaveTypeCode: string;
  unit: 'Day' | 'Hour';
  carriedOver: string;
  earned: string;
  taken: string;
  expired: string;
  adjusted: string;
  /** As of the filters' date. */
  balance: string;
  /** Approved leave after that date in its leave year. */
  booked: string;
  afterBookedLeave: string;
  pending: string;
}

export interface LeaveEntitlementFilters {
  asOf: string;
  leaveTypeId: string | null;
  departmentId: string | null;
}
