import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PASSWORDS_DONT_MATCH } from '../messages.ts';
import { ChangePasswordSchema } from './profile.ts';

function firstMessages(input: unknown) {
  const result = v.safeParse(ChangePasswordSchema, input);
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) byField[v.getDotPath(issue) ?? ''] ??= issue.message;
  return byField;
}

describe('ChangePasswordSchema', () => {
  it('outputs the contract request without the confirmation, untrimmed', () => {
    expect(
      v.parse(ChangePasswordSchema, {
        currentPassword: ' old secret ',
        newPassword: 'a new long passphrase ',
        confirmNewPassword: 'a new long passphrase ',
      }),
    ).toEqual({ currentPassword: ' old secret ', newPassword: 'a new long passphrase ' });
  });

  it('says how to put each field right', () => {
    expect(firstMessages({ currentPassword: '', newPassword: 'short', confirmNewPassword: '' })).toEqual({
      currentPassword: 'Enter your current password.',
      newPassword: 'Use at least 8 characters.',
      confirmNewPassword: 'Enter the new password again.',
    });
    expect(
      firstMessages({ currentPassword: 'x', newPassword: 'y'.repeat(129), confirmNewPassword: 'y' }),
    ).toMatchObject({ newPassword: 'Use at most 128 characters.' });
  });

  it('refuses a confirmation that differs, on the confirmation field', () => {
    expect(
      firstMessages({
        currentPassword: 'old secret',
        newPassword: 'a new long passphrase',
        confirmNewPassword: 'a new long passphrase!',
      }),
    ).toEqual({ confirmNewPassword: PASSWORDS_DONT_MATCH });
  });
});
