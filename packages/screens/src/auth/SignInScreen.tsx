import { type AccountRole, AccountRoleSchema, SignInSchema, type SignInValues } from '@hr/domain';
import { Banner, Button, Checkbox, Form, Link, ToggleButton, ToggleButtonGroup } from '@hr/ui';
import * as v from 'valibot';
import { type FormSubmitResult, useSchemaForm } from '../forms/index.ts';
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
  // Not react-hook-form, as the product's other forms: this is the first page most visits load, and
  // the same rules through useSchemaForm keep that load within its budget (issue 33).
  const { field, submit, isSubmitting, bannerFeedback } = useSchemaForm(SignInSchema, {
    defaultValues: { username: defaultUsername, password: '', rememberMe: false, loginAs: 'admin' },
    fields: ['username', 'password'],
    onSubmit,
  });
  const loginAs = field('loginAs');
  const { value: isRemembered, ...rememberMe } = field('rememberMe');

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
        <ToggleButtonGroup
          ref={loginAs.ref}
          aria-label="Sign in as"
          selectedKeys={[loginAs.value]}
          onSelectionChange={(keys) => {
            const [role] = keys;
            if (v.is(AccountRoleSchema, role)) loginAs.onChange(role);
          }}
          className={styles.toggle}
        >
          {LOGIN_CHOICES.map(({ role, label }) => (
            <ToggleButton key={role} id={role}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <UsernameField {...field('username')} />
        <SignInPasswordField {...field('password')} />
        <div className={styles.row}>
          <Checkbox
            {...rememberMe}
            isSelected={isRemembered}
            description="Keeps you signed in on this device."
          >
            Remember me
          </Checkbox>
          <Link href={forgotPasswordHref}>Forgot password?</Link>
        </div>
        <Button type="submit" variant="primary" isPending={isSubmitting} className={styles.submit}>
          Sign In
        </Button>
      </Form>
    </AuthCard>
  );
}
