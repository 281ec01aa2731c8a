import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMAILS_DONT_MATCH, PASSWORDS_DONT_MATCH } from '../messages.ts';
import { ResetPasswordSchema, SignInSchema, SignUpSchema } from './auth.ts';

const signUp = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  otherNames: '',
  email: 'ada@example.com ',
  confirmEmail: 'Ada@Example.com',
  password: 'analytical engine',
  confirmPassword: 'analytical engine',
  country: 'United Kingdom',
  agreeTsAndCs: true,
};

/** The first message for each field, as the form shows them. */
function messages(result: { issues?: readonly v.BaseIssue<unknown>[] }) {
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const field = v.getDotPath(issue) ?? '';
    byField[field] ??= issue.message;
  }
  return byField;
}

describe('SignUpSchema', () => {
  it('outputs the contract payload: trimmed, no confirmation fields, role admin', () => {
    expect(v.parse(SignUpSchema, signUp)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      otherNames: '',
      email: 'ada@example.com',
      password: 'analytical engine',
      country: 'United Kingdom',
      agreeTsAndCs: true,
      role: 'admin',
    });
  });

  it('puts the mismatch messages on the confirmation fields, beside other problems', () => {
    const result = v.safeParse(
      SignUpSchema,
      { ...signUp, confirmEmail: 'ada@example.org', confirmPassword: 'analytical', agreeTsAndCs: false },
      { abortPipeEarly: false },
    );
    expect(messages(result)).toEqual({
      confirmEmail: EMAILS_DONT_MATCH,
      confirmPassword: PASSWORDS_DONT_MATCH,
      agreeTsAndCs: 'You must agree to the terms and conditions to create an account.',
    });
  });

  it('holds the contract limits', () => {
    const result = v.safeParse(SignUpSchema, {
      ...signUp,
      firstName: 'A'.repeat(51),
      otherNames: 'B'.repeat(101),
      password: 'short',
      confirmPassword: 'short',
    });
    expect(messages(result)).toEqual({
      firstName: 'Use at most 50 characters.',
      otherNames: 'Use at most 100 characters.',
      password: 'Use at least 8 characters.',
    });
  });
});

describe('SignInSchema', () => {
  it('asks for both credentials', () => {
    const result = v.safeParse(SignInSchema, {
      username: ' ',
      password: '',
      rememberMe: false,
      loginAs: 'admin',
    });
    expect(messages(result)).toEqual({
      username: 'Enter your e-mail address.',
      password: 'Enter your password.',
    });
  });
});

describe('ResetPasswordSchema', () => {
  it('outputs only the password once both fields match', () => {
    expect(
      v.parse(ResetPasswordSchema, { password: 'a new passphrase', confirmPassword: 'a new passphrase' }),
    ).toEqual({ password: 'a new passphrase' });
    const result = v.safeParse(ResetPasswordSchema, {
      password: 'a new passphrase',
      confirmPassword: 'other',
    });
    expect(messages(result)).toEqual({ confirmPassword: PASSWORDS_DONT_MATCH });
  });
});
