/**
 * Leave Management's constants and labels (hr-payroll-spec.md §2.8, §3, §6, §9). Each lives here
 * once; screens, the contract's examples and the server import them. The default colour of a new
 * leave type is `LEAVE_TYPE_DEFAULT_COLOR` in ../constants.ts, where §9's colours already live.
 */

/** §3, §9: what a leave type is counted in. */
export const LEAVE_UNITS = ['Day', 'Hour'] as const;
export type LeaveUnit = (typeof LEAVE_UNITS)[number];

/** §3, §9: which days of a range count: only the employee's workdays, or every calendar day. */
export const LEAVE_DAY_COUNTS = ['Workday', 'Calendar'] as const;
export type LeaveDayCount = (typeof LEAVE_DAY_COUNTS)[number];

/** §3, §9: a leave type has exactly this many notice rules; rule 0 has no inputs. */
export const LEAVE_RULE_COUNT = 3;

/** §2.8: rule 0's sentence, word for word. */
export const LEAVE_RULE_0_TEXT = 'For ALL leaves, apply ANYTIME.';

/** §2.8, §6: the note under the rules. */
export const LEAVE_POLICY_NOTE =
  'The application policy is enforced only on employee submissions, not on Administrator or HR submissions.';

/** §2.8: the leave type form's labels, in its order. */
export const LEAVE_TYPE_LABELS = {
  code: 'Code',
  description: 'Description',
  isActive: 'Active',
  leaveUnit: 'Leave Unit',
  dayCount: 'Day Count',
  color: 'Colour',
  isPaidLeave: 'Paid Leave',
  applicationPolicy: 'Application Policy',
  allowNegativeBalance: 'Allow Negative Balance',
  requireReason: 'Reason Required',
  requireAttachment: 'Attachment Required',
  rules: 'Rules',
  minDays: 'days or more',
  advanceWorkdays: 'workdays in advance',
} as const;
