import * as v from 'valibot';
import { EMAILS_DONT_MATCH, PASSWORDS_DONT_MATCH } from '../messages.ts';

/**
 * Forms of the public pages: sign-in, sign-up, forgot and reset password. The limits are the
 * contract's (openapi.yaml: LoginRequest, CreateUserRequest, Email, NewPassword), so the form
 * refuses what the server would refuse, with a sentence that says how to put it right.
 */
export const ACCOUNT_LIMITS = {
  nameMaxLength: 50,
  otherNamesMaxLength: 100,
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  countryMaxLength: 100,
} as const;

/** The contract's Role: the two kinds of sign-in and sign-up (§1, §6). */
export const ACCOUNT_ROLES = ['admin', 'employee'] as const;
export const AccountRoleSchema = v.picklist(ACCOUNT_ROLES);
export type AccountRole = v.InferOutput<typeof AccountRoleSchema>;

function atMost(length: number) {
  return `Use at most ${length} characters.`;
}

/** An e-mail address a person types: trimmed, because a pasted address often brings a space along. */
export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter your e-mail address.'),
  v.maxLength(ACCOUNT_LIMITS.emailMaxLength, atMost(ACCOUNT_LIMITS.emailMaxLength)),
  v.email('Enter an e-mail address like name@example.com.'),
);

/** Whether `text` is an address EmailSchema accepts (a server setting such as CONTACT_TO). */
export const isEmailAddress = (text: string): boolean => v.is(EmailSchema, text);

// Passwords are never trimmed: a space may be part of one.
const CurrentPasswordSchema = v.pipe(
  v.string(),
  v.nonEmpty('Enter your password.'),
  v.maxLength(ACCOUNT_LIMITS.passwordMaxLength, atMost(ACCOUNT_LIMITS.passwordMaxLength)),
);

const NewPasswordSchema = v.pipe(
  v.string(),
  v.minLength(
    ACCOUNT_LIMITS.passwordMinLength,
    `Use at least ${ACCOUNT_LIMITS.passwordMinLength} characters.`,
  ),
  v.maxLength(ACCOUNT_LIMITS.passwordMaxLength, atMost(ACCOUNT_LIMITS.passwordMaxLength)),
);

function requiredName(message: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(ACCOUNT_LIMITS.nameMaxLength, atMost(ACCOUNT_LIMITS.nameMaxLength)),
  );
}

/** §2.3 sign-in. The toggle is sent as loginAs; the server answers 403 when it is the wrong one. */
export const SignInSchema = v.object({
  username: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter your e-mail address.'),
    v.maxLength(ACCOUNT_LIMITS.emailMaxLength, atMost(ACCOUNT_LIMITS.emailMaxLength)),
  ),
  password: CurrentPasswordSchema,
  rememberMe: v.boolean(),
  loginAs: AccountRoleSchema,
});
export type SignInInput = v.InferInput<typeof SignInSchema>;
export type SignInValues = v.InferOutput<typeof SignInSchema>;

/** Signing in again after the session ended: the account is known, only the password is asked. */
export const SignInAgainSchema = v.object({ password: CurrentPasswordSchema });
export type SignInAgainValues = v.InferOutput<typeof SignInAgainSchema>;

/**
 * §2.4 an administrator's sign-up. The confirmation fields only guard against typing mistakes: they
 * are checked here and left out of the output, which is the contract's CreateUserRequest.
 */
export const SignUpSchema = v.pipe(
  v.object({
    firstName: requiredName('Enter your first name.'),
    lastName: requiredName('Enter your last name.'),
    otherNames: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(ACCOUNT_LIMITS.otherNamesMaxLength, atMost(ACCOUNT_LIMITS.otherNamesMaxLength)),
    ),
    email: EmailSchema,
    confirmEmail: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter your e-mail address again.')),
    password: NewPasswordSchema,
    confirmPassword: v.pipe(v.string(), v.nonEmpty('Enter the password again.')),
    country: v.pipe(
      v.string(),
      v.nonEmpty('Choose your country from the list.'),
      v.maxLength(ACCOUNT_LIMITS.countryMaxLength, atMost(ACCOUNT_LIMITS.countryMaxLength)),
    ),
    agreeTsAndCs: v.pipe(
      v.boolean(),
      v.guard(
        (agreed): agreed is true => agreed,
        'You must agree to the terms and conditions to create an account.',
      ),
    ),
  }),
  // The domain part of an address is case-insensitive and most mailboxes ignore case too, so
  // "Ada@Example.com" confirms "ada@example.com".
  v.forward(
    v.partialCheck(
      [['email'], ['confirmEmail']],
      ({ email, confirmEmail }) => email.toLowerCase() === confirmEmail.toLowerCase(),
      EMAILS_DONT_MATCH,
    ),
    ['confirmEmail'],
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      ({ password, confirmPassword }) => password === confirmPassword,
      PASSWORDS_DONT_MATCH,
    ),
    ['confirmPassword'],
  ),
  v.transform(({ confirmEmail: _email, confirmPassword: _password, ...account }) => ({
    ...account,
    role: 'admin' as const satisfies AccountRole,
  })),
);
export type SignUpInput = v.InferInput<typeof SignUpSchema>;
export type SignUpValues = v.InferOutput<typeof SignUpSchema>;

/** Asking for a password-reset link. */
export const ForgotPasswordSchema = v.object({ email: EmailSchema });
export type ForgotPasswordValues = v.InferOutput<typeof ForgotPasswordSchema>;

/** Choosing a new password from a reset link; the token comes from the link, not the form. */
export const ResetPasswordSchema = v.pipe(
  v.object({
    password: NewPasswordSchema,
    confirmPassword: v.pipe(v.string(), v.nonEmpty('Enter the new password again.')),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      ({ password, confirmPassword }) => password === confirmPassword,
      PASSWORDS_DONT_MATCH,
    ),
    ['confirmPassword'],
  ),
  v.transform(({ password }) => ({ password })),
);
export type ResetPasswordInput = v.InferInput<typeof ResetPasswordSchema>;
export type ResetPasswordValues = v.InferOutput<typeof ResetPasswordSchema>;
