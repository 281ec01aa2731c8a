import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * The roles area's main path on PostgreSQL as well (the JSON grids and the aggregated role ids read
 * back through the driver, the account and role locks): an administrator makes a role, gives it to an
 * employee, the employee holds it on their next request, the administrator takes it away again.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

test('a role made, given, held on the next request and taken away, each change audited', async () => {
  const admin = await api.newAdministrator();
  const employee = await api.newEmployeeUser(admin.session.user.employerId);
  const as = (token: string) => ({ token });

  const created = await api.call<{ returnObject: { id: string; grid: unknown } }>(
    '/roles/create-role',
    { name: 'Payroll Reader', grid: { payroll: { read: 'employer' } } },
    as(admin.token),
  );
  expect(created.status).toBe(200);
  const roleId = created.body.returnObject.id;
  expect(created.body.returnObject.grid).toEqual({ payroll: { read: 'employer' } });

  const given = await api.call<{ returnObject: { roleIds: string[] } }>(
    '/roles/set-account-roles',
    { userId: employee.userId, roleIds: [roleId] },
    as(admin.token),
  );
  expect(given.body.returnObject.roleIds).toEqual([roleId]);

  const listed = await api.call<{ returnObject: { custom: { id: string; holderCount: number }[] } }>(
    '/roles/list-roles',
    {},
    as(admin.token),
  );
  expect(listed.body.returnObject.custom).toEqual([expect.objectContaining({ id: roleId, holderCount: 1 })]);

  const mine = await api.call<{ returnObject: { roleNames: string[]; permissions: { payroll: unknown } } }>(
    '/roles/get-my-permissions',
    {},
    as(employee.token),
  );
  expect(mine.body.returnObject.roleNames).toEqual(['Employee', 'Payroll Reader']);
  expect(mine.body.returnObject.permissions.payroll).toEqual({ read: ['own', 'employer'], export: ['own'] });
  expect((await api.call('/payroll/list-pay-runs', {}, as(employee.token))).status).toBe(200);

  await api.call('/roles/set-account-roles', { userId: employee.userId, roleIds: [] }, as(admin.token));
  expect((await api.call('/payroll/list-pay-runs', {}, as(employee.token))).status).toBe(403);

  const audited = await api.db
    .selectFrom('audit_events')
    .select(['operation', 'record_type'])
    .where('employer_id', '=', admin.session.user.employerId)
    .where('area', '=', 'roles')
    .orderBy('id')
    .execute();
  expect(audited).toEqual([
    { operation: 'createRole', record_type: 'role' },
    { operation: 'setAccountRoles', record_type: 'account-roles' },
    { operation: 'setAccountRoles', record_type: 'account-roles' },
  ]);
});
