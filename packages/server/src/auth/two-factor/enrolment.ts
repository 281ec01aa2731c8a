import { randomBytes } from 'node:crypto';
import { ADMINISTRATOR_GRID, gridWithin } from '@hr/domain';
import { actorOf, writeAudit } from '../../audit/audit-trail.ts';
import type {
  ConfirmTwoFactorRequest,
  RecoveryCodes,
  TurnOffTwoFactorRequest,
  TwoFactorSetup,
} from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import { twoFactorRequiredForAdmins } from '../../employer/employer-settings.ts';
import type { Caller } from '../access-tokens.ts';
import { checkCurrentPassword } from '../current-password.ts';
import { SESSION_ENDED } from '../sessions.ts';
import { checkSecondFactor } from './codes.ts';
import { credentialOf, removeTwoFactor } from './credentials.ts';
import { newTotpSecret, otpauthUri, stepOfCode } from './totp.ts';

export const ALREADY_ON = 'Two-factor sign-in is already on.';
export const NOT_ON = 'Two-factor sign-in is not on.';
export const NOTHING_TO_CONFIRM = 'Start setting up two-factor sign-in first.';
export const TWO_FACTOR_ON = 'Two-factor sign-in is on.';
export const TWO_FACTOR_OFF = 'Two-factor sign-in is off.';
export const REQUIRED_OF_ADMINISTRATORS =
  'Your employer requires two-factor sign-in for administrators: it cannot be turned off while that is set in Employer › Setting.';
export const PROOF_NEEDED = 'Enter your current password or a code from your authenticator app.';
export const WRONG_CONFIRMATION_CODE =
  'The code is not right. Enter the current 6-digit code your authenticator app shows.';
/** The name authenticator apps list the account under. */
export const TOTP_ISSUER = 'HR and Payroll';
export const RECOVERY_CODE_COUNT = 10;

/**
 * Starts enrolment (My profile, "Set up two-factor sign-in"): a new secret, kept encrypted and not yet
 * in force, answered once as the otpauth:// URI the QR code draws and as text for typing in. Starting
 * again replaces a secret that was never confirmed.
 */
export async function startTwoFactor(deps: ServiceDeps, caller: Caller): Promise<TwoFactorSetup> {
  const { db, twoFactorKeys } = deps;
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', caller.userId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!user) throw new Refusal(401, SESSION_ENDED);
  if ((await credentialOf(db, twoFactorKeys, caller.userId))?.confirmed) throw new Refusal(409, ALREADY_ON);
  const secret = newTotpSecret();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('two_factor_credentials')
      .values({ user_id: caller.userId, secret_encrypted: twoFactorKeys.encrypt(secret) })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ secret_encrypted: twoFactorKeys.encrypt(secret) }),
      )
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'startTwoFactor',
      area: 'auth',
      recordType: 'user',
      recordId: caller.userId,
    });
  });
  return { otpauthUri: otpauthUri(secret, user.email, TOTP_ISSUER), secret };
}

/**
 * Confirms enrolment with a code the app shows, which proves the secret reached it: only then is
 * two-factor on. Answers ten recovery codes, the only time they are ever shown; they are kept as
 * keyed hashes.
 */
export async function confirmTwoFactor(
  deps: ServiceDeps,
  caller: Caller,
  request: ConfirmTwoFactorRequest,
): Promise<RecoveryCodes> {
  const { db, twoFactorKeys } = deps;
  const credential = await credentialOf(db, twoFactorKeys, caller.userId);
  if (credential?.confirmed) throw new Refusal(409, ALREADY_ON);
  if (!credential?.secret) throw new Refusal(409, NOTHING_TO_CONFIRM);
  const step = stepOfCode(credential.secret, request.code, deps.clock());
  if (step === undefined) throw new Refusal(400, WRONG_CONFIRMATION_CODE, { field: 'code' });

  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('two_factor_credentials')
      .set({ confirmed_at: deps.clock(), last_used_step: step })
      .where('user_id', '=', caller.userId)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw new Refusal(409, ALREADY_ON);
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', caller.userId).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(
        recoveryCodes.map((code) => ({
          user_id: caller.userId,
          code_hash: twoFactorKeys.recoveryCodeDigest(code),
        })),
      )
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'confirmTwoFactor',
      area: 'auth',
      recordType: 'user',
      recordId: caller.userId,
      before: { twoFactor: false },
      after: { twoFactor: true },
    });
  });
  return { recoveryCodes };
}

/** Turns one's own two-factor off, proven by the current password or a current code (My profile). */
export async function turnOffTwoFactor(
  deps: ServiceDeps,
  caller: Caller,
  request: TurnOffTwoFactorRequest,
): Promise<void> {
  const { db, twoFactorKeys } = deps;
  if (!(await credentialOf(db, twoFactorKeys, caller.userId))?.confirmed) throw new Refusal(409, NOT_ON);
  // Off, this administrator would owe it again at once: the employer's setting must change first.
  if (
    gridWithin(ADMINISTRATOR_GRID, caller.permissions) &&
    (await twoFactorRequiredForAdmins(db, caller.employerId))
  ) {
    throw new Refusal(409, REQUIRED_OF_ADMINISTRATORS);
  }
  if (request.currentPassword !== undefined) {
    await checkCurrentPassword({ db, limits: deps.signInLimits }, caller, request.currentPassword);
  } else if (request.code !== undefined) {
    await checkSecondFactor(
      { db, keys: twoFactorKeys, limits: deps.signInLimits, now: deps.clock() },
      caller.userId,
      caller.address ?? 'unknown',
      { code: request.code },
    );
  } else {
    throw new Refusal(400, PROOF_NEEDED, { field: 'currentPassword' });
  }
  await db.transaction().execute(async (trx) => {
    if (!(await removeTwoFactor(trx, caller.userId))) throw new Refusal(409, NOT_ON);
    await writeAudit(trx, actorOf(caller), {
      operation: 'turnOffTwoFactor',
      area: 'auth',
      recordType: 'user',
      recordId: caller.userId,
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
  });
}

/** Ten groups of letters and digits people can read aloud: 50 bits each, xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const text = randomBytes(8).readBigUInt64BE().toString(36).padStart(13, '0').slice(-10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}
