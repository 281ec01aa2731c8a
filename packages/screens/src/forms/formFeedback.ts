/**
 * What a form screen's `onSubmit` may answer once the server has replied: nothing when it worked,
 * or a sentence to show. With `field` the sentence goes on that field; without it, or when the
 * field is not one the user can edit (a toggle, a link's token), it shows in an error banner above
 * the form. Whatever was typed stays in the form either way.
 */
export interface FormFeedback<TField extends string = string> {
  message: string;
  field?: TField;
}

/**
 * What a form screen's `onSubmit` resolves to: `void` when it worked, so that an async handler that
 * simply returns nothing fits, or the feedback to show.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: an async function that returns nothing resolves to void, not undefined.
export type FormSubmitResult<TField extends string = string> = FormFeedback<TField> | void;
