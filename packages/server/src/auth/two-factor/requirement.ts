import { ADMINISTRATOR_GRID, gridWithin, type Permissions } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { twoFactorRequiredForAdmins } from '../../employer/employer-settings.ts';

/** What the requirement asks of one signed-in person. */
export interface TwoFactorFacts {
  /** Their roles grant every cell the built-in Administrator holds (not the account's kind). */
  permissions: Permissions;
  twoFactorOn: boolean;
}

/**
 * Whether a person who has just signed in must set up two-factor sign-in before anything else:
 * the employer requires it of administrators, they hold the administrator's permissions, and it is
 * not on yet. The requirement comes in as an input so the rule is tested with both values, wherever
 * the setting is read from.
 */
export function mustEnrolTwoFactor(facts: TwoFactorFacts, required: boolean): boolean {
  return required && !facts.twoFactorOn && gridWithin(ADMINISTRATOR_GRID, facts.permissions);
}

/**
 * The employer's "two-factor sign-in required for administrators" setting (Employer › Setting), the one
 * place sign-in and the profile read it from.
 */
export async function twoFactorRequiredFor(db: Kysely<Database>, employerId: string): Promise<boolean> {
  return twoFactorRequiredForAdmins(db, employerId);
}
