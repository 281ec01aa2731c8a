export {
  ATTENDANCE_SETTINGS_TABS,
  AttendanceSettingsScreen,
  type AttendanceSettingsScreenProps,
  type AttendanceSettingsTab,
} from './AttendanceSettingsScreen.tsx';
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
