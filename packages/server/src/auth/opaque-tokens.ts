import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/** A bearer secret for a link or a session: 32 random bytes, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Only this digest is stored: a leaked copy of a table hands out nothing. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
