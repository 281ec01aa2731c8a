import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import { removeTwoFactor } from '../auth/two-factor/credentials.ts';
import type { ResetAccountTwoFactorRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { notify } from '../notifications/notify.ts';
import { NO_SUCH_ACCOUNT } from './role-accounts.ts';

export const TWO_FACTOR_RESET =
  'Two-factor sign-in is off for that account. They can set it up again on My profile.';
export const OWN_TWO_FACTOR_RULE =
  'You cannot turn off your own two-factor sign-in here: do it on My profile, with your password or a code.';
export const TWO_FACTOR_NOT_ON = 'That account does not have two-factor sign-in on.';

/**
 * Turns two-factor sign-in off for someone who lost their authenticator (and their recovery codes),
 * so they can sign in with their password and set it up again. Never for oneself through this route:
 * that would let a stolen session drop the second factor without proving it. The person is told by
 * the bell, so a reset they did not ask for does not go unnoticed.
 */
export async function resetAccountTwoFactor(
  { db }: ServiceDeps,
  caller: Caller,
  { userId }: ResetAccountTwoFactorRequest,
): Promise<string> {
  if (userId === caller.userId) throw new Refusal(403, OWN_TWO_FACTOR_RULE, { field: 'userId' });
  await db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('employer_id', '=', caller.employerId)
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!account) throw new Refusal(404, NO_SUCH_ACCOUNT, { field: 'userId' });
    if (!(await removeTwoFactor(trx, userId))) throw new Refusal(409, TWO_FACTOR_NOT_ON, { field: 'userId' });
    // Only that it was on and now is off: the secret and the codes never enter the trail.
    await writeAudit(trx, actorOf(caller), {
      operation: 'resetAccountTwoFactor',
      area: 'roles',
      recordType: 'account-two-factor',
      recordId: userId,
      before: { email: account.email, twoFactor: true },
      after: { email: account.email, twoFactor: false },
    });
    await notify(trx, {
      employerId: caller.employerId,
      recipientUserIds: [userId],
      kind: 'two-factor-reset',
      title: 'An administrator turned off your two-factor sign-in. Set it up again on My profile.',
      link: '/user-profile',
      subject: { type: 'user', id: userId },
      dedupeKey: `two-factor-reset:${userId}:${Date.now()}`,
    });
  });
  return TWO_FACTOR_RESET;
}
