import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { countLeave } from './countLeave.ts';
import { leaveYearLabel, leaveYearOf, splitByLeaveYear } from './leaveYear.ts';
import { MONDAY_TO_FRIDAY } from './workWeek.ts';

const day = parseDate;

describe('leaveYearOf', () => {
  it.each([
    ['2024-06-15', 1, '2024-01-01', '2024-12-31'],
    ['2024-03-31', 4, '2023-04-01', '2024-03-31'],
    ['2024-04-01', 4, '2024-04-01', '2025-03-31'],
    ['2024-02-29', 3, '2023-03-01', '2024-02-29'],
  ])('puts %s, with years from month %i, in %s to %s', (date, startMonth, start, end) => {
    const year = leaveYearOf(day(date), startMonth);
    expect([year.start.toString(), year.end.toString()]).toEqual([start, end]);
  });

  it('refuses a start month outside 1 to 12', () => {
    expect(() => leaveYearOf(day('2024-01-01'), 0)).toThrow(RangeError);
    expect(() => leaveYearOf(day('2024-01-01'), 13)).toThrow(RangeError);
  });

  it('names a year by its first month', () => {
    expect(leaveYearLabel(leaveYearOf(day('2025-01-15'), 4))).toBe('2024-04');
  });
});

describe('splitByLeaveYear', () => {
  it('splits a request at the leave year’s end, each part with its own total', () => {
    // A leave year from March: Thursday 29 February 2024 is the old year's last day.
    const { days } = countLeave(
      { from: day('2024-02-28'), to: day('2024-03-04'), toPart: 'morning' },
      { unit: 'Day', dayCount: 'Workday', workWeek: MONDAY_TO_FRIDAY, holidays: [] },
    );
    const parts = splitByLeaveYear(days, 3);
    expect(
      parts.map((part) => [leaveYearLabel(part.leaveYear), part.days.length, part.total.toString()]),
    ).toEqual([
      ['2023-03', 2, '2'],
      ['2024-03', 4, '1.5'],
    ]);
  });

  it('has nothing to split for no days', () => {
    expect(splitByLeaveYear([], 1)).toEqual([]);
  });
});
