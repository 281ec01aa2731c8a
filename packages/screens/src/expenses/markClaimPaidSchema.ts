import { isIsoDate } from '@hr/domain';
import * as v from 'valibot';

/**
 * Marking an approved claim paid outside payroll (issue 32 item 4): the payment's reference (a bank
 * transfer's, a cheque number) and the day it was paid, today or before. A pay run never pays it after.
 */

export const PAID_REFERENCE_MAX_LENGTH = 100;

export const MARK_CLAIM_PAID_MESSAGES = {
  reference: 'Enter the payment’s reference, such as the bank transfer’s or the cheque number.',
  referenceTooLong: `Use at most ${PAID_REFERENCE_MAX_LENGTH} characters.`,
  paidOn: 'Enter the day the claim was paid.',
  future: 'A claim can only be marked paid on today or a day before.',
} as const;

export function markClaimPaidSchema(today: string) {
  return v.object({
    reference: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(MARK_CLAIM_PAID_MESSAGES.reference),
      v.maxLength(PAID_REFERENCE_MAX_LENGTH, MARK_CLAIM_PAID_MESSAGES.referenceTooLong),
    ),
    paidOn: v.pipe(
      v.string(),
      v.check(isIsoDate, MARK_CLAIM_PAID_MESSAGES.paidOn),
      // ISO dates compare as text.
      v.check((paidOn) => paidOn <= today, MARK_CLAIM_PAID_MESSAGES.future),
    ),
  });
}

export type MarkClaimPaidValues = v.InferOutput<ReturnType<typeof markClaimPaidSchema>>;
