import { CalendarDateTime, parseDate, toZoned } from '@internationalized/date';
import { dayInZone } from '../employerSettings/settings.ts';
import { WEEKDAYS, type Weekday, weekdayIndex } from '../leave/calendarDays.ts';

/**
 * Attendance's pure rules (issue 29, items 1, 2 and 4): which day a punch belongs to, and what a day's
 * punches come to. Instants are UTC; a shift's wall times become instants only through the zone's rules,
 * so a daylight-saving night is an hour shorter or longer, never a wrong hour.
 */

/**
 * A shift type. `start` and `end` are wall times ("HH:MM") in the employee's zone; an end at or before
 * the start runs into the next day (22:00-06:00). Thresholds are in worked minutes: under
 * `absentBelowMinutes` the day is Absent, under `halfDayBelowMinutes` Half Day. Punches from
 * `windowBeforeStartMinutes` before the start to `windowAfterEndMinutes` after the end belong to the shift.
 * A punch is looked for in the shifts of its own local day and the days either side, so each window is
 * under 24 hours and an overnight shift's end plus its window after stays before the next midnight
 * (06:00 plus up to 17:59); a shift-type schema should refuse more.
 */
export interface ShiftType {
  start: string;
  end: string;
  breakMinutes: number;
  lateEntryGraceMinutes: number;
  earlyExitGraceMinutes: number;
  halfDayBelowMinutes: number;
  absentBelowMinutes: number;
  windowBeforeStartMinutes: number;
  windowAfterEndMinutes: number;
  days: readonly Weekday[];
}

export const PUNCH_DIRECTIONS = ['in', 'out', 'unknown'] as const;
export type PunchDirection = (typeof PUNCH_DIRECTIONS)[number];

/** A punch as the server recorded it: the UTC instant (ISO string) and, when the device said, which way. */
export interface Punch {
  at: string;
  direction: PunchDirection;
}

export const ATTENDANCE_STATUSES = [
  'Present',
  'Half Day',
  'Absent',
  'On Leave',
  'Holiday',
  'Weekly Off',
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export interface AttendanceDayInput {
  /** The attendance date (YYYY-MM-DD): the day the shift starts. */
  date: string;
  zone: string;
  shift: ShiftType;
  /** Any punches: those `attendanceDateOf` dates on another day (or none) are left out, so a caller may pass a wider range. */
  punches: readonly Punch[];
  onLeave: boolean;
  holiday: boolean;
  weeklyOff: boolean;
}

export interface AttendanceDay {
  status: AttendanceStatus;
  workedMinutes: number;
  lateMinutes: number;
  earlyExitMinutes: number;
  overtimeMinutes: number;
  /** ISO instants, normalised to `toISOString()`; null when there was no such punch. */
  firstIn: string | null;
  lastOut: string | null;
}

const MINUTE = 60_000;

/** Device syncs and double taps repeat a punch within seconds; anything this close to the last counts once. */
const DUPLICATE_WITHIN_MS = MINUTE;

const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function wallTime(text: string): { hour: number; minute: number } {
  const match = WALL_TIME.exec(text);
  if (!match) throw new RangeError(`Not a wall time (HH:MM): ${text}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/**
 * The instants a shift dated `date` starts and ends in `zone`. A wall time a clock change skips moves
 * forward to the first that exists (02:30 on a spring-forward night is 03:30); one that happens twice
 * is the earlier ('compatible', as Temporal does).
 */
export function shiftInstants(date: string, shift: ShiftType, zone: string): { start: Date; end: Date } {
  const key = `${date}|${shift.start}|${shift.end}|${zone}`;
  let known = INSTANTS.get(key);
  if (!known) {
    const { start, end } = zonedShiftInstants(date, shift, zone);
    known = { start: start.getTime(), end: end.getTime() };
    // A day's job meets a handful of shifts and zones; the bound only keeps a long-lived server small.
    if (INSTANTS.size >= MAX_KNOWN_INSTANTS) INSTANTS.clear();
    INSTANTS.set(key, known);
  }
  return { start: new Date(known.start), end: new Date(known.end) };
}

/**
 * The instants already worked out, by date, times and zone: the zone's rules are consulted through
 * Intl (slow), and a day's job asks the same few shifts for thousands of people (each punch looks at
 * three days' windows), so the answers are remembered. Same arguments, same answer: nothing else is.
 */
const INSTANTS = new Map<string, { start: number; end: number }>();
const MAX_KNOWN_INSTANTS = 10_000;

function zonedShiftInstants(date: string, shift: ShiftType, zone: string): { start: Date; end: Date } {
  const day = parseDate(date);
  const start = wallTime(shift.start);
  const end = wallTime(shift.end);
  const overnight = end.hour * 60 + end.minute <= start.hour * 60 + start.minute;
  const endDay = overnight ? day.add({ days: 1 }) : day;
  const at = (d: typeof day, t: { hour: number; minute: number }) =>
    toZoned(new CalendarDateTime(d.year, d.month, d.day, t.hour, t.minute), zone, 'compatible').toDate();
  return { start: at(day, start), end: at(endDay, end) };
}

/**
 * The instants between which a punch may belong to `date`'s shift, both included: from the shift's
 * start less its window before to its end plus its window after. A punch outside it is never dated on
 * `date` by attendanceDateOf; one inside it is, unless the next or previous day's shift is nearer.
 */
export function punchWindowOf(date: string, shift: ShiftType, zone: string): { from: Date; to: Date } {
  const { from, to } = windowOf(date, shift, zone);
  return { from: new Date(from), to: new Date(to) };
}

function windowOf(date: string, shift: ShiftType, zone: string): { from: number; to: number } {
  const { start, end } = shiftInstants(date, shift, zone);
  return {
    from: start.getTime() - shift.windowBeforeStartMinutes * MINUTE,
    to: end.getTime() + shift.windowAfterEndMinutes * MINUTE,
  };
}

/** Whether the shift is worked on `date`'s weekday. */
export function isShiftDay(date: string, shift: ShiftType): boolean {
  return shift.days.includes(WEEKDAYS[weekdayIndex(parseDate(date))] as Weekday);
}

/**
 * The attendance date a punch at `instant` belongs to: the start date, in `zone`, of the shift whose
 * window holds it, so 02:00 in a 22:00-06:00 shift counts on the evening it began. When two days' windows
 * overlap, the day whose shift (start to end) is nearer wins, the earlier on a tie. Null when no window
 * holds the punch: it belongs to no shift, and the caller decides (flag it, or date it by the clock).
 * Which weekdays the shift runs is not asked here: a punch on a day off still has a date.
 */
export function attendanceDateOf(instant: Date, shift: ShiftType, zone: string): string | null {
  const local = parseDate(dayInZone(instant, zone));
  const at = instant.getTime();
  let best: { date: string; distance: number } | null = null;
  for (const offset of [-1, 0, 1]) {
    const date = local.add({ days: offset }).toString();
    const window = windowOf(date, shift, zone);
    if (at < window.from || at > window.to) continue;
    const { start, end } = shiftInstants(date, shift, zone);
    const distance = Math.max(0, start.getTime() - at, at - end.getTime());
    if (!best || distance < best.distance) best = { date, distance };
  }
  return best?.date ?? null;
}

const DIRECTION_ORDER: Record<PunchDirection, number> = { in: 0, out: 1, unknown: 2 };

/**
 * The punches in order, each repeated one counted once: a punch within a minute of the last one kept is
 * a duplicate. Sorting by instant then direction first makes the result the same in whatever order, and
 * however many times, the punches arrive.
 */
export function distinctPunches(punches: readonly Punch[]): { at: number; direction: PunchDirection }[] {
  const sorted = punches
    .map((punch) => ({ at: Date.parse(punch.at), direction: punch.direction }))
    .sort((a, b) => a.at - b.at || DIRECTION_ORDER[a.direction] - DIRECTION_ORDER[b.direction]);
  const kept: { at: number; direction: PunchDirection }[] = [];
  for (const punch of sorted) {
    const last = kept.at(-1);
    if (last && punch.at - last.at <= DUPLICATE_WITHIN_MS) continue;
    kept.push(punch);
  }
  return kept;
}

/**
 * Pairs punches into worked sessions. A punch of unknown direction is an in when none is open and an out
 * when one is. An in while another is open means the earlier out was never punched: that earlier in gives
 * no worked time (nobody knows when it ended), the new one opens. An out with nothing open is kept as the
 * day's last out but adds no time.
 */
function sessionsOf(punches: readonly { at: number; direction: PunchDirection }[]) {
  const sessions: { from: number; to: number }[] = [];
  let open: number | null = null;
  let firstIn: number | null = null;
  let lastOut: number | null = null;
  for (const punch of punches) {
    const direction = punch.direction === 'unknown' ? (open === null ? 'in' : 'out') : punch.direction;
    if (direction === 'in') {
      open = punch.at;
      firstIn ??= punch.at;
    } else {
      if (open !== null) sessions.push({ from: open, to: punch.at });
      open = null;
      lastOut = punch.at;
    }
  }
  return { sessions, firstIn, lastOut };
}

function wholeMinutes(ms: number): number {
  return Math.max(0, Math.floor(ms / MINUTE));
}

/**
 * What a day's punches come to. Worked time is the sum of in-out sessions less the break, where the break
 * is only what the gaps between sessions did not already take (punching out for lunch is not charged
 * twice). Lateness and early exit count in full once past their grace (in at 09:20 with 10 minutes' grace
 * is 20 late). Overtime is worked time beyond the shift's length less its break, the length being what the
 * zone's clocks make it (7 or 9 hours on a night they change). A day of leave, a holiday or a weekly off
 * takes that status whatever was punched; nothing was due, so any time worked is all overtime, and
 * whether it counts is for approval to say.
 */
export function attendanceDay(input: AttendanceDayInput): AttendanceDay {
  const { date, zone, shift } = input;
  const { start, end } = shiftInstants(date, shift, zone);
  // Only the punches dated this day: where two days' windows overlap, a punch belongs to one of them.
  // Dated before duplicates are dropped, so a day depends on its own punches alone.
  const ours = input.punches.filter((p) => attendanceDateOf(new Date(p.at), shift, zone) === date);
  const { sessions, firstIn, lastOut } = sessionsOf(distinctPunches(ours));

  const sessionMs = sessions.reduce((sum, s) => sum + (s.to - s.from), 0);
  const first = sessions.at(0);
  const last = sessions.at(-1);
  // The gaps between sessions are the span from the first in to the last out less the sessions.
  const gapMs = first && last ? last.to - first.from - sessionMs : 0;
  const breakMs = sessions.length > 0 ? Math.max(0, shift.breakMinutes * MINUTE - gapMs) : 0;
  const workedMinutes = wholeMinutes(sessionMs - breakMs);
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

  const offStatus: AttendanceStatus | null = input.holiday
    ? 'Holiday'
    : input.weeklyOff
      ? 'Weekly Off'
      : input.onLeave
        ? 'On Leave'
        : null;
  if (offStatus) {
    return {
      status: offStatus,
      workedMinutes,
      lateMinutes: 0,
      earlyExitMinutes: 0,
      overtimeMinutes: workedMinutes,
      firstIn: iso(firstIn),
      lastOut: iso(lastOut),
    };
  }

  const late = firstIn === null ? 0 : wholeMinutes(firstIn - start.getTime());
  const early = lastOut === null ? 0 : wholeMinutes(end.getTime() - lastOut);
  const dueMinutes = wholeMinutes(end.getTime() - start.getTime() - shift.breakMinutes * MINUTE);
  const status: AttendanceStatus =
    workedMinutes < shift.absentBelowMinutes
      ? 'Absent'
      : workedMinutes < shift.halfDayBelowMinutes
        ? 'Half Day'
        : 'Present';
  return {
    status,
    workedMinutes,
    lateMinutes: late > shift.lateEntryGraceMinutes ? late : 0,
    earlyExitMinutes: early > shift.earlyExitGraceMinutes ? early : 0,
    overtimeMinutes: Math.max(0, workedMinutes - dueMinutes),
    firstIn: iso(firstIn),
    lastOut: iso(lastOut),
  };
}
