import { ApiError, createApiClient, refreshSession } from '@hr/api';
import { API_BASE_URL } from '../api/baseUrl.ts';
import { appStore } from '../store.ts';
import { sessionAtom } from './sessionAtom.ts';
import { parseStoredSession, SESSION_STORAGE_KEY, type SessionState } from './sessionState.ts';

/** Token calls never carry a bearer token, so they get a client of their own that cannot recurse. */
const tokenClient = createApiClient({ baseUrl: API_BASE_URL, getToken: () => null });

let inFlight: Promise<string | null> | null = null;

/**
 * The session as every tab sees it now: a remembered session lives in local storage, which another
 * tab may have just rotated, so it is read afresh rather than from this tab's copy.
 */
function latestSession(): SessionState {
  const session = appStore.get(sessionAtom);
  if (!session.remember) return session;
  return parseStoredSession(localStorage.getItem(SESSION_STORAGE_KEY)) ?? session;
}

async function exchange(): Promise<string | null> {
  const before = appStore.get(sessionAtom);
  const session = latestSession();
  if (!session.isLoggedIn || !session.refreshToken) return null;
  if (session.refreshToken !== before.refreshToken) {
    // Another tab rotated the tokens a moment ago: use its result instead of spending the old token,
    // which the server would take for a stolen one and answer by revoking the whole session.
    appStore.set(sessionAtom, session);
    return session.jwtToken;
  }
  try {
    const { returnObject } = await refreshSession(tokenClient, { refreshToken: session.refreshToken });
    const current = appStore.get(sessionAtom);
    // Signed out (or in as someone else) while the call was out: its tokens are not ours to store.
    if (current.refreshToken !== session.refreshToken) return current.isLoggedIn ? current.jwtToken : null;
    appStore.set(sessionAtom, { ...current, ...returnObject });
    return returnObject.jwtToken;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

async function exchangeOncePerBrowser(): Promise<string | null> {
  if (typeof navigator === 'undefined' || !navigator.locks) return exchange();
  return await navigator.locks.request('hr.session.refresh', exchange);
}

/**
 * Exchanges the refresh token for a new access token, once however many calls ask at the same
 * moment, and (where the browser has Web Locks) once across tabs. Resolves to null when the server
 * says the session is over; rejects when it could not be asked (offline, timeout).
 */
export function refreshAccessToken(): Promise<string | null> {
  if (!inFlight) {
    inFlight = exchangeOncePerBrowser().finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
