import { ControlledField, PasswordField } from '@hr/ui';
import type { UseFormReturn } from 'react-hook-form';

/** The two fields of any form that sets a new password: the password and its confirmation. */
export interface NewPasswordInput {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordFieldsProps<TInput extends NewPasswordInput, TValues> {
  form: UseFormReturn<TInput, unknown, TValues>;
  passwordLabel: string;
  confirmLabel: string;
}

/**
 * A new password and its confirmation (sign-up, reset). Renders the two fields alone, so each form
 * lays them out as it needs (side by side, or one under the other).
 */
export function NewPasswordFields<TInput extends NewPasswordInput, TValues>({
  form,
  passwordLabel,
  confirmLabel,
}: NewPasswordFieldsProps<TInput, TValues>) {
  // Every TInput has these fields (the constraint says so), but TypeScript cannot resolve the field
  // paths of a generic type, so the fields see the form as its shared part.
  const { control, getFieldState, trigger } = form as unknown as UseFormReturn<NewPasswordInput>;

  return (
    <>
      <ControlledField
        control={control}
        name="password"
        render={({ onChange, ...field }) => (
          <PasswordField
            {...field}
            onChange={(value) => {
              onChange(value);
              // A confirmation already checked is checked again, so "don't match" goes as soon as they agree.
              if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
            }}
            label={passwordLabel}
            description="At least 8 characters."
            autoComplete="new-password"
            isRequired
          />
        )}
      />
      <ControlledField
        control={control}
        name="confirmPassword"
        render={(field) => (
          <PasswordField {...field} label={confirmLabel} autoComplete="new-password" isRequired />
        )}
      />
    </>
  );
}
