import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { MONDAY_TO_FRIDAY } from '../leave/workWeek.ts';
import type { ProrationMethod } from './constants.ts';
import { describeProration, type PaymentDaysInput, paymentDaysOf } from './proration.ts';

const day = parseDate;
const march = { from: day('2025-03-01'), to: day('2025-03-31') };
const february = { from: day('2025-02-01'), to: day('2025-02-28') };

function days(method: ProrationMethod, input: Partial<PaymentDaysInput> = {}) {
  const counted = paymentDaysOf({ method, period: march, ...input });
  return `${counted.paidDays.toString()}/${counted.periodDays.toString()}`;
}

describe('paymentDaysOf', () => {
  it('counts calendar days employed: a joiner of 16 March is paid 16 of 31', () => {
    expect(days('Calendar Days', { employed: { from: day('2025-03-16'), to: day('2025-12-31') } })).toBe(
      '16/31',
    );
    expect(days('Calendar Days')).toBe('31/31');
  });

  it('counts working days from the work week less holidays, or from the caller’s dates', () => {
    const workingDays = {
      workWeek: MONDAY_TO_FRIDAY,
      holidays: [{ name: 'Holiday', date: day('2025-03-31'), part: 'whole' as const, repeatsYearly: false }],
    };
    // March 2025 has 21 weekdays; the 31st is a holiday: 20. From Monday 17 March: 10.
    expect(
      days('Working Days', { workingDays, employed: { from: day('2025-03-17'), to: day('2025-06-30') } }),
    ).toBe('10/20');
    const dates = [day('2025-03-03'), day('2025-03-04'), day('2025-03-05'), day('2025-04-01')];
    expect(
      days('Working Days', { workingDays: { dates }, employed: { from: day('2025-03-04'), to: march.to } }),
    ).toBe('2/3');
    expect(() => days('Working Days')).toThrow('Working Days proration needs the working days.');
  });

  it('counts a fixed 30-day month, so February and March pay a full month alike', () => {
    expect(days('Fixed 30-Day Month')).toBe('30/30');
    expect(paymentDaysOf({ method: 'Fixed 30-Day Month', period: february }).paidDays.toString()).toBe('30');
    const leftOn28February = { from: day('2024-01-01'), to: day('2025-02-28') };
    expect(
      paymentDaysOf({
        method: 'Fixed 30-Day Month',
        period: february,
        employed: leftOn28February,
      }).paidDays.toString(),
    ).toBe('30');
    expect(days('Fixed 30-Day Month', { employed: { from: day('2025-03-16'), to: march.to } })).toBe('15/30');
    expect(days('Fixed 30-Day Month', { employed: { from: day('2025-03-31'), to: march.to } })).toBe('1/30');
    expect(() =>
      paymentDaysOf({
        method: 'Fixed 30-Day Month',
        period: { from: day('2025-03-03'), to: day('2025-03-09') },
      }),
    ).toThrow(/one calendar month/);
  });

  it('takes unpaid leave off the paid days, never below none', () => {
    expect(days('Calendar Days', { unpaidDays: '2.5' })).toBe('28.5/31');
    expect(days('Calendar Days', { unpaidDays: '40' })).toBe('0/31');
    expect(days('Calendar Days', { employed: { from: day('2025-04-01'), to: day('2025-04-30') } })).toBe(
      '0/31',
    );
  });

  it('describes the formula for the line', () => {
    expect(
      describeProration(paymentDaysOf({ method: 'Calendar Days', period: march, unpaidDays: '2.5' })),
    ).toBe('× 28.5/31 calendar days');
  });
});
