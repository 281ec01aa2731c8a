import { type LoginRequest, login, logout } from '@hr/api';
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

/** §4: a successful sign-in stores the token and the user and marks the session signed in. */
export async function signIn({ rememberMe, ...credentials }: SignInValues) {
  const { returnObject } = await login(apiClient, credentials);
  appStore.set(sessionAtom, { isLoggedIn: true, ...returnObject, remember: rememberMe });
  return returnObject.user;
}

/** Signs the same person in again from the dialog; the pending calls continue with the new token. */
export async function signInAgain(password: string): Promise<void> {
  const { user, remember } = appStore.get(sessionAtom);
  if (!user) throw new Error('There is no session to sign in to again.');
  const { returnObject } = await login(apiClient, { username: user.email, password, loginAs: user.role });
  appStore.set(sessionAtom, { isLoggedIn: true, ...returnObject, remember });
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
