import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type AccountRole,
  AccountRoleSchema,
  countryNames,
  EMPLOYEE_SIGN_UP_INSTRUCTIONS,
  type SignUpInput,
  SignUpSchema,
  type SignUpValues,
} from '@hr/domain';
import { Banner, Button, Form, Link, ToggleButton, ToggleButtonGroup } from '@hr/ui';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import type { FormSubmitResult } from '../forms/index.ts';
import { useFormFeedback } from '../forms/index.ts';
import { AuthCard } from './AuthCard.tsx';
import styles from './AuthForms.module.css';
import { SignUpFields } from './SignUpFields.tsx';

export interface SignUpScreenProps {
  /** Creates the administrator's account; a 409 answers `{ message, field: 'email' }`. */
  onSubmit: (values: SignUpValues) => Promise<FormSubmitResult<keyof SignUpInput | 'role'>>;
  signInHref?: string;
  /** The language the country suggestions are named and sorted in. */
  locale?: string;
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
 * §2.4 sign-up. Nothing is chosen at first, so the employee instructions show; choosing
 * Administrator shows the registration form. What was typed stays if the choice goes back and forth.
 */
export function SignUpScreen({ onSubmit, signInHref = '/login', locale = 'en' }: SignUpScreenProps) {
  const [role, setRole] = useState<AccountRole | null>(null);
  const choiceLabelId = useId();
  const countries = useMemo(() => countryNames(locale), [locale]);
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
    <AuthCard
      title="Sign Up"
      description="Create your account"
      size="wide"
      footer={
        <Link href={signInHref} variant="standalone">
          Already have an account? Sign in
        </Link>
      }
    >
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
