import type { HttpBindings } from '@hono/node-server';
import type { RequestIdVariables } from 'hono/request-id';
import type { Caller, TokenIdentity } from '../auth/access-tokens.ts';

/** What the middleware hands the handlers through Hono's context. */
export interface ApiEnv {
  Bindings: Partial<HttpBindings>;
  Variables: RequestIdVariables & {
    /** The request body, parsed and valid against the operation's schema. */
    body: unknown;
    /** The verified access token's identity, on operations that require one. */
    identity: TokenIdentity;
    /** The identity and what the caller's roles grant (http/permission-check.ts). */
    caller: Caller;
  };
}
