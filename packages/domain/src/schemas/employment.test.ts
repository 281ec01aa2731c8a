import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createEndEmploymentSchema, END_EMPLOYMENT_LIMITS } from './employment.ts';

const schema = createEndEmploymentSchema({ startedOn: '2024-01-15' });

/** The first message for each field, as the dialog shows them. */
function messages(input: { endDate: string; reason: string }) {
  const byField: Record<string, string> = {};
  for (const issue of v.safeParse(schema, input).issues ?? []) {
    byField[v.getDotPath(issue) ?? ''] ??= issue.message;
  }
  return byField;
}

describe('createEndEmploymentSchema', () => {
  it('outputs the end date and the trimmed reason', () => {
    expect(v.parse(schema, { endDate: '2026-11-30', reason: '  Resigned to study.  ' })).toEqual({
      endDate: '2026-11-30',
      reason: 'Resigned to study.',
    });
  });

  it('asks for both fields', () => {
    expect(messages({ endDate: '', reason: '   ' })).toEqual({
      endDate: 'Enter the end date.',
      reason: 'Enter the reason the employment ends.',
    });
  });

  it('refuses an end before the employee joined, and takes the joining day itself', () => {
    expect(messages({ endDate: '2024-01-14', reason: 'Left' })).toEqual({
      endDate: 'The end date cannot be before the employee joined.',
    });
    expect(v.is(schema, { endDate: '2024-01-15', reason: 'Left' })).toBe(true);
    expect(
      v.is(createEndEmploymentSchema({ startedOn: null }), { endDate: '1999-01-01', reason: 'Left' }),
    ).toBe(true);
  });

  it(`keeps the reason to ${END_EMPLOYMENT_LIMITS.reasonMaxLength} characters`, () => {
    expect(messages({ endDate: '2026-11-30', reason: 'a'.repeat(501) })).toEqual({
      reason: 'Use at most 500 characters.',
    });
  });
});
