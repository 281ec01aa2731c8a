import { DOCUMENT_CATEGORIES, DOCUMENT_SCOPES, formattedTextProblem } from '@hr/domain';
import * as v from 'valibot';

/** The contract's limits on a shared document (issue 15). */
export const SHARED_DOCUMENT_TITLE_MAX = 200;
export const SHARED_DOCUMENT_FILES_MAX = 5;

export const SHARED_DOCUMENT_MESSAGES = {
  title: 'Enter the title.',
  titleLength: `Use at most ${SHARED_DOCUMENT_TITLE_MAX} characters.`,
  category: 'Choose the category.',
  scope: 'Choose who it is for.',
  employeeId: 'Choose the employee.',
} as const;

const shareWithSchema = v.object({
  lineManager: v.boolean(),
  headOfDepartment: v.boolean(),
  headOfBranch: v.boolean(),
});

const NOBODY_ELSE = { lineManager: false, headOfDepartment: false, headOfBranch: false };

/**
 * The document dialog's form: what create- and update-shared-document take besides the files.
 * The Employee and Share With are kept while another scope is chosen (nothing typed is lost), but
 * only a Selected Employee document sends them.
 */
export const sharedDocumentSchema = v.pipe(
  v.object({
    title: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(SHARED_DOCUMENT_MESSAGES.title),
      v.maxLength(SHARED_DOCUMENT_TITLE_MAX, SHARED_DOCUMENT_MESSAGES.titleLength),
    ),
    category: v.pipe(
      v.picklist(['', ...DOCUMENT_CATEGORIES], SHARED_DOCUMENT_MESSAGES.category),
      v.check((category) => category !== '', SHARED_DOCUMENT_MESSAGES.category),
    ),
    // The same rule the server applies (formattedTextProblem): the field shows its sentence as you type.
    content: v.pipe(
      v.string(),
      v.check(
        (content) => formattedTextProblem(content) === null,
        (issue) => `Content ${formattedTextProblem(String(issue.input)) ?? 'cannot be saved.'}`,
      ),
    ),
    scope: v.picklist(DOCUMENT_SCOPES, SHARED_DOCUMENT_MESSAGES.scope),
    employeeId: v.string(),
    shareWith: shareWithSchema,
  }),
  v.forward(
    v.partialCheck(
      [['scope'], ['employeeId']],
      (input) => input.scope !== 'selected-employee' || input.employeeId !== '',
      SHARED_DOCUMENT_MESSAGES.employeeId,
    ),
    ['employeeId'],
  ),
  v.transform(({ category, scope, employeeId, shareWith, ...rest }) => ({
    ...rest,
    category: category as Exclude<typeof category, ''>,
    scope,
    ...(scope === 'selected-employee'
      ? { employeeId, shareWith }
      : { employeeId: null, shareWith: NOBODY_ELSE }),
  })),
);

export type SharedDocumentFormInput = v.InferInput<typeof sharedDocumentSchema>;
export type SharedDocumentValues = v.InferOutput<typeof sharedDocumentSchema>;
