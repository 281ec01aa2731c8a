import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newOpaqueToken, tokenDigest } from './opaque-tokens.ts';

/** The contract's promise: a reset link works once, for 60 minutes. */
export const RESET_LINK_LIFETIME_MINUTES = 60;

/**
 * A new reset token for the user; every earlier one of theirs stops working, so only the newest
 * mail's link can be used. Only the token's digest is stored.
 */
export async function issueResetToken(trx: Kysely<Database>, userId: string): Promise<string> {
  await revokeResetTokens(trx, userId);
  const token = newOpaqueToken();
  await trx
    .insertInto('password_reset_tokens')
    .values({
      user_id: userId,
      token_hash: tokenDigest(token),
      expires_at: sql<Date>`now() + make_interval(mins => ${RESET_LINK_LIFETIME_MINUTES})`,
    })
    .execute();
  return token;
}

/** How many reset tokens (so reset mails) the user was given in the last `windowSeconds`. */
export async function countRecentResetTokens(
  db: Kysely<Database>,
  userId: string,
  windowSeconds: number,
): Promise<number> {
  const { count } = await db
    .selectFrom('password_reset_tokens')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirstOrThrow();
  return count;
}

/**
 * The employer of the account `token` is for, when it could still be spent (known, unused, not revoked,
 * not expired): its password policy applies to the new password. Undefined when it cannot.
 */
export async function employerOfLiveResetToken(
  db: Kysely<Database>,
  token: string,
): Promise<string | undefined> {
  const live = await db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select('users.employer_id')
    .where('password_reset_tokens.token_hash', '=', tokenDigest(token))
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.revoked_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return live?.employer_id;
}

/**
 * Spends `token` and returns its user, or undefined when it cannot be spent. One UPDATE both checks
 * and spends, so of two concurrent uses exactly one gets the user.
 */
export async function spendResetToken(trx: Kysely<Database>, token: string): Promise<string | undefined> {
  const spent = await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenDigest(token))
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return spent?.user_id;
}

/** Makes every unspent reset token of the user stop working. */
export async function revokeResetTokens(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx
    .updateTable('password_reset_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}
