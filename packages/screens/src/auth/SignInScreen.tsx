import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type AccountRole,
  AccountRoleSchema,
  type SignInInput,
  SignInSchema,
  type SignInValues,
} from '@hr/domain';
import {
  Banner,
  Button,
  Checkbox,
  ControlledField,
  Form,
  Link,
  ToggleButton,
  ToggleButtonGroup,
} from '@hr/ui';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import type { FormSubmitResult } from '../forms/index.ts';
import { useFormFeedback } from '../forms/index.ts';
import { AuthCard } from './AuthCard.tsx';
import styles from './AuthForms.module.css';
import { SignInPasswordField, UsernameField } from './SignInFields.tsx';

export interface SignInScreenProps {
  /** Signs in; answers with feedback when it did not work (`field: 'loginAs'` shows in the banner). */
  onSubmit: (values: SignInValues) => Promise<FormSubmitResult<keyof SignInValues>>;
  /** Why the user is here ("Sign in to continue.", "Your password has been changed. ..."). */
  notice?: string;
  /** Fills Username, for example after a sign-up or a password reset. */
  defaultUsername?: string;
  forgotPasswordHref?: string;
  /** §2.3: the Create new account link goes to /auth/register. */
  createAccountHref?: string;
}

const LOGIN_CHOICES: { role: AccountRole; label: string }[] = [
  { role: 'admin', label: 'Admin login' },
  { role: 'employee', label: 'Employee login' },
];

/** §2.3 the sign-in page: which login, the credentials, Remember me, and the way to sign up. */
export function SignInScreen({
  onSubmit,
  notice,
  defaultUsername = '',
  forgotPasswordHref = '/forgot-password',
  createAccountHref = '/auth/register',
}: SignInScreenProps) {
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: valibotResolver(SignInSchema),
    mode: 'onTouched',
    defaultValues: { username: defaultUsername, password: '', rememberMe: false, loginAs: 'admin' },
  });
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSubmit, {
    fields: ['username', 'password'],
  });
  const { control } = form;

  return (
    <AuthCard
      title="Sign In"
      footer={
        <Link href={createAccountHref} variant="standalone">
          Create new account
        </Link>
      }
    >
      {notice ? <Banner variant="info">{notice}</Banner> : null}
      {bannerFeedback ? (
        <Banner variant="danger" isUrgent>
          {bannerFeedback.message}
        </Banner>
      ) : null}
      <Form onSubmit={submit}>
        <ControlledField
          control={control}
          name="loginAs"
          render={({ value, onChange, ref }) => (
            <ToggleButtonGroup
              ref={ref}
              aria-label="Sign in as"
              selectedKeys={[value]}
              onSelectionChange={(keys) => {
                const [role] = keys;
                if (v.is(AccountRoleSchema, role)) onChange(role);
              }}
              className={styles.toggle}
            >
              {LOGIN_CHOICES.map(({ role, label }) => (
                <ToggleButton key={role} id={role}>
                  {label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        />
        <ControlledField control={control} name="username" render={(field) => <UsernameField {...field} />} />
        <ControlledField
          control={control}
          name="password"
          render={(field) => <SignInPasswordField {...field} />}
        />
        <div className={styles.row}>
          <ControlledField
            control={control}
            name="rememberMe"
            render={({ value, ...field }) => (
              <Checkbox {...field} isSelected={value} description="Keeps you signed in on this device.">
                Remember me
              </Checkbox>
            )}
          />
          <Link href={forgotPasswordHref}>Forgot password?</Link>
        </div>
        <Button type="submit" variant="primary" isPending={isSubmitting} className={styles.submit}>
          Sign In
        </Button>
      </Form>
    </AuthCard>
  );
}
