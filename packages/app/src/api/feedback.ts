import { ClientError } from '@hr/api';

/** What a form shows for a failed call: the server's sentence, on the field it names when the form has it. */
export interface CallFeedback<Field extends string> {
  message: string;
  field?: Field;
}

/**
 * Turns a failed call into form feedback. Every ClientError's message is a sentence for people (the
 * server's `error`, or the transport's "Network error…"); anything else is a bug, reported as such
 * rather than hidden.
 */
export function feedbackFor<Field extends string>(
  error: unknown,
  fields: readonly Field[] | 'any-field' = [],
): CallFeedback<Field> {
  if (error instanceof ClientError) {
    const field = 'field' in error ? (error.field as string | undefined) : undefined;
    // 'any-field': the form places any dotted path itself (the Employee panel's nine sections).
    const known =
      fields === 'any-field' ? (field as Field | undefined) : fields.find((name) => name === field);
    return known ? { message: error.message, field: known } : { message: error.message };
  }
  return {
    message: `Something went wrong in the app: ${error instanceof Error ? error.message : String(error)}`,
  };
}

/**
 * Makes a change, then `after` it (the list again, quietly); a refusal is the form's feedback, on
 * the field it names, and nothing else happens, so the list stays as it was.
 */
export async function changeThen<Field extends string>(
  call: () => Promise<unknown>,
  after: () => Promise<unknown>,
  fields: readonly Field[] | 'any-field' = [],
): Promise<CallFeedback<Field> | undefined> {
  try {
    await call();
  } catch (error) {
    return feedbackFor(error, fields);
  }
  await after();
  return undefined;
}
