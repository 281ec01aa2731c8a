import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { PASSWORD_COST } from './password-cost.ts';

/** The package exports Algorithm as a const enum without a runtime object; 2 is its Argon2id. */
const ARGON2ID = 2 as Algorithm;

const PASSWORD_HASHING = { algorithm: ARGON2ID, ...PASSWORD_COST };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASHING);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash cannot match anything; refusing is the safe answer.
    return false;
  }
}

let hashOfNoAccount: Promise<string> | undefined;

/**
 * Spends the time of one verification when the e-mail has no account, so the answer's timing does
 * not tell an attacker which addresses are registered.
 */
export async function verifyAgainstNoAccount(password: string): Promise<false> {
  hashOfNoAccount ??= hashPassword('no account has this password');
  await verifyPassword(await hashOfNoAccount, password);
  return false;
}
