import type { Country, SignUpInput, SignUpValues } from '@hr/domain';
import { ControlledField, FieldGroup, TextField } from '@hr/ui';
import type { UseFormReturn } from 'react-hook-form';
import { AccountFields } from './AccountFields.tsx';

export interface SignUpFieldsProps {
  form: UseFormReturn<SignUpInput, unknown, SignUpValues>;
  countries: readonly Country[];
}

/** The administrator's registration fields (§2.4, §3): the shared ones, with other names and the e-mail twice. */
export function SignUpFields({ form, countries }: SignUpFieldsProps) {
  const { control, getFieldState, trigger } = form;

  return (
    <AccountFields form={form} countries={countries}>
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
                // As with the password: a checked confirmation follows the address it repeats.
                if (getFieldState('confirmEmail').isTouched) void trigger('confirmEmail');
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
    </AccountFields>
  );
}
