import { writeAudit } from '../audit/audit-trail.ts';
import type { LoginRequest, Session, Tokens, TwoFactorChallenge } from '../contract-types.ts';
import { forgetFailedAttempts, reserveAttempt } from '../core/attempt-limiter.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal, tooManyRequests } from '../core/refusal.ts';
import type { Role } from '../db/schema.ts';
import { employerToday } from '../employer/employer-settings.ts';
import { accountSuspendedUntil, suspendedMessage } from '../incidents/decisions-in-force.ts';
import { callerOf } from '../roles/caller-permissions.ts';
import type { TokenIdentity } from './access-tokens.ts';
import { verifyAgainstNoAccount, verifyPassword } from './passwords.ts';
import { issueRefreshToken, newSessionId, revokeRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import { SESSION_ENDED } from './session-ended.ts';
import { twoFactorIsOn } from './two-factor/credentials.ts';
import { issueTwoFactorChallenge } from './two-factor/issue-challenge.ts';

export const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';
export { SESSION_ENDED };
export const USE_EMPLOYEE_LOGIN = 'This is an employee account. Choose Employee login and sign in again.';
export const USE_ADMIN_LOGIN = 'This is an administrator account. Choose Admin login and sign in again.';

/**
 * Signs in with e-mail and password; a new session (token family) starts. The screen's toggle
 * (`loginAs`) is checked only after the password, so the 403 tells nothing to whoever lacks it; and a
 * right password with the wrong toggle clears the account's failures like a sign-in does, since its
 * owner has proven who they are and must not be locked out for a click on the wrong tab.
 */
export async function signIn(
  deps: ServiceDeps,
  request: LoginRequest,
  clientAddress: string,
  userAgent: string | null = null,
): Promise<Session | TwoFactorChallenge> {
  const { db, signInLimits } = deps;
  const email = request.username.trim();
  // The key the limits count under; lower-casing can lengthen some characters, the cut keeps it in its column.
  const account = email.toLowerCase().slice(0, 254);
  const reservation = await reserveAttempt(db, account, clientAddress, signInLimits);
  if ('retryAfterSeconds' in reservation) {
    throw tooManyRequests('sign-in attempts', reservation.retryAfterSeconds);
  }

  const user = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'role', 'employer_id', 'employee_id', 'password_hash'])
    // lower() on both sides, as in the unique index users_email_key.
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .executeTakeFirst();
  const passwordMatches = user
    ? await verifyPassword(user.password_hash, request.password)
    : await verifyAgainstNoAccount(request.password);
  if (!user || !passwordMatches) {
    // Only an address with an account has an employer whose trail can hold the attempt; an unknown
    // address belongs to no employer, so it is counted by the sign-in limits above and written nowhere.
    // The actor stays empty: whoever typed the password has not proven to be the account's owner.
    if (user) {
      await writeAudit(
        db,
        { employerId: user.employer_id, userId: null, address: clientAddress },
        {
          operation: 'signInFailed',
          area: 'auth',
          recordType: 'user',
          recordId: user.id,
          after: { email: user.email },
        },
      );
    }
    throw new Refusal(401, WRONG_CREDENTIALS);
  }

  await forgetFailedAttempts(db, account);
  if (request.loginAs && request.loginAs !== user.role) {
    throw new Refusal(403, user.role === 'employee' ? USE_EMPLOYEE_LOGIN : USE_ADMIN_LOGIN, {
      field: 'loginAs',
    });
  }
  // Employer › Setting blocks sign-in during a suspension (issue 30 item 5): after the password, as the
  // toggle is, so the 403 tells nothing to whoever lacks it.
  await refuseWhileSuspended(deps, user, 403);
  if (await twoFactorIsOn(db, user.id)) {
    return issueTwoFactorChallenge(db, user.id, { userAgent, clientAddress }, deps.clock());
  }
  return openSession(deps, user, { userAgent, clientAddress });
}

/** The account a session is opened for, as sign-in reads it. */
export interface SigningInUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  employer_id: string;
  employee_id: string | null;
}

/**
 * Starts a session (token family) for a person who has proven who they are: by password, or by
 * password and then a two-factor code. Writes the signIn row, and says when the person must set up
 * two-factor sign-in before anything else (the employer requires it of administrators).
 */
export async function openSession(
  deps: ServiceDeps,
  user: SigningInUser,
  { userAgent, clientAddress }: { userAgent: string | null; clientAddress: string | null },
): Promise<Session> {
  const { db, accessTokens } = deps;
  const caller = {
    userId: user.id,
    role: user.role,
    employerId: user.employer_id,
    sessionId: newSessionId(),
  };
  await writeAudit(
    db,
    { employerId: user.employer_id, userId: user.id, address: clientAddress },
    {
      operation: 'signIn',
      area: 'auth',
      recordType: 'user',
      recordId: user.id,
      after: { email: user.email },
    },
  );
  const refreshToken = await issueRefreshToken(
    db,
    user.id,
    caller.sessionId,
    { userAgent, clientAddress },
    deps.clock(),
  );
  // After the refresh token: the caller is read as every request reads it, for a live session.
  const mustEnrol = await mustEnrolAtSignIn(deps, caller);
  return {
    user: {
      id: user.id,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      role: user.role,
      employerId: user.employer_id,
      employeeId: user.employee_id,
    },
    jwtToken: await accessTokens.sign(caller),
    refreshToken,
    ...(mustEnrol ? { twoFactorEnrolmentRequired: true } : {}),
  };
}

/** Read with the caller's permissions, as every request reads it (roles/caller-permissions.ts). */
async function mustEnrolAtSignIn(deps: ServiceDeps, identity: TokenIdentity): Promise<boolean> {
  const caller = await callerOf(deps.db, identity, await employerToday(deps, identity.employerId));
  return caller?.twoFactorOwed === true;
}

/**
 * Refuses an account whose employee is under a suspension in force today while the employer blocks
 * sign-in during one: 403 at sign-in, 401 on refresh (the session cannot go on; the app then shows
 * sign-in, which says why).
 */
async function refuseWhileSuspended(
  deps: ServiceDeps,
  user: { employer_id: string; employee_id: string | null },
  status: 401 | 403,
): Promise<void> {
  if (!user.employee_id) return;
  const today = await employerToday(deps, user.employer_id);
  const until = await accountSuspendedUntil(deps.db, user.employer_id, user.employee_id, today);
  if (until) throw new Refusal(status, suspendedMessage(until));
}

/** Trades a refresh token for a new access token and its replacement refresh token. */
export async function refreshSession(deps: ServiceDeps, refreshToken: string): Promise<Tokens> {
  const rotated = await rotateRefreshToken(deps.db, refreshToken, deps.clock());
  if (!rotated) throw new Refusal(401, SESSION_ENDED);
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'role', 'employer_id', 'employee_id'])
    .where('id', '=', rotated.userId)
    .executeTakeFirst();
  if (!user) throw new Refusal(401, SESSION_ENDED);
  await refuseWhileSuspended(deps, user, 401);
  return {
    jwtToken: await deps.accessTokens.sign({
      userId: user.id,
      role: user.role,
      employerId: user.employer_id,
      sessionId: rotated.sessionId,
    }),
    refreshToken: rotated.refreshToken,
  };
}

/** Ends the session; answers the same whether or not the token was still live (contract). */
export async function signOut(deps: ServiceDeps, refreshToken: string): Promise<void> {
  await revokeRefreshToken(deps.db, refreshToken);
}
