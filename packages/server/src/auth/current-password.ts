import type { Kysely } from 'kysely';
import { forgetFailedAttempts, reserveAttempt } from '../core/attempt-limiter.ts';
import { Refusal, tooManyRequests } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { verifyPassword } from './passwords.ts';
import type { SignInLimits } from './sign-in-limits.ts';

export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';

/**
 * Checks the password a signed-in person gives to prove it is them (change-password, turning two-factor
 * off). Whoever holds a stolen access token (15 minutes of it) could otherwise guess the password at
 * argon2's speed, so the tries are counted by the sign-in limits under one key per account, shared by
 * every operation that asks: five wrong in the window and the next is a 429, whatever is given. A right
 * password clears the count, as a sign-in does.
 */
export async function checkCurrentPassword(
  { db, limits }: { db: Kysely<Database>; limits: SignInLimits },
  { userId, passwordHash, clientAddress }: { userId: string; passwordHash: string; clientAddress: string },
  given: string,
): Promise<void> {
  const tries = `current-password:${userId}`;
  const reservation = await reserveAttempt(db, tries, clientAddress, limits);
  if ('retryAfterSeconds' in reservation) {
    throw tooManyRequests('wrong current passwords', reservation.retryAfterSeconds);
  }
  if (!(await verifyPassword(passwordHash, given))) {
    throw new Refusal(400, CURRENT_PASSWORD_WRONG, { field: 'currentPassword' });
  }
  await forgetFailedAttempts(db, tries);
}
