import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { MONDAY_TO_FRIDAY } from '../leave/workWeek.ts';
import { computePayslip } from './payslip.ts';
import { type SalaryPartsInput, salaryPartsOf } from './salaryParts.ts';
import { TWO_DIGITS_HALF_UP } from './workedCases.ts';

/**
 * A salary that changes inside a period, worked by hand. Each part pays its salary × its paid days /
 * the period's days; the parts are added exactly and the Basic line rounded once (half up, 0.01).
 */

const day = parseDate;
const november = { from: day('2026-11-01'), to: day('2026-11-30') };
const raiseFrom15November = [
  { from: day('2025-01-01'), amount: '5000' },
  { from: day('2026-11-15'), amount: '5500' },
];

function basic(input: SalaryPartsInput) {
  const { parts, paymentDays, unsalaried } = salaryPartsOf(input);
  const [line] = computePayslip({
    payPeriod: 'Monthly',
    money: TWO_DIGITS_HALF_UP,
    basicPay: parts,
    paymentDays,
  }).lines;
  return {
    days: parts.map((part) => part.paidDays.toString()),
    paid: `${paymentDays.paidDays.toString()}/${paymentDays.periodDays.toString()}`,
    unsalaried: unsalaried.map((span) => `${span.from.toString()}..${span.to.toString()}`),
    amount: line?.amount,
    explanation: line?.explanation,
  };
}

describe('a salary that changes inside the period', () => {
  it('Calendar Days: a raise from 15 November pays 14 days of the old salary and 16 of the new', () => {
    // 5,000.00 × 14/30 = 2,333.333…; 5,500.00 × 16/30 = 2,933.333…; together 5,266.666… → 5,266.67.
    // (Rounding each part first would give 2,333.33 + 2,933.33 = 5,266.66.)
    expect(basic({ method: 'Calendar Days', period: november, salaries: raiseFrom15November })).toEqual({
      days: ['14', '16'],
      paid: '30/30',
      unsalaried: [],
      amount: '5266.67',
      explanation:
        'Basic 5,000.00 × 14/30 calendar days (1–14 Nov) + 5,500.00 × 16/30 calendar days (15–30 Nov) = 5,266.67 (added exactly, rounded once)',
    });
  });

  it('Working Days: the work week’s days on each side of the change', () => {
    // November 2026, Monday to Friday: 21 working days, 10 before Monday 16 November and 11 from it.
    // (5,000.00 × 10 + 5,500.00 × 11) / 21 = 110,500.00 / 21 = 5,261.9047… → 5,261.90.
    const salaries = [
      { from: day('2025-01-01'), amount: '5000' },
      { from: day('2026-11-16'), amount: '5500' },
    ];
    const workingDays = { workWeek: MONDAY_TO_FRIDAY, holidays: [] };
    expect(basic({ method: 'Working Days', period: november, salaries, workingDays })).toMatchObject({
      days: ['10', '11'],
      paid: '21/21',
      amount: '5261.90',
    });
  });

  it('Fixed 30-Day Month: February’s parts still add up to 30 days; a change on the 31st pays nothing more', () => {
    // February 2025 (28 days): 1–14 is 14 days, 15–28 is day 15 to day 30, 16 days.
    // 4,000.00 × 14/30 + 4,600.00 × 16/30 = 1,866.666… + 2,453.333… = 4,320.00.
    const february = { from: day('2025-02-01'), to: day('2025-02-28') };
    const salaries = [
      { from: day('2024-06-01'), amount: '4000' },
      { from: day('2025-02-15'), amount: '4600' },
    ];
    expect(basic({ method: 'Fixed 30-Day Month', period: february, salaries })).toMatchObject({
      days: ['14', '16'],
      paid: '30/30',
      amount: '4320.00',
    });
    // The 31st counts as the 30th, which the old salary already paid.
    const march = { from: day('2025-03-01'), to: day('2025-03-31') };
    const on31st = [salaries[0], { from: day('2025-03-31'), amount: '4600' }].filter((row) => !!row);
    expect(basic({ method: 'Fixed 30-Day Month', period: march, salaries: on31st })).toMatchObject({
      days: ['30', '0'],
      amount: '4000.00',
    });
  });

  it('takes joining and dated unpaid leave from the part they fall in', () => {
    // Joined 10 November; half a day unpaid on the 12th, a day on the 20th.
    // Old salary: 10–14 Nov, 5 days − 0.5 = 4.5; new: 15–30 Nov, 16 days − 1 = 15.
    // 5,000.00 × 4.5/30 + 5,500.00 × 15/30 = 750.00 + 2,750.00 = 3,500.00.
    const result = basic({
      method: 'Calendar Days',
      period: november,
      salaries: raiseFrom15November,
      employed: { from: day('2026-11-10'), to: day('2027-12-31') },
      unpaidDays: [
        { date: day('2026-11-12'), days: '0.5' },
        { date: day('2026-11-20'), days: '1' },
      ],
    });
    expect(result).toMatchObject({ days: ['4.5', '15'], paid: '19.5/30', amount: '3500.00' });
    expect(result.explanation).toBe(
      'Basic 5,000.00 × 4.5/30 calendar days (1–14 Nov) + 5,500.00 × 15/30 calendar days (15–30 Nov) = 3,500.00 (added exactly, rounded once)',
    );
    expect(() =>
      salaryPartsOf({
        method: 'Calendar Days',
        period: november,
        salaries: raiseFrom15November,
        unpaidDays: '1',
      }),
    ).toThrow('Unpaid leave must be dated when the salary changes inside the period.');
  });

  it('names the days of a period crossing a month’s end', () => {
    // A week from Thursday 29 October; 1,400.00 from 2 November.
    // (1,000.00 × 4 + 1,400.00 × 3) / 7 = 8,200.00 / 7 = 1,171.4285… → 1,171.43.
    const week = { from: day('2026-10-29'), to: day('2026-11-04') };
    const salaries = [
      { from: day('2026-01-01'), amount: '1000' },
      { from: day('2026-11-02'), amount: '1400' },
    ];
    expect(basic({ method: 'Calendar Days', period: week, salaries })).toMatchObject({
      amount: '1171.43',
      explanation:
        'Basic 1,000.00 × 4/7 calendar days (29 Oct – 1 Nov) + 1,400.00 × 3/7 calendar days (2–4 Nov) = 1,171.43 (added exactly, rounded once)',
    });
  });

  it('pays nothing for the days before the first salary, as for days before joining', () => {
    // 5,500.00 × 16/30 = 2,933.333… → 2,933.33.
    const result = basic({
      method: 'Calendar Days',
      period: november,
      salaries: [{ from: day('2026-11-15'), amount: '5500' }],
    });
    expect(result).toEqual({
      days: ['16'],
      paid: '16/30',
      unsalaried: ['2026-11-01..2026-11-14'],
      amount: '2933.33',
      explanation: 'Basic 5,500.00 × 16/30 calendar days = 2,933.33',
    });
    // A row recorded without an amount stops the salary from its date.
    const stopped = basic({
      method: 'Calendar Days',
      period: november,
      salaries: [raiseFrom15November[0], { from: day('2026-11-21'), amount: null }].filter((row) => !!row),
    });
    expect(stopped).toMatchObject({ days: ['20'], paid: '20/30', unsalaried: ['2026-11-21..2026-11-30'] });
  });

  it('keeps one salary’s line as it was: the same amount recorded again is one part', () => {
    const sameAgain = [
      { from: day('2025-01-01'), amount: '5000' },
      { from: day('2026-11-15'), amount: '5000.00' },
    ];
    expect(basic({ method: 'Calendar Days', period: november, salaries: sameAgain })).toEqual({
      days: ['30'],
      paid: '30/30',
      unsalaried: [],
      amount: '5000.00',
      explanation: 'Basic 5,000.00',
    });
  });
});
