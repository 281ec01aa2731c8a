import type { EmployeeFormInput, EmployeeFormOutput, EmployeeFormSection } from '@hr/domain';
import { type BaseSyntheticEvent, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormFeedback, FormSubmitResult } from '../forms/index.ts';
import {
  type EmployeeFormField,
  firstFieldWithError,
  isEmployeeFormField,
  sectionOf,
} from './employeeFormSections.ts';

export interface UseEmployeeFormSubmitOptions {
  /** The sections on offer: feedback naming a field of another one shows above the form. */
  sections: readonly EmployeeFormSection[];
  /** Brings a field's section into view and focuses the field. */
  showField: (field: EmployeeFormField) => void;
}

/**
 * Submits the Employee form as useFormFeedback does (forms/), but across sections: a refused submit
 * shows the first section with an error and focuses its first invalid field, and the server's
 * feedback on a field (a 409 on 'quickEntry.employeeNo') goes on that field, in view. Any other
 * feedback is returned as `bannerFeedback`. Nothing typed is reset.
 */
export function useEmployeeFormSubmit(
  form: UseFormReturn<EmployeeFormInput, unknown, EmployeeFormOutput>,
  onSubmit: (values: EmployeeFormOutput) => Promise<FormSubmitResult<EmployeeFormField>>,
  { sections, showField }: UseEmployeeFormSubmitOptions,
) {
  const [bannerFeedback, setBannerFeedback] = useState<FormFeedback | null>(null);

  const submitValues = form.handleSubmit(
    async (values) => {
      setBannerFeedback(null);
      const feedback = await onSubmit(values);
      if (!feedback) {
        // What was saved is the new starting point, so closing now asks nothing.
        form.reset(form.getValues());
        return;
      }
      const { field } = feedback;
      if (isEmployeeFormField(field) && sections.includes(sectionOf(field))) {
        form.setError(field, { type: 'server', message: feedback.message });
        showField(field);
      } else {
        setBannerFeedback(feedback);
      }
    },
    (errors) => {
      const field = firstFieldWithError(errors);
      if (field) showField(field);
    },
  );

  // The pending Save button cannot be pressed, but Enter in a field still submits the form, so a
  // second request is refused here.
  const submit = (event?: BaseSyntheticEvent) => {
    if (form.formState.isSubmitting) {
      event?.preventDefault();
      return Promise.resolve();
    }
    return submitValues(event);
  };

  return { submit, bannerFeedback };
}
