import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import {
  EMPTY_EMPLOYMENT_TERMS,
  employmentTermsFormSchema,
  isHoursPerWeek,
  TERMS_MESSAGES,
  termsProblems,
} from './employmentTerms.ts';

const permanent = {
  contractType: 'Permanent' as const,
  startDate: '2026-01-05',
  endDate: null,
  probationEndDate: null,
  confirmationDate: null,
  noticePeriod: null,
  noticePeriodUnit: null,
  hoursPerWeek: null,
};

describe('termsProblems', () => {
  test('a fixed-term contract needs its end date, after the start', () => {
    expect(termsProblems({ ...permanent, contractType: 'Fixed term' })).toEqual([
      { field: 'endDate', message: TERMS_MESSAGES.endDateRequired },
    ]);
    expect(termsProblems({ ...permanent, contractType: 'Fixed term', endDate: '2026-01-05' })).toEqual([
      { field: 'endDate', message: TERMS_MESSAGES.endBeforeStart },
    ]);
    expect(termsProblems({ ...permanent, contractType: 'Fixed term', endDate: '2026-12-31' })).toEqual([]);
  });

  test('probation end and confirmation are not before the start; a notice period has its unit', () => {
    const fields = termsProblems({
      ...permanent,
      probationEndDate: '2026-01-04',
      confirmationDate: '2025-12-31',
      noticePeriod: 4,
    }).map((problem) => problem.field);
    expect(fields).toEqual(['probationEndDate', 'confirmationDate', 'noticePeriodUnit']);
  });
});

describe('hours per week', () => {
  test('worked examples', () => {
    expect(['0.01', '37.5', '40', '168', '168.00'].filter(isHoursPerWeek)).toHaveLength(5);
    expect(['0', '0.00', '168.01', '169', '-1', '1e2', '37.555', ''].filter(isHoursPerWeek)).toEqual([]);
  });

  test('any two-decimal figure is accepted exactly when 0 < h ≤ 168', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (hundredths) => {
        const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
        expect(isHoursPerWeek(text)).toBe(hundredths > 0 && hundredths <= 16_800);
      }),
    );
  });
});

describe('the Record terms dialog schema', () => {
  test('names the field of a cross-field problem and keeps the values typed', () => {
    const result = v.safeParse(employmentTermsFormSchema, {
      ...EMPTY_EMPLOYMENT_TERMS,
      employeeId: 'e1',
      effectiveDate: '2026-02-01',
      contractType: 'Fixed term',
      startDate: '2026-02-01',
      hoursPerWeek: '37.5',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['endDate', TERMS_MESSAGES.endDateRequired],
    ]);
  });

  test('answers nulls for what was left empty', () => {
    const result = v.parse(employmentTermsFormSchema, {
      ...EMPTY_EMPLOYMENT_TERMS,
      employeeId: 'e1',
      effectiveDate: '2026-02-01',
      startDate: '2026-02-01',
      noticePeriod: '1',
      noticePeriodUnit: 'months',
    });
    expect(result).toMatchObject({ endDate: null, hoursPerWeek: null, noticePeriod: 1, workWeekId: null });
  });
});
