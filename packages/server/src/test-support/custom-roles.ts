import type { PermissionGrid } from '@hr/domain';
import type { TestApi } from './test-api.ts';

/**
 * A signed-in employee account of `employerId`, tied to the record `employeeId`, holding one custom
 * role made of `grid` (written straight to the database, as the scope tests need a role, not the
 * Custom Role page): how a test meets a department's HR officer or payroll clerk.
 */
export async function accountWithRole(
  api: TestApi,
  employerId: string,
  employeeId: string,
  role: { name: string; grid: PermissionGrid },
): Promise<{ userId: string; token: string }> {
  const { id: roleId } = await api.db
    .insertInto('roles')
    .values({ employer_id: employerId, name: role.name, grid: JSON.stringify(role.grid) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const account = await api.newEmployeeUser(employerId, employeeId);
  await api.db
    .insertInto('user_roles')
    .values({ user_id: account.userId, role_id: roleId, employer_id: employerId })
    .execute();
  return { userId: account.userId, token: account.token };
}
