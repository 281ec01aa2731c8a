import { BUILT_IN_ROLES, type PermissionGrid, Permissions } from '@hr/domain';
import type { Caller } from '../auth/access-tokens.ts';
import type { MyPermissions, ViewAs, ViewAsRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { accessOf } from './caller-permissions.ts';
import { NO_SUCH_ACCOUNT } from './role-accounts.ts';
import { NO_SUCH_ROLE } from './roles.ts';

/** What someone holds, for the app's menu and pages and for "View as" (issue 27 item 4). */

export const VIEW_AS_ONE = 'Send exactly one of roleKey, roleId and userId.';

type PermissionSet = MyPermissions['permissions'];

const asSet = (permissions: Permissions) => permissions.toJSON() as PermissionSet;

/** The caller's permissions and role names, read afresh like every request's. */
export async function getMyPermissions(deps: ServiceDeps, caller: Caller): Promise<MyPermissions> {
  // The permission check read both on this request, in one statement: no second read.
  if (caller.roleNames) return { permissions: asSet(caller.permissions), roleNames: caller.roleNames };
  const access = await accessOf(deps.db, caller, await callerToday(deps, caller));
  // The permission check has just found the account; one deleted since is a session that has ended.
  if (!access) throw new Refusal(401, 'Your session has expired. Please sign in again.');
  return { permissions: asSet(access.caller.permissions), roleNames: access.roleNames };
}

/** What a built-in role, a custom role or a person of the employer would hold. */
export async function viewAs(deps: ServiceDeps, caller: Caller, request: ViewAsRequest): Promise<ViewAs> {
  // The contract's oneOf lets exactly one through; the union is read as its three optional fields.
  const { roleKey, roleId, userId } = request as { roleKey?: string; roleId?: string; userId?: string };
  if ([roleKey, roleId, userId].filter((given) => given !== undefined).length !== 1) {
    throw new Refusal(400, VIEW_AS_ONE);
  }
  if (roleKey) {
    const role = BUILT_IN_ROLES.find((builtIn) => builtIn.key === roleKey);
    if (!role) throw new Refusal(400, VIEW_AS_ONE, { field: 'roleKey' });
    return { label: role.name, permissions: asSet(new Permissions([role.grid])) };
  }
  if (roleId) {
    const role = await deps.db
      .selectFrom('roles')
      .select(['name', 'grid'])
      .where('employer_id', '=', caller.employerId)
      .where('id', '=', roleId)
      .executeTakeFirst();
    if (!role) throw new Refusal(404, NO_SUCH_ROLE, { field: 'roleId' });
    return { label: role.name, permissions: asSet(new Permissions([role.grid as PermissionGrid])) };
  }
  const person = await deps.db
    .selectFrom('users')
    .select(['id', 'role', 'first_name', 'last_name'])
    .where('employer_id', '=', caller.employerId)
    .where('id', '=', userId as string)
    .executeTakeFirst();
  const access =
    person &&
    (await accessOf(
      deps.db,
      { userId: person.id, role: person.role, employerId: caller.employerId },
      await callerToday(deps, caller),
    ));
  if (!person || !access) throw new Refusal(404, NO_SUCH_ACCOUNT, { field: 'userId' });
  return { label: `${person.first_name} ${person.last_name}`, permissions: asSet(access.caller.permissions) };
}
