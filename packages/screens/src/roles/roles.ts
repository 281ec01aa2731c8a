import type { BuiltInRole, ExampleRole, PermissionGrid } from '@hr/domain';

/** A role the employer made (list-roles' `custom`), with how many accounts hold it. */
export interface CustomRole {
  id: string;
  name: string;
  description: string | null;
  grid: PermissionGrid;
  holderCount: number;
  updatedAt: string;
}

/** An account that may hold roles (list-role-accounts). */
export interface RoleAccount {
  userId: string;
  name: string;
  email: string;
  kind: 'admin' | 'employee';
  employeeId: string | null;
  employeeNo: string | null;
  roleIds: readonly string[];
}

/** The Custom Role page's roles: built in (read-only), the employer's own, and examples to copy. */
export interface RoleLists {
  builtIn: readonly BuiltInRole[];
  custom: readonly CustomRole[];
  examples: readonly ExampleRole[];
}

/** Whom "View as" shows the product as: a built-in role, a custom role, or one person. */
export type ViewAsSubject = { roleKey: BuiltInRole['key'] } | { roleId: string } | { userId: string };

/** The holders of the role open in the editor, as loaded for it. */
export interface RoleHolders {
  roleId: string;
  status: 'loading' | 'error' | 'ready';
  accounts: readonly RoleAccount[];
}
