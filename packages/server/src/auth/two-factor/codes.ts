import type { Kysely } from 'kysely';
import { forgetFailedAttempts, reserveAttempt } from '../../core/attempt-limiter.ts';
import { Refusal, tooManyRequests } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import type { SignInLimits } from '../sign-in-limits.ts';
import { claimStep, credentialOf, useRecoveryCode } from './credentials.ts';
import { stepOfCode } from './totp.ts';
import type { TwoFactorKeys } from './two-factor-keys.ts';

export const WRONG_CODE =
  'The code is not right. Enter the current 6-digit code from your authenticator app.';
export const WRONG_RECOVERY_CODE = 'That recovery code is not right or has already been used.';
/** Wrong codes an account may give within the sign-in limits' window; the next is refused (429). */
export const WRONG_CODES_ALLOWED = 5;

/** What a person gives to prove they hold the second factor: one of the two. */
export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

/**
 * Checks a code from the authenticator app (or, where allowed, a recovery code) against the
 * account's secret, counted by the sign-in limits under the account's own key: five wrong codes
 * within the window and the next attempt is a 429, whatever the code. A right code clears the count.
 */
export async function checkSecondFactor(
  { db, keys, limits, now }: { db: Kysely<Database>; keys: TwoFactorKeys; limits: SignInLimits; now: Date },
  userId: string,
  clientAddress: string,
  given: SecondFactor,
): Promise<void> {
  const account = `two-factor:${userId}`;
  const reservation = await reserveAttempt(db, account, clientAddress, {
    ...limits,
    perAccount: WRONG_CODES_ALLOWED,
  });
  if ('retryAfterSeconds' in reservation) throw tooManyRequests('wrong codes', reservation.retryAfterSeconds);

  if (given.recoveryCode !== undefined) {
    if (!(await useRecoveryCode(db, keys, userId, given.recoveryCode))) {
      throw new Refusal(400, WRONG_RECOVERY_CODE, { field: 'recoveryCode' });
    }
  } else {
    const credential = await credentialOf(db, keys, userId);
    const step = credential?.secret ? stepOfCode(credential.secret, given.code ?? '', now) : undefined;
    if (step === undefined || !(await claimStep(db, userId, step))) {
      throw new Refusal(400, WRONG_CODE, { field: 'code' });
    }
  }
  await forgetFailedAttempts(db, account);
}
