/**
 * When an access token stops working, read from its `exp` claim. The app does not verify the
 * signature (the server does); it only needs to know when to refresh before a call would be refused.
 * Returns null for anything that is not a JWT with a numeric `exp`.
 */
export function accessTokenExpiry(jwt: string): Date | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : null;
  } catch {
    return null;
  }
}

/** Refresh this long before expiry, so a call never leaves with a token that dies on the way. */
const EXPIRY_MARGIN_MS = 30_000;

export function needsRefresh(jwt: string, now: Date): boolean {
  const expiry = accessTokenExpiry(jwt);
  return expiry !== null && expiry.getTime() - EXPIRY_MARGIN_MS <= now.getTime();
}
