import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumAmounts } from './amounts.ts';
import { daysFrom } from './calendarDays.ts';
import { LEAVE_DAY_COUNTS, LEAVE_UNITS } from './constants.ts';
import { countLeave, type LeaveCountRules, noticeDays } from './countLeave.ts';
import { anyDate, anyDayPart, anyHolidays, anyRange, anyWorkWeek } from './testArbitraries.ts';

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

describe('noticeDays, worked out by period', () => {
  it('gives the notice that counting each day from the application to the first day gives', () => {
    fc.assert(
      fc.property(
        anyDate,
        anyDate,
        fc.constantFrom(...LEAVE_DAY_COUNTS),
        anyWorkWeek,
        anyHolidays,
        (appliedOn, firstDay, dayCount, workWeek, holidays) => {
          const rules = { dayCount, workWeek, holidays };
          const dayByDay =
            appliedOn.compare(firstDay) >= 0
              ? '0'
              : countLeave(
                  { from: appliedOn, to: firstDay.subtract({ days: 1 }) },
                  { ...rules, unit: 'Day' },
                ).total.toString();
          expect(noticeDays(appliedOn, firstDay, rules).toString()).toBe(dayByDay);
        },
      ),
    );
  });
});
