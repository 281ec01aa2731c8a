import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The column holding it is this wide; a longer forwarded value is cut, not an error. */
const MAX_ADDRESS_LENGTH = 100;

/**
 * The address sign-in limits count against. X-Forwarded-For is anyone's to write, so it is believed
 * only when TRUST_PROXY says a proxy in front of us sets it; otherwise the socket's peer is used.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, MAX_ADDRESS_LENGTH);
  }
  try {
    return (getConnInfo(c).remote.address ?? 'unknown').slice(0, MAX_ADDRESS_LENGTH);
  } catch {
    // Requests that did not come through a socket (Hono's app.request in tests) have no peer.
    return 'unknown';
  }
}
