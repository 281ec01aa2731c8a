import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type Country,
  type InvitedSignUpInput,
  InvitedSignUpSchema,
  type InvitedSignUpValues,
} from '@hr/domain';
import {
  Banner,
  Button,
  Checkbox,
  ControlledField,
  FieldGroup,
  Form,
  PasswordField,
  TextField,
} from '@hr/ui';
import { useForm } from 'react-hook-form';
import { type FormSubmitResult, useFormFeedback } from '../forms/index.ts';
import styles from './AuthForms.module.css';
import { CountryField } from './CountryField.tsx';

/** Who the invitation is for: the address it went to, and the names on their employee record. */
export interface SignUpInvitation {
  email: string;
  firstName?: string;
  lastName?: string;
}

export interface InvitedSignUpFormProps {
  invitation: SignUpInvitation;
  countries: readonly Country[];
  onSubmit: (values: InvitedSignUpValues) => Promise<FormSubmitResult>;
}

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'country',
  'agreeTsAndCs',
] as const satisfies readonly (keyof InvitedSignUpInput)[];

/**
 * §2.4 an invited employee's registration: the e-mail is the invited one and cannot be changed, so
 * it is not asked twice; the names start as the record has them and may be corrected.
 */
export function InvitedSignUpForm({ invitation, countries, onSubmit }: InvitedSignUpFormProps) {
  const form = useForm<InvitedSignUpInput, unknown, InvitedSignUpValues>({
    resolver: valibotResolver(InvitedSignUpSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: {
      firstName: invitation.firstName ?? '',
      lastName: invitation.lastName ?? '',
      email: invitation.email,
      password: '',
      confirmPassword: '',
      country: '',
      agreeTsAndCs: false,
    },
  });
  const { control, getFieldState, trigger } = form;
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSubmit, { fields: FIELDS });

  return (
    <>
      {bannerFeedback ? (
        <Banner variant="danger" isUrgent>
          {bannerFeedback.message}
        </Banner>
      ) : null}
      <Form onSubmit={submit}>
        <FieldGroup columns={2}>
          <ControlledField
            control={control}
            name="firstName"
            render={(field) => (
              <TextField {...field} label="First Name" autoComplete="given-name" isRequired />
            )}
          />
          <ControlledField
            control={control}
            name="lastName"
            render={(field) => (
              <TextField {...field} label="Last Name" autoComplete="family-name" isRequired />
            )}
          />
        </FieldGroup>
        <ControlledField
          control={control}
          name="email"
          render={(field) => (
            <TextField
              {...field}
              label="Email"
              type="email"
              autoComplete="email"
              description="The address your invitation was sent to; you sign in with it."
              isReadOnly
            />
          )}
        />
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
        <Button type="submit" variant="primary" isPending={isSubmitting} className={styles.submit}>
          Create account
        </Button>
      </Form>
    </>
  );
}
