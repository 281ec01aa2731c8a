import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  EARLIEST_LEAVE_DATE,
  isLongerThanARequest,
  LONGEST_LEAVE_REQUEST_DAYS,
  leaveDateProblem,
  leaveHorizon,
} from './horizon.ts';

const day = parseDate;

describe('leaveHorizon', () => {
  it.each([
    ['2026-11-25', 1, '2028-12-31'],
    ['2026-01-01', 1, '2028-12-31'],
    ['2026-11-25', 4, '2029-03-31'],
    ['2027-03-31', 4, '2029-03-31'],
    ['2024-02-29', 3, '2026-02-28'],
  ])('on %s, with leave years from month %i, ends on %s', (today, startMonth, latest) => {
    expect(leaveHorizon(day(today), startMonth).latest.toString()).toBe(latest);
  });

  it('starts at the employee’s start date when one is recorded, else in 1900', () => {
    expect(leaveHorizon(day('2026-11-25'), 1, day('2020-01-06')).earliest.toString()).toBe('2020-01-06');
    expect(leaveHorizon(day('2026-11-25'), 1).earliest).toEqual(EARLIEST_LEAVE_DATE);
    expect(leaveHorizon(day('2026-11-25'), 1, day('1850-01-01')).earliest).toEqual(EARLIEST_LEAVE_DATE);
  });
});

describe('leaveDateProblem', () => {
  const horizon = leaveHorizon(day('2026-11-25'), 1, day('2020-01-06'));

  it('accepts every date from the start to the horizon’s last day', () => {
    for (const date of ['2020-01-06', '2026-11-25', '2028-12-31']) {
      expect(leaveDateProblem(day(date), horizon)).toBeNull();
    }
  });

  it('refuses 27 December 9999 and names the last day allowed', () => {
    expect(leaveDateProblem(day('9999-12-27'), horizon)).toBe(
      'Choose a date up to 2028-12-31: leave is dated at most 2 leave years after the current one.',
    );
    expect(leaveDateProblem(day('2029-01-01'), horizon)).not.toBeNull();
  });

  it('refuses a day before the employee’s start, or before 1900 for one without', () => {
    expect(leaveDateProblem(day('2020-01-05'), horizon)).toBe(
      'Choose a date from 2020-01-06, the employee’s start date.',
    );
    expect(leaveDateProblem(day('0001-01-01'), leaveHorizon(day('2026-11-25'), 1))).toBe(
      'Choose a date from 1900-01-01.',
    );
  });
});

describe('isLongerThanARequest', () => {
  it(`allows ${LONGEST_LEAVE_REQUEST_DAYS} days and no more`, () => {
    expect(isLongerThanARequest(day('2028-01-01'), day('2028-12-31'))).toBe(false);
    expect(isLongerThanARequest(day('2027-01-01'), day('2028-01-01'))).toBe(false);
    expect(isLongerThanARequest(day('2027-01-01'), day('2028-01-02'))).toBe(true);
  });
});
