import { describe, expect, test } from 'vitest';
import { firstDayOfNextMonth, monthsUpTo, utcDate } from './calendar-months.ts';

describe('the dashboard’s calendar', () => {
  test('today is the UTC date, whatever the offset the instant was written with', () => {
    expect(utcDate(new Date('2026-11-30T23:30:00-05:00'))).toBe('2026-12-01');
    expect(utcDate(new Date('2026-12-01T00:30:00+02:00'))).toBe('2026-11-30');
  });

  test('twelve months up to this one, oldest first, across a year’s end', () => {
    expect(monthsUpTo('2026-01-15', 12)).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect(monthsUpTo('2026-12-31', 12)).toHaveLength(12);
    expect(monthsUpTo('2026-12-31', 12).at(0)).toBe('2026-01');
  });

  test('the month after December is January of the next year', () => {
    expect(firstDayOfNextMonth('2026-12')).toBe('2027-01-01');
    expect(firstDayOfNextMonth('2024-02')).toBe('2024-03-01');
  });
});
