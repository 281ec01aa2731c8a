import type { HolidayCalendarValues, HolidayValues } from '@hr/domain';
import type { FormFeedback, FormSubmitResult } from '../forms/index.ts';

/** A holiday calendar as the list has it: the form's values as saved, and its id. */
export interface HolidayCalendar extends HolidayCalendarValues {
  id: string;
}

export interface HolidayCalendarsScreenProps {
  /** 'loading' until the list has come. */
  status: 'loading' | 'error' | 'ready';
  /** Why the list could not be loaded. */
  errorMessage?: string;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: () => void;
  /** Every holiday calendar of the employer; the screen sorts and filters them itself. */
  items: readonly HolidayCalendar[];
  /**
   * Adds a calendar (`existing` undefined) or saves the changes to `existing`. Answer
   * `{ field: 'code', message }` for a 409 and it shows on Code; `field` may also name a holiday's
   * field (`holidays.3.date`). Saving one as the default makes the server take the flag off the
   * previous default.
   */
  onSave: (values: HolidayCalendarValues, existing?: HolidayCalendar) => Promise<FormSubmitResult>;
  /** Deletes a calendar; when employees' Employment terms name it, answer with a message saying so. */
  onDelete: (item: HolidayCalendar) => Promise<FormSubmitResult>;
  /**
   * The public holidays of a country (ISO 3166 code, "GH") in a year, which the user then edits
   * before saving. Answer FormFeedback (or reject) when they cannot be had. Without it the calendar
   * offers no "Fill with public holidays".
   */
  onSuggestPublicHolidays?: (
    country: string,
    year: number,
  ) => Promise<readonly HolidayValues[] | FormFeedback>;
  /** The year "Fill with public holidays" starts at: the app's current year. */
  currentYear: number;
  /** The country it starts at (ISO code), such as the employer's. */
  defaultCountry?: string;
}
