import { CalendarDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { DAY_PARTS } from './dayParts.ts';
import type { Holiday } from './holidays.ts';
import type { WorkedPart, WorkWeek } from './workWeek.ts';

/** fast-check generators the leave property tests share. */

const FIRST_DAY = new CalendarDate(2019, 1, 1);

/** A day from 2019 to 2033: leap years, 29 February and year ends included. */
export const anyDate = fc.integer({ min: 0, max: 15 * 366 }).map((offset) => FIRST_DAY.add({ days: offset }));

/** A range of up to 400 days, so it may cross a year's end. */
export const anyRange = fc
  .tuple(anyDate, fc.integer({ min: 0, max: 400 }))
  .map(([from, length]) => ({ from, to: from.add({ days: length }) }));

export const anyDayPart = fc.constantFrom(...DAY_PARTS);

const anyWorkedPart = fc.constantFrom<WorkedPart>('whole', 'morning', 'afternoon', 'none');

export const anyWorkWeek: fc.Arbitrary<WorkWeek> = fc.record({
  days: fc.tuple(
    anyWorkedPart,
    anyWorkedPart,
    anyWorkedPart,
    anyWorkedPart,
    anyWorkedPart,
    anyWorkedPart,
    anyWorkedPart,
  ),
  hoursPerDay: fc.integer({ min: 1, max: 2400 }).map((hundredths) => new Decimal(hundredths).div(100)),
});

export const anyHolidays: fc.Arbitrary<Holiday[]> = fc.array(
  fc.record({ name: fc.constant('Holiday'), date: anyDate, part: anyDayPart, repeatsYearly: fc.boolean() }),
  { maxLength: 30 },
);

/** A non-negative amount of leave in hundredths, up to 500. */
export const anyAmount = fc
  .integer({ min: 0, max: 50_000 })
  .map((hundredths) => new Decimal(hundredths).div(100));
