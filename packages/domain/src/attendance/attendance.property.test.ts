import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../leave/calendarDays.ts';
import {
  ATTENDANCE_STATUSES,
  attendanceDateOf,
  attendanceDay,
  PUNCH_DIRECTIONS,
  type Punch,
  type ShiftType,
  shiftInstants,
} from './attendance.ts';

/** Zones with no clock change, an hour's, half an hour's (Lord Howe), and a half-hour offset (Kolkata). */
const anyZone = fc.constantFrom(
  'Africa/Accra',
  'America/New_York',
  'Europe/London',
  'Pacific/Auckland',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
);

/** A day in 2026, each clock change of those zones included. */
const anyDate = fc
  .integer({ min: 0, max: 364 })
  .map((offset) => new CalendarDate(2026, 1, 1).add({ days: offset }).toString());

const anyWallTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

const anyShift: fc.Arbitrary<ShiftType> = fc
  .record({
    start: anyWallTime,
    end: anyWallTime,
    breakMinutes: fc.integer({ min: 0, max: 120 }),
    lateEntryGraceMinutes: fc.integer({ min: 0, max: 30 }),
    earlyExitGraceMinutes: fc.integer({ min: 0, max: 30 }),
    absentBelowMinutes: fc.integer({ min: 0, max: 300 }),
    halfDayExtra: fc.integer({ min: 0, max: 300 }),
    windowBeforeStartMinutes: fc.integer({ min: 0, max: 720 }),
    windowAfterEndMinutes: fc.integer({ min: 0, max: 720 }),
    days: fc.subarray([...WEEKDAYS]),
  })
  .map(({ halfDayExtra, ...shift }) => ({
    ...shift,
    halfDayBelowMinutes: shift.absentBelowMinutes + halfDayExtra,
  }));

/**
 * Punches anywhere from the day before to two days after, to the second, so strays occur; some echoed
 * up to 90 seconds later in any direction, as device syncs and double taps do, so duplicates occur too.
 */
const anyPunches = (date: string) => {
  const from = Date.parse(`${date}T00:00:00Z`) - 86_400_000;
  const anyDirection = fc.constantFrom(...PUNCH_DIRECTIONS);
  return fc
    .array(
      fc.record({
        second: fc.integer({ min: 0, max: 3 * 86_400 }),
        direction: anyDirection,
        echo: fc.option(
          fc.record({
            after: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 90 })),
            direction: anyDirection,
          }),
        ),
      }),
      { maxLength: 10 },
    )
    .map((drawn) =>
      drawn.flatMap(({ second, direction, echo }): Punch[] => {
        const at = (s: number) => new Date(from + s * 1000).toISOString();
        const punch = { at: at(second), direction };
        return echo ? [punch, { at: at(second + echo.after), direction: echo.direction }] : [punch];
      }),
    );
};

const anyDay = fc
  .tuple(anyDate, anyZone, anyShift, fc.boolean(), fc.boolean(), fc.boolean())
  .chain(([date, zone, shift, onLeave, holiday, weeklyOff]) =>
    anyPunches(date).map((punches) => ({ date, zone, shift, punches, onLeave, holiday, weeklyOff })),
  );

describe('attendanceDay, for any shift, zone, day and punches', () => {
  it('gives whole, never negative minutes and a status from the set', () => {
    fc.assert(
      fc.property(anyDay, (input) => {
        const day = attendanceDay(input);
        expect(ATTENDANCE_STATUSES).toContain(day.status);
        for (const minutes of [
          day.workedMinutes,
          day.lateMinutes,
          day.earlyExitMinutes,
          day.overtimeMinutes,
        ]) {
          expect(Number.isInteger(minutes) && minutes >= 0).toBe(true);
        }
      }),
    );
  });

  it('comes to the same day when the punches are sent again, or arrive in another order', () => {
    const anyDayAndReordering = anyDay.chain((input) =>
      fc
        .shuffledSubarray(input.punches, { minLength: input.punches.length })
        .map((reordered) => ({ input, reordered })),
    );
    fc.assert(
      fc.property(anyDayAndReordering, ({ input, reordered }) => {
        const once = attendanceDay(input);
        expect(attendanceDay({ ...input, punches: [...input.punches, ...input.punches] })).toEqual(once);
        expect(attendanceDay({ ...input, punches: reordered })).toEqual(once);
      }),
    );
  });

  it('never works more than the time from the first punch to the last', () => {
    fc.assert(
      fc.property(anyDay, (input) => {
        const day = attendanceDay(input);
        const instants = input.punches.map((p) => Date.parse(p.at));
        const span = instants.length ? (Math.max(...instants) - Math.min(...instants)) / 60_000 : 0;
        expect(day.workedMinutes).toBeLessThanOrEqual(span);
      }),
    );
  });
  it('is not changed by punches that belong to another day, however near its window', () => {
    fc.assert(
      fc.property(anyDay, (input) => {
        const own = input.punches.filter(
          (p) => attendanceDateOf(new Date(p.at), input.shift, input.zone) === input.date,
        );
        expect(attendanceDay(input)).toEqual(attendanceDay({ ...input, punches: own }));
      }),
    );
  });
});

describe('attendanceDateOf, for any shift, zone and instant', () => {
  it('dates a punch on a day whose shift window holds it, or on none', () => {
    fc.assert(
      fc.property(anyShift, anyZone, anyDate, fc.integer({ min: 0, max: 86_399 }), (shift, zone, date, s) => {
        const instant = new Date(Date.parse(`${date}T00:00:00Z`) + s * 1000);
        const owner = attendanceDateOf(instant, shift, zone);
        if (owner === null) return;
        const { start, end } = shiftInstants(owner, shift, zone);
        expect(instant.getTime()).toBeGreaterThanOrEqual(
          start.getTime() - shift.windowBeforeStartMinutes * 60_000,
        );
        expect(instant.getTime()).toBeLessThanOrEqual(end.getTime() + shift.windowAfterEndMinutes * 60_000);
      }),
    );
  });
});
