import { WEEKDAYS } from '../leave/calendarDays.ts';
import type { WorkedPart } from '../leave/workWeek.ts';
import type { ShiftType } from './attendance.ts';
import { type AttendanceSettingsValues, shiftLengthMinutes } from './attendanceSchemas.ts';

/** The settings a default shift is made of (Attendance › Settings). */
export type DefaultShiftSettings = Pick<
  AttendanceSettingsValues,
  | 'defaultStart'
  | 'defaultEnd'
  | 'defaultBreakMinutes'
  | 'lateEntryGraceMinutes'
  | 'earlyExitGraceMinutes'
  | 'halfDayBelowMinutes'
  | 'absentBelowMinutes'
>;

const MINUTES_A_DAY = 24 * 60;

/**
 * The shift of a person with no assignment on a day: the settings' default times on the working days of
 * their work week (a half day worked counts as a shift day at the default times). The settings give the
 * default shift no window, so it takes the rest of the day around it, split evenly (the odd minute
 * after): one day's window after ends where the next day's window before begins, so every punch of an
 * ordinary day belongs to one day, the nearer shift's, and no window reaches past a neighbouring day's
 * (attendanceDateOf looks no further). On a night the clocks go back, the repeated hour in the middle of
 * the spare time belongs to no day. The check-in page and the daily job both date punches by it.
 */
export function defaultShift(settings: DefaultShiftSettings, workWeek: readonly WorkedPart[]): ShiftType {
  const spare = MINUTES_A_DAY - shiftLengthMinutes(settings.defaultStart, settings.defaultEnd);
  const before = Math.floor(spare / 2);
  return {
    start: settings.defaultStart,
    end: settings.defaultEnd,
    breakMinutes: settings.defaultBreakMinutes,
    lateEntryGraceMinutes: settings.lateEntryGraceMinutes,
    earlyExitGraceMinutes: settings.earlyExitGraceMinutes,
    halfDayBelowMinutes: settings.halfDayBelowMinutes,
    absentBelowMinutes: settings.absentBelowMinutes,
    windowBeforeStartMinutes: before,
    windowAfterEndMinutes: spare - before,
    days: WEEKDAYS.filter((_, index) => workWeek[index] !== 'none'),
  };
}
