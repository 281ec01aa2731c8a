import { CalendarDate, parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { NO_HALVES } from './dayParts.ts';
import { type Holiday, holidayHalvesLookup } from './holidays.ts';
import { MONDAY_TO_FRIDAY, nthWorkingDayAfter, type WorkWeek, workedHalvesOn } from './workWeek.ts';

/** Three of Ghana's public holidays (Public Holidays Act, 2001 (Act 601), as amended), every year from 2026. */
const GHANA_IN_WINTER: Holiday[] = [
  { name: 'New Year’s Day', date: parseDate('2026-01-01'), part: 'whole', repeatsYearly: true },
  { name: 'Christmas Day', date: parseDate('2026-12-25'), part: 'whole', repeatsYearly: true },
  { name: 'Boxing Day', date: parseDate('2026-12-26'), part: 'whole', repeatsYearly: true },
];
const holidayHalves = holidayHalvesLookup(GHANA_IN_WINTER);
const noHolidays = () => NO_HALVES;

describe('nthWorkingDayAfter', () => {
  test('skips the weekend: the first working day after a Friday is the Monday', () => {
    expect(nthWorkingDayAfter(parseDate('2026-12-04'), 1, MONDAY_TO_FRIDAY, noHolidays).toString()).toBe(
      '2026-12-07',
    );
  });

  test('skips holidays: from Friday 4 December 2026 the 20th working day is Tuesday 5 January 2027', () => {
    // Weekdays alone: 7–11, 14–18, 21–25 and 28–31 December are 19, so the 20th would be Friday
    // 1 January. Christmas Day (Friday 25th) and New Year's Day are holidays (Boxing Day is a Saturday),
    // so the 19th and 20th working days are Monday 4 and Tuesday 5 January.
    expect(nthWorkingDayAfter(parseDate('2026-12-04'), 20, MONDAY_TO_FRIDAY, noHolidays).toString()).toBe(
      '2027-01-01',
    );
    expect(nthWorkingDayAfter(parseDate('2026-12-04'), 20, MONDAY_TO_FRIDAY, holidayHalves).toString()).toBe(
      '2027-01-05',
    );
  });

  test('skips a day the work week works only in part', () => {
    const saturdayMornings: WorkWeek = {
      days: ['whole', 'whole', 'whole', 'whole', 'whole', 'morning', 'none'],
      hoursPerDay: new Decimal(8),
    };
    expect(nthWorkingDayAfter(parseDate('2026-12-04'), 1, saturdayMornings, noHolidays).toString()).toBe(
      '2026-12-07',
    );
  });

  test('refuses a count below 1 and a week with no whole working day', () => {
    expect(() => nthWorkingDayAfter(parseDate('2026-12-04'), 0, MONDAY_TO_FRIDAY, noHolidays)).toThrow(
      RangeError,
    );
    const none: WorkWeek = {
      days: ['none', 'none', 'none', 'none', 'none', 'none', 'none'],
      hoursPerDay: new Decimal(8),
    };
    expect(() => nthWorkingDayAfter(parseDate('2026-12-04'), 1, none, noHolidays)).toThrow(RangeError);
  });

  test('lands on a working day with exactly n − 1 working days between', () => {
    const working = (date: CalendarDate) =>
      workedHalvesOn(date, MONDAY_TO_FRIDAY) !== NO_HALVES && holidayHalves(date) === NO_HALVES;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 1, max: 60 }), (offset, n) => {
        const from = new CalendarDate(2026, 1, 1).add({ days: offset });
        const found = nthWorkingDayAfter(from, n, MONDAY_TO_FRIDAY, holidayHalves);
        expect(working(found)).toBe(true);
        let between = 0;
        for (let day = from.add({ days: 1 }); day.compare(found) < 0; day = day.add({ days: 1 })) {
          if (working(day)) between += 1;
        }
        expect(between).toBe(n - 1);
      }),
    );
  });
});
