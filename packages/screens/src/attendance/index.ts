export type {
  AttendancePunch,
  CheckInDirection,
  LocationStatus,
  MyCheckIn,
  PunchOutcome,
} from './checkIn.ts';
export { FieldCheckInScreen, type FieldCheckInScreenProps } from './FieldCheckInScreen.tsx';
