import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The keys two-factor sign-in keeps its secrets under, derived (HKDF-SHA-256) from the server's
 * signing secret (auth/signing-secret.ts), so no second secret has to be configured and every
 * instance sharing the database agrees. Each use has its own key: a TOTP secret is encrypted (the
 * server must read it back to check a code), a recovery code only needs to be recognised, so it is
 * kept as a keyed hash (HMAC), which is fast to check and, unlike Argon2, lets the database find it.
 */
export interface TwoFactorKeys {
  encrypt(plain: string): string;
  /** Undefined when the text was not sealed under this key (a changed JWT_SECRET): treated as no secret. */
  decrypt(sealed: string): string | undefined;
  recoveryCodeDigest(code: string): string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

function derive(secret: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'hr-payroll two-factor', purpose, 32));
}

export function twoFactorKeys(signingSecret: Uint8Array): TwoFactorKeys {
  const secretKey = derive(signingSecret, 'totp-secret-encryption');
  const codeKey = derive(signingSecret, 'recovery-code-hash');
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secretKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(sealed) {
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', secretKey, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
    recoveryCodeDigest: (code) =>
      createHmac('sha256', codeKey).update(normalRecoveryCode(code)).digest('hex'),
  };
}

/** People copy codes with spaces, dashes and either case: only the letters and digits count. */
export function normalRecoveryCode(code: string): string {
  return code.replace(/[^0-9a-z]/gi, '').toLowerCase();
}
