import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-trail.ts';
import type { CompleteTwoFactorSignInRequest, Session, TwoFactorChallenge } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { newOpaqueToken, tokenDigest } from '../opaque-tokens.ts';
import { openSession } from '../sessions.ts';
import { checkSecondFactor } from './codes.ts';

/** Long enough to open the app and type a code, short enough that a password alone is soon worth nothing. */
export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;
export const CHALLENGE_ENDED = 'This sign-in has expired. Sign in again.';

/**
 * The answer to a right password when two-factor is on: a token that can only be traded, with a
 * code, for a session (complete-two-factor-sign-in). It opens nothing by itself.
 */
export async function issueTwoFactorChallenge(
  db: Kysely<Database>,
  userId: string,
  client: { userAgent: string | null; clientAddress: string },
  now: Date,
): Promise<TwoFactorChallenge> {
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_SECONDS * 1000);
  // Challenges left behind (a sign-in abandoned at the code) go as the account signs in again.
  await db.deleteFrom('two_factor_challenges').where('expires_at', '<', now).execute();
  await db
    .insertInto('two_factor_challenges')
    .values({
      user_id: userId,
      token_hash: tokenDigest(token),
      expires_at: expiresAt,
      user_agent: client.userAgent?.slice(0, 300) ?? null,
      client_address: client.clientAddress.slice(0, 100),
    })
    .execute();
  return { twoFactorRequired: true, challengeToken: token, expiresAt: expiresAt.toISOString() };
}

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
