import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ASSIGN_PEOPLE_NEEDED,
  ASSIGN_TO_BEFORE_FROM,
  AssignShiftSchema,
  minutesText,
  shiftDaysText,
  shiftTimesText,
} from './shiftTypes.ts';

describe('shiftTimesText', () => {
  it('says when a shift runs into the next day', () => {
    expect(shiftTimesText('09:00', '17:00')).toBe('09:00–17:00');
    expect(shiftTimesText('22:00', '06:00')).toBe('22:00–06:00 (overnight)');
    expect(shiftTimesText('08:00', '08:00')).toBe('08:00–08:00 (overnight)');
  });
});

describe('shiftDaysText', () => {
  it('writes runs of three or more as a range, Monday first', () => {
    expect(shiftDaysText(['Friday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'])).toBe('Mon–Fri');
    expect(shiftDaysText(['Monday', 'Wednesday', 'Saturday', 'Sunday'])).toBe('Mon, Wed, Sat, Sun');
    expect(
      shiftDaysText(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
    ).toBe('Every day');
  });
});

describe('minutesText', () => {
  it('writes hours and minutes as the report shows them', () => {
    expect(minutesText(460)).toBe('7 h 40 min');
    expect(minutesText(45)).toBe('45 min');
    expect(minutesText(120)).toBe('2 h');
    expect(minutesText(0)).toBe('0 min');
  });
});

describe('AssignShiftSchema', () => {
  const valid = { shiftTypeId: 's1', fromDate: '2026-12-01', toDate: '', employeeIds: ['e1'] };
  const messages = (input: unknown) =>
    v.safeParse(AssignShiftSchema, input).issues?.map((issue) => issue.message) ?? [];

  it('takes an open-ended assignment', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('refuses a last day before the first, and nobody chosen', () => {
    expect(messages({ ...valid, toDate: '2026-11-30' })).toEqual([ASSIGN_TO_BEFORE_FROM]);
    expect(messages({ ...valid, employeeIds: [] })).toEqual([ASSIGN_PEOPLE_NEEDED]);
  });
});
