import { verifyAgainstNoAccount, verifyPassword } from '../auth/passwords.ts';
import { issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from '../auth/refresh-tokens.ts';
import { forgetFailedAttempts, reserveSignInAttempt } from '../auth/sign-in-limits.ts';
import type { LoginRequest, Session, Tokens } from '../contract-types.ts';
import type { ServiceDeps } from './deps.ts';
import { Refusal } from './refusal.ts';

export const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Signs in with e-mail and password; a new session (token family) starts. */
export async function signIn(
  deps: ServiceDeps,
  request: LoginRequest,
  clientAddress: string,
): Promise<Session> {
  const { db, accessTokens, signInLimits } = deps;
  const email = request.username.trim();
  // The key the limits count under; lower-casing can lengthen some characters, the cut keeps it in its column.
  const account = email.toLowerCase().slice(0, 254);
  const reservation = await reserveSignInAttempt(db, account, clientAddress, signInLimits);
  if ('retryAfterSeconds' in reservation) {
    throw new Refusal(429, tooManyAttempts(reservation.retryAfterSeconds), {
      headers: { 'Retry-After': String(reservation.retryAfterSeconds) },
    });
  }

  const user = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'role', 'employer_id', 'password_hash'])
    // lower() on both sides, as in the unique index users_email_key.
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .executeTakeFirst();
  const passwordMatches = user
    ? await verifyPassword(user.password_hash, request.password)
    : await verifyAgainstNoAccount(request.password);
  if (!user || !passwordMatches) throw new Refusal(401, WRONG_CREDENTIALS);

  await forgetFailedAttempts(db, account);
  const caller = { userId: user.id, role: user.role, employerId: user.employer_id };
  return {
    user: {
      id: user.id,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      role: user.role,
      employerId: user.employer_id,
    },
    jwtToken: await accessTokens.sign(caller),
    refreshToken: await issueRefreshToken(db, user.id),
  };
}

/** Trades a refresh token for a new access token and its replacement refresh token. */
export async function refreshSession(deps: ServiceDeps, refreshToken: string): Promise<Tokens> {
  const rotated = await rotateRefreshToken(deps.db, refreshToken);
  if (!rotated) throw new Refusal(401, SESSION_ENDED);
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'role', 'employer_id'])
    .where('id', '=', rotated.userId)
    .executeTakeFirst();
  if (!user) throw new Refusal(401, SESSION_ENDED);
  return {
    jwtToken: await deps.accessTokens.sign({
      userId: user.id,
      role: user.role,
      employerId: user.employer_id,
    }),
    refreshToken: rotated.refreshToken,
  };
}

/** Ends the session; answers the same whether or not the token was still live (contract). */
export async function signOut(deps: ServiceDeps, refreshToken: string): Promise<void> {
  await revokeRefreshToken(deps.db, refreshToken);
}

function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
