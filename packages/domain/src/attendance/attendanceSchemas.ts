import * as v from 'valibot';
import { WEEKDAYS } from '../leave/calendarDays.ts';

/**
 * The forms of Attendance (issue 29): settings, shift types, sites and attendance requests. The server
 * checks the same schemas, so the screen and a direct API call are refused in the same words.
 */

export const WALL_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const WALL_TIME_MESSAGE = 'Enter a time as HH:MM (24-hour), for example 09:00.';
export const ROUNDING_MINUTES = [1, 5, 10, 15, 30] as const;
export const ATTENDANCE_REQUEST_KINDS = ['Forgot to punch', 'Work from home', 'On duty'] as const;
export type AttendanceRequestKind = (typeof ATTENDANCE_REQUEST_KINDS)[number];
export const PUNCH_FLAGS = ['outside-site', 'device-time'] as const;
export type PunchFlag = (typeof PUNCH_FLAGS)[number];

/** An offline punch whose device time is further than this from its arrival is flagged for review. */
export const DEVICE_TIME_TOLERANCE_MINUTES = 5;
/** A device time older than this (or after arrival) is not believed: the punch counts when it arrived. */
export const OFFLINE_PUNCH_MAX_AGE_DAYS = 7;

const minutesField = (label: string, max: number) => {
  const message = `${label}: enter whole minutes from 0 to ${max}.`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message));
};
const wallTimeField = (label: string) =>
  v.pipe(v.string(), v.regex(WALL_TIME_PATTERN, `${label}: ${WALL_TIME_MESSAGE}`));

export const THRESHOLDS_MESSAGE = 'The absent threshold cannot be above the half-day threshold.';
export const WINDOW_TOO_LONG =
  'The shift with its windows before and after must last under 24 hours, so that punches belong to one day.';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The length of a shift in minutes (an end at or before the start is the next day). */
export function shiftLengthMinutes(start: string, end: string): number {
  const length = minutesOf(end) - minutesOf(start);
  return length <= 0 ? length + 24 * 60 : length;
}

const thresholds = {
  lateEntryGraceMinutes: minutesField('Late entry grace', 240),
  earlyExitGraceMinutes: minutesField('Early exit grace', 240),
  halfDayBelowMinutes: minutesField('Half day below', 1440),
  absentBelowMinutes: minutesField('Absent below', 1440),
};

export const ShiftTypeSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Name the shift type.'),
      v.maxLength(50, 'Keep the name to 50 characters.'),
    ),
    start: wallTimeField('Start'),
    end: wallTimeField('End'),
    breakMinutes: minutesField('Break', 720),
    ...thresholds,
    windowBeforeStartMinutes: minutesField('Window before start', 720),
    windowAfterEndMinutes: minutesField('Window after end', 720),
    days: v.pipe(
      v.array(v.picklist(WEEKDAYS, 'Choose days of the week.')),
      v.minLength(1, 'Choose at least one day the shift runs.'),
    ),
    active: v.boolean(),
  }),
  v.forward(
    v.check((shift) => shift.absentBelowMinutes <= shift.halfDayBelowMinutes, THRESHOLDS_MESSAGE),
    ['absentBelowMinutes'],
  ),
  v.forward(
    v.check(
      (shift) =>
        shiftLengthMinutes(shift.start, shift.end) +
          shift.windowBeforeStartMinutes +
          shift.windowAfterEndMinutes <
        24 * 60,
      WINDOW_TOO_LONG,
    ),
    ['windowAfterEndMinutes'],
  ),
  v.forward(
    v.check(
      (shift) => shift.breakMinutes < shiftLengthMinutes(shift.start, shift.end),
      'The break must be shorter than the shift.',
    ),
    ['breakMinutes'],
  ),
);
export type ShiftTypeValues = v.InferOutput<typeof ShiftTypeSchema>;

export const ATTENDANCE_SETTINGS_LABELS = {
  locationRequired: 'A location is required to punch',
  allowOutsideWithReason: 'Employees may punch outside every site with a reason (flagged for review)',
  roundingMinutes: 'Round worked time down to',
  maxAccuracyMetres: 'Least accuracy accepted (metres)',
  reviewerEmployeeId: 'Who reviews flagged punches',
  defaultStart: 'Default shift starts',
  defaultEnd: 'Default shift ends',
  defaultBreakMinutes: 'Default break (minutes)',
  lateEntryGraceMinutes: 'Late entry grace (minutes)',
  earlyExitGraceMinutes: 'Early exit grace (minutes)',
  halfDayBelowMinutes: 'Half day below (worked minutes)',
  absentBelowMinutes: 'Absent below (worked minutes)',
} as const;

export const AttendanceSettingsSchema = v.pipe(
  v.object({
    locationRequired: v.boolean(),
    allowOutsideWithReason: v.boolean(),
    roundingMinutes: v.picklist(ROUNDING_MINUTES, 'Choose how worked time is rounded.'),
    maxAccuracyMetres: v.pipe(
      v.number('Least accuracy: enter metres from 10 to 5000.'),
      v.integer('Least accuracy: enter metres from 10 to 5000.'),
      v.minValue(10, 'Least accuracy: enter metres from 10 to 5000.'),
      v.maxValue(5000, 'Least accuracy: enter metres from 10 to 5000.'),
    ),
    reviewerEmployeeId: v.nullable(v.string()),
    defaultStart: wallTimeField('Default shift starts'),
    defaultEnd: wallTimeField('Default shift ends'),
    defaultBreakMinutes: minutesField('Default break', 720),
    ...thresholds,
  }),
  v.forward(
    v.check((settings) => settings.absentBelowMinutes <= settings.halfDayBelowMinutes, THRESHOLDS_MESSAGE),
    ['absentBelowMinutes'],
  ),
);
export type AttendanceSettingsValues = v.InferOutput<typeof AttendanceSettingsSchema>;

/** An employer's settings until an administrator saves others. */
export const ATTENDANCE_SETTINGS_DEFAULTS: AttendanceSettingsValues = {
  locationRequired: true,
  allowOutsideWithReason: false,
  roundingMinutes: 1,
  maxAccuracyMetres: 100,
  reviewerEmployeeId: null,
  defaultStart: '09:00',
  defaultEnd: '17:00',
  defaultBreakMinutes: 60,
  lateEntryGraceMinutes: 10,
  earlyExitGraceMinutes: 10,
  halfDayBelowMinutes: 240,
  absentBelowMinutes: 60,
};

const DECIMAL_DEGREES = /^-?\d{1,3}(\.\d{1,7})?$/;
const degrees = (label: string, limit: number) => {
  const message = `${label}: enter decimal degrees between -${limit} and ${limit}, up to 7 places.`;
  return v.pipe(
    v.string(message),
    v.trim(),
    v.regex(DECIMAL_DEGREES, message),
    v.check((text) => Math.abs(Number(text)) <= limit, message),
  );
};

export const AttendanceSiteSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Name the site.'),
    v.maxLength(50, 'Keep the name to 50 characters.'),
  ),
  latitude: degrees('Latitude', 90),
  longitude: degrees('Longitude', 180),
  radiusMetres: v.pipe(
    v.number('Radius: enter metres from 10 to 10000.'),
    v.integer('Radius: enter metres from 10 to 10000.'),
    v.minValue(10, 'Radius: enter metres from 10 to 10000.'),
    v.maxValue(10000, 'Radius: enter metres from 10 to 10000.'),
  ),
  branchId: v.nullable(v.string()),
  employeeId: v.nullable(v.string()),
});
export type AttendanceSiteValues = v.InferOutput<typeof AttendanceSiteSchema>;

export const ATTENDANCE_REQUEST_TIME_NEEDED = 'Give the time you came in, the time you left, or both.';

export const AttendanceRequestSchema = v.pipe(
  v.object({
    date: v.pipe(v.string(), v.isoDate('Choose the day the request is for.')),
    kind: v.picklist(ATTENDANCE_REQUEST_KINDS, 'Choose what happened.'),
    checkIn: v.nullable(wallTimeField('In at')),
    checkOut: v.nullable(wallTimeField('Out at')),
    reason: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Say what happened.'),
      v.maxLength(500, 'Keep the reason to 500 characters.'),
    ),
  }),
  v.forward(
    v.check(
      (request) => request.checkIn !== null || request.checkOut !== null,
      ATTENDANCE_REQUEST_TIME_NEEDED,
    ),
    ['checkIn'],
  ),
);
export type AttendanceRequestValues = v.InferOutput<typeof AttendanceRequestSchema>;

/** Worked minutes rounded down to the employer's step (1: as they are). */
export function roundWorkedMinutes(minutes: number, step: number): number {
  return step <= 1 ? minutes : Math.floor(minutes / step) * step;
}
