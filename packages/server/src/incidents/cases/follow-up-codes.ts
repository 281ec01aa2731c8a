import { createHash, randomInt } from 'node:crypto';

/**
 * An anonymous report's follow-up code: 20 characters of Crockford's base32 (no I, L, O or U, so
 * nothing reads as another character), 100 random bits, shown as five groups of four. Only its
 * sha-256 is stored; whoever holds the code is the reporter for the case's outcome.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 20;

export function newFollowUpCode(): string {
  const characters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return characters.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/** The code as typed, however spaced, dashed or cased, with the letters people mistake read as Crockford does. */
function normalised(code: string): string {
  return code
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

export function followUpCodeHash(code: string): string {
  return createHash('sha256').update(normalised(code)).digest('hex');
}
