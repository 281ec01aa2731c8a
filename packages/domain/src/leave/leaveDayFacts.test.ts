import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Holiday } from './holidays.ts';
import { leaveDayFacts } from './leaveDayFacts.ts';
import { MONDAY_TO_FRIDAY } from './workWeek.ts';

const christmas: Holiday = {
  name: 'Christmas Day',
  date: parseDate('2020-12-25'),
  part: 'whole',
  repeatsYearly: true,
};
const electionDay: Holiday = {
  name: 'Election Day',
  date: parseDate('2026-12-07'),
  part: 'afternoon',
  repeatsYearly: false,
};

describe('leaveDayFacts', () => {
  const factsOn = (date: string) =>
    leaveDayFacts({ workWeek: MONDAY_TO_FRIDAY, holidays: [christmas, electionDay] })(parseDate(date));

  it('names a yearly holiday in every year from its first, and a one-off only on its date', () => {
    expect(factsOn('2026-12-25')).toEqual({ worked: 'whole', holidays: ['Christmas Day'] });
    expect(factsOn('2019-12-25').holidays).toEqual([]);
    expect(factsOn('2026-12-07').holidays).toEqual(['Election Day']);
    expect(factsOn('2027-12-07').holidays).toEqual([]);
  });

  it('says what the work week works on the day: nothing on a weekend', () => {
    expect(factsOn('2026-12-26')).toEqual({ worked: 'none', holidays: [] });
    const saturdayMornings = leaveDayFacts({
      workWeek: {
        days: ['whole', 'whole', 'whole', 'whole', 'whole', 'morning', 'none'],
        hoursPerDay: new Decimal(8),
      },
      holidays: [],
    });
    expect(saturdayMornings(parseDate('2026-12-26')).worked).toBe('morning');
  });
});
