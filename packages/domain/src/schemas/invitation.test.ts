import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PASSWORDS_DONT_MATCH } from '../messages.ts';
import { InvitedSignUpSchema, invitationSent } from './invitation.ts';

const invited = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical engine',
  confirmPassword: 'analytical engine',
  country: 'Kenya',
  agreeTsAndCs: true,
};

describe('InvitedSignUpSchema', () => {
  it('outputs the contract payload with role employee and no confirmation', () => {
    expect(v.parse(InvitedSignUpSchema, invited)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical engine',
      country: 'Kenya',
      agreeTsAndCs: true,
      role: 'employee',
    });
  });

  it('tells every problem at once: terms not agreed and passwords that differ', () => {
    const result = v.safeParse(InvitedSignUpSchema, {
      ...invited,
      confirmPassword: 'analytical engines',
      agreeTsAndCs: false,
    });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['agreeTsAndCs', 'You must agree to the terms and conditions to create an account.'],
      ['confirmPassword', PASSWORDS_DONT_MATCH],
    ]);
  });
});

describe('invitationSent', () => {
  it('names the address and how long the link works', () => {
    expect(invitationSent('ada@example.com')).toBe(
      'Invitation sent to ada@example.com. The link works once, for 7 days.',
    );
  });
});
