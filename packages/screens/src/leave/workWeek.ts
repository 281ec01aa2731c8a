import type { WorkWeekValues } from '@hr/domain';
import type { FormSubmitResult } from '../forms/index.ts';

/** A work-week pattern as the list has it: the form's values as saved, and its id. */
export interface WorkWeekPattern extends WorkWeekValues {
  id: string;
}

export interface WorkWeeksScreenProps {
  /** 'loading' until the list has come. */
  status: 'loading' | 'error' | 'ready';
  /** Why the list could not be loaded. */
  errorMessage?: string;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: () => void;
  /** Every work-week pattern of the employer; the screen sorts and filters them itself. */
  items: readonly WorkWeekPattern[];
  /**
   * Adds a pattern (`existing` undefined) or saves the changes to `existing`. Answer
   * `{ field: 'code', message }` for a 409 and it shows on Code. Saving one as the default makes the
   * server take the flag off the previous default; the list that comes back shows it.
   */
  onSave: (
    values: WorkWeekValues,
    existing?: WorkWeekPattern,
  ) => Promise<FormSubmitResult<'code' | 'name' | 'hoursPerDay' | 'days'>>;
  /**
   * Deletes a pattern. When employees' Employment terms name it, or it is the default, answer with a
   * message that says so.
   */
  onDelete: (item: WorkWeekPattern) => Promise<FormSubmitResult>;
}
