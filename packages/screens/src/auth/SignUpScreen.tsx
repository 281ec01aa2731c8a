import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type AccountRole,
  AccountRoleSchema,
  type Country,
  countryNames,
  EMPLOYEE_SIGN_UP_INSTRUCTIONS,
  type InvitedSignUpValues,
  type SignUpInput,
  SignUpSchema,
  type SignUpValues,
} from '@hr/domain';
import { Banner, Button, Form, Link, ToggleButton, ToggleButtonGroup } from '@hr/ui';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import type { FormSubmitResult } from '../forms/index.ts';
import { useFormFeedback } from '../forms/index.ts';
import { AuthCard } from './AuthCard.tsx';
import styles from './AuthForms.module.css';
import { InvitedSignUpForm, type SignUpInvitation } from './InvitedSignUpForm.tsx';
import { SignUpFields } from './SignUpFields.tsx';

export interface SignUpScreenProps {
  /**
   * Creates the account: an administrator's (role admin), or with an invitation the invited
   * employee's (role employee, the invited e-mail; the app adds the link's token). A 409 answers
   * `{ message, field: 'email' }`.
   */
  onSubmit: (
    values: SignUpValues | InvitedSignUpValues,
  ) => Promise<FormSubmitResult<keyof SignUpInput | 'role'>>;
  signInHref?: string;
  /** The language the country suggestions are named and sorted in. */
  locale?: string;
  /**
   * The invitation the sign-up link carries (§1, §2.4): the page becomes the invited employee's
   * registration, with no Administrator/Employee choice.
   */
  invitation?: SignUpInvitation;
  /** Why the invitation link cannot be used (unknown, used or expired); shown instead of any form. */
  invitationError?: string;
}

const SIGN_UP_CHOICES: { role: AccountRole; label: string }[] = [
  { role: 'admin', label: 'Administrator' },
  { role: 'employee', label: 'Employee' },
];

const FIELDS = [
  'firstName',
  'lastName',
  'otherNames',
  'email',
  'confirmEmail',
  'password',
  'confirmPassword',
  'country',
  'agreeTsAndCs',
] as const satisfies readonly (keyof SignUpInput)[];

/**
 * §2.4 sign-up. Without an invitation nothing is chosen at first, so the employee instructions show;
 * choosing Administrator shows the registration form. From an invitation link it is the invited
 * employee's registration instead.
 */
export function SignUpScreen({
  invitation,
  invitationError,
  signInHref = '/login',
  locale = 'en',
  ...props
}: SignUpScreenProps) {
  const countries = useMemo(() => countryNames(locale), [locale]);
  const footer = (
    <Link href={signInHref} variant="standalone">
      Already have an account? Sign in
    </Link>
  );
  if (invitationError !== undefined || invitation) {
    const usableInvitation = invitationError === undefined ? invitation : undefined;
    return (
      <AuthCard
        title="Create your employee account"
        description={
          usableInvitation ? 'You were invited by your employer. Choose a password to finish.' : undefined
        }
        size="wide"
        footer={footer}
      >
        {usableInvitation ? (
          <InvitedSignUpForm invitation={usableInvitation} countries={countries} onSubmit={props.onSubmit} />
        ) : (
          <Banner variant="danger">{invitationError}</Banner>
        )}
      </AuthCard>
    );
  }
  return <AdministratorSignUp {...props} countries={countries} footer={footer} />;
}

/** The Administrator/Employee choice, and the administrator's registration form. */
function AdministratorSignUp({
  onSubmit,
  countries,
  footer,
}: Pick<SignUpScreenProps, 'onSubmit'> & { countries: readonly Country[]; footer: ReactNode }) {
  const [role, setRole] = useState<AccountRole | null>(null);
  const choiceLabelId = useId();
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: valibotResolver(SignUpSchema),
    mode: 'onTouched',
    // Every rule is checked at once, so "don't match" shows beside the other problems, not after them.
    criteriaMode: 'all',
    defaultValues: {
      firstName: '',
      lastName: '',
      otherNames: '',
      email: '',
      confirmEmail: '',
      password: '',
      confirmPassword: '',
      country: '',
      agreeTsAndCs: false,
    },
  });
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSubmit, { fields: FIELDS });

  return (
    <AuthCard title="Sign Up" description="Create your account" size="wide" footer={footer}>
      <div className={styles.choice}>
        <p id={choiceLabelId} className={styles.choiceLabel}>
          Sign up as
        </p>
        <ToggleButtonGroup
          aria-labelledby={choiceLabelId}
          selectedKeys={role ? [role] : []}
          onSelectionChange={(keys) => {
            const [chosen] = keys;
            if (v.is(AccountRoleSchema, chosen)) setRole(chosen);
          }}
          className={styles.toggle}
        >
          {SIGN_UP_CHOICES.map((choice) => (
            <ToggleButton key={choice.role} id={choice.role}>
              {choice.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      {role === 'admin' ? (
        <>
          {bannerFeedback ? (
            <Banner variant="danger" isUrgent>
              {bannerFeedback.message}
            </Banner>
          ) : null}
          <Form onSubmit={submit}>
            <SignUpFields form={form} countries={countries} />
            <Button type="submit" variant="primary" isPending={isSubmitting} className={styles.submit}>
              Create account
            </Button>
          </Form>
        </>
      ) : (
        <Banner variant="info">{EMPLOYEE_SIGN_UP_INSTRUCTIONS}</Banner>
      )}
    </AuthCard>
  );
}
