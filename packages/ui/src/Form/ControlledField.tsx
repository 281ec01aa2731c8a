import { type ReactElement, type RefCallback, useCallback } from 'react';
import {
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type UseControllerProps,
  useController,
} from 'react-hook-form';
import { focusableControl } from './focusableControl.ts';

/** What a field component needs to take part in a react-hook-form form; spread it onto the field. */
export interface ControlledFieldRenderProps<TValue> {
  name: string;
  value: TValue;
  onChange: (value: TValue) => void;
  onBlur: () => void;
  /** Attach to the field's root element; the form focuses the field's control through it. */
  ref: RefCallback<HTMLElement>;
  isInvalid: boolean;
  errorMessage: string | undefined;
  /** Errors show and are announced, but never block the form natively: the form's resolver decides. */
  validationBehavior: 'aria';
}

export interface ControlledFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> extends Omit<UseControllerProps<TFieldValues, TName, TTransformedValues>, 'control'> {
  control: NonNullable<UseControllerProps<TFieldValues, TName, TTransformedValues>['control']>;
  render: (field: ControlledFieldRenderProps<FieldPathValue<TFieldValues, TName>>) => ReactElement;
}

/**
 * Connects one field component to react-hook-form (STYLE.md: through Controller, with
 * validationBehavior "aria"). The field shows the form's error message and is marked invalid, and
 * when a submit fails the form focuses the first invalid field. A field inside a list of rows (a
 * useFieldArray) uses screens' RowField instead, which keeps its error quiet until it is left or the
 * form saved: adding a row makes react-hook-form check the whole list.
 *
 * @example
 * <ControlledField control={control} name="email" render={(field) => <TextField label="Email" {...field} />} />
 * <ControlledField control={control} name="agree" render={({ value, ...field }) => <Checkbox {...field} isSelected={value} />} />
 */
export function ControlledField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ render, ...controllerProps }: ControlledFieldProps<TFieldValues, TName, TTransformedValues>) {
  const { field, fieldState } = useController(controllerProps);
  const registerRef = field.ref;

  // Field components put their ref on a wrapper (a react-aria root), which cannot take focus, so the
  // form is given the input, text area or radio inside it to focus instead.
  const ref = useCallback(
    (root: HTMLElement | null) => {
      if (root) registerRef({ focus: () => focusableControl(root)?.focus() });
    },
    [registerRef],
  );

  return render({
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
    validationBehavior: 'aria',
  });
}
