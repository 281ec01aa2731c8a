import type { Kysely } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { ChangePasswordRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type { Caller } from './access-tokens.ts';
import { CURRENT_PASSWORD_WRONG, checkCurrentPassword } from './current-password.ts';
import { requirePasswordPolicy } from './password-policy.ts';
import { revokeResetTokens } from './password-reset-tokens.ts';
import { hashPassword } from './passwords.ts';
import { revokeSessionsOfUser } from './refresh-tokens.ts';

export const PASSWORD_CHANGED = 'Your password has been changed.';

/**
 * Changes the caller's password after checking the current one. The caller's session stays; every
 * other session of the account ends. An access token from before sessions were named in it cannot
 * say which session is the caller's, so then every session ends, the caller's included.
 *
 * The current password's tries are counted (checkCurrentPassword).
 */
export async function changePassword(
  { db, signInLimits }: ServiceDeps,
  caller: Caller,
  request: ChangePasswordRequest,
): Promise<void> {
  const passwordHash = await checkCurrentPassword(
    { db, limits: signInLimits },
    caller,
    request.currentPassword,
  );
  await requirePasswordPolicy(db, caller.employerId, request.newPassword, 'newPassword');

  const newHash = await hashPassword(request.newPassword);
  const changed = await db.transaction().execute(async (trx) => {
    const replaced = await replacePassword(trx, caller.userId, newHash, {
      keepSession: caller.sessionId,
      // Two changes racing with one current password: the first wins, the second's "current" is stale.
      expectedHash: passwordHash,
    });
    // That it happened, and by whom; neither password nor hash is ever part of the row.
    if (replaced) {
      await writeAudit(trx, actorOf(caller), {
        operation: 'changePassword',
        area: 'auth',
        recordType: 'user',
        recordId: caller.userId,
      });
    }
    return replaced;
  });
  // The other change won: this one's current password is no longer the account's.
  if (!changed) throw new Refusal(400, CURRENT_PASSWORD_WRONG, { field: 'currentPassword' });
}

/**
 * Stores a new password hash and ends what the old password opened: reset links still out and
 * every session but `keepSession`. Returns false when `expectedHash` no longer matches.
 */
export async function replacePassword(
  trx: Kysely<Database>,
  userId: string,
  passwordHash: string,
  { keepSession, expectedHash }: { keepSession?: string | undefined; expectedHash?: string } = {},
): Promise<boolean> {
  let update = trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId);
  if (expectedHash !== undefined) update = update.where('password_hash', '=', expectedHash);
  const { numUpdatedRows } = await update.executeTakeFirst();
  if (numUpdatedRows === 0n) return false;
  await revokeResetTokens(trx, userId);
  await revokeSessionsOfUser(trx, userId, keepSession);
  return true;
}
