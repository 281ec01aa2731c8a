import { parseDate } from '@internationalized/date';
import { describe, expect, test } from 'vitest';
import { payPeriodSpan, SEMI_MONTHLY_START } from './periods.ts';

const span = (...args: Parameters<typeof payPeriodSpan>) => {
  const { from, to } = payPeriodSpan(...args);
  return [from.toString(), to.toString()];
};

describe('payPeriodSpan', () => {
  test('Monthly runs to the day before the same day next month', () => {
    expect(span('Monthly', parseDate('2026-01-01'))).toEqual(['2026-01-01', '2026-01-31']);
    expect(span('Monthly', parseDate('2026-02-01'))).toEqual(['2026-02-01', '2026-02-28']);
    expect(span('Monthly', parseDate('2028-02-01'))).toEqual(['2028-02-01', '2028-02-29']);
    expect(span('Monthly', parseDate('2026-12-15'))).toEqual(['2026-12-15', '2027-01-14']);
  });

  test('a Monthly start the next month has no day for runs to that month’s end, leaving no day out', () => {
    expect(span('Monthly', parseDate('2026-01-31'))).toEqual(['2026-01-31', '2026-02-28']);
    expect(span('Monthly', parseDate('2026-01-29'))).toEqual(['2026-01-29', '2026-02-28']);
    expect(span('Monthly', parseDate('2026-03-31'))).toEqual(['2026-03-31', '2026-04-30']);
    expect(span('Monthly', parseDate('2026-01-28'))).toEqual(['2026-01-28', '2026-02-27']);
  });

  test('Weekly is 7 days and Bi-Weekly 14, across a year’s end', () => {
    expect(span('Weekly', parseDate('2026-12-28'))).toEqual(['2026-12-28', '2027-01-03']);
    expect(span('Bi-Weekly', parseDate('2026-12-21'))).toEqual(['2026-12-21', '2027-01-03']);
  });

  test('Semi-Monthly is the 1st to the 15th or the 16th to the month’s end', () => {
    expect(span('Semi-Monthly', parseDate('2026-02-01'))).toEqual(['2026-02-01', '2026-02-15']);
    expect(span('Semi-Monthly', parseDate('2026-02-16'))).toEqual(['2026-02-16', '2026-02-28']);
    expect(span('Semi-Monthly', parseDate('2026-03-16'))).toEqual(['2026-03-16', '2026-03-31']);
  });

  test('a semi-monthly period starting on another day is refused', () => {
    expect(() => payPeriodSpan('Semi-Monthly', parseDate('2026-02-10'))).toThrow(SEMI_MONTHLY_START);
  });
});
