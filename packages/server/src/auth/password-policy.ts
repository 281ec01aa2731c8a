import { PASSWORD_BREACHED, PASSWORD_TOO_SHORT } from '@hr/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { Kysely } from 'kysely';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';

let breachedPasswords: ReadonlySet<string> | undefined;

/**
 * Whether `password` is in the list of common breached passwords shipped with @zxcvbn-ts/language-common
 * (49,233 of them), compared without case: "PASSWORD1" is as guessable as "password1". The list is
 * read into a Set once, on first use, so a check is one lookup.
 */
export function isBreachedPassword(password: string): boolean {
  breachedPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return breachedPasswords.has(password.toLowerCase());
}

/**
 * Refuses a new password the employer's policy (Employer › Setting) does not allow, naming the rule, on
 * `field`. Checked before hashing, so a refused password costs no argon2 time. The employer's own first
 * sign-up is not checked: the employer does not exist yet, so it has no policy but the contract's floor.
 */
export async function requirePasswordPolicy(
  db: Kysely<Database>,
  employerId: string,
  password: string,
  field: string,
): Promise<void> {
  const policy = await db
    .selectFrom('employers')
    .select(['password_min_length', 'refuse_breached_passwords'])
    .where('id', '=', employerId)
    .executeTakeFirst();
  if (!policy) return;
  // Counted as people count characters (code points), as the form's length check does.
  if ([...password].length < policy.password_min_length) {
    throw new Refusal(400, PASSWORD_TOO_SHORT(policy.password_min_length), { field });
  }
  if (policy.refuse_breached_passwords && isBreachedPassword(password)) {
    throw new Refusal(400, PASSWORD_BREACHED, { field });
  }
}
