import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_REQUEST_TIME_NEEDED,
  ATTENDANCE_SETTINGS_DEFAULTS,
  AttendanceRequestSchema,
  AttendanceSettingsSchema,
  AttendanceSiteSchema,
  roundWorkedMinutes,
  ShiftTypeSchema,
  shiftLengthMinutes,
  THRESHOLDS_MESSAGE,
  WINDOW_TOO_LONG,
} from './attendanceSchemas.ts';

const night = {
  name: 'Night',
  start: '22:00',
  end: '06:00',
  breakMinutes: 30,
  lateEntryGraceMinutes: 10,
  earlyExitGraceMinutes: 10,
  halfDayBelowMinutes: 240,
  absentBelowMinutes: 60,
  windowBeforeStartMinutes: 120,
  windowAfterEndMinutes: 240,
  days: ['Monday', 'Tuesday'],
  active: true,
};

/** The first problem's message and the field it is on, as a form shows it. */
function problem(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return null;
  const issue = result.issues[0];
  return { message: issue.message, field: v.getDotPath(issue) };
}

describe('shift length', () => {
  it('runs into the next day when the end is at or before the start', () => {
    expect(shiftLengthMinutes('09:00', '17:30')).toBe(510);
    expect(shiftLengthMinutes('22:00', '06:00')).toBe(480);
    // The same start and end is a 24-hour shift, not an empty one.
    expect(shiftLengthMinutes('07:00', '07:00')).toBe(1440);
  });
});

describe('ShiftTypeSchema', () => {
  it('accepts an overnight shift whose windows stay within a day', () => {
    // 8 h + 2 h before + 4 h after = 14 h.
    expect(problem(ShiftTypeSchema, night)).toBeNull();
  });

  it('refuses windows that would let a punch belong to two days', () => {
    // 8 h + 8 h + 8 h = 24 h: the window reaches the next evening's.
    expect(
      problem(ShiftTypeSchema, { ...night, windowBeforeStartMinutes: 480, windowAfterEndMinutes: 480 }),
    ).toEqual({
      message: WINDOW_TOO_LONG,
      field: 'windowAfterEndMinutes',
    });
  });

  it('refuses an absent threshold above the half-day one, on the absent field', () => {
    expect(problem(ShiftTypeSchema, { ...night, absentBelowMinutes: 300 })).toEqual({
      message: THRESHOLDS_MESSAGE,
      field: 'absentBelowMinutes',
    });
  });

  it('names a wall time it cannot read, a break longer than the shift and a shift without days', () => {
    expect(problem(ShiftTypeSchema, { ...night, start: '24:00' })).toEqual({
      message: 'Start: Enter a time as HH:MM (24-hour), for example 09:00.',
      field: 'start',
    });
    expect(
      problem(ShiftTypeSchema, { ...night, start: '09:00', end: '10:00', breakMinutes: 60 })?.field,
    ).toBe('breakMinutes');
    expect(problem(ShiftTypeSchema, { ...night, days: [] })).toEqual({
      message: 'Choose at least one day the shift runs.',
      field: 'days',
    });
  });
});

describe('AttendanceSettingsSchema', () => {
  it('accepts the defaults a new employer starts with', () => {
    expect(problem(AttendanceSettingsSchema, ATTENDANCE_SETTINGS_DEFAULTS)).toBeNull();
  });

  it('refuses a rounding step it does not offer and an accuracy below 10 m', () => {
    expect(
      problem(AttendanceSettingsSchema, { ...ATTENDANCE_SETTINGS_DEFAULTS, roundingMinutes: 7 })?.field,
    ).toBe('roundingMinutes');
    expect(
      problem(AttendanceSettingsSchema, { ...ATTENDANCE_SETTINGS_DEFAULTS, maxAccuracyMetres: 5 }),
    ).toEqual({
      message: 'Least accuracy: enter metres from 10 to 5000.',
      field: 'maxAccuracyMetres',
    });
  });
});

describe('AttendanceSiteSchema', () => {
  const site = {
    name: 'Head office',
    latitude: '5.6037168',
    longitude: '-0.1869644',
    radiusMetres: 150,
    branchId: null,
    employeeId: null,
  };
  it('takes decimal degrees as text, up to 7 places', () => {
    expect(problem(AttendanceSiteSchema, site)).toBeNull();
    expect(problem(AttendanceSiteSchema, { ...site, latitude: '5.60371689' })?.field).toBe('latitude');
    expect(problem(AttendanceSiteSchema, { ...site, longitude: '181' })).toEqual({
      message: 'Longitude: enter decimal degrees between -180 and 180, up to 7 places.',
      field: 'longitude',
    });
  });
});

describe('AttendanceRequestSchema', () => {
  const request = {
    date: '2026-12-01',
    kind: 'Forgot to punch',
    checkIn: '09:00',
    checkOut: null,
    reason: 'Phone was flat',
  };
  it('needs at least one of the two times, and says so on the first', () => {
    expect(problem(AttendanceRequestSchema, request)).toBeNull();
    expect(problem(AttendanceRequestSchema, { ...request, checkIn: null })).toEqual({
      message: ATTENDANCE_REQUEST_TIME_NEEDED,
      field: 'checkIn',
    });
  });
});

describe('roundWorkedMinutes', () => {
  it('rounds down to the step: 7 h 44 min is 7 h 30 min in quarter hours', () => {
    expect(roundWorkedMinutes(464, 15)).toBe(450);
    expect(roundWorkedMinutes(464, 1)).toBe(464);
  });

  it('never rounds up, never below zero, and lands on a multiple of the step', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.constantFrom(1, 5, 10, 15, 30), (minutes, step) => {
        const rounded = roundWorkedMinutes(minutes, step);
        return rounded <= minutes && rounded >= 0 && rounded % step === 0 && minutes - rounded < step;
      }),
    );
  });
});
