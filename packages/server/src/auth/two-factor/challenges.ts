import { writeAudit } from '../../audit/audit-trail.ts';
import type { CompleteTwoFactorSignInRequest, Session } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import { tokenDigest } from '../opaque-tokens.ts';
import { openSession } from '../sessions.ts';
import { checkSecondFactor } from './codes.ts';

export { CHALLENGE_LIFETIME_SECONDS, issueTwoFactorChallenge } from './issue-challenge.ts';

export const CHALLENGE_ENDED = 'This sign-in has expired. Sign in again.';

/**
 * The second step of signing in: the challenge and a code from the authenticator app or a recovery
 * code. Wrong codes are counted per account (five, then a 429) and written to the trail as failed
 * sign-ins; the right one ends the challenge and opens the session as a password alone does.
 */
export async function completeTwoFactorSignIn(
  deps: ServiceDeps,
  request: CompleteTwoFactorSignInRequest,
  clientAddress: string,
): Promise<Session> {
  const { db } = deps;
  const challenge = await db
    .selectFrom('two_factor_challenges')
    .innerJoin('users', 'users.id', 'two_factor_challenges.user_id')
    .select([
      'two_factor_challenges.id as challenge_id',
      'two_factor_challenges.user_agent',
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.role',
      'users.employer_id',
      'users.employee_id',
    ])
    .where('token_hash', '=', tokenDigest(request.challengeToken))
    .where('expires_at', '>', deps.clock())
    .executeTakeFirst();
  if (!challenge) throw new Refusal(401, CHALLENGE_ENDED);
  if ((request.code === undefined) === (request.recoveryCode === undefined)) {
    throw new Refusal(400, 'code: give either the code or a recovery code.', { field: 'code' });
  }

  try {
    await checkSecondFactor(
      { db, keys: deps.twoFactorKeys, limits: deps.signInLimits, now: deps.clock() },
      challenge.id,
      clientAddress,
      request,
    );
  } catch (refusal) {
    if (refusal instanceof Refusal && refusal.status === 400) {
      await writeAudit(
        db,
        { employerId: challenge.employer_id, userId: null, address: clientAddress },
        {
          operation: 'signInFailed',
          area: 'auth',
          recordType: 'user',
          recordId: challenge.id,
          after: { email: challenge.email, step: 'two-factor code' },
        },
      );
    }
    throw refusal;
  }
  // Used once: a second request with the same challenge finds nothing.
  const { numDeletedRows } = await db
    .deleteFrom('two_factor_challenges')
    .where('id', '=', challenge.challenge_id)
    .executeTakeFirst();
  if (numDeletedRows === 0n) throw new Refusal(401, CHALLENGE_ENDED);
  return openSession(deps, challenge, { userAgent: challenge.user_agent, clientAddress });
}
