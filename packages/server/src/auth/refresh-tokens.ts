import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { tokenDigest as digest, newOpaqueToken } from './opaque-tokens.ts';

const REFRESH_TOKEN_LIFETIME = sql<Date>`now() + interval '30 days'`;

/** A session's id: the family every refresh token rotated from one sign-in shares. */
export function newSessionId(): string {
  return randomUUID();
}

/** A new refresh token for the user in the session (token family) `familyId`. */
export async function issueRefreshToken(
  db: Kysely<Database>,
  userId: string,
  familyId: string,
): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      family_id: familyId,
      token_hash: digest(token),
      expires_at: REFRESH_TOKEN_LIFETIME,
    })
    .execute();
  return token;
}

/**
 * Spends `token` and returns its user and the token that replaces it, or undefined when it is
 * unknown, expired, revoked or already spent. A spent token coming back means two parties hold the
 * session (one of them stole it), so the whole family is revoked and both must sign in again.
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ userId: string; sessionId: string; refreshToken: string } | undefined> {
  const tokenHash = digest(token);
  return db.transaction().execute(async (trx) => {
    // One UPDATE both checks and spends, so two concurrent uses cannot both succeed.
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['user_id', 'family_id'])
      .executeTakeFirst();
    if (spent) {
      return {
        userId: spent.user_id,
        sessionId: spent.family_id,
        refreshToken: await issueRefreshToken(trx, spent.user_id, spent.family_id),
      };
    }
    const presented = await trx
      .selectFrom('refresh_tokens')
      .select(['family_id', 'used_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (presented?.used_at) await revokeFamily(trx, presented.family_id);
    return undefined;
  });
}

/** Ends the session `token` belongs to; unknown or already-ended tokens are ignored. */
export async function revokeRefreshToken(db: Kysely<Database>, token: string): Promise<void> {
  const presented = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', digest(token))
    .executeTakeFirst();
  if (presented) await revokeFamily(db, presented.family_id);
}

async function revokeFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every session of the user but `keep` (the caller's own, when known): a changed password must
 * sign out whoever else holds it. Access tokens already issued live out their 15 minutes.
 */
export async function revokeSessionsOfUser(
  db: Kysely<Database>,
  userId: string,
  keep?: string,
): Promise<void> {
  let sessions = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) sessions = sessions.where('family_id', '!=', keep);
  await sessions.execute();
}
