import type { Country, SignUpInput, SignUpValues } from '@hr/domain';
import { Checkbox, ControlledField, FieldGroup, PasswordField, TextField } from '@hr/ui';
import type { UseFormReturn } from 'react-hook-form';
import { CountryField } from './CountryField.tsx';

export interface SignUpFieldsProps {
  form: UseFormReturn<SignUpInput, unknown, SignUpValues>;
  countries: readonly Country[];
}

/** The administrator's registration fields (§2.4, §3), in the order a person fills them in. */
export function SignUpFields({ form, countries }: SignUpFieldsProps) {
  const { control, getFieldState, trigger } = form;

  // A confirmation that was already checked is checked again when the field it repeats changes,
  // so "don't match" goes away as soon as the two agree.
  const recheck = (confirmation: 'confirmEmail' | 'confirmPassword') => {
    if (getFieldState(confirmation).isTouched) void trigger(confirmation);
  };

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
      <ControlledField
        control={control}
        name="otherNames"
        render={(field) => (
          <TextField {...field} label="Other Names (optional)" autoComplete="additional-name" />
        )}
      />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="email"
          render={({ onChange, ...field }) => (
            <TextField
              {...field}
              onChange={(value) => {
                onChange(value);
                recheck('confirmEmail');
              }}
              label="Email"
              type="email"
              autoComplete="email"
              isRequired
            />
          )}
        />
        <ControlledField
          control={control}
          name="confirmEmail"
          render={(field) => (
            <TextField {...field} label="Confirm Email" type="email" autoComplete="email" isRequired />
          )}
        />
      </FieldGroup>
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="password"
          render={({ onChange, ...field }) => (
            <PasswordField
              {...field}
              onChange={(value) => {
                onChange(value);
                recheck('confirmPassword');
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
