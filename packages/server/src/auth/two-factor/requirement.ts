import { ADMINISTRATOR_GRID, gridWithin, type Permissions } from '@hr/domain';

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

export const TWO_FACTOR_OWED =
  'Your employer requires two-factor sign-in for administrators: set it up on My profile first.';

/**
 * What an administrator who owes two-factor sign-in may still do: their own account on My profile
 * (setting it up, password, sessions, name, e-mail notices) and what the shell reads to draw the page
 * that sends them there. Everything else answers TWO_FACTOR_OWED until it is on, so the requirement
 * holds for any client, not only for the app that redirects to My profile. Named by operationId; a
 * test keeps every name in the contract.
 */
export const OPEN_WHILE_TWO_FACTOR_OWED: ReadonlySet<string> = new Set([
  'getProfile',
  'startTwoFactor',
  'confirmTwoFactor',
  'changePassword',
  'updateDisplayName',
  'listSessions',
  'endSession',
  'endOtherSessions',
  'getEmailPreferences',
  'updateEmailPreferences',
  'getMyPermissions',
  'getEmployerSettings',
  'getModuleAccess',
  'listNotifications',
  'markNotificationsRead',
]);
