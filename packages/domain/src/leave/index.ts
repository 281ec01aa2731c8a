/** Leave Management's pure domain (issue 12): the public API the server and screens use. */

export type { Employment } from './accrual.ts';
export {
  LEAVE_AMOUNT_DECIMAL_PLACES,
  LEAVE_ROUNDING_LABELS,
  LEAVE_ROUNDINGS,
  type LeaveRounding,
} from './amounts.ts';
export {
  checkLeaveApplication,
  describeNoticeRule,
  type LeaveApplication,
  type LeavePolicy,
  type LeavePolicyFinding,
  type LeavePolicyOutcome,
  type LeavePolicyRule,
  type LeaveSubmitter,
  type LeaveYearCharge,
} from './applicationPolicy.ts';
export { type BalanceWithBookedLeave, balanceWithBookedLeave } from './bookedLeave.ts';
export { WEEKDAYS, type Weekday } from './calendarDays.ts';
export {
  LEAVE_DAY_COUNTS,
  LEAVE_POLICY_NOTE,
  LEAVE_RULE_0_TEXT,
  LEAVE_RULE_COUNT,
  LEAVE_TYPE_LABELS,
  LEAVE_UNITS,
  type LeaveDayCount,
  type LeaveUnit,
} from './constants.ts';
export {
  type CountedDay,
  countLeave,
  type LeaveCount,
  type LeaveCountRules,
  type LeaveRange,
  noticeDays,
} from './countLeave.ts';
export { BOTH_HALVES, DAY_PARTS, type DayPart } from './dayParts.ts';
export {
  CARRY_OVER_CAP_MESSAGE,
  EARNING_FREQUENCIES,
  EARNING_FREQUENCY_LABELS,
  EARNING_POLICY_DEFAULTS,
  EARNING_POLICY_LIMITS,
  type EarningFrequency,
  type EarningPolicy,
  type EarningPolicyInput,
  EarningPolicySchema,
  ENTITLEMENT_MESSAGE,
  EXPIRY_MESSAGE,
  firstUsableDay,
  WAITING_PERIOD_MESSAGE,
} from './earningPolicy.ts';
export {
  appliesToEmployee,
  EARNING_POLICY_FORM_DEFAULTS,
  EARNING_POLICY_LEAVE_TYPE_MESSAGE,
  EARNING_POLICY_MAX_TARGETS,
  EARNING_POLICY_NAME_MAX_LENGTH,
  EARNING_POLICY_NAME_MESSAGE,
  EARNING_POLICY_PLACEMENT_TYPE_MESSAGE,
  EARNING_POLICY_TARGET_LABELS,
  EARNING_POLICY_TARGETS,
  EARNING_POLICY_TARGETS_MESSAGE,
  type EarningPolicyFacts,
  type EarningPolicyFormInput,
  EarningPolicyFormSchema,
  type EarningPolicyFormValues,
  type EarningPolicyScope,
  type EarningPolicyTarget,
  earningPolicyFor,
} from './earningPolicyScope.ts';
export { type Holiday, holidayHalvesLookup } from './holidays.ts';
export {
  EARLIEST_LEAVE_DATE,
  isLongerThanARequest,
  LEAVE_YEARS_AHEAD,
  type LeaveHorizon,
  LONGEST_LEAVE_REQUEST_DAYS,
  LONGEST_LEAVE_REQUEST_MESSAGE,
  leaveDateProblem,
  leaveHorizon,
} from './horizon.ts';
export { type LeaveDayFacts, leaveDayFacts } from './leaveDayFacts.ts';
export {
  LEAVE_ENTITLEMENT_CSV_HEADERS,
  LEAVE_TRANSACTION_CSV_HEADERS,
  type LeaveEntitlementCsvRow,
  type LeaveTransactionCsvRow,
  leaveEntitlementCsv,
  leaveTransactionsCsv,
} from './leaveReportsCsv.ts';
export {
  LEAVE_SETTINGS_DEFAULTS,
  LEAVE_SETTINGS_LABELS,
  LEAVE_YEAR_MONTH_MESSAGE,
  LeaveSettingsSchema,
  type LeaveSettingsValues,
} from './leaveSettingsSchema.ts';
export {
  LEAVE_TYPE_COLOR_MESSAGE,
  LEAVE_TYPE_DEFAULTS,
  LEAVE_TYPE_LIMITS,
  type LeaveRule,
  type LeaveTypeInput,
  LeaveTypeSchema,
  type LeaveTypeValues,
  RULE_ADVANCE_MESSAGE,
  RULE_MIN_DAYS_MESSAGE,
  readRuleNumber,
} from './leaveTypeSchema.ts';
export {
  type LeaveYear,
  type LeaveYearPart,
  leaveYearLabel,
  leaveYearOf,
  splitByLeaveYear,
} from './leaveYear.ts';
export {
  adjustedEntry,
  availableFrom,
  balanceAsOf,
  isPolicyEntry,
  LEDGER_ENTRY_KIND_LABELS,
  LEDGER_ENTRY_KINDS,
  type LeaveLedgerEntry,
  type LedgerEntryKind,
  POLICY_ENTRY_KINDS,
  returnedEntries,
  takenEntries,
} from './ledger.ts';
export { entryGroupOf, policyCorrections } from './policyCorrections.ts';
export { type PolicyLedgerInput, policyEntries } from './policyEntries.ts';
export { availableToBook, projectedBalance } from './projection.ts';
export { type LedgerChanges, reconcilePolicyEntries } from './reconcile.ts';
export { type HalvesRange, halvesOverlap, halvesRangeOf } from './requestHalves.ts';
export { MONDAY_TO_FRIDAY, nthWorkingDayAfter, type WorkedPart, type WorkWeek } from './workWeek.ts';
export {
  DAY_PART_LABELS,
  describeWorkWeek,
  HOLIDAY_CALENDAR_DEFAULTS,
  HOLIDAY_NAME_MESSAGE,
  HOURS_PER_DAY_MESSAGE,
  type HolidayCalendarInput,
  HolidayCalendarSchema,
  type HolidayCalendarValues,
  type HolidayValues,
  LEAVE_SETUP_LIMITS,
  NO_WORKED_DAY_MESSAGE,
  SAME_HOLIDAY_TWICE_MESSAGE,
  TOO_MANY_HOLIDAYS_MESSAGE,
  toHolidays,
  toWorkWeek,
  WORK_WEEK_DEFAULTS,
  WORKED_PART_LABELS,
  WORKED_PARTS,
  type WorkWeekInput,
  WorkWeekSchema,
  type WorkWeekValues,
} from './workWeekSchema.ts';
