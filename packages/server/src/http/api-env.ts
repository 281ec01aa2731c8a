import type { HttpBindings } from '@hono/node-server';
import type { RequestIdVariables } from 'hono/request-id';
import type { Caller } from '../auth/access-tokens.ts';

/** What the middleware hands the handlers through Hono's context. */
export interface ApiEnv {
  Bindings: Partial<HttpBindings>;
  Variables: RequestIdVariables & {
    /** The request body, parsed and valid against the operation's schema. */
    body: unknown;
    /** The verified access token's identity, on operations that require one. */
    caller: Caller;
  };
}
