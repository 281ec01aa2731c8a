import { Banner, Button, Form } from '@hr/ui';
import { type ReactNode, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormSubmitResult } from './formFeedback.ts';
import styles from './SaveForm.module.css';
import { useFormFeedback } from './useFormFeedback.ts';

export interface SaveFormProps<TFieldValues extends FieldValues, TValues> {
  /** The screen's form: it owns the schema and the starting values. */
  form: UseFormReturn<TFieldValues, unknown, TValues>;
  /** Saves the whole form; feedback naming one of `fields` shows on it, any other above the form. */
  onSave: (values: TValues) => Promise<FormSubmitResult>;
  fields: readonly FieldPath<TFieldValues>[];
  /** Shown above the form once a save worked ("Leave settings saved."). */
  savedMessage: string;
  children: ReactNode;
}

/**
 * A settings page's form (Employer information, Leave settings): the fields, a Save button, a
 * success banner after a save and the refusal above the form; the fields keep what was saved.
 */
export function SaveForm<TFieldValues extends FieldValues, TValues>({
  form,
  onSave,
  fields,
  savedMessage,
  children,
}: SaveFormProps<TFieldValues, TValues>) {
  const [isSaved, setSaved] = useState(false);
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    (values) => {
      setSaved(false);
      return onSave(values);
    },
    { fields, onSuccess: () => setSaved(true) },
  );

  return (
    <Form onSubmit={submit}>
      {isSaved ? <Banner variant="success">{savedMessage}</Banner> : null}
      {bannerFeedback ? (
        <Banner variant="danger" isUrgent>
          {bannerFeedback.message}
        </Banner>
      ) : null}
      {children}
      <div>
        <Button type="submit" variant="submit" isPending={isSubmitting} className={styles.submit}>
          Save
        </Button>
      </div>
    </Form>
  );
}
