import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hourlyRateOf,
  hoursAndMinutes,
  type OvertimeInput,
  overtimePayItem,
  weeklyHoursOf,
} from './overtime.ts';
import { type PayItemInput, priceItem } from './payItems.ts';
import type { PaymentDays } from './proration.ts';

const cents = { digits: 2, rounding: 'Half Up' } as const;

/** The line, which these cases expect there to be. */
function line(input: OvertimeInput): PayItemInput {
  const item = overtimePayItem(input);
  if (!item) throw new Error('expected an overtime line');
  return item;
}

describe('the hourly rate of a salary (29 CFR 778.113)', () => {
  it('divides a weekly salary by the week’s hours: 182 for 35 hours is 5.20 an hour (778.113(a)’s example)', () => {
    expect(hourlyRateOf('182', 'Weekly', '35', cents)).toEqual({
      rate: new Decimal('5.2'),
      explanation: 'hourly rate 5.20 = 182.00 ÷ 35 h a week',
    });
  });

  it('carries a monthly salary to its weekly equivalent × 12 ÷ 52 (778.113(b))', () => {
    // 4,333.33 × 12 ÷ 52 = 999.9992…; ÷ 40 = 24.99998… → 25.00.
    expect(hourlyRateOf('4333.33', 'Monthly', '40', cents).explanation).toBe(
      'hourly rate 25.00 = 4,333.33 × 12 ÷ 52 ÷ 40 h a week',
    );
    // Semi-monthly × 24 ÷ 52; bi-weekly × 26 ÷ 52, i.e. half.
    expect(hourlyRateOf('2000', 'Semi-Monthly', '40', cents).rate.toFixed(2)).toBe('23.08');
    expect(hourlyRateOf('2000', 'Bi-Weekly', '40', cents).rate.toFixed(2)).toBe('25.00');
  });

  it('refuses a work week without hours', () => {
    expect(() => hourlyRateOf('2000', 'Monthly', '0', cents)).toThrow('The work week has no hours');
  });
});

describe('the overtime line', () => {
  it('pays 6 h 30 min at 1.5 × 25.00 = 243.75, explained step by step', () => {
    const item = line({
      minutes: 390,
      rateKind: 'Multiplier of the hourly rate',
      rate: '1.5',
      basicSalary: '4333.33',
      payPeriod: 'Monthly',
      weeklyHours: '40',
      money: cents,
    });
    const priced = priceItem(item, null, cents);
    expect(priced.amount.toFixed(2)).toBe('243.75');
    expect(priced.explanation).toBe(
      'Overtime 6 h 30 min (approved) at 1.5 × hourly rate 25.00 = 4,333.33 × 12 ÷ 52 ÷ 40 h a week = 243.75; taxable; in the statutory base',
    );
  });

  it('pays a fixed amount an hour, 50 minutes at 12.00 being 10.00, and is not prorated', () => {
    const item = line({
      minutes: 50,
      rateKind: 'Amount per hour',
      rate: '12',
      basicSalary: '3000',
      payPeriod: 'Monthly',
      weeklyHours: '40',
      money: cents,
    });
    const halfMonth: PaymentDays = {
      method: 'Calendar Days',
      paidDays: new Decimal(15),
      periodDays: new Decimal(30),
    };
    expect(priceItem(item, halfMonth, cents).amount.toFixed(2)).toBe('10.00');
  });

  it('is no line at all without approved minutes', () => {
    expect(
      overtimePayItem({
        minutes: 0,
        rateKind: 'Amount per hour',
        rate: '12',
        basicSalary: '3000',
        payPeriod: 'Monthly',
        weeklyHours: '40',
        money: cents,
      }),
    ).toBeNull();
  });

  it('never pays less for more minutes, and pays minutes × rate ÷ 60 within half a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (minutes, rateCents) => {
          const rate = new Decimal(rateCents).div(100);
          const at = (m: number) =>
            new Decimal(
              line({
                minutes: m,
                rateKind: 'Amount per hour',
                rate,
                basicSalary: '1',
                payPeriod: 'Monthly',
                weeklyHours: '40',
                money: cents,
              }).amount,
            );
          const exact = rate.times(minutes).div(60);
          return at(minutes).minus(exact).abs().lte('0.005') && at(minutes + 1).gte(at(minutes));
        },
      ),
    );
  });
});

describe('the hours of a work week', () => {
  it('counts a half day as half: Monday to Friday and Saturday morning at 8 hours is 44', () => {
    const week = {
      days: ['whole', 'whole', 'whole', 'whole', 'whole', 'morning', 'none'],
      hoursPerDay: new Decimal(8),
    } as const;
    expect(weeklyHoursOf(week).toFixed()).toBe('44');
  });
});

describe('hours and minutes', () => {
  it('reads as a person would say it', () => {
    expect([45, 60, 390].map(hoursAndMinutes)).toEqual(['45 min', '1 h', '6 h 30 min']);
  });
});
