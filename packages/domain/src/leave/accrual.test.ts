import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { earnedInLeaveYear } from './accrual.ts';
import type { EarningPolicy } from './earningPolicy.ts';
import { leaveYearOf } from './leaveYear.ts';

const day = parseDate;

function policy(overrides: Partial<EarningPolicy>): EarningPolicy {
  return {
    entitlement: new Decimal(20),
    frequency: 'Monthly',
    rounding: 'Half',
    waitingPeriodMonths: 0,
    carryOverCap: null,
    carryOverExpiresAfterMonths: null,
    ...overrides,
  };
}

function earned(earning: EarningPolicy, hireDate: string, yearOf: string, startMonth = 1, endDate?: string) {
  return earnedInLeaveYear(
    earning,
    { hireDate: day(hireDate), endDate: endDate ? day(endDate) : null },
    leaveYearOf(day(yearOf), startMonth),
  ).map((entry) => [entry.key, entry.date.toString(), entry.amount.toString()]);
}

describe('earnedInLeaveYear: monthly', () => {
  it('credits 19 days a year in whole days as 19, not 24 (Frappe rounded each month: 12 × round(1.58))', () => {
    const credits = earned(
      policy({ entitlement: new Decimal(19), rounding: 'Whole' }),
      '2020-01-01',
      '2024-06-01',
    );
    // Cumulative 19k/12 rounded half up: 2, 3, 5, 6, 8, 10 (9.5), 11, 13, 14, 16, 17, 19.
    expect(credits.map(([, , amount]) => amount)).toEqual([
      '2',
      '1',
      '2',
      '1',
      '2',
      '2',
      '1',
      '2',
      '1',
      '2',
      '1',
      '2',
    ]);
    expect(credits[0]).toEqual(['earned:month:2024-01', '2024-01-31', '2']);
    expect(credits[1]).toEqual(['earned:month:2024-02', '2024-02-29', '1']);
  });

  it('prorates a joiner’s first month by its days employed', () => {
    // Hired 16 March 2024: 16 of March's 31 days. Cumulative 20 × (m + 16/31) / 12 in half days:
    // March 0.86 → 1, April 2.53 → 2.5, May 4.19 → 4, ..., December 15.86 → 16.
    const credits = earned(policy({}), '2024-03-16', '2024-03-16');
    expect(credits.slice(0, 3)).toEqual([
      ['earned:month:2024-03', '2024-03-31', '1'],
      ['earned:month:2024-04', '2024-04-30', '1.5'],
      ['earned:month:2024-05', '2024-05-31', '1.5'],
    ]);
    expect(credits.reduce((total, [, , amount]) => total.plus(amount ?? 0), new Decimal(0)).toString()).toBe(
      '16',
    );
  });

  it('stops at a leaver’s last day, crediting the last month’s share on it', () => {
    // 24 a year, whole days, left 15 March 2024: 24 × (2 + 15/31) / 12 = 4.97 → 5.
    const credits = earned(
      policy({ entitlement: new Decimal(24), rounding: 'Whole' }),
      '2020-01-01',
      '2024-01-01',
      1,
      '2024-03-15',
    );
    expect(credits).toEqual([
      ['earned:month:2024-01', '2024-01-31', '2'],
      ['earned:month:2024-02', '2024-02-29', '2'],
      ['earned:month:2024-03', '2024-03-15', '1'],
    ]);
  });

  it('rounds to hundredths, and a last month takes what rounding left', () => {
    const hundredths = earned(
      policy({ entitlement: new Decimal(25), rounding: 'Hundredth' }),
      '2020-01-01',
      '2024-01-01',
    );
    // 25/12 = 2.0833…: 2.08, 4.17 (4.1666…), 6.25, ... 25.
    expect(hundredths.slice(0, 3).map(([, , amount]) => amount)).toEqual(['2.08', '2.09', '2.08']);
    const wholeOfHalf = earned(
      policy({ entitlement: new Decimal('19.5'), rounding: 'Whole' }),
      '2020-01-01',
      '2024-01-01',
    );
    // Cumulative after 11 months: 19.5 × 11/12 = 17.875 → 18; the year still totals 19.5.
    expect(wholeOfHalf.at(-1)).toEqual(['earned:month:2024-12', '2024-12-31', '1.5']);
  });

  it('follows a leave year that starts in April', () => {
    const credits = earned(
      policy({ entitlement: new Decimal(12), rounding: 'Whole' }),
      '2020-01-01',
      '2025-01-15',
      4,
    );
    expect(credits[0]).toEqual(['earned:month:2024-04', '2024-04-30', '1']);
    expect(credits.at(-1)).toEqual(['earned:month:2025-03', '2025-03-31', '1']);
    expect(credits).toHaveLength(12);
  });

  it('earns nothing in a year outside the employment', () => {
    expect(earned(policy({}), '2025-02-01', '2024-06-01')).toEqual([]);
    expect(earned(policy({}), '2020-01-01', '2025-06-01', 1, '2024-12-31')).toEqual([]);
  });
});

describe('earnedInLeaveYear: yearly', () => {
  const yearly = policy({ entitlement: new Decimal(25), frequency: 'Yearly', rounding: 'Whole' });

  it('credits the whole entitlement on the leave year’s first day', () => {
    expect(earned(yearly, '2020-01-01', '2024-06-01', 4)).toEqual([
      ['earned:year:2024-04', '2024-04-01', '25'],
    ]);
  });

  it('prorates a joiner by the days of the leave year left, on the hire date', () => {
    // UK year 1 April 2024 to 31 March 2025 (365 days); hired 1 October: 182 days, 25 × 182/365 = 12.47.
    expect(earned(yearly, '2024-10-01', '2024-10-01', 4)).toEqual([
      ['earned:year:2024-04', '2024-10-01', '12'],
    ]);
    expect(earned({ ...yearly, rounding: 'Hundredth' }, '2024-10-01', '2024-10-01', 4)).toEqual([
      ['earned:year:2024-04', '2024-10-01', '12.47'],
    ]);
  });

  it('never rounds a joiner’s share above the entitlement', () => {
    // 19.7 × 365/366 = 19.65, which whole days would round to 20.
    expect(earned({ ...yearly, entitlement: new Decimal('19.7') }, '2024-01-02', '2024-01-02')).toEqual([
      ['earned:year:2024-01', '2024-01-02', '19.7'],
    ]);
  });

  it('prorates a known end date too', () => {
    // 1 January to 30 June 2024: 182 of 366 days, 25 × 182/366 = 12.43 → 12.5 in half days.
    expect(earned({ ...yearly, rounding: 'Half' }, '2020-01-01', '2024-01-01', 1, '2024-06-30')).toEqual([
      ['earned:year:2024-01', '2024-01-01', '12.5'],
    ]);
  });
});
