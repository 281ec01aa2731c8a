import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type Country,
  type InvitedSignUpInput,
  InvitedSignUpSchema,
  type InvitedSignUpValues,
} from '@hr/domain';
import { Banner, Button, ControlledField, Form, TextField } from '@hr/ui';
import { useForm } from 'react-hook-form';
import { type FormSubmitResult, useFormFeedback } from '../forms/index.ts';
import { AccountFields } from './AccountFields.tsx';
import styles from './AuthForms.module.css';

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
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSubmit, { fields: FIELDS });

  return (
    <>
      {bannerFeedback ? (
        <Banner variant="danger" isUrgent>
          {bannerFeedback.message}
        </Banner>
      ) : null}
      <Form onSubmit={submit}>
        <AccountFields form={form} countries={countries}>
          <ControlledField
            control={form.control}
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
        </AccountFields>
        <Button type="submit" variant="primary" isPending={isSubmitting} className={styles.submit}>
          Create account
        </Button>
      </Form>
    </>
  );
}
