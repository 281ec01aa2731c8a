import { BUILT_IN_ROLES, EXAMPLE_ROLES, type PermissionGrid, ROLE_MESSAGES } from '@hr/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * The roles operations (issue 27 items 2-4, server side): the custom roles' rules, who holds them, the
 * separation-of-duties refusals whatever the grid says, one audit row per change, and a revocation that
 * applies on the next request of the same access token.
 */

interface Role {
  id: string;
  name: string;
  description: string | null;
  grid: PermissionGrid;
  holderCount: number;
  updatedAt: string;
}
interface Account {
  userId: string;
  name: string;
  email: string;
  kind: 'admin' | 'employee';
  employeeId: string | null;
  employeeNo: string | null;
  roleIds: string[];
}
type Answer<T> = { returnObject: T; returnMessage?: string; error?: string; field?: string };

const ROLES_MANAGER: PermissionGrid = {
  roles: { read: 'employer', create: 'employer', update: 'employer', delete: 'employer' },
  employees: { read: 'employer' },
};

let api: TestApi;
let admin: { token: string; userId: string; employerId: string };

beforeAll(async () => {
  api = await createTestApi();
  const signedUp = await api.newAdministrator();
  admin = {
    token: signedUp.token,
    userId: signedUp.session.user.id,
    employerId: signedUp.session.user.employerId,
  };
});
afterAll(() => api.close());

function call<T = unknown>(path: string, body: unknown, token = admin.token) {
  return api.call<Answer<T>>(`/roles/${path}`, body, { token });
}

let roleCounter = 0;
async function createRole(grid: PermissionGrid, name = `Role ${++roleCounter}`, token = admin.token) {
  const answer = await call<Role>('create-role', { name, grid }, token);
  if (answer.status !== 200) throw new Error(`create-role failed: ${JSON.stringify(answer.body)}`);
  return answer.body.returnObject;
}

async function setRoles(userId: string, roleIds: string[], token = admin.token) {
  return call<Account>('set-account-roles', { userId, roleIds }, token);
}

/** An employee account of the admin's employer holding `grids` as custom roles (granted by the admin). */
async function employeeWith(...grids: PermissionGrid[]) {
  const employee = await api.newEmployeeUser(admin.employerId);
  const roles = await Promise.all(grids.map((grid) => createRole(grid)));
  if (roles.length) {
    const answer = await setRoles(
      employee.userId,
      roles.map((role) => role.id),
    );
    expect(answer.status).toBe(200);
  }
  return { ...employee, roles };
}

async function auditRows(recordId: string) {
  return (
    api.db
      .selectFrom('audit_events')
      .selectAll()
      .where('record_id', '=', recordId)
      // The account's own sign-ins are rows about it too; these tests read the role changes.
      .where('area', '=', 'roles')
      .orderBy('id')
      .execute()
  );
}

describe('list-roles', () => {
  test('answers the built-in roles, the examples, and the custom roles with how many hold each', async () => {
    const role = await createRole({ payroll: { read: 'employer' } }, 'Listed Role');
    await employeeWith();
    const holder = await api.newEmployeeUser(admin.employerId);
    await setRoles(holder.userId, [role.id]);

    const answer = await call<{ builtIn: unknown[]; custom: Role[]; examples: unknown[] }>('list-roles', {});
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject.builtIn).toEqual(
      BUILT_IN_ROLES.map(({ key, name, description, grid }) => ({ key, name, description, grid })),
    );
    expect(answer.body.returnObject.examples).toEqual(
      EXAMPLE_ROLES.map(({ name, description, grid }) => ({ name, description, grid })),
    );
    expect(answer.body.returnObject.custom).toContainEqual({
      ...role,
      holderCount: 1,
      updatedAt: expect.any(String),
    });
  });

  test('does not list another employer’s roles', async () => {
    const other = await api.newAdministrator();
    await createRole({ team: { read: 'employer' } }, 'Theirs Only', other.token);
    const answer = await call<{ custom: Role[] }>('list-roles', {});
    expect(answer.body.returnObject.custom.map((role) => role.name)).not.toContain('Theirs Only');
  });
});

describe('create-role and update-role', () => {
  test('create stores the name without surrounding spaces, the description and the granted cells', async () => {
    const answer = await call<Role>('create-role', {
      name: '  Payroll Clerk ',
      description: 'Keeps pay items.',
      grid: { payroll: { read: 'employer', update: 'employer' }, leave: {} },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject).toEqual({
      id: expect.any(String),
      name: 'Payroll Clerk',
      description: 'Keeps pay items.',
      grid: { payroll: { read: 'employer', update: 'employer' } },
      holderCount: 0,
      updatedAt: expect.any(String),
    });
  });

  test('a name another role of the employer has, whatever its case, is a 409 naming it', async () => {
    await createRole({ team: { read: 'employer' } }, 'Duplicate Me');
    const answer = await call('create-role', { name: 'duplicate me', grid: { team: { read: 'employer' } } });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'A role named duplicate me already exists.', field: 'name' });

    const other = await createRole({ team: { read: 'employer' } });
    const renamed = await call('update-role', { id: other.id, name: 'DUPLICATE ME', grid: other.grid });
    expect(renamed.status).toBe(409);
    expect(renamed.body.field).toBe('name');
  });

  test('another employer may use the same name', async () => {
    await createRole({ team: { read: 'employer' } }, 'Shared Name');
    const other = await api.newAdministrator();
    const answer = await call(
      'create-role',
      { name: 'Shared Name', grid: { team: { read: 'employer' } } },
      other.token,
    );
    expect(answer.status).toBe(200);
  });

  test('a built-in role’s name is refused', async () => {
    const answer = await call('create-role', { name: 'line manager', grid: { team: { read: 'employer' } } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: ROLE_MESSAGES.builtInName, field: 'name' });
  });

  test('a blank name is refused', async () => {
    const answer = await call('create-role', { name: '   ', grid: { team: { read: 'employer' } } });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('name');
  });

  test('a grid that grants nothing is refused', async () => {
    const answer = await call('create-role', { name: 'Nothing', grid: { payroll: {} } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: ROLE_MESSAGES.emptyGrid, field: 'grid' });
    const empty = await call('create-role', { name: 'Nothing', grid: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('grid');
  });

  test('an employer-wide area at a narrower scope is refused naming the cell', async () => {
    const answer = await call('create-role', { name: 'Narrow', grid: { audit: { read: 'department' } } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'audit read reaches the whole employer or nothing.',
      field: 'grid.audit.read',
    });
  });

  test('an action the area does not have is refused by the contract, naming it', async () => {
    const answer = await call('create-role', { name: 'Approver', grid: { team: { approve: 'employer' } } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain('approve');
  });

  test('update replaces name, description and grid', async () => {
    const role = await createRole({ payroll: { read: 'employer' } });
    const answer = await call<Role>('update-role', {
      id: role.id,
      name: 'Renamed',
      description: 'Now reads leave.',
      grid: { leave: { read: 'department' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject).toMatchObject({
      id: role.id,
      name: 'Renamed',
      description: 'Now reads leave.',
      grid: { leave: { read: 'department' } },
    });
  });

  test('another employer’s role id is a 404, for update, delete and view-as', async () => {
    const other = await api.newAdministrator();
    const theirs = await createRole({ team: { read: 'employer' } }, 'Not Yours', other.token);
    const update = await call('update-role', { id: theirs.id, name: 'Mine', grid: theirs.grid });
    expect(update.status).toBe(404);
    expect(update.body.error).toBe('There is no such role.');
    expect((await call('delete-role', { id: theirs.id })).status).toBe(404);
    expect((await call('view-as', { roleId: theirs.id })).status).toBe(404);
    const employee = await api.newEmployeeUser(admin.employerId);
    const set = await setRoles(employee.userId, [theirs.id]);
    expect(set.status).toBe(404);
    expect(set.body.field).toBe('roleIds');
  });
});

describe('delete-role', () => {
  test('deletes the role and takes it from its holders', async () => {
    const holder = await employeeWith({ payroll: { read: 'employer' } });
    const [role] = holder.roles as [Role];
    const answer = await call('delete-role', { id: role.id });
    expect(answer.status).toBe(200);
    expect(answer.body.returnMessage).toBe(`Role ${role.name} was deleted; 1 account no longer holds it.`);
    // The role is gone: naming it is a 404, and nobody holds it any more.
    const accounts = await call('list-role-accounts', { roleId: role.id });
    expect(accounts.body).toEqual({ returnCode: 404, error: 'There is no such role.', field: 'roleId' });
    const held = await api.db
      .selectFrom('user_roles')
      .select('user_id')
      .where('role_id', '=', role.id)
      .execute();
    expect(held).toEqual([]);
    const mine = await call<{ permissions: { payroll: { read: string[] } } }>(
      'get-my-permissions',
      {},
      holder.token,
    );
    expect(mine.body.returnObject.permissions.payroll.read).toEqual(['own']);
  });
});

describe('list-role-accounts and set-account-roles', () => {
  test('lists the employer’s accounts with their roles, filtered by term and by role', async () => {
    const holder = await employeeWith({ team: { read: 'employer' } });
    const [role] = holder.roles as [Role];
    const byRole = await call<{ total: number; accounts: Account[] }>('list-role-accounts', {
      roleId: role.id,
    });
    expect(byRole.status).toBe(200);
    expect(byRole.body.returnObject).toEqual({
      total: 1,
      accounts: [
        {
          userId: holder.userId,
          name: 'Edith Employee',
          email: expect.stringMatching(/^employee-/),
          kind: 'employee',
          employeeId: null,
          employeeNo: null,
          roleIds: [role.id],
        },
      ],
    });
    const byTerm = await call<{ total: number; accounts: Account[] }>('list-role-accounts', {
      term: 'LOVELACE',
    });
    expect(byTerm.body.returnObject.accounts.map((account) => account.userId)).toEqual([admin.userId]);
  });

  test('pages the accounts, the total counting every page', async () => {
    const page = await call<{ total: number; accounts: Account[] }>('list-role-accounts', {
      page: 1,
      pageSize: 1,
    });
    expect(page.body.returnObject.accounts).toHaveLength(1);
    expect(page.body.returnObject.total).toBeGreaterThan(1);
    const past = await call<{ total: number; accounts: Account[] }>('list-role-accounts', {
      page: 1000,
      pageSize: 1,
    });
    expect(past.body.returnObject).toEqual({ total: page.body.returnObject.total, accounts: [] });
  });

  test('replaces the account’s roles: the answer and the next list show exactly the roles sent', async () => {
    const holder = await employeeWith({ team: { read: 'employer' } }, { leave: { read: 'employer' } });
    const third = await createRole({ payroll: { read: 'employer' } });
    const answer = await setRoles(holder.userId, [holder.roles[1]?.id as string, third.id]);
    expect(answer.status).toBe(200);
    expect([...answer.body.returnObject.roleIds].sort()).toEqual([holder.roles[1]?.id, third.id].sort());
    const none = await setRoles(holder.userId, []);
    expect(none.body.returnObject.roleIds).toEqual([]);
  });

  test('an administrator account already holds everything: 409', async () => {
    const other = await api.newEmployeeUser(admin.employerId);
    const manager = await employeeWith(ROLES_MANAGER);
    const role = await createRole({ team: { read: 'employer' } });
    // A second administrator of the employer, written straight to the database.
    await api.db.updateTable('users').set({ role: 'admin' }).where('id', '=', other.userId).execute();
    const answer = await setRoles(other.userId, [role.id], manager.token);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('An administrator already holds every permission.');
  });

  test('an account of another employer is a 404', async () => {
    const other = await api.newAdministrator();
    const theirs = await api.newEmployeeUser(other.session.user.employerId);
    const answer = await setRoles(theirs.userId, []);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'There is no such account.', field: 'userId' });
  });
});

describe('separation of duties, whatever the grid says', () => {
  test('nobody changes their own roles, even with every roles permission', async () => {
    const manager = await employeeWith(ROLES_MANAGER);
    const extra = await createRole({ team: { read: 'employer' } });
    const grant = await setRoles(
      manager.userId,
      [...manager.roles.map((role) => role.id), extra.id],
      manager.token,
    );
    expect(grant.status).toBe(403);
    expect(grant.body.error).toBe(
      'You cannot change your own roles: someone else must grant or take them away.',
    );
    const drop = await setRoles(manager.userId, [], manager.token);
    expect(drop.status).toBe(403);
    // The administrator's own account too.
    expect((await setRoles(admin.userId, [])).status).toBe(403);
  });

  test('nobody creates a role granting a cell wider than they hold', async () => {
    const manager = await employeeWith(ROLES_MANAGER);
    const wider = await call(
      'create-role',
      { name: 'Payroll For All', grid: { payroll: { run: 'employer' } } },
      manager.token,
    );
    expect(wider.status).toBe(403);
    expect(wider.body).toMatchObject({
      error:
        'You cannot hand out what you do not hold: your roles do not grant payroll run for the whole employer.',
      field: 'grid.payroll.run',
    });
    // What they hold (employees read for the whole employer reaches a department too) they may hand out.
    const within = await call(
      'create-role',
      { name: 'Department Reader', grid: { employees: { read: 'department' } } },
      manager.token,
    );
    expect(within.status).toBe(200);
  });

  test('nobody edits a role to grant a cell wider than they hold', async () => {
    const manager = await employeeWith(ROLES_MANAGER);
    const role = await createRole({ team: { read: 'employer' } });
    const answer = await call(
      'update-role',
      { id: role.id, name: role.name, grid: { team: { read: 'employer' }, payroll: { read: 'employer' } } },
      manager.token,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatch(/^You cannot hand out what you do not hold: /);
  });

  test('nobody hands a role granting more than they hold to someone else', async () => {
    const manager = await employeeWith(ROLES_MANAGER);
    const payroll = await createRole({ payroll: { run: 'employer' } }, 'Pay Runner');
    const employee = await api.newEmployeeUser(admin.employerId);
    const answer = await setRoles(employee.userId, [payroll.id], manager.token);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe(
      'You cannot hand out what you do not hold: Pay Runner grants payroll run for the whole employer, which your roles do not.',
    );
  });

  test('nobody edits a role they hold so that it grants more than before; narrowing it is allowed', async () => {
    // The holder holds payroll.read elsewhere (so the hand-out rule alone would let it through).
    const holder = await employeeWith(ROLES_MANAGER, { payroll: { read: 'employer' } });
    const [managerRole] = holder.roles as [Role];
    const widened = await call(
      'update-role',
      {
        id: managerRole.id,
        name: managerRole.name,
        grid: { ...managerRole.grid, payroll: { read: 'employer' } },
      },
      holder.token,
    );
    expect(widened.status).toBe(403);
    expect(widened.body).toMatchObject({
      error: 'You cannot widen a role you hold: someone else must give it more.',
      field: 'grid.payroll.read',
    });
    const narrowed = await call(
      'update-role',
      {
        id: managerRole.id,
        name: managerRole.name,
        grid: { ...managerRole.grid, employees: { read: 'department' } },
      },
      holder.token,
    );
    expect(narrowed.status).toBe(200);
  });

  test('an employee without roles permissions gets 403 on every roles operation but their own permissions', async () => {
    const employee = await api.newEmployeeUser(admin.employerId);
    const role = await createRole({ team: { read: 'employer' } });
    const attempts = [
      ['list-roles', {}],
      ['create-role', { name: 'Mine', grid: { team: { read: 'employer' } } }],
      ['update-role', { id: role.id, name: 'Mine', grid: { team: { read: 'employer' } } }],
      ['delete-role', { id: role.id }],
      ['list-role-accounts', {}],
      ['set-account-roles', { userId: employee.userId, roleIds: [role.id] }],
      ['view-as', { roleKey: 'administrator' }],
    ] as const;
    for (const [path, body] of attempts) {
      const answer = await call(path, body, employee.token);
      expect(answer.status, path).toBe(403);
      expect(answer.body.error, path).toMatch(/^Your role does not allow you to .* roles and permissions\.$/);
    }
    expect((await call('get-my-permissions', {}, employee.token)).status).toBe(200);
  });
});

describe('get-my-permissions and view-as', () => {
  test('an employee’s own permissions: the Employee grid plus their custom roles, with the names', async () => {
    const holder = await employeeWith({ payroll: { read: 'employer' } });
    const answer = await call<{ permissions: Record<string, Record<string, string[]>>; roleNames: string[] }>(
      'get-my-permissions',
      {},
      holder.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject.roleNames).toEqual(['Employee', holder.roles[0]?.name]);
    expect(answer.body.returnObject.permissions.payroll?.read).toEqual(['own', 'employer']);
    expect(answer.body.returnObject.permissions.employees).toEqual({ read: ['own'], update: ['own'] });
  });

  test('view-as a built-in role, a custom role and a person', async () => {
    const builtIn = await call<{ label: string; permissions: Record<string, unknown> }>('view-as', {
      roleKey: 'line-manager',
    });
    expect(builtIn.body.returnObject).toEqual({
      label: 'Line Manager',
      permissions: {
        employees: { read: ['direct-reports'] },
        leave: { read: ['direct-reports'], approve: ['direct-reports'] },
        attendance: { read: ['direct-reports'], approve: ['direct-reports'] },
        documents: { read: ['direct-reports'], approve: ['direct-reports'] },
      },
    });
    const role = await createRole({ payroll: { read: 'employer' } }, 'Viewed Role');
    const custom = await call<{ label: string; permissions: unknown }>('view-as', { roleId: role.id });
    expect(custom.body.returnObject).toEqual({
      label: 'Viewed Role',
      permissions: { payroll: { read: ['employer'] } },
    });

    const person = await employeeWith({ payroll: { read: 'employer' } });
    const asPerson = await call<{ label: string; permissions: Record<string, Record<string, string[]>> }>(
      'view-as',
      { userId: person.userId },
    );
    expect(asPerson.body.returnObject.label).toBe('Edith Employee');
    const own = await call<{ permissions: unknown }>('get-my-permissions', {}, person.token);
    expect(asPerson.body.returnObject.permissions).toEqual(own.body.returnObject.permissions);
  });

  test('view-as takes exactly one of its three keys, and says what is wrong with the one sent', async () => {
    const none = await call('view-as', {});
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('The request body must hold exactly one of its fields.');
    const role = await createRole({ team: { read: 'employer' } });
    const two = await call('view-as', { roleId: role.id, userId: admin.userId });
    expect(two.body.error).toBe('The request body must hold exactly one of its fields.');
    const bad = await call('view-as', { roleId: 'not-a-uuid' });
    expect(bad.body).toMatchObject({ error: 'roleId: must be a valid UUID.', field: 'roleId' });
    const stranger = await call('view-as', { roleId: role.id, roleName: 'x' });
    expect(stranger.body).toMatchObject({ error: 'roleName: is not an allowed field.', field: 'roleName' });
  });

  test('view-as another employer’s person is a 404', async () => {
    const other = await api.newAdministrator();
    const answer = await call('view-as', { userId: other.session.user.id });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'There is no such account.', field: 'userId' });
  });
});

describe('audit', () => {
  test('create, update and delete of a role each write one row with before and after', async () => {
    const role = await createRole({ team: { read: 'employer' } }, 'Audited Role');
    await call('update-role', { id: role.id, name: 'Audited Role', grid: { leave: { read: 'employer' } } });
    await call('delete-role', { id: role.id });
    const rows = await auditRows(role.id);
    expect(rows.map((row) => [row.operation, row.area, row.record_type, row.actor_user_id])).toEqual([
      ['createRole', 'roles', 'role', admin.userId],
      ['updateRole', 'roles', 'role', admin.userId],
      ['deleteRole', 'roles', 'role', admin.userId],
    ]);
    expect(rows[0]?.before).toBeNull();
    expect(rows[0]?.after).toEqual({
      name: 'Audited Role',
      description: null,
      grid: { team: { read: 'employer' } },
    });
    expect(rows[1]?.before).toMatchObject({ grid: { team: { read: 'employer' } } });
    expect(rows[1]?.after).toMatchObject({ grid: { leave: { read: 'employer' } } });
    expect(rows[2]?.before).toMatchObject({ name: 'Audited Role', holderCount: 0 });
    expect(rows[2]?.after).toBeNull();
  });

  test('set-account-roles writes one row with the role names before and after', async () => {
    const holder = await employeeWith({ team: { read: 'employer' } });
    const next = await createRole({ leave: { read: 'employer' } }, 'Zeta Role');
    await setRoles(holder.userId, [next.id]);
    const rows = await auditRows(holder.userId);
    expect(rows.map((row) => [row.operation, row.record_type, row.before, row.after])).toEqual([
      ['setAccountRoles', 'account-roles', { roles: [] }, { roles: [holder.roles[0]?.name] }],
      ['setAccountRoles', 'account-roles', { roles: [holder.roles[0]?.name] }, { roles: ['Zeta Role'] }],
    ]);
  });

  test('a refused change writes nothing', async () => {
    const manager = await employeeWith(ROLES_MANAGER);
    const before = await api.db
      .selectFrom('audit_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    await setRoles(manager.userId, [], manager.token);
    await call('create-role', { name: 'Too Wide', grid: { payroll: { run: 'employer' } } }, manager.token);
    const after = await api.db
      .selectFrom('audit_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });
});

describe('revocation', () => {
  let payrollReader: Awaited<ReturnType<typeof employeeWith>>;
  beforeEach(async () => {
    payrollReader = await employeeWith({ payroll: { read: 'employer' } });
  });

  test('a role taken away applies on the next request of the same access token', async () => {
    const before = await api.call('/payroll/list-pay-runs', {}, { token: payrollReader.token });
    expect(before.status).toBe(200);
    expect((await setRoles(payrollReader.userId, [])).status).toBe(200);
    const after = await api.call<{ error: string }>(
      '/payroll/list-pay-runs',
      {},
      { token: payrollReader.token },
    );
    expect(after.status).toBe(403);
    expect(after.body.error).toBe('Your role does not allow you to see payroll.');
  });

  test('a role narrowed applies on the next request too', async () => {
    const [role] = payrollReader.roles as [Role];
    await call('update-role', { id: role.id, name: role.name, grid: { payroll: { read: 'department' } } });
    const after = await api.call('/payroll/list-pay-runs', {}, { token: payrollReader.token });
    expect(after.status).toBe(403);
  });
});
