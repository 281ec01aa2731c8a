import type { DayPart, LeavePolicyFinding, LeaveUnit, WorkedPart } from '@hr/domain';

/**
 * Leave as the server gives it to the Schedule and Review screens (issue 12 items 6 and 7). Amounts
 * are decimal strings ("1.5", in days or hours as the leave type's unit says) and dates are
 * 'YYYY-MM-DD'; the screens only format them, never turn them into numbers.
 */

/** One leave type's balance for the person the screen is about. */
export interface LeaveBalance {
  leaveTypeId: string;
  leaveTypeCode: string;
  /** The leave type's colour, '#RRGGBB'. */
  color: string;
  unit: LeaveUnit;
  /** Available today. Approved leave is taken off on its first day, so leave still to come is not. */
  balance: string;
  /** What is left once the approved leave still to come this leave year is taken. */
  afterBookedLeave: string;
  /** What requests still waiting for a decision would take. */
  pending: string;
}

/** A leave type as the application form offers it. */
export interface LeaveTypeChoice {
  id: string;
  code: string;
  description: string;
  color: string;
  leaveUnit: LeaveUnit;
  requireReason: boolean;
  requireAttachment: boolean;
}

/** Why an application is refused (an employee's) or what an administrator is warned of. */
export type LeaveFinding = LeavePolicyFinding;

/** One day of the range and what it counts: 0 for a day off, a weekend or a holiday. */
export interface LeaveAssessmentDay {
  date: string;
  amount: string;
  /** The part of the day the employee's work week works: 'none' on a weekly day off. */
  worked: WorkedPart;
  /** The names of the holidays on the day. */
  holidays: readonly string[];
}

/** What the request takes from one leave year's balance. */
export interface LeaveAssessmentCharge {
  /** The first day of the leave year, 'YYYY-MM-DD'. */
  leaveYearStart: string;
  available: string;
  charged: string;
  after: string;
}

/** The server's answer to a preview: the days counted and what the policy says of them. */
export interface LeaveAssessment {
  employeeId: string;
  unit: LeaveUnit;
  days: readonly LeaveAssessmentDay[];
  total: string;
  charges: readonly LeaveAssessmentCharge[];
  /** Each one stops an employee's own application. */
  refusals: readonly LeaveFinding[];
  /** What an administrator applying for someone should know; it does not stop the application. */
  warnings: readonly LeaveFinding[];
}

export const LEAVE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'cancelled'] as const;
export type LeaveRequestStatus = (typeof LEAVE_REQUEST_STATUSES)[number];

/** The first day starts the leave in the morning, or at midday. */
export type FirstDayPart = Extract<DayPart, 'whole' | 'afternoon'>;
/** The last day ends the leave in the evening, or at midday. */
export type LastDayPart = Extract<DayPart, 'whole' | 'morning'>;

/** The part of the range a request, or a request to review, shows. */
export interface LeaveDates {
  from: string;
  to: string;
  fromPart: DayPart;
  toPart: DayPart;
}

/** A file attached to a request (a sick note, a ticket), as the server stored it. */
export interface LeaveAttachment {
  id: string;
  name: string;
  mediaType: string;
  /** In bytes. */
  size: number;
}

/** What a request and a request to review both say: whose leave, of which type, when and how much. */
export interface LeaveApplied extends LeaveDates {
  employeeId: string;
  employeeName: string;
  leaveTypeId: string;
  leaveTypeCode: string;
  color: string;
  /** In `unit`s, as counted when it was applied for. */
  amount: string;
  unit: LeaveUnit;
  reason: string | null;
  submittedOn: string;
  /** The files the applicant attached. */
  attachments: readonly LeaveAttachment[];
}

/** One request of the person, whatever became of it. */
export interface LeaveRequest extends LeaveApplied {
  id: string;
  status: LeaveRequestStatus;
  /** An administrator or HR applied for the employee. */
  submittedAs: 'employee' | 'administrator';
}

/** Someone else on leave on some of the same days. */
export interface AlsoAway {
  employeeName: string;
  from: string;
  to: string;
}

/** A request waiting for the reader's decision. */
export interface LeaveToReview extends LeaveApplied {
  requestId: string;
  approvalId: string;
  /** Since when it waits for this reader (the step reached them, or was escalated to them). */
  waitingSince: string;
  /** It waited too long for the first approver and has been passed up. */
  escalated: boolean;
  /** What the leave type's code stands for ("Annual leave"); null when it has no description. */
  leaveTypeDescription: string | null;
  /** The applicant's balance of this leave type today, before this request. */
  balance: string;
  /** That balance once the approved leave still to come this leave year is taken. */
  afterBookedLeave: string;
  alsoAway: readonly AlsoAway[];
}

/** What an approver decides. */
export type LeaveDecision = 'approve' | 'reject';
