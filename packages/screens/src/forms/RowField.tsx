import { ControlledField, type ControlledFieldProps } from '@hr/ui';
import { type FieldPath, type FieldValues, useFormState } from 'react-hook-form';

/**
 * ControlledField for a field inside a list of rows (a useFieldArray): its error shows once the user
 * has left the field, or saved. Adding or removing a row makes react-hook-form check the whole list
 * at once, which would paint a new row's empty fields (and any untouched field of the other rows)
 * red before anything is typed; every other field of the product shows its error only after it is
 * left or the form saved, and so do these.
 *
 * @example
 * <RowField control={control} name={`holidays.${index}.name`} render={(field) => <TextField {...field} />} />
 */
export function RowField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ render, ...props }: ControlledFieldProps<TFieldValues, TName, TTransformedValues>) {
  const formState = useFormState({ control: props.control, name: props.name });
  const { isTouched } = props.control.getFieldState(props.name, formState);
  const mayShowError = isTouched || formState.isSubmitted;
  return (
    <ControlledField
      {...props}
      render={(field) =>
        render(mayShowError ? field : { ...field, isInvalid: false, errorMessage: undefined })
      }
    />
  );
}
