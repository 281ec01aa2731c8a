import * as v from 'valibot';
import { PASSWORDS_DONT_MATCH } from '../messages.ts';
import { type AccountRole, SignUpSchema } from './auth.ts';

/**
 * Invitations (§1, §2.4, the employee issue): an administrator sends an employee a one-time sign-up
 * link by e-mail; it works once, for this many days, and ties the new account to the employee record.
 */
export const INVITATION_VALID_DAYS = 7;

/** Shown on the employee's record once the invitation has gone to the outbox. */
export function invitationSent(email: string): string {
  return `Invitation sent to ${email}. The link works once, for ${INVITATION_VALID_DAYS} days.`;
}

/** Shown on the sign-up page when the link's token is unknown, already used or past its days. */
export const INVITATION_LINK_UNUSABLE =
  'This invitation link is invalid, used or expired. Ask your administrator to invite you again.';

/**
 * §2.4 an invited employee's sign-up: the administrator's form without Other Names and Confirm Email,
 * since the e-mail is the invited one and cannot be changed. The fields follow the same rules as
 * the administrator's; the output is the contract's CreateUserRequest with role employee (the app
 * adds the link's token).
 */
export const InvitedSignUpSchema = v.pipe(
  v.pick(SignUpSchema.pipe[0], [
    'firstName',
    'lastName',
    'email',
    'password',
    'confirmPassword',
    'country',
    'agreeTsAndCs',
  ]),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      ({ password, confirmPassword }) => password === confirmPassword,
      PASSWORDS_DONT_MATCH,
    ),
    ['confirmPassword'],
  ),
  v.transform(({ confirmPassword: _password, ...account }) => ({
    ...account,
    role: 'employee' as const satisfies AccountRole,
  })),
);
export type InvitedSignUpInput = v.InferInput<typeof InvitedSignUpSchema>;
export type InvitedSignUpValues = v.InferOutput<typeof InvitedSignUpSchema>;
