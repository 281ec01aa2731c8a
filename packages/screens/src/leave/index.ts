export {
  ApprovalWorkflowsScreen,
  type ApprovalWorkflowsScreenProps,
  type WorkflowsProps,
} from './ApprovalWorkflowsScreen.tsx';
export type {
  DelegationField,
  DelegationItem,
  DelegationsProps,
  WorkflowCallbacks,
  WorkflowField,
  WorkflowItem,
  WorkflowKind,
  WorkflowStepItem,
} from './approvalWorkflow.ts';
export { EarningPolicyDialog, type EarningPolicyDialogProps } from './EarningPolicyDialog.tsx';
export { EarningPolicyScreen, type EarningPolicyScreenProps } from './EarningPolicyScreen.tsx';
export type {
  EarningPolicyCallbacks,
  EarningPolicyChoices,
  EarningPolicyField,
  EarningPolicyItem,
  EarningPolicyOption,
} from './earningPolicy.ts';
export { HolidayCalendarDialog, type HolidayCalendarDialogProps } from './HolidayCalendarDialog.tsx';
export { HolidayCalendarsScreen } from './HolidayCalendarsScreen.tsx';
export type { HolidayCalendar, HolidayCalendarsScreenProps } from './holidayCalendar.ts';
export {
  LeaveEntitlementReportScreen,
  type LeaveEntitlementReportScreenProps,
} from './LeaveEntitlementReportScreen.tsx';
export {
  type LeavePlannerFilters,
  LeavePlannerScreen,
  type LeavePlannerScreenProps,
} from './LeavePlannerScreen.tsx';
export { LeaveSettingsScreen, type LeaveSettingsScreenProps } from './LeaveSettingsScreen.tsx';
export {
  LeaveTransactionReportScreen,
  type LeaveTransactionReportScreenProps,
} from './LeaveTransactionReportScreen.tsx';
export { LeaveTypeDialog, type LeaveTypeDialogProps } from './LeaveTypeDialog.tsx';
export { LeaveTypesScreen, type LeaveTypesScreenProps } from './LeaveTypesScreen.tsx';
export * from './leaveReports.ts';
export type { LeaveType, LeaveTypeCallbacks, LeaveTypeField } from './leaveType.ts';
export * from './requests.ts';
export { WorkWeekDialog, type WorkWeekDialogProps } from './WorkWeekDialog.tsx';
export { WorkWeeksScreen } from './WorkWeeksScreen.tsx';
export type { WorkWeekPattern, WorkWeeksScreenProps } from './workWeek.ts';
