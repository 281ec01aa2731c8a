import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumAmounts } from './amounts.ts';
import { daysFrom } from './calendarDays.ts';
import { LEAVE_UNITS } from './constants.ts';
import { countLeave, type LeaveCountRules } from './countLeave.ts';
import { anyDayPart, anyHolidays, anyRange, anyWorkWeek } from './testArbitraries.ts';

const anyRequest = fc.record({
  range: anyRange,
  fromPart: anyDayPart,
  toPart: anyDayPart,
  unit: fc.constantFrom(...LEAVE_UNITS),
  workWeek: anyWorkWeek,
  holidays: anyHolidays,
});

describe('countLeave, for any range, work week and holiday calendar', () => {
  it('never counts more on Workday than on Calendar, day by day', () => {
    fc.assert(
      fc.property(anyRequest, ({ range, fromPart, toPart, unit, workWeek, holidays }) => {
        const request = { ...range, fromPart, toPart };
        const common: Omit<LeaveCountRules, 'dayCount'> = { unit, workWeek, holidays };
        const workdays = countLeave(request, { ...common, dayCount: 'Workday' });
        const calendar = countLeave(request, { ...common, dayCount: 'Calendar' });
        expect(workdays.total.lte(calendar.total)).toBe(true);
        workdays.days.forEach((counted, index) => {
          expect(counted.amount.lte(calendar.days[index]?.amount ?? -1)).toBe(true);
        });
      }),
    );
  });

  it('lists each day once and totals them', () => {
    fc.assert(
      fc.property(anyRequest, ({ range, fromPart, toPart, unit, workWeek, holidays }) => {
        const count = countLeave(
          { ...range, fromPart, toPart },
          { unit, dayCount: 'Workday', workWeek, holidays },
        );
        expect(count.days).toHaveLength(daysFrom(range.from, range.to) + 1);
        expect(count.total.equals(sumAmounts(count.days.map((counted) => counted.amount)))).toBe(true);
      }),
    );
  });

  it('counts every day of a whole-day range on Calendar, whatever the holidays', () => {
    fc.assert(
      fc.property(anyRange, anyWorkWeek, anyHolidays, (range, workWeek, holidays) => {
        const count = countLeave(range, { unit: 'Day', dayCount: 'Calendar', workWeek, holidays });
        expect(count.total.toNumber()).toBe(daysFrom(range.from, range.to) + 1);
      }),
    );
  });
});
