import { Secret, TOTP } from 'otpauth';

/** What authenticator apps read: SHA-1, 6 digits, a new code every 30 seconds (RFC 6238's defaults). */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** A code from the step before or after is accepted too: a phone's clock drifts, typing takes time. */
const DRIFT_STEPS = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secret: string, account: string, issuer: string): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret), ...TOTP_SETTINGS }).toString();
}

/**
 * The 30-second step the code belongs to, or undefined when it is not a current code. The caller
 * refuses a step at or before the last one accepted, so a code overheard once cannot be replayed.
 */
export function stepOfCode(secret: string, code: string, now: Date): number | undefined {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), ...TOTP_SETTINGS });
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  if (delta === null) return undefined;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The current code, for tests and journeys that play the authenticator app. */
export function currentCode(secret: string, now: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), ...TOTP_SETTINGS }).generate({
    timestamp: now.getTime(),
  });
}
