import { COMPLETE_DATE, isIsoDate } from '@hr/domain';
import * as v from 'valibot';
import {
  TEAM_FILES_MAX,
  TEAM_TITLE_MAX,
  TEAM_TITLE_MESSAGES,
  teamContentSchema,
  teamTitleSchema,
} from './teamPostSchema.ts';

/** The contract's limits on an announcement (issue 15). */
export const ANNOUNCEMENT_TITLE_MAX = TEAM_TITLE_MAX;
export const ANNOUNCEMENT_FILES_MAX = TEAM_FILES_MAX;

export const ANNOUNCEMENT_MESSAGES = {
  ...TEAM_TITLE_MESSAGES,
  effectiveDate: 'Enter the effective date.',
} as const;

/** The announcement dialog's form: what create- and update-announcement take besides the files. */
export const announcementSchema = v.object({
  title: teamTitleSchema,
  effectiveDate: v.pipe(
    v.string(),
    v.nonEmpty(ANNOUNCEMENT_MESSAGES.effectiveDate),
    v.check(isIsoDate, COMPLETE_DATE),
  ),
  published: v.boolean(),
  notifyEmployees: v.boolean(),
  content: teamContentSchema,
});

export type AnnouncementFormInput = v.InferInput<typeof announcementSchema>;
export type AnnouncementValues = v.InferOutput<typeof announcementSchema>;
