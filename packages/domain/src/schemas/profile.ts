import * as v from 'valibot';
import { PASSWORDS_DONT_MATCH } from '../messages.ts';
import { ACCOUNT_LIMITS } from './auth.ts';

const atMostPassword = `Use at most ${ACCOUNT_LIMITS.passwordMaxLength} characters.`;

/**
 * The signed-in user's "Change password" form. Its output is the contract's ChangePasswordRequest:
 * the confirmation only guards against typing mistakes and is not sent. Passwords are never
 * trimmed, because a space may be part of one.
 */
export const ChangePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(
      v.string(),
      v.nonEmpty('Enter your current password.'),
      v.maxLength(ACCOUNT_LIMITS.passwordMaxLength, atMostPassword),
    ),
    newPassword: v.pipe(
      v.string(),
      v.minLength(
        ACCOUNT_LIMITS.passwordMinLength,
        `Use at least ${ACCOUNT_LIMITS.passwordMinLength} characters.`,
      ),
      v.maxLength(ACCOUNT_LIMITS.passwordMaxLength, atMostPassword),
    ),
    confirmNewPassword: v.pipe(v.string(), v.nonEmpty('Enter the new password again.')),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      ({ newPassword, confirmNewPassword }) => newPassword === confirmNewPassword,
      PASSWORDS_DONT_MATCH,
    ),
    ['confirmNewPassword'],
  ),
  v.transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword })),
);
export type ChangePasswordInput = v.InferInput<typeof ChangePasswordSchema>;
export type ChangePasswordValues = v.InferOutput<typeof ChangePasswordSchema>;
