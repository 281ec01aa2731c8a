import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TwoFactorKeys } from './two-factor-keys.ts';

/** Two-factor is on once enrolment has been confirmed with a first code. */
export async function twoFactorIsOn(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('two_factor_credentials')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export interface StoredCredential {
  secret: string | undefined;
  confirmed: boolean;
  lastUsedStep: number | null;
}

export async function credentialOf(
  db: Kysely<Database>,
  keys: TwoFactorKeys,
  userId: string,
): Promise<StoredCredential | undefined> {
  const row = await db
    .selectFrom('two_factor_credentials')
    .select(['secret_encrypted', 'confirmed_at', 'last_used_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    secret: keys.decrypt(row.secret_encrypted),
    confirmed: row.confirmed_at !== null,
    lastUsedStep: row.last_used_step,
  };
}

/**
 * Records that a code of `step` was used, only if no code of that step or later was: two requests
 * racing with one code cannot both pass. False when the code was already used.
 */
export async function claimStep(db: Kysely<Database>, userId: string, step: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('two_factor_credentials')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Uses a recovery code once: true when it was one of the account's unused codes, now used. */
export async function useRecoveryCode(
  db: Kysely<Database>,
  keys: TwoFactorKeys,
  userId: string,
  code: string,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', keys.recoveryCodeDigest(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Two-factor off: the secret and every recovery code go, so turning it on again starts afresh. */
export async function removeTwoFactor(db: Kysely<Database>, userId: string): Promise<boolean> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  const { numDeletedRows } = await db
    .deleteFrom('two_factor_credentials')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}
