import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

const REFRESH_TOKEN_BYTES = 32;
const REFRESH_TOKEN_LIFETIME = sql<Date>`now() + interval '30 days'`;

/** Only this digest is stored: a leaked copy of the table hands out no sessions. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new refresh token for the user, in `familyId`'s session or, by default, a new session. */
export async function issueRefreshToken(
  db: Kysely<Database>,
  userId: string,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
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
): Promise<{ userId: string; refreshToken: string } | undefined> {
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
