import type { Context } from 'hono';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  CreateRoleRequest,
  ListRoleAccountsRequest,
  ResetAccountTwoFactorRequest,
  RoleIdRequest,
  SetAccountRolesRequest,
  UpdateRoleRequest,
  ViewAsRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import { resetAccountTwoFactor } from './account-two-factor.ts';
import { getMyPermissions, viewAs } from './permissions-view.ts';
import { listRoleAccounts, setAccountRoles } from './role-accounts.ts';
import { createRole, deleteRole, listRoles, updateRole } from './roles.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** The roles operations; the caller (and so the employer) comes from the access token. */
export function roleHandlers(deps: ServiceDeps): Record<string, Handler> {
  const answer =
    <Request>(serve: (deps: ServiceDeps, caller: Caller, body: Request) => Promise<unknown>) =>
    async (c: Context<ApiEnv>) =>
      success(c, 200, { returnObject: await serve(deps, c.get('caller'), c.get('body') as Request) });
  return {
    listRoles: answer((deps, caller) => listRoles(deps, caller)),
    createRole: answer<CreateRoleRequest>(createRole),
    updateRole: answer<UpdateRoleRequest>(updateRole),
    deleteRole: async (c) =>
      success(c, 200, {
        returnMessage: await deleteRole(deps, c.get('caller'), c.get('body') as RoleIdRequest),
      }),
    listRoleAccounts: answer<ListRoleAccountsRequest>(listRoleAccounts),
    setAccountRoles: answer<SetAccountRolesRequest>(setAccountRoles),
    getMyPermissions: answer((deps, caller) => getMyPermissions(deps, caller)),
    viewAs: answer<ViewAsRequest>(viewAs),
    resetAccountTwoFactor: async (c) =>
      success(c, 200, {
        returnMessage: await resetAccountTwoFactor(
          deps,
          c.get('caller'),
          c.get('body') as ResetAccountTwoFactorRequest,
        ),
      }),
  };
}
