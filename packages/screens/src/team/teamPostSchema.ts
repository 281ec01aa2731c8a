import { formattedTextProblem } from '@hr/domain';
import * as v from 'valibot';

/** The contract's limits on Team's posts (announcements, topics, shared documents; issue 15). */
export const TEAM_TITLE_MAX = 200;
export const TEAM_FILES_MAX = 5;

export const TEAM_TITLE_MESSAGES = {
  title: 'Enter the title.',
  titleLength: `Use at most ${TEAM_TITLE_MAX} characters.`,
} as const;

/** A post's title: plain text, 1–200 characters once trimmed. */
export const teamTitleSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(TEAM_TITLE_MESSAGES.title),
  v.maxLength(TEAM_TITLE_MAX, TEAM_TITLE_MESSAGES.titleLength),
);

// The same rule the server applies (formattedTextProblem): the field shows its sentence as you type.
const formattedTextCheck = v.check<string, v.ErrorMessage<v.CheckIssue<string>>>(
  (content) => formattedTextProblem(content) === null,
  (issue) => `Content ${formattedTextProblem(String(issue.input)) ?? 'cannot be saved.'}`,
);

/** Formatted content (Markdown source) that may be left empty. */
export const teamContentSchema = v.pipe(v.string(), formattedTextCheck);

/** Formatted content that must say something (a reply): `message` when it is blank. */
export const requiredTeamContentSchema = (message: string) =>
  v.pipe(
    v.string(),
    v.check((content) => content.trim() !== '', message),
    formattedTextCheck,
  );
