import { CalendarDate, endOfMonth, parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysFrom } from '../leave/calendarDays.ts';
import { MONDAY_TO_FRIDAY } from '../leave/workWeek.ts';
import { PRORATION_METHODS, type ProrationMethod } from '../payroll/constants.ts';
import {
  type DateSpan,
  paymentDaysOf,
  thirtyDays,
  type WorkingDays,
  workingDaysIn,
} from '../payroll/proration.ts';
import { suspensionUnpaidDays } from './suspensionPay.ts';

const day = parseDate;
const span = (from: string, to: string): DateSpan => ({ from: day(from), to: day(to) });
const november = span('2026-11-01', '2026-11-30');
const weekdays: WorkingDays = { workWeek: MONDAY_TO_FRIDAY, holidays: [] };

function unpaid(suspension: DateSpan, period: DateSpan, method: ProrationMethod, workingDays = weekdays) {
  const counted = suspensionUnpaidDays(suspension, period, method, workingDays);
  return { total: counted.total.toString(), byDay: counted.byDay.map((d) => `${d.date}:${d.days}`) };
}

describe('a suspension without pay in a pay period (worked examples)', () => {
  it('Monday 9 to Friday 13 November 2026 costs five days by calendar and by working days', () => {
    expect(unpaid(span('2026-11-09', '2026-11-13'), november, 'Calendar Days').total).toBe('5');
    expect(unpaid(span('2026-11-09', '2026-11-13'), november, 'Working Days').total).toBe('5');
  });

  it('Friday 13 to Monday 16 November: four calendar days, but only two working days (no weekend pay is lost)', () => {
    expect(unpaid(span('2026-11-13', '2026-11-16'), november, 'Calendar Days').total).toBe('4');
    expect(unpaid(span('2026-11-13', '2026-11-16'), november, 'Working Days')).toEqual({
      total: '2',
      byDay: ['2026-11-13:1', '2026-11-16:1'],
    });
  });

  it('a public holiday inside the suspension is not a working day lost; a half-day holiday is half', () => {
    const holidays = [
      { name: 'Holiday', date: day('2026-11-11'), part: 'whole' as const, repeatsYearly: false },
      { name: 'Half', date: day('2026-11-12'), part: 'afternoon' as const, repeatsYearly: false },
    ];
    expect(
      unpaid(span('2026-11-09', '2026-11-13'), november, 'Working Days', {
        workWeek: MONDAY_TO_FRIDAY,
        holidays,
      }),
    ).toEqual({ total: '3.5', byDay: ['2026-11-09:1', '2026-11-10:1', '2026-11-12:0.5', '2026-11-13:1'] });
  });

  it('only the days inside the period count: 28 October to 3 November costs November three days', () => {
    expect(unpaid(span('2026-10-28', '2026-11-03'), november, 'Calendar Days').total).toBe('3');
    expect(
      unpaid(span('2026-10-28', '2026-11-03'), span('2026-10-01', '2026-10-31'), 'Calendar Days').total,
    ).toBe('4');
  });

  it('a suspension outside the period costs it nothing', () => {
    expect(unpaid(span('2026-12-01', '2026-12-05'), november, 'Working Days')).toEqual({
      total: '0',
      byDay: [],
    });
  });

  it('Fixed 30-Day Month: 29 to 31 October costs two days (the 31st is no day of a 30-day month)', () => {
    expect(
      unpaid(span('2026-10-29', '2026-10-31'), span('2026-10-01', '2026-10-31'), 'Fixed 30-Day Month'),
    ).toEqual({
      total: '2',
      byDay: ['2026-10-29:1', '2026-10-30:1'],
    });
  });

  it('Fixed 30-Day Month: 26 to 28 February 2026 costs five days (the month’s last day counts to the 30th)', () => {
    expect(
      unpaid(span('2026-02-26', '2026-02-28'), span('2026-02-01', '2026-02-28'), 'Fixed 30-Day Month'),
    ).toEqual({
      total: '5',
      byDay: ['2026-02-26:1', '2026-02-27:1', '2026-02-28:3'],
    });
  });

  it('a whole month’s suspension leaves nothing paid by any method', () => {
    for (const method of PRORATION_METHODS) {
      const total = suspensionUnpaidDays(november, november, method, weekdays).total;
      const days = paymentDaysOf({ method, period: november, unpaidDays: total, workingDays: weekdays });
      expect(days.paidDays.toString(), method).toBe('0');
    }
  });

  it('refuses a suspension that ends before it starts, and Working Days without the working days', () => {
    expect(() =>
      suspensionUnpaidDays(span('2026-11-05', '2026-11-04'), november, 'Calendar Days', null),
    ).toThrow(RangeError);
    expect(() =>
      suspensionUnpaidDays(span('2026-11-02', '2026-11-04'), november, 'Working Days', null),
    ).toThrow('Working Days proration needs the working days.');
  });
});

describe('a suspension’s unpaid days, for any month, method and span', () => {
  const anyCase = fc
    .record({
      year: fc.integer({ min: 2020, max: 2032 }),
      month: fc.integer({ min: 1, max: 12 }),
      start: fc.integer({ min: -40, max: 40 }),
      length: fc.integer({ min: 0, max: 70 }),
      method: fc.constantFrom(...PRORATION_METHODS),
    })
    .map(({ year, month, start, length, method }) => {
      const from = new CalendarDate(year, month, 1);
      const period = { from, to: endOfMonth(from) };
      const suspended = { from: from.add({ days: start }), to: from.add({ days: start + length }) };
      return { period, suspended, method };
    });

  it('the days by day add up to the total, each inside the period and the suspension', () => {
    fc.assert(
      fc.property(anyCase, ({ period, suspended, method }) => {
        const counted = suspensionUnpaidDays(suspended, period, method, weekdays);
        const sum = counted.byDay.reduce((total, d) => total.plus(d.days), new Decimal(0));
        expect(sum.eq(counted.total)).toBe(true);
        for (const { date, days } of counted.byDay) {
          expect(date.compare(period.from) >= 0 && date.compare(period.to) <= 0).toBe(true);
          expect(date.compare(suspended.from) >= 0 && date.compare(suspended.to) <= 0).toBe(true);
          expect(new Decimal(days).gt(0)).toBe(true);
        }
      }),
    );
  });

  it('never takes more than the period pays, so the paid days stay between 0 and the period’s days', () => {
    fc.assert(
      fc.property(anyCase, ({ period, suspended, method }) => {
        const total = suspensionUnpaidDays(suspended, period, method, weekdays).total;
        const days = paymentDaysOf({ method, period, unpaidDays: total, workingDays: weekdays });
        expect(total.lte(days.periodDays)).toBe(true);
        expect(days.paidDays.plus(total).eq(days.periodDays)).toBe(true);
      }),
    );
  });

  it('counts what the method counts of the days inside the period', () => {
    fc.assert(
      fc.property(anyCase, ({ period, suspended, method }) => {
        const total = suspensionUnpaidDays(suspended, period, method, weekdays).total;
        const from = suspended.from.compare(period.from) > 0 ? suspended.from : period.from;
        const to = suspended.to.compare(period.to) < 0 ? suspended.to : period.to;
        if (from.compare(to) > 0) {
          expect(total.isZero()).toBe(true);
          return;
        }
        const inside = { from, to };
        const expected =
          method === 'Calendar Days'
            ? new Decimal(daysFrom(from, to) + 1)
            : method === 'Working Days'
              ? workingDaysIn(inside, weekdays)
              : thirtyDays(inside);
        expect(total.toString()).toBe(expected.toString());
      }),
    );
  });
});
