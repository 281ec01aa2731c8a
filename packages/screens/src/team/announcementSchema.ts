import { COMPLETE_DATE, formattedTextProblem, isIsoDate } from '@hr/domain';
import * as v from 'valibot';

/** The contract's limits on an announcement (issue 15). */
export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_FILES_MAX = 5;

export const ANNOUNCEMENT_MESSAGES = {
  title: 'Enter the title.',
  titleLength: `Use at most ${ANNOUNCEMENT_TITLE_MAX} characters.`,
  effectiveDate: 'Enter the effective date.',
} as const;

/** The announcement dialog's form: what create- and update-announcement take besides the files. */
export const announcementSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(ANNOUNCEMENT_MESSAGES.title),
    v.maxLength(ANNOUNCEMENT_TITLE_MAX, ANNOUNCEMENT_MESSAGES.titleLength),
  ),
  effectiveDate: v.pipe(
    v.string(),
    v.nonEmpty(ANNOUNCEMENT_MESSAGES.effectiveDate),
    v.check(isIsoDate, COMPLETE_DATE),
  ),
  published: v.boolean(),
  notifyEmployees: v.boolean(),
  // The same rule the server applies (formattedTextProblem): the field shows its sentence as you type.
  content: v.pipe(
    v.string(),
    v.check(
      (content) => formattedTextProblem(content) === null,
      (issue) => `Content ${formattedTextProblem(String(issue.input)) ?? 'cannot be saved.'}`,
    ),
  ),
});

export type AnnouncementFormInput = v.InferInput<typeof announcementSchema>;
export type AnnouncementValues = v.InferOutput<typeof announcementSchema>;
