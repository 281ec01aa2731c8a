import type { Country, InvitedSignUpInput } from '@hr/domain';
import { Checkbox, ControlledField, FieldGroup, TextField } from '@hr/ui';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CountryField } from './CountryField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

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
  const { control } = form as unknown as UseFormReturn<AccountFieldsInput>;

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
        <NewPasswordFields form={form} passwordLabel="Password" confirmLabel="Confirm Password" />
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
