/**
 * Sentences fixed by the specification (§2.4, §5, §8) and by the sign-up issue. Screens show them and
 * stories assert them word for word, so each lives here once.
 */

/** §5, §8: confirmEmail differs from email; nothing is sent. */
export const EMAILS_DONT_MATCH = "Emails don't match. Please try again.";

/** The same rule for the two password fields of sign-up and of a password reset. */
export const PASSWORDS_DONT_MATCH = "Passwords don't match. Please try again.";

/** §8, §9: sign-up answered 409; shown on the Email field. */
export const EMAIL_ALREADY_EXISTS = 'Email already exists. Please try again with another email.';

/** §2.4: shown on the sign-up screen until Administrator is chosen. */
export const EMPLOYEE_SIGN_UP_INSTRUCTIONS =
  'Employees sign up from the invitation e-mail sent by their administrator. Use the sign-up link in that e-mail; if you cannot find it, check your junk mail or ask your administrator to invite you again.';
