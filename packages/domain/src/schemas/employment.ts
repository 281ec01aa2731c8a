import * as v from 'valibot';
import { COMPLETE_DATE, isIsoDate, requiredText } from './fieldRules.ts';

/**
 * Ending an employee's employment (the employee issue): an end date and the reason. The record is
 * kept; the contract's end-employment operation takes exactly these two fields.
 */
export const END_EMPLOYMENT_LIMITS = { reasonMaxLength: 500 } as const;

/**
 * The End employment dialog's schema. `startedOn` ('YYYY-MM-DD', the employee's date joined or start
 * date when known) is the earliest end date allowed.
 */
export function createEndEmploymentSchema({ startedOn }: { startedOn: string | null }) {
  return v.object({
    endDate: v.pipe(
      v.string(),
      v.nonEmpty('Enter the end date.'),
      v.check(isIsoDate, COMPLETE_DATE),
      v.check(
        (date) => startedOn === null || date >= startedOn,
        'The end date cannot be before the employee joined.',
      ),
    ),
    reason: requiredText(END_EMPLOYMENT_LIMITS.reasonMaxLength, 'Enter the reason the employment ends.'),
  });
}

export type EndEmploymentInput = v.InferInput<ReturnType<typeof createEndEmploymentSchema>>;
export type EndEmploymentValues = v.InferOutput<ReturnType<typeof createEndEmploymentSchema>>;
