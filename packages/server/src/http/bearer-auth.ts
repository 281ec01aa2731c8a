import type { MiddlewareHandler } from 'hono';
import type { AccessTokens } from '../auth/access-tokens.ts';
import type { ApiEnv } from './api-env.ts';
import { failure } from './envelope.ts';

export const NOT_SIGNED_IN = 'Please sign in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

const BEARER = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)$/i;

/** Lets through only requests with a valid, current access token of ours, and records its caller. */
export function bearerAuth(accessTokens: AccessTokens): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    const token = header ? BEARER.exec(header)?.[1] : undefined;
    if (!token) return unauthorized(c, header ? SESSION_EXPIRED : NOT_SIGNED_IN);
    const caller = await accessTokens.verify(token);
    if (!caller) return unauthorized(c, SESSION_EXPIRED);
    c.set('identity', caller);
    await next();
  };
}

function unauthorized(c: Parameters<MiddlewareHandler<ApiEnv>>[0], message: string): Response {
  // RFC 6750: a 401 on a bearer-protected resource names the scheme it expects.
  return failure(c, 401, message, undefined, { 'WWW-Authenticate': 'Bearer' });
}
