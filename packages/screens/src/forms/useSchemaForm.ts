import { type ControlledFieldRenderProps, focusableControl } from '@hr/ui';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import type { FormFeedback, FormSubmitResult } from './formFeedback.ts';

type Values = Record<string, unknown>;

export interface UseSchemaFormOptions<TInput extends Values, TOutput> {
  defaultValues: TInput;
  /**
   * The fields that show their own errors, in the order a failed submit looks for one to focus;
   * feedback naming any other field goes to the banner.
   */
  fields: readonly (keyof TInput & string)[];
  onSubmit: (values: TOutput) => Promise<FormSubmitResult>;
}

/** Each field's first message from the schema, by the field's name. */
function validate<TOutput>(
  schema: v.GenericSchema<Values, TOutput>,
  values: Values,
):
  | { valid: true; output: TOutput; errors: Record<string, never> }
  | { valid: false; errors: Record<string, string> } {
  const result = v.safeParse(schema, values);
  if (result.success) return { valid: true, output: result.output, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const name = v.getDotPath(issue);
    if (name && !(name in errors)) errors[name] = issue.message;
  }
  return { valid: false, errors };
}

/**
 * A flat form validated by a valibot schema, for a page whose first load must stay small (the sign-in
 * page, issue 33: react-hook-form and its resolver were an eighth of it). It behaves as the product's
 * react-hook-form forms do through ControlledField and useFormFeedback: a field shows its error once
 * it is left, then as it changes; a submit checks every field and focuses the first invalid one, after
 * which every field is checked as it changes; the server's feedback naming a field goes on it and
 * focuses it, any other shows as `bannerFeedback`; a second submit while one is pending is refused;
 * nothing typed is reset. `field(name)` gives the same props ControlledField's render gets.
 */
export function useSchemaForm<TInput extends Values, TOutput>(
  schema: v.GenericSchema<TInput, TOutput>,
  { defaultValues, fields, onSubmit }: UseSchemaFormOptions<TInput, TOutput>,
) {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [bannerFeedback, setBannerFeedback] = useState<FormFeedback | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // Read by event handlers that can run before the next render (a blur straight after a change, Enter
  // pressed twice), so they live in refs as well as in state.
  const latest = useRef(values);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  const pending = useRef(false);
  const roots = useRef(new Map<string, HTMLElement>());
  const schemaOf = schema as v.GenericSchema<Values, TOutput>;

  const showErrorOf = (name: string) => {
    const message = validate(schemaOf, latest.current).errors[name];
    setErrors((shown) => {
      const { [name]: _previous, ...others } = shown;
      return message === undefined ? others : { ...others, [name]: message };
    });
  };
  const focus = (name: string) => {
    const root = roots.current.get(name);
    if (root) focusableControl(root)?.focus();
  };

  const field = <TName extends keyof TInput & string>(
    name: TName,
  ): ControlledFieldRenderProps<TInput[TName]> => ({
    name,
    value: values[name],
    onChange: (value) => {
      latest.current = { ...latest.current, [name]: value };
      setValues(latest.current);
      if (submitted.current || touched.current.has(name)) showErrorOf(name);
    },
    onBlur: () => {
      touched.current.add(name);
      showErrorOf(name);
    },
    ref: (root) => {
      if (root) roots.current.set(name, root);
      else roots.current.delete(name);
    },
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    validationBehavior: 'aria',
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending.current) return;
    submitted.current = true;
    const checked = validate(schemaOf, latest.current);
    setErrors(checked.errors);
    if (!checked.valid) {
      const firstInvalid = fields.find((name) => checked.errors[name] !== undefined);
      if (firstInvalid) focus(firstInvalid);
      return;
    }
    pending.current = true;
    setSubmitting(true);
    setBannerFeedback(null);
    let feedback: FormSubmitResult;
    try {
      feedback = await onSubmit(checked.output);
    } finally {
      pending.current = false;
      setSubmitting(false);
    }
    if (!feedback) return;
    const named = fields.find((name) => name === feedback.field);
    if (named) {
      setErrors((shown) => ({ ...shown, [named]: feedback.message }));
      focus(named);
    } else {
      setBannerFeedback(feedback);
    }
  };

  return { field, submit, isSubmitting, bannerFeedback };
}
