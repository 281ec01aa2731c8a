import type { Context } from 'hono';
import { clientAddress } from '../auth/client-address.ts';
import type { CreateUserRequest, LoginRequest, RefreshRequest } from '../contract-types.ts';
import { ACCOUNT_CREATED, createAccount } from '../services/accounts.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { refreshSession, signIn, signOut } from '../services/sessions.ts';
import type { ApiEnv } from './api-env.ts';
import { success } from './envelope.ts';

export const SIGNED_OUT = 'You have been signed out.';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** The auth operations: each reads its validated body, calls its service, wraps the answer. */
export function authHandlers(deps: ServiceDeps, trustProxy: boolean) {
  const login: Handler = async (c) => {
    const session = await signIn(deps, c.get('body') as LoginRequest, clientAddress(c, trustProxy));
    return success(c, 200, { returnObject: session });
  };
  const createUser: Handler = async (c) => {
    await createAccount(deps, c.get('body') as CreateUserRequest);
    return success(c, 201, { returnMessage: ACCOUNT_CREATED });
  };
  const refresh: Handler = async (c) => {
    const tokens = await refreshSession(deps, (c.get('body') as RefreshRequest).refreshToken);
    return success(c, 200, { returnObject: tokens });
  };
  const logout: Handler = async (c) => {
    await signOut(deps, (c.get('body') as RefreshRequest).refreshToken);
    return success(c, 200, { returnMessage: SIGNED_OUT });
  };
  return { login, createUser, refreshSession: refresh, logout };
}
