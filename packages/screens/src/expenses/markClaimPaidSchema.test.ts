import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MARK_CLAIM_PAID_MESSAGES, markClaimPaidSchema } from './markClaimPaidSchema.ts';

const schema = markClaimPaidSchema('2026-12-03');
const messages = (input: unknown) => v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

describe('markClaimPaidSchema', () => {
  it('takes a trimmed reference and a day up to today', () => {
    expect(v.parse(schema, { reference: ' TRF-1 ', paidOn: '2026-12-03' })).toEqual({
      reference: 'TRF-1',
      paidOn: '2026-12-03',
    });
    expect(messages({ reference: 'TRF-1', paidOn: '2025-01-31' })).toEqual([]);
  });

  it('refuses a day after today, a day that is not one, and a blank or long reference', () => {
    expect(messages({ reference: 'TRF-1', paidOn: '2026-12-04' })).toEqual([MARK_CLAIM_PAID_MESSAGES.future]);
    expect(messages({ reference: 'TRF-1', paidOn: '2026-02-30' })).toEqual([MARK_CLAIM_PAID_MESSAGES.paidOn]);
    expect(messages({ reference: '   ', paidOn: '2026-12-01' })).toEqual([
      MARK_CLAIM_PAID_MESSAGES.reference,
    ]);
    expect(messages({ reference: 'x'.repeat(101), paidOn: '2026-12-01' })).toEqual([
      MARK_CLAIM_PAID_MESSAGES.referenceTooLong,
    ]);
  });
});
