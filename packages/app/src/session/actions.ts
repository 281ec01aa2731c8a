import {
  type CompleteTwoFactorSignInRequest,
  completeTwoFactorSignIn,
  isTwoFactorChallenge,
  type LoginRequest,
  login,
  logout,
  type Session,
} from '@hr/api';
import { SESSION_RESTORE_TIMEOUT_MS } from '@hr/domain';
import { apiClient } from '../api/client.ts';
import { appStore } from '../store.ts';
import { needsRefresh } from './accessToken.ts';
import { finishReauthentication } from './reauthentication.ts';
import { refreshAccessToken } from './refresh.ts';
import { restoreStatusAtom, sessionAtom } from './sessionAtom.ts';
import { SIGNED_OUT } from './sessionState.ts';

export interface SignInValues extends LoginRequest {
  rememberMe: boolean;
}

/** What signing in with a password led to: a session, or the second step of two-factor sign-in. */
export type SignInOutcome =
  | { kind: 'signed-in'; user: Session['user']; mustEnrolTwoFactor: boolean }
  | { kind: 'two-factor'; challengeToken: string; rememberMe: boolean };

/** Stores a session the server opened; Remember me decides where it is kept, as before two-factor. */
function keepSession({ twoFactorEnrolmentRequired, ...session }: Session, remember: boolean): SignInOutcome {
  appStore.set(sessionAtom, { isLoggedIn: true, ...session, remember });
  return { kind: 'signed-in', user: session.user, mustEnrolTwoFactor: twoFactorEnrolmentRequired === true };
}

/**
 * §4: a successful sign-in stores the token and the user and marks the session signed in. With
 * two-factor sign-in on, the password only earns a challenge: nothing is stored until the code.
 */
export async function signIn({ rememberMe, ...credentials }: SignInValues): Promise<SignInOutcome> {
  const { returnObject } = await login(apiClient, credentials);
  if (isTwoFactorChallenge(returnObject)) {
    return { kind: 'two-factor', challengeToken: returnObject.challengeToken, rememberMe };
  }
  return keepSession(returnObject, rememberMe);
}

/** The second step: the challenge and a code (or a recovery code) open the session. */
export async function completeSignIn(
  factor: Omit<CompleteTwoFactorSignInRequest, 'challengeToken'>,
  { challengeToken, rememberMe }: { challengeToken: string; rememberMe: boolean },
): Promise<SignInOutcome> {
  const { returnObject } = await completeTwoFactorSignIn(apiClient, { challengeToken, ...factor });
  return keepSession(returnObject, rememberMe);
}

/**
 * Signs the same person in again from the dialog; the pending calls continue with the new token. An
 * account with two-factor on earns a challenge: the dialog then asks for the code (completeSignInAgain).
 */
export async function signInAgain(password: string): Promise<{ challengeToken: string } | undefined> {
  const { user, remember } = appStore.get(sessionAtom);
  if (!user) throw new Error('There is no session to sign in to again.');
  const { returnObject } = await login(apiClient, { username: user.email, password, loginAs: user.role });
  if (isTwoFactorChallenge(returnObject)) return { challengeToken: returnObject.challengeToken };
  keepSession(returnObject, remember);
  finishReauthentication(returnObject.jwtToken);
  return undefined;
}

/** The dialog's second step: the challenge and the code reopen the session over the same page. */
export async function completeSignInAgain(challengeToken: string, code: string): Promise<void> {
  const { remember } = appStore.get(sessionAtom);
  const { returnObject } = await completeTwoFactorSignIn(apiClient, { challengeToken, code });
  keepSession(returnObject, remember);
  finishReauthentication(returnObject.jwtToken);
}

/**
 * Log Out: the server revokes the refresh token, then the session is cleared here. Clearing does not
 * wait on the server: a person who presses Log Out offline is still signed out on this device.
 */
export async function signOut(): Promise<void> {
  const { refreshToken } = appStore.get(sessionAtom);
  appStore.set(sessionAtom, SIGNED_OUT);
  finishReauthentication(null);
  if (refreshToken) await logout(apiClient, { refreshToken }).catch(() => undefined);
}

const timeout = (ms: number) =>
  new Promise<'timeout'>((resolve) => {
    setTimeout(() => resolve('timeout'), ms);
  });

/**
 * §4's restore on load: a stored session whose access token has expired is refreshed before the first
 * page asks for data. The server's "session over" signs out; no answer within 5000 ms keeps the stored
 * session and lets the app start (the next call refreshes again).
 */
export async function restoreSession(): Promise<void> {
  const session = appStore.get(sessionAtom);
  if (!session.isLoggedIn || !needsRefresh(session.jwtToken, new Date())) return;
  appStore.set(restoreStatusAtom, 'restoring');
  try {
    const outcome = await Promise.race([refreshAccessToken(), timeout(SESSION_RESTORE_TIMEOUT_MS)]);
    if (outcome === null) appStore.set(sessionAtom, SIGNED_OUT);
  } catch {
    // Offline or the server is down: keep the stored session rather than signing out on a hiccup.
  } finally {
    appStore.set(restoreStatusAtom, 'ready');
  }
}
