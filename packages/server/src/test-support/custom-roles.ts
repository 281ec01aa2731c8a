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

/** One member of staff a test world sets up: their record and their signed-in account. */
export interface StaffMember {
  employeeId: string;
  userId: string;
  token: string;
}

/**
 * An employer's Engineering and Operations and a record with an account for each of `people` ("Eve
 * Tester" for 'eve'), in Operations when listed in `inOperations`, else Engineering. Those in
 * `withRole` hold a custom role of `grid` named `roleName(person)`; the others the Employee role.
 * The scope tests of a department-scoped area (incidents, documents) start from it.
 */
export async function staffInTwoDepartments<Person extends string>(
  api: TestApi,
  admin: { token: string; employerId: string },
  staff: {
    people: readonly Person[];
    inOperations: readonly Person[];
    withRole: readonly Person[];
    roleName: (person: Person) => string;
    grid: PermissionGrid;
  },
): Promise<{ engineering: string; operations: string; people: Record<Person, StaffMember> }> {
  const department = async (code: string, name: string) => {
    const answer = await api.call<{ returnObject: { id: string } }>(
      '/employer/create-department',
      { code, name },
      { token: admin.token },
    );
    return answer.body.returnObject.id;
  };
  const engineering = await department('ENG', 'Engineering');
  const operations = await department('OPS', 'Operations');
  const people = {} as Record<Person, StaffMember>;
  for (const person of staff.people) {
    const record = await api.addEmployee(admin.token, {
      firstName: person[0]?.toUpperCase() + person.slice(1),
      lastName: 'Tester',
      department: staff.inOperations.includes(person) ? operations : engineering,
    });
    const account = staff.withRole.includes(person)
      ? await accountWithRole(api, admin.employerId, record.id, {
          name: staff.roleName(person),
          grid: staff.grid,
        })
      : await api.newEmployeeUser(admin.employerId, record.id);
    people[person] = { employeeId: record.id, userId: account.userId, token: account.token };
  }
  return { engineering, operations, people };
}
