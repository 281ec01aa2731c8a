import type { Kysely } from 'kysely';
import type { TwoFactorChallenge } from '../../contract-types.ts';
import type { Database } from '../../db/schema.ts';
import { newOpaqueToken, tokenDigest } from '../opaque-tokens.ts';

// Apart from challenges.ts, which opens the session once the code is right: sign-in issues the
// challenge, so this half must not import sign-in back.
/** Long enough to open the app and type a code, short enough that a password alone is soon worth nothing. */
export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;

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
