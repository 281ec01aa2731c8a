import { describe, expect, test } from 'vitest';
import { movePlannerSpan, plannerSpan } from './leaveReports.ts';

describe('plannerSpan', () => {
  test('a month runs from its first to its last day, February of a leap year included', () => {
    expect(plannerSpan('month', '2028-02-14')).toEqual({
      view: 'month',
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  test('a week runs Monday to Sunday, across a year’s end', () => {
    expect(plannerSpan('week', '2027-01-01')).toEqual({ view: 'week', from: '2026-12-28', to: '2027-01-03' });
  });

  test('a week starts on the employer’s first day: Sunday to Saturday, or Saturday to Friday', () => {
    expect(plannerSpan('week', '2027-01-01', 'sun')).toEqual({
      view: 'week',
      from: '2026-12-27',
      to: '2027-01-02',
    });
    expect(plannerSpan('week', '2027-01-01', 'sat')).toEqual({
      view: 'week',
      from: '2026-12-26',
      to: '2027-01-01',
    });
  });

  test('moving a week keeps the employer’s first day', () => {
    expect(movePlannerSpan(plannerSpan('week', '2026-12-23', 'sun'), 1, 'sun')).toMatchObject({
      from: '2026-12-27',
      to: '2027-01-02',
    });
  });

  test('moving steps a whole month or week', () => {
    expect(movePlannerSpan(plannerSpan('month', '2026-12-31'), 1)).toMatchObject({
      from: '2027-01-01',
      to: '2027-01-31',
    });
    expect(movePlannerSpan(plannerSpan('week', '2026-12-23'), -1)).toMatchObject({
      from: '2026-12-14',
      to: '2026-12-20',
    });
  });
});
