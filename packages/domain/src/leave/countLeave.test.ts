import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { countLeave, type LeaveCountRules, type LeaveRange, noticeDays } from './countLeave.ts';
import type { Holiday } from './holidays.ts';
import { MONDAY_TO_FRIDAY, type WorkWeek } from './workWeek.ts';

const day = parseDate;

function holiday(date: string, part: Holiday['part'] = 'whole', repeatsYearly = false): Holiday {
  return { name: `Holiday ${date}`, date: day(date), part, repeatsYearly };
}

function rules(overrides: Partial<LeaveCountRules> = {}): LeaveCountRules {
  return { unit: 'Day', dayCount: 'Workday', workWeek: MONDAY_TO_FRIDAY, holidays: [], ...overrides };
}

function total(range: Omit<LeaveRange, 'from' | 'to'> & { from: string; to: string }, counting = rules()) {
  return countLeave({ ...range, from: day(range.from), to: day(range.to) }, counting).total.toString();
}

/** Monday to Friday and Saturday mornings, 7.5 hours a day (a retail pattern). */
const WITH_SATURDAY_MORNINGS: WorkWeek = {
  days: ['whole', 'whole', 'whole', 'whole', 'whole', 'morning', 'none'],
  hoursPerDay: new Decimal('7.5'),
};

describe('countLeave: weekends and Workday against Calendar', () => {
  it('counts Monday 4 to Sunday 10 March 2024 as 5 workdays or 7 calendar days', () => {
    const range = { from: '2024-03-04', to: '2024-03-10' };
    expect(total(range)).toBe('5');
    expect(total(range, rules({ dayCount: 'Calendar' }))).toBe('7');
  });

  it('lists every day with what it counts, weekends as 0', () => {
    const { days } = countLeave({ from: day('2024-03-08'), to: day('2024-03-11') }, rules());
    expect(days.map((counted) => [counted.date.toString(), counted.amount.toString()])).toEqual([
      ['2024-03-08', '1'],
      ['2024-03-09', '0'],
      ['2024-03-10', '0'],
      ['2024-03-11', '1'],
    ]);
  });

  it('counts a half-worked Saturday as half a day, and nothing for its afternoon', () => {
    const counting = rules({ workWeek: WITH_SATURDAY_MORNINGS });
    expect(total({ from: '2024-03-04', to: '2024-03-10' }, counting)).toBe('5.5');
    expect(total({ from: '2024-03-09', to: '2024-03-09', fromPart: 'afternoon' }, counting)).toBe('0');
  });
});

describe('countLeave: holidays', () => {
  // Good Friday 29 March and Easter Monday 1 April 2024 (England and Wales bank holidays).
  const easter = [holiday('2024-03-29'), holiday('2024-04-01')];

  it('skips holidays on Workday and counts them on Calendar', () => {
    const range = { from: '2024-03-25', to: '2024-04-01' };
    expect(total(range, rules({ holidays: easter }))).toBe('4');
    expect(total(range, rules({ holidays: easter, dayCount: 'Calendar' }))).toBe('8');
  });

  it('counts half a day on a half-day holiday (Christmas Eve afternoon)', () => {
    const christmas = [
      holiday('2020-12-24', 'afternoon', true),
      holiday('2020-12-25', 'whole', true),
      holiday('2020-12-26', 'whole', true),
    ];
    // Mon 23 (1) + Tue 24 morning (0.5) + Wed 25 (0) + Thu 26 (0) + Fri 27 (1).
    expect(total({ from: '2024-12-23', to: '2024-12-27' }, rules({ holidays: christmas }))).toBe('2.5');
    // The afternoon off on Christmas Eve is already a holiday.
    expect(
      total({ from: '2024-12-24', to: '2024-12-24', fromPart: 'afternoon' }, rules({ holidays: christmas })),
    ).toBe('0');
  });

  it('keeps a yearly holiday to its first year and after', () => {
    const mayDay = [holiday('2025-05-01', 'whole', true)];
    expect(total({ from: '2024-05-01', to: '2024-05-01' }, rules({ holidays: mayDay }))).toBe('1');
    expect(total({ from: '2026-05-01', to: '2026-05-01' }, rules({ holidays: mayDay }))).toBe('0');
  });

  it('counts a one-off holiday only in its own year', () => {
    const jubilee = [holiday('2022-06-03')];
    expect(total({ from: '2022-06-03', to: '2022-06-03' }, rules({ holidays: jubilee }))).toBe('0');
    expect(total({ from: '2027-06-03', to: '2027-06-03' }, rules({ holidays: jubilee }))).toBe('1');
  });

  it('joins the halves of two half-day holidays on one day', () => {
    const both = [holiday('2024-03-06', 'morning'), holiday('2024-03-06', 'afternoon', true)];
    expect(total({ from: '2024-03-06', to: '2024-03-06' }, rules({ holidays: both }))).toBe('0');
  });
});

describe('countLeave: half days at either end', () => {
  it('starts at midday and ends at midday', () => {
    expect(total({ from: '2024-03-04', to: '2024-03-06', fromPart: 'afternoon', toPart: 'morning' })).toBe(
      '2',
    );
  });

  it('counts one half of one day, and nothing when the two ends do not meet', () => {
    expect(total({ from: '2024-03-04', to: '2024-03-04', fromPart: 'morning' })).toBe('0.5');
    expect(total({ from: '2024-03-04', to: '2024-03-04', toPart: 'afternoon' })).toBe('0.5');
    expect(total({ from: '2024-03-04', to: '2024-03-04', fromPart: 'afternoon', toPart: 'morning' })).toBe(
      '0',
    );
  });

  it('counts a half day on Calendar too', () => {
    const calendar = rules({ dayCount: 'Calendar' });
    expect(total({ from: '2024-03-09', to: '2024-03-10', fromPart: 'afternoon' }, calendar)).toBe('1.5');
  });
});

describe('countLeave: hours', () => {
  const hours = rules({ unit: 'Hour', workWeek: WITH_SATURDAY_MORNINGS });

  it('counts each worked day’s hours, half on a half-worked day', () => {
    // Mon–Fri 5 × 7.5 + Saturday morning 3.75.
    expect(total({ from: '2024-03-04', to: '2024-03-10' }, hours)).toBe('41.25');
  });

  it('takes the hours given on the first and last day, never more than the day has', () => {
    expect(total({ from: '2024-03-04', to: '2024-03-05', fromHours: new Decimal(3) }, hours)).toBe('10.5');
    expect(
      total(
        { from: '2024-03-04', to: '2024-03-05', fromHours: new Decimal(3), toHours: new Decimal(10) },
        hours,
      ),
    ).toBe('10.5');
    expect(
      total(
        { from: '2024-03-04', to: '2024-03-04', fromHours: new Decimal(3), toHours: new Decimal(2) },
        hours,
      ),
    ).toBe('2');
    expect(total({ from: '2024-03-09', to: '2024-03-09', fromHours: new Decimal(5) }, hours)).toBe('3.75');
  });

  it('counts a half-day holiday’s other half in hours', () => {
    const withHoliday = { ...hours, holidays: [holiday('2024-03-06', 'afternoon')] };
    expect(total({ from: '2024-03-06', to: '2024-03-06' }, withHoliday)).toBe('3.75');
  });

  it('refuses hours for Day-unit leave and negative hours', () => {
    expect(() => total({ from: '2024-03-04', to: '2024-03-04', fromHours: new Decimal(2) })).toThrow(
      RangeError,
    );
    expect(() => total({ from: '2024-03-04', to: '2024-03-04', toHours: new Decimal(-1) }, hours)).toThrow(
      RangeError,
    );
  });
});

describe('countLeave: ranges across months, years and 29 February', () => {
  const newYear = [holiday('2000-01-01', 'whole', true)];

  it('crosses a month and a year', () => {
    expect(total({ from: '2024-01-29', to: '2024-02-02' })).toBe('5');
    // Mon 30 Dec 2024 to Fri 3 Jan 2025, New Year's Day on the Wednesday.
    expect(total({ from: '2024-12-30', to: '2025-01-03' }, rules({ holidays: newYear }))).toBe('4');
    expect(
      total({ from: '2024-12-30', to: '2025-01-03' }, rules({ holidays: newYear, dayCount: 'Calendar' })),
    ).toBe('5');
  });

  it('counts 29 February in a leap year only', () => {
    const calendar = rules({ dayCount: 'Calendar' });
    expect(total({ from: '2024-02-01', to: '2024-03-01' }, calendar)).toBe('30');
    expect(total({ from: '2023-02-01', to: '2023-03-01' }, calendar)).toBe('29');
  });

  it('keeps a yearly holiday on 29 February to leap years', () => {
    const leapDay = [holiday('2020-02-29', 'whole', true)];
    // 2024: Thursday 29 February is the holiday.
    expect(total({ from: '2024-02-26', to: '2024-03-01' }, rules({ holidays: leapDay }))).toBe('4');
    // 2025 has no 29 February, so no holiday moves to the 28th or 1 March.
    expect(total({ from: '2025-02-24', to: '2025-03-03' }, rules({ holidays: leapDay }))).toBe('6');
    // 2028: Tuesday 29 February.
    expect(total({ from: '2028-02-28', to: '2028-03-01' }, rules({ holidays: leapDay }))).toBe('2');
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => total({ from: '2024-03-05', to: '2024-03-04' })).toThrow(RangeError);
  });
});

describe('noticeDays', () => {
  const counting = { dayCount: 'Workday' as const, workWeek: MONDAY_TO_FRIDAY, holidays: [] };

  it('counts the workdays from the day applied to the day before the first day', () => {
    expect(noticeDays(day('2024-03-01'), day('2024-03-04'), counting).toString()).toBe('1');
    expect(noticeDays(day('2024-03-02'), day('2024-03-04'), counting).toString()).toBe('0');
    expect(noticeDays(day('2024-03-04'), day('2024-03-18'), counting).toString()).toBe('10');
    expect(
      noticeDays(day('2024-03-04'), day('2024-03-18'), {
        ...counting,
        holidays: [holiday('2024-03-11')],
      }).toString(),
    ).toBe('9');
  });

  it('gives no notice for leave applied on or after its first day', () => {
    expect(noticeDays(day('2024-03-04'), day('2024-03-04'), counting).toString()).toBe('0');
    expect(noticeDays(day('2024-03-06'), day('2024-03-04'), counting).toString()).toBe('0');
  });

  it('counts calendar days for a Calendar notice', () => {
    expect(
      noticeDays(day('2024-03-04'), day('2024-03-18'), { ...counting, dayCount: 'Calendar' }).toString(),
    ).toBe('14');
  });
});
