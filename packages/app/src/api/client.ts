import { createApiClient } from '@hr/api';
import { needsRefresh } from '../session/accessToken.ts';
import { reauthenticate } from '../session/reauthentication.ts';
import { refreshAccessToken } from '../session/refresh.ts';
import { sessionAtom } from '../session/sessionAtom.ts';
import { appStore } from '../store.ts';
import { API_BASE_URL } from './baseUrl.ts';

/** A fresh access token: refreshed silently when it is about to expire, asked for again when that fails. */
async function renewedToken(): Promise<string | null> {
  try {
    const token = await refreshAccessToken();
    if (token) return token;
  } catch {
    // The server could not be asked (offline, timeout): fall through and let the person retry by signing in.
  }
  return reauthenticate();
}

async function currentAccessToken(): Promise<string | null> {
  const session = appStore.get(sessionAtom);
  if (!session.isLoggedIn) return null;
  if (needsRefresh(session.jwtToken, new Date())) return renewedToken();
  return session.jwtToken;
}

/**
 * A 401 on an authenticated call (the token expired early, was revoked, or the clock is off) is
 * answered by renewing the session and sending the same request again, so the screen that made it
 * only sees the outcome of the retry.
 */
async function fetchWithSession(request: Request): Promise<Response> {
  if (!request.headers.has('Authorization')) return fetch(request);
  // The body is read once and given to both tries: Request.clone() tees the body's stream, which a
  // profile of the dashboard's load showed costing more main thread than the fetches themselves.
  const body = request.body ? await request.arrayBuffer() : null;
  const response = await fetch(new Request(request, { body }));
  if (response.status !== 401) return response;
  const token = await renewedToken();
  if (!token) return response;
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return fetch(new Request(request, { body, headers }));
}

/** The app's one client of the contract. */
export const apiClient = createApiClient({
  baseUrl: API_BASE_URL,
  getToken: currentAccessToken,
  fetch: fetchWithSession,
});
