import { describe, expect, it } from 'vitest';
import {
  attendanceDateOf,
  attendanceDay,
  isShiftDay,
  type Punch,
  type ShiftType,
  shiftInstants,
} from './attendance.ts';

const WEEKDAYS_ONLY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

/** 09:00-17:00 with an hour's break: Half Day under 4 worked hours, Absent under 2. */
const dayShift: ShiftType = {
  start: '09:00',
  end: '17:00',
  breakMinutes: 60,
  lateEntryGraceMinutes: 10,
  earlyExitGraceMinutes: 10,
  halfDayBelowMinutes: 240,
  absentBelowMinutes: 120,
  windowBeforeStartMinutes: 120,
  windowAfterEndMinutes: 240,
  days: WEEKDAYS_ONLY,
};

/** 22:00-06:00 with half an hour's break; punches from an hour before to two after belong to it. */
const nightShift: ShiftType = {
  ...dayShift,
  start: '22:00',
  end: '06:00',
  breakMinutes: 30,
  windowBeforeStartMinutes: 60,
  windowAfterEndMinutes: 120,
};

const workday = { onLeave: false, holiday: false, weeklyOff: false };
const punchIn = (at: string): Punch => ({ at, direction: 'in' });
const punchOut = (at: string): Punch => ({ at, direction: 'out' });

// Africa/Accra is UTC all year, so its wall times read as the UTC instants below.
const accra = { date: '2026-03-02', zone: 'Africa/Accra', ...workday };

describe('attendanceDay on a day shift in Accra', () => {
  it('counts 20 minutes late for an in at 09:20 with 10 minutes of grace', () => {
    const day = attendanceDay({
      ...accra,
      shift: dayShift,
      punches: [punchIn('2026-03-02T09:20:00Z'), punchOut('2026-03-02T17:00:00Z')],
    });
    // 09:20 to 17:00 is 460 minutes, less the 60-minute break = 400 worked.
    // Late: 09:20 - 09:00 = 20, past the 10 of grace, so all 20 count (not 20 - 10).
    // Due: 480 - 60 = 420, so no overtime; 400 >= 240, so Present.
    expect(day).toEqual({
      status: 'Present',
      workedMinutes: 400,
      lateMinutes: 20,
      earlyExitMinutes: 0,
      overtimeMinutes: 0,
      firstIn: '2026-03-02T09:20:00.000Z',
      lastOut: '2026-03-02T17:00:00.000Z',
    });
  });

  it('forgives lateness and early exit within their grace', () => {
    const day = attendanceDay({
      ...accra,
      shift: dayShift,
      punches: [punchIn('2026-03-02T09:10:00Z'), punchOut('2026-03-02T16:50:00Z')],
    });
    // 10 late and 10 early are each within 10 of grace; 460 - 60 = 400 worked.
    expect(day).toMatchObject({ workedMinutes: 400, lateMinutes: 0, earlyExitMinutes: 0 });
  });

  it('counts an early exit past its grace in full', () => {
    const day = attendanceDay({
      ...accra,
      shift: dayShift,
      punches: [punchIn('2026-03-02T09:00:00Z'), punchOut('2026-03-02T16:30:00Z')],
    });
    // 17:00 - 16:30 = 30 early; 450 - 60 = 390 worked.
    expect(day).toMatchObject({ workedMinutes: 390, earlyExitMinutes: 30 });
  });

  it('does not charge the break twice when lunch was punched out', () => {
    const day = attendanceDay({
      ...accra,
      shift: dayShift,
      punches: [
        punchIn('2026-03-02T09:00:00Z'),
        punchOut('2026-03-02T12:00:00Z'),
        punchIn('2026-03-02T12:45:00Z'),
        punchOut('2026-03-02T17:30:00Z'),
      ],
    });
    // Sessions 180 + 285 = 465; the 45-minute gap already took 45 of the 60 break, so 15 more: 450.
    // Due 420, so 30 minutes of overtime.
    expect(day).toMatchObject({ status: 'Present', workedMinutes: 450, overtimeMinutes: 30 });
  });

  it('sets Half Day and Absent by worked-minute thresholds', () => {
    const short = (out: string) =>
      attendanceDay({ ...accra, shift: dayShift, punches: [punchIn('2026-03-02T09:00:00Z'), punchOut(out)] });
    // 09:00-13:00 = 240 - 60 = 180: at least 120, under 240.
    expect(short('2026-03-02T13:00:00Z')).toMatchObject({ status: 'Half Day', workedMinutes: 180 });
    // 09:00-11:00 = 120 - 60 = 60: under 120.
    expect(short('2026-03-02T11:00:00Z')).toMatchObject({ status: 'Absent', workedMinutes: 60 });
    // 09:00-14:00 = 300 - 60 = 240: exactly the half-day threshold is a full day.
    expect(short('2026-03-02T14:00:00Z')).toMatchObject({ status: 'Present', workedMinutes: 240 });
  });

  it('leaves out punches outside the shift window', () => {
    const day = attendanceDay({
      ...accra,
      shift: dayShift,
      // 06:30 is before the window (07:00); 21:30 after it (21:00).
      punches: [punchIn('2026-03-02T06:30:00Z'), punchOut('2026-03-02T21:30:00Z')],
    });
    expect(day).toMatchObject({ status: 'Absent', workedMinutes: 0, firstIn: null, lastOut: null });
  });

  it("leaves a punch in two days' windows to the day it is nearer, so it never counts twice", () => {
    // 08:00-20:00 with windows of 8 hours before and 6 after: the 2nd's runs to 02:00 on the 3rd, the 3rd's
    // opens at 00:00. 01:00 on the 3rd is 5 hours after the 2nd's end and 7 before the 3rd's start.
    const longShift = {
      ...dayShift,
      start: '08:00',
      end: '20:00',
      windowBeforeStartMinutes: 480,
      windowAfterEndMinutes: 360,
    };
    const unknown = (at: string): Punch => ({ at, direction: 'unknown' });
    const punches = [
      unknown('2026-03-02T08:00:00Z'),
      unknown('2026-03-03T01:00:00Z'),
      unknown('2026-03-03T08:00:00Z'),
      unknown('2026-03-03T20:00:00Z'),
    ];
    expect(attendanceDateOf(new Date('2026-03-03T01:00:00Z'), longShift, 'Africa/Accra')).toBe('2026-03-02');
    // The 2nd: 08:00 to 01:00 = 1020 - 60 = 960 worked.
    expect(attendanceDay({ ...accra, shift: longShift, punches })).toMatchObject({ workedMinutes: 960 });
    // The 3rd: the 01:00 out is the 2nd's, so 08:00 is the in and 20:00 the out: 720 - 60 = 660 (not an
    // in at 01:00 and an out at 08:00).
    expect(attendanceDay({ ...accra, date: '2026-03-03', shift: longShift, punches })).toMatchObject({
      workedMinutes: 660,
      firstIn: '2026-03-03T08:00:00.000Z',
      lastOut: '2026-03-03T20:00:00.000Z',
    });
  });

  it('takes the status of leave, a holiday or a weekly off, and counts any time worked as overtime', () => {
    const punches = [punchIn('2026-03-02T09:00:00Z'), punchOut('2026-03-02T12:00:00Z')];
    const base = { ...accra, shift: dayShift, punches };
    expect(attendanceDay({ ...base, onLeave: true })).toMatchObject({ status: 'On Leave' });
    expect(attendanceDay({ ...base, weeklyOff: true })).toMatchObject({ status: 'Weekly Off' });
    // 180 - 60 = 120 worked, all of it beyond a shift that was not due; no lateness on a day off.
    expect(attendanceDay({ ...base, holiday: true })).toMatchObject({
      status: 'Holiday',
      workedMinutes: 120,
      overtimeMinutes: 120,
      lateMinutes: 0,
    });
    expect(attendanceDay({ ...base, punches: [], holiday: true, onLeave: true })).toMatchObject({
      status: 'Holiday',
      workedMinutes: 0,
    });
  });
});

describe('isShiftDay', () => {
  it('runs on the weekdays the shift names', () => {
    // 2 March 2026 is a Monday, 7 March a Saturday.
    expect(isShiftDay('2026-03-02', dayShift)).toBe(true);
    expect(isShiftDay('2026-03-07', dayShift)).toBe(false);
  });
});

describe('a missing punch', () => {
  it('keeps an in without an out but gives it no worked time', () => {
    const day = attendanceDay({ ...accra, shift: dayShift, punches: [punchIn('2026-03-02T09:25:00Z')] });
    // Nobody knows when the day ended: 0 worked, under 120, so Absent; the in and its lateness stay.
    expect(day).toEqual({
      status: 'Absent',
      workedMinutes: 0,
      lateMinutes: 25,
      earlyExitMinutes: 0,
      overtimeMinutes: 0,
      firstIn: '2026-03-02T09:25:00.000Z',
      lastOut: null,
    });
  });

  it('counts only the session that was closed when an out was forgotten mid-day', () => {
    const day = attendanceDay({
      ...accra,
      shift: dayShift,
      punches: [
        punchIn('2026-03-02T09:00:00Z'),
        punchIn('2026-03-02T13:00:00Z'),
        punchOut('2026-03-02T17:00:00Z'),
      ],
    });
    // The 09:00 in never closed: nothing. 13:00-17:00 = 240, less the 60 break = 180: Half Day.
    expect(day).toMatchObject({
      status: 'Half Day',
      workedMinutes: 180,
      firstIn: '2026-03-02T09:00:00.000Z',
    });
  });

  it('keeps an out without an in as the last out, adding no time', () => {
    const day = attendanceDay({ ...accra, shift: dayShift, punches: [punchOut('2026-03-02T17:00:00Z')] });
    expect(day).toMatchObject({
      status: 'Absent',
      workedMinutes: 0,
      firstIn: null,
      lastOut: '2026-03-02T17:00:00.000Z',
    });
  });

  it('reads punches of unknown direction as in, then out', () => {
    const day = attendanceDay({
      ...accra,
      shift: dayShift,
      punches: [
        { at: '2026-03-02T09:00:00Z', direction: 'unknown' },
        { at: '2026-03-02T17:00:00Z', direction: 'unknown' },
      ],
    });
    // 480 - 60 = 420.
    expect(day).toMatchObject({ status: 'Present', workedMinutes: 420 });
  });
});

describe('duplicated punches', () => {
  it('counts a punch repeated at the same instant or within a minute once', () => {
    const once = attendanceDay({
      ...accra,
      shift: dayShift,
      punches: [punchIn('2026-03-02T09:00:00Z'), punchOut('2026-03-02T17:00:00Z')],
    });
    const repeated = attendanceDay({
      ...accra,
      shift: dayShift,
      punches: [
        punchOut('2026-03-02T17:00:45Z'),
        punchIn('2026-03-02T09:00:00Z'),
        punchIn('2026-03-02T09:00:30Z'),
        punchIn('2026-03-02T09:00:00.000Z'),
        punchOut('2026-03-02T17:00:00Z'),
      ],
    });
    // Without the rule the second in would open a fresh session and lose the first: 09:00:30-17:00 less
    // the break. With it, 09:00-17:00 = 480 - 60 = 420, as if each was punched once.
    expect(once.workedMinutes).toBe(420);
    expect(repeated).toEqual(once);
  });

  it('keeps the in of an in and an out at the same instant, whichever arrived first', () => {
    const inFirst = [
      punchIn('2026-03-02T09:00:00Z'),
      punchOut('2026-03-02T09:00:00Z'),
      punchOut('2026-03-02T17:00:00Z'),
    ];
    const outFirst = [
      punchOut('2026-03-02T09:00:00Z'),
      punchIn('2026-03-02T09:00:00Z'),
      punchOut('2026-03-02T17:00:00Z'),
    ];
    // Kept: in at 09:00, out at 17:00: 480 - 60 = 420, whichever order the device sent them in.
    expect(attendanceDay({ ...accra, shift: dayShift, punches: inFirst })).toMatchObject({
      workedMinutes: 420,
    });
    expect(attendanceDay({ ...accra, shift: dayShift, punches: outFirst })).toMatchObject({
      workedMinutes: 420,
    });
  });
});

describe('an overnight shift, 22:00-06:00, in Accra', () => {
  it('dates a punch after midnight on the day the shift began', () => {
    expect(attendanceDateOf(new Date('2026-03-03T02:00:00Z'), nightShift, 'Africa/Accra')).toBe('2026-03-02');
    // The window after the end runs to 08:00; the one before the next start opens at 21:00.
    expect(attendanceDateOf(new Date('2026-03-03T07:30:00Z'), nightShift, 'Africa/Accra')).toBe('2026-03-02');
    expect(attendanceDateOf(new Date('2026-03-03T21:30:00Z'), nightShift, 'Africa/Accra')).toBe('2026-03-03');
    expect(attendanceDateOf(new Date('2026-03-03T12:00:00Z'), nightShift, 'Africa/Accra')).toBeNull();
  });

  it('counts the night on the evening it began', () => {
    const day = attendanceDay({
      ...accra,
      shift: nightShift,
      punches: [punchIn('2026-03-02T21:55:00Z'), punchOut('2026-03-03T06:10:00Z')],
    });
    // 21:55 to 06:10 next morning = 495, less 30 break = 465; due 480 - 30 = 450, so 15 overtime.
    expect(day).toMatchObject({ status: 'Present', workedMinutes: 465, lateMinutes: 0, overtimeMinutes: 15 });
  });
});

describe('an overnight shift across the US clock changes, America/New_York', () => {
  const newYork = { zone: 'America/New_York', shift: nightShift, ...workday };

  it('is 7 hours long the night clocks go forward (8 March 2026)', () => {
    // 22:00 EST (UTC-5) on 7 March is 03:00Z; 06:00 EDT (UTC-4) on 8 March is 10:00Z: 7 hours.
    const { start, end } = shiftInstants('2026-03-07', nightShift, 'America/New_York');
    expect(start.toISOString()).toBe('2026-03-08T03:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-08T10:00:00.000Z');
    // 04:30 EDT on 8 March (08:30Z) is still the night of the 7th.
    expect(attendanceDateOf(new Date('2026-03-08T08:30:00Z'), nightShift, 'America/New_York')).toBe(
      '2026-03-07',
    );

    const day = attendanceDay({
      ...newYork,
      date: '2026-03-07',
      punches: [punchIn('2026-03-08T03:00:00Z'), punchOut('2026-03-08T10:00:00Z')],
    });
    // 420 - 30 = 390 worked, 390 due: the whole shift, no early exit, no overtime (a naive 8-hour night
    // would call this an hour short).
    expect(day).toMatchObject({
      status: 'Present',
      workedMinutes: 390,
      earlyExitMinutes: 0,
      overtimeMinutes: 0,
    });
  });

  it('is 9 hours long the night clocks go back (1 November 2026)', () => {
    // 22:00 EDT on 31 October is 02:00Z; 06:00 EST on 1 November is 11:00Z: 9 hours.
    const full = attendanceDay({
      ...newYork,
      date: '2026-10-31',
      punches: [punchIn('2026-11-01T02:00:00Z'), punchOut('2026-11-01T11:00:00Z')],
    });
    // 540 - 30 = 510 worked, 510 due: no overtime (a naive 8-hour night would call an hour overtime).
    expect(full).toMatchObject({ status: 'Present', workedMinutes: 510, overtimeMinutes: 0 });

    const leftAtFiveLocal = attendanceDay({
      ...newYork,
      date: '2026-10-31',
      punches: [punchIn('2026-11-01T02:00:00Z'), punchOut('2026-11-01T10:00:00Z')],
    });
    // 10:00Z is 05:00 EST, an hour before the end: 60 early; 480 - 30 = 450 worked.
    expect(leftAtFiveLocal).toMatchObject({ workedMinutes: 450, earlyExitMinutes: 60 });
  });

  it('starts a shift whose start the clocks skip at the first wall time that exists', () => {
    // 02:30 does not exist on 8 March in New York; the shift starts at 03:30 EDT = 07:30Z.
    const { start } = shiftInstants(
      '2026-03-08',
      { ...dayShift, start: '02:30', end: '10:30' },
      'America/New_York',
    );
    expect(start.toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });
});
