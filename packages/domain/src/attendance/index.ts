/** Attendance's pure domain (issue 29): the public API the server and screens use. */

export {
  ATTENDANCE_STATUSES,
  type AttendanceDay,
  type AttendanceDayInput,
  type AttendanceStatus,
  attendanceDateOf,
  attendanceDay,
  distinctPunches,
  isShiftDay,
  PUNCH_DIRECTIONS,
  type Punch,
  type PunchDirection,
  type ShiftType,
  shiftInstants,
} from './attendance.ts';
