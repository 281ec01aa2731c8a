import { writeAudit } from '../audit/audit-trail.ts';
import type { PasswordResetRequest, ResetPasswordRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal, tooManyRequests } from '../core/refusal.ts';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.ts';
import { replacePassword } from './change-password.ts';
import { requirePasswordPolicy } from './password-policy.ts';
import { reservePasswordResetRequest } from './password-reset-limits.ts';
import {
  countRecentResetTokens,
  employerOfLiveResetToken,
  issueResetToken,
  RESET_LINK_LIFETIME_MINUTES,
  spendResetToken,
} from './password-reset-tokens.ts';
import { hashPassword } from './passwords.ts';

export const RESET_REQUESTED =
  'If an account uses that e-mail, a link to reset its password is on its way. It works once, for 60 minutes.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';
export const PASSWORD_RESET = 'Your password has been changed. You can sign in now.';
export const RESET_MAIL_SUBJECT = 'Reset your HR Payroll password';

/**
 * Mails a one-time reset link to the account with that e-mail, if there is one. The caller learns
 * nothing either way: the answer is the same, and the mail leaves after the answer. An address
 * asking too often gets a 429; an account asked for too often silently gets no more mail.
 */
export async function requestPasswordReset(
  deps: ServiceDeps,
  { email }: PasswordResetRequest,
  clientAddress: string,
): Promise<void> {
  const { db, passwordResetLimits: limits } = deps;
  const limited = await reservePasswordResetRequest(db, clientAddress, limits);
  if (limited) throw tooManyRequests('password reset requests', limited.retryAfterSeconds);
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    // lower() on both sides, as in the unique index users_email_key.
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .executeTakeFirst();
  if (!user) return;

  const queued = await db.transaction().execute(async (trx) => {
    // Concurrent requests for one account queue on its row, so each sees the others' links counted.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    if ((await countRecentResetTokens(trx, user.id, limits.windowSeconds)) >= limits.mailsPerAccount) {
      return false;
    }
    const token = await issueResetToken(trx, user.id);
    await enqueueMail(trx, resetMail(user, `${deps.publicUrl}/reset-password?token=${token}`));
    return true;
  });
  if (queued) deps.mailDelivery.deliverSoon();
}

/** Sets a new password with a reset link's token, which is spent; every session of the account ends. */
export async function resetPassword(
  deps: ServiceDeps,
  request: ResetPasswordRequest,
  clientAddress: string,
): Promise<void> {
  const invalid = new Refusal(400, RESET_LINK_INVALID, { field: 'token' });
  // Checked before hashing, so a stream of made-up tokens costs no argon2 time.
  const employerId = await employerOfLiveResetToken(deps.db, request.token);
  if (!employerId) throw invalid;
  await requirePasswordPolicy(deps.db, employerId, request.password, 'password');
  const passwordHash = await hashPassword(request.password);
  await deps.db.transaction().execute(async (trx) => {
    const userId = await spendResetToken(trx, request.token);
    if (!userId) throw invalid;
    await replacePassword(trx, userId, passwordHash);
    const { employer_id } = await trx
      .selectFrom('users')
      .select('employer_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    // The link's holder proved they own the mailbox: the account is the actor; no token or hash stored.
    await writeAudit(
      trx,
      { employerId: employer_id, userId, address: clientAddress },
      { operation: 'resetPassword', area: 'auth', recordType: 'user', recordId: userId },
    );
  });
}

function resetMail(user: { email: string; first_name: string }, link: string): OutgoingMail {
  return {
    to: user.email,
    subject: RESET_MAIL_SUBJECT,
    // The link stands on a line of its own, so mail clients and log readers take it whole.
    text: [
      `Hello ${user.first_name},`,
      '',
      'Someone asked to reset the password of your HR Payroll account. To choose a new password, open this link:',
      '',
      link,
      '',
      `It works once, for ${RESET_LINK_LIFETIME_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ].join('\n'),
  };
}
