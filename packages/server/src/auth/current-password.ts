import type { Kysely } from 'kysely';
import { forgetFailedAttempts, reserveAttempt } from '../core/attempt-limiter.ts';
import { Refusal, tooManyRequests } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type { Caller } from './access-tokens.ts';
import { verifyPassword } from './passwords.ts';
import { SESSION_ENDED } from './sessions.ts';
import type { SignInLimits } from './sign-in-limits.ts';

export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';

/**
 * Checks the password a signed-in person gives to prove it is them (change-password, turning two-factor
 * off) and answers the account's password hash as it was read. Whoever holds a stolen access token (15
 * minutes of it) could otherwise guess the password at argon2's speed, so the tries are counted by the
 * sign-in limits under one key per account, shared by every operation that asks: five wrong in the
 * window and the next is a 429, whatever is given. A right password clears the count, as a sign-in does.
 */
export async function checkCurrentPassword(
  { db, limits }: { db: Kysely<Database>; limits: SignInLimits },
  caller: Pick<Caller, 'userId' | 'employerId' | 'address'>,
  given: string,
): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', caller.userId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!user) throw new Refusal(401, SESSION_ENDED);
  const tries = `current-password:${caller.userId}`;
  const reservation = await reserveAttempt(db, tries, caller.address ?? 'unknown', limits);
  if ('retryAfterSeconds' in reservation) {
    throw tooManyRequests('wrong current passwords', reservation.retryAfterSeconds);
  }
  if (!(await verifyPassword(user.password_hash, given))) {
    throw new Refusal(400, CURRENT_PASSWORD_WRONG, { field: 'currentPassword' });
  }
  await forgetFailedAttempts(db, tries);
  return user.password_hash;
}
