import type { Country, InvitedSignUpInput } from '@hr/domain';
import { Checkbox, ControlledField, FieldGroup, PasswordField, TextField } from '@hr/ui';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CountryField } from './CountryField.tsx';

/** The fields every sign-up form asks, whoever is registering. */
export type AccountFieldsInput = Pick<
  InvitedSignUpInput,
  'firstName' | 'lastName' | 'password' | 'confirmPassword' | 'country' | 'agreeTsAndCs'
>;

export interface AccountFieldsProps<TInput extends AccountFieldsInput, TValues> {
  form: UseFormReturn<TInput, unknown, TValues>;
  countries: readonly Country[];
  /** How the person is reached, asked between their names and their password. */
  children: ReactNode;
}

/**
 * The registration fields both sign-up forms share (§2.4, §3), in the order a person fills them in:
 * names, then the form's own e-mail fields, then password, country and the terms.
 */
export function AccountFields<TInput extends AccountFieldsInput, TValues>({
  form,
  countries,
  children,
}: AccountFieldsProps<TInput, TValues>) {
  // Every TInput has these fields (the constraint says so), but TypeScript cannot resolve the field
  // paths of a generic type, so the shared fields see the form as its shared part.
  const { control, getFieldState, trigger } = form as unknown as UseFormReturn<AccountFieldsInput>;

  return (
    <>
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="firstName"
          render={(field) => <TextField {...field} label="First Name" autoComplete="given-name" isRequired />}
        />
        <ControlledField
          control={control}
          name="lastName"
          render={(field) => <TextField {...field} label="Last Name" autoComplete="family-name" isRequired />}
        />
      </FieldGroup>
      {children}
      <FieldGroup columns={2}>
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
              label="Password"
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
            <PasswordField {...field} label="Confirm Password" autoComplete="new-password" isRequired />
          )}
        />
      </FieldGroup>
      <ControlledField
        control={control}
        name="country"
        render={(field) => <CountryField {...field} countries={countries} />}
      />
      <ControlledField
        control={control}
        name="agreeTsAndCs"
        render={({ value, ...field }) => (
          <Checkbox {...field} isSelected={value} isRequired>
            I agree to the terms and conditions
          </Checkbox>
        )}
      />
    </>
  );
}
