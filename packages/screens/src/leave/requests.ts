export { LeaveBalanceAdjustDialog, type LeaveBalanceAdjustDialogProps } from './LeaveBalanceAdjustDialog.tsx';
export {
  LeaveReviewScreen,
  type LeaveReviewScreenProps,
  REVIEW_CARDS_AT_A_TIME,
} from './LeaveReviewScreen.tsx';
export { LeaveScheduleScreen, type LeaveScheduleScreenProps } from './LeaveScheduleScreen.tsx';
export {
  LEAVE_ADJUSTMENT_MESSAGES,
  type LeaveAdjustmentField,
  type LeaveAdjustmentValues,
} from './leaveAdjustmentSchema.ts';
export {
  LEAVE_APPLICATION_MESSAGES,
  LEAVE_REASON_MAX_LENGTH,
  type LeaveApplicationField,
  type LeaveApplicationValues,
} from './leaveApplicationSchema.ts';
export type {
  AlsoAway,
  FirstDayPart,
  LastDayPart,
  LeaveApplied,
  LeaveAssessment,
  LeaveAssessmentCharge,
  LeaveAssessmentDay,
  LeaveBalance,
  LeaveDates,
  LeaveDecision,
  LeaveFinding,
  LeaveRequest,
  LeaveRequestStatus,
  LeaveToReview,
  LeaveTypeChoice,
} from './leaveRequests.ts';
export { LEAVE_REQUEST_STATUSES } from './leaveRequests.ts';
