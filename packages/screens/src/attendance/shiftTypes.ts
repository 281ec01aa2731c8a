import { type AttendanceSiteValues, type ShiftTypeValues, WEEKDAYS, type Weekday } from '@hr/domain';
import * as v from 'valibot';

/**
 * Attendance › Settings' rows, in the contract's shapes (docs/attendance.md): the screen's props,
 * which the app fills from listShiftTypes, listShiftAssignments, listAttendanceSites and the zones.
 */

export interface ShiftTypeItem extends ShiftTypeValues {
  id: string;
  /** How many assignments name it (listShiftTypes says); one still assigned cannot be deleted. */
  assignments?: number;
}

export interface ShiftAssignmentItem {
  id: string;
  employeeId: string;
  employeeName: string;
  shiftTypeId: string;
  shiftTypeName: string;
  /** 'YYYY-MM-DD'. */
  fromDate: string;
  /** 'YYYY-MM-DD'; null is open-ended. */
  toDate: string | null;
}

export interface AttendanceSiteItem extends AttendanceSiteValues {
  id: string;
  /** The names of the branch or person it is for, as listAttendanceSites gives them. */
  branchName?: string | null;
  employeeName?: string | null;
}

/** Someone the settings may name: a reviewer, an assignment's person, a site's or a zone's person. */
export interface AttendancePerson {
  id: string;
  name: string;
  departmentId: string | null;
  branchId: string | null;
  /** The person's own zone; null: their branch's, else the employer's. */
  timeZone: string | null;
}

export interface AttendanceBranch {
  id: string;
  name: string;
  /** The branch's zone; null: the employer's. */
  timeZone: string | null;
}

export interface AttendanceDepartment {
  id: string;
  name: string;
}

/** Whose zone is set: a branch's or a person's (setAttendanceTimeZone). */
export type TimeZoneTarget = { branchId: string } | { employeeId: string };

const WEEKDAY_SHORT: Record<Weekday, string> = {
  Monday: 'Mon',
  Tuesday: 'Tue',
  Wednesday: 'Wed',
  Thursday: 'Thu',
  Friday: 'Fri',
  Saturday: 'Sat',
  Sunday: 'Sun',
};

/** "09:00–17:00", or "22:00–06:00 (overnight)" when the shift ends on the next day. */
export function shiftTimesText(start: string, end: string): string {
  return end <= start ? `${start}–${end} (overnight)` : `${start}–${end}`;
}

/** "Every day", "Mon–Fri" for a run of three or more days, else "Mon, Wed, Sat" (Monday first). */
export function shiftDaysText(days: readonly Weekday[]): string {
  const indexes = WEEKDAYS.map((day, index) => (days.includes(day) ? index : -1)).filter((i) => i >= 0);
  if (indexes.length === WEEKDAYS.length) return 'Every day';
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  const short = (index: number) => WEEKDAY_SHORT[WEEKDAYS[index] as Weekday];
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${short(run[0] as number)}–${short(run.at(-1) as number)}`] : run.map(short),
    )
    .join(', ');
}

/** "7 h 40 min", "45 min", "2 h", "0 min": how the report and the settings write durations. */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A new shift type's starting values: the settings' defaults, Monday to Friday. */
export function newShiftType(defaults: {
  defaultStart: string;
  defaultEnd: string;
  defaultBreakMinutes: number;
  lateEntryGraceMinutes: number;
  earlyExitGraceMinutes: number;
  halfDayBelowMinutes: number;
  absentBelowMinutes: number;
}): ShiftTypeValues {
  return {
    name: '',
    start: defaults.defaultStart,
    end: defaults.defaultEnd,
    breakMinutes: defaults.defaultBreakMinutes,
    lateEntryGraceMinutes: defaults.lateEntryGraceMinutes,
    earlyExitGraceMinutes: defaults.earlyExitGraceMinutes,
    halfDayBelowMinutes: defaults.halfDayBelowMinutes,
    absentBelowMinutes: defaults.absentBelowMinutes,
    windowBeforeStartMinutes: 120,
    windowAfterEndMinutes: 240,
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    active: true,
  };
}

export const ASSIGN_PEOPLE_NEEDED = 'Choose at least one person.';
export const ASSIGN_TO_BEFORE_FROM = 'The last day cannot be before the first.';

/**
 * The Assign shift dialog's form: a shift type, the first day, an optional last day (''), and the
 * people; one assignment row per person is made by the server (assignShift), which checks again.
 */
export const AssignShiftSchema = v.pipe(
  v.object({
    shiftTypeId: v.pipe(v.string(), v.nonEmpty('Choose a shift type.')),
    fromDate: v.pipe(v.string(), v.isoDate('Choose the first day.')),
    toDate: v.union([v.literal(''), v.pipe(v.string(), v.isoDate('Enter a complete date, or none.'))]),
    employeeIds: v.pipe(v.array(v.string()), v.minLength(1, ASSIGN_PEOPLE_NEEDED)),
  }),
  v.forward(
    v.check((values) => values.toDate === '' || values.toDate >= values.fromDate, ASSIGN_TO_BEFORE_FROM),
    ['toDate'],
  ),
);
export type AssignShiftInput = v.InferInput<typeof AssignShiftSchema>;
export type AssignShiftOutput = v.InferOutput<typeof AssignShiftSchema>;

/** What assignShift is sent. */
export interface AssignShiftValues {
  shiftTypeId: string;
  fromDate: string;
  toDate: string | null;
  employeeIds: string[];
}

export function assignShiftValuesOf(input: AssignShiftOutput): AssignShiftValues {
  return { ...input, toDate: input.toDate === '' ? null : input.toDate };
}
