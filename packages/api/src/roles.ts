import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type PermissionSet = Schemas['PermissionSet'];
export type RoleList = Schemas['RoleList'];
export type CustomRoleItem = Schemas['CustomRole'];
export type RoleAccountItem = Schemas['RoleAccount'];
export type CreateRoleRequest = Schemas['CreateRoleRequest'];
export type UpdateRoleRequest = Schemas['UpdateRoleRequest'];
export type ListRoleAccountsRequest = Schemas['ListRoleAccountsRequest'];
export type SetAccountRolesRequest = Schemas['SetAccountRolesRequest'];
export type ViewAsRequest = Schemas['ViewAsRequest'];
export type MyPermissionsResult = Schemas['MyPermissionsEnvelope'];
export type ViewAsResult = Schemas['ViewAsEnvelope'];

/** The built-in roles, the employer's custom roles with their holder counts, and the examples. */
export function listRoles(client: ApiClient, options?: RequestOptions): Promise<Schemas['RoleListEnvelope']> {
  return client.postAuthenticated('/roles/list-roles', {}, options);
}

export function createRole(
  client: ApiClient,
  body: CreateRoleRequest,
  options?: RequestOptions,
): Promise<Schemas['CustomRoleEnvelope']> {
  return client.postAuthenticated('/roles/create-role', body, options);
}

export function updateRole(
  client: ApiClient,
  body: UpdateRoleRequest,
  options?: RequestOptions,
): Promise<Schemas['CustomRoleEnvelope']> {
  return client.postAuthenticated('/roles/update-role', body, options);
}

export function deleteRole(
  client: ApiClient,
  body: Schemas['RoleIdRequest'],
  options?: RequestOptions,
): Promise<Schemas['MessageEnvelope']> {
  return client.postAuthenticated('/roles/delete-role', body, options);
}

/** Accounts by name or email, or the holders of one role, a page at a time. */
export function listRoleAccounts(
  client: ApiClient,
  body: ListRoleAccountsRequest,
  options?: RequestOptions,
): Promise<Schemas['RoleAccountPageEnvelope']> {
  return client.postAuthenticated('/roles/list-role-accounts', body, options);
}

/** Every custom role one account holds, set at once. */
export function setAccountRoles(
  client: ApiClient,
  body: SetAccountRolesRequest,
  options?: RequestOptions,
): Promise<Schemas['RoleAccountEnvelope']> {
  return client.postAuthenticated('/roles/set-account-roles', body, options);
}

/** What the signed-in caller's roles grant: the menu and the route guard read it. */
export function getMyPermissions(client: ApiClient, options?: RequestOptions): Promise<MyPermissionsResult> {
  return client.postAuthenticated('/roles/get-my-permissions', {}, options);
}

/** What a role or a person holds, for View as. */
export function viewAs(
  client: ApiClient,
  body: ViewAsRequest,
  options?: RequestOptions,
): Promise<ViewAsResult> {
  return client.postAuthenticated('/roles/view-as', body, options);
}
