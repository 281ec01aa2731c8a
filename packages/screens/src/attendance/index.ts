export { AttendanceRequestDialog, type AttendanceRequestDialogProps } from './AttendanceRequestDialog.tsx';
export { AttendanceRequestsPanel } from './AttendanceRequestsPanel.tsx';
export {
  ATTENDANCE_SETTINGS_TABS,
  AttendanceSettingsScreen,
  type AttendanceSettingsScreenProps,
  type AttendanceSettingsTab,
} from './AttendanceSettingsScreen.tsx';
export {
  type AskAttendanceRequest,
  ATTENDANCE_REQUEST_FIELDS,
  type AttendanceRequestField,
  type AttendanceRequestItem,
  type AttendanceRequestsPanelProps,
} from './attendanceRequests.ts';
export type {
  AttendancePunch,
  CheckInDirection,
  LocationStatus,
  MyCheckIn,
  PunchOutcome,
} from './checkIn.ts';
export { FieldCheckInScreen, type FieldCheckInScreenProps } from './FieldCheckInScreen.tsx';
export { FlaggedPunchesPanel } from './FlaggedPunchesPanel.tsx';
export type { FlaggedPunch, FlaggedPunchesPanelProps, PunchReview } from './flaggedPunches.ts';
export {
  type AssignShiftValues,
  type AttendanceBranch,
  type AttendanceDepartment,
  type AttendancePerson,
  type AttendanceSiteItem,
  minutesText,
  type ShiftAssignmentItem,
  type ShiftTypeItem,
  type TimeZoneTarget,
} from './shiftTypes.ts';
export { TimeClockReportScreen, type TimeClockReportScreenProps } from './TimeClockReportScreen.tsx';
export type {
  LatenessWeek,
  TimeClockDayRow,
  TimeClockReportFilters,
  TimeClockReportView,
  TimeClockSummaryRow,
} from './timeClockReport.ts';
