export { CustomRoleScreen, type CustomRoleScreenProps } from './CustomRoleScreen.tsx';
export { PermissionGridTable, type PermissionGridTableProps } from './PermissionGridTable.tsx';
export type { CustomRole, RoleAccount, RoleHolders, RoleLists, ViewAsSubject } from './roles.ts';
