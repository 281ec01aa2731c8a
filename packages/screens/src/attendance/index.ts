export { AttendanceRequestDialog, type AttendanceRequestDialogProps } from './AttendanceRequestDialog.tsx';
export { AttendanceRequestsPanel } from './AttendanceRequestsPanel.tsx';
export type {
  AskAttendanceRequest,
  AttendanceRequestField,
  AttendanceRequestItem,
  AttendanceRequestsPanelProps,
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
