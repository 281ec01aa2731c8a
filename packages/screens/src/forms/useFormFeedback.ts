import { type BaseSyntheticEvent, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormFeedback, FormSubmitResult } from './formFeedback.ts';

export interface UseFormFeedbackOptions<TFieldValues extends FieldValues> {
  /** The fields that show their own errors; feedback naming any other field goes to the banner. */
  fields: readonly FieldPath<TFieldValues>[];
  /** Runs when the submit came back without feedback. */
  onSuccess?: () => void;
}

/**
 * Submits a react-hook-form form through an `onSubmit` that answers with FormFeedback (see
 * forms.ts): a message for a field goes on the field and focuses it, any other message is
 * returned as `bannerFeedback` for the screen to show above the form. Nothing typed is reset.
 */
export function useFormFeedback<TFieldValues extends FieldValues, TContext, TValues>(
  form: UseFormReturn<TFieldValues, TContext, TValues>,
  onSubmit: (values: TValues) => Promise<FormSubmitResult>,
  { fields, onSuccess }: UseFormFeedbackOptions<TFieldValues>,
) {
  const [bannerFeedback, setBannerFeedback] = useState<FormFeedback | null>(null);
  const { isSubmitting } = form.formState;

  const submitValues = form.handleSubmit(async (values) => {
    setBannerFeedback(null);
    const feedback = await onSubmit(values);
    if (!feedback) {
      onSuccess?.();
      return;
    }
    const field = fields.find((name) => name === feedback.field);
    if (field) {
      form.setError(field, { type: 'server', message: feedback.message }, { shouldFocus: true });
    } else {
      setBannerFeedback(feedback);
    }
  });

  // A pending submit button stops being a submit button, but Enter in a form with a single field
  // still submits it, so a second request is refused here.
  const submit = (event?: BaseSyntheticEvent) => {
    if (form.formState.isSubmitting) {
      event?.preventDefault();
      return Promise.resolve();
    }
    return submitValues(event);
  };

  return { submit, isSubmitting, bannerFeedback };
}
