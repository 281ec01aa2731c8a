import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { issueResetToken } from '../auth/password-reset-tokens.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * Each write operation of employees/, employer/ and auth/ leaves exactly one audit row, naming the
 * operation, the record and its fields before and after, and never a secret.
 */

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;

let api: TestApi;
let admin: Administrator;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.newAdministrator();
});
afterAll(() => api.close());

interface Row {
  operation: string;
  area: string;
  actor_user_id: string | null;
  record_type: string | null;
  record_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit rows `action` leaves for the employer, in order. */
async function rowsOf(employerId: string, action: () => Promise<unknown>): Promise<Row[]> {
  const mark = async () =>
    (await sql<{ last: string }>`select coalesce(max(id), 0)::text as last from audit_events`.execute(api.db))
      .rows[0]?.last ?? '0';
  const since = await mark();
  await action();
  const { rows } = await sql<Row>`
    select operation, area, actor_user_id, record_type, record_id, before, after from audit_events
    where employer_id = ${employerId} and id > ${since}::bigint order by id`.execute(api.db);
  return rows;
}

const ok = async (path: string, body: unknown, token = admin.token) => {
  const answer = await api.call<{ returnObject: Record<string, unknown> }>(path, body, { token });
  if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
  return answer.body.returnObject;
};

const employerOf = () => admin.session.user.employerId;

describe('employees', () => {
  test('createEmployee: after is the record’s values', async () => {
    let id = '';
    const rows = await rowsOf(employerOf(), async () => {
      id = (await api.addEmployee(admin.token, { firstName: 'Ada' })).id;
    });
    expect(rows).toEqual([
      expect.objectContaining({
        operation: 'createEmployee',
        area: 'employees',
        record_type: 'employee',
        record_id: id,
        before: null,
      }),
    ]);
    expect(rows[0]?.after).toMatchObject({ quickEntry: expect.objectContaining({ firstName: 'Ada' }) });
  });

  test('updateEmployee: the sections sent, before and after', async () => {
    const { id } = await api.addEmployee(admin.token);
    const rows = await rowsOf(employerOf(), () =>
      ok('/management/update-employee', { id, family: { maritalStatus: 'Divorced', numberOfChildren: 3 } }),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        operation: 'updateEmployee',
        actor_user_id: admin.session.user.id,
        record_id: id,
        before: { family: expect.objectContaining({ maritalStatus: 'Single', numberOfChildren: 0 }) },
        after: { family: expect.objectContaining({ maritalStatus: 'Divorced', numberOfChildren: 3 }) },
      }),
    ]);
  });

  test('endEmployment and sendInvitation', async () => {
    const { id } = await api.addEmployee(admin.token, { email: 'invited@example.com' });
    const invited = await rowsOf(employerOf(), () =>
      api.call('/management/send-invitation', { id }, { token: admin.token }),
    );
    expect(invited).toEqual([
      expect.objectContaining({
        operation: 'sendInvitation',
        record_id: id,
        before: null,
        after: { invitedEmail: 'invited@example.com' },
      }),
    ]);
    const ended = await rowsOf(employerOf(), () =>
      ok('/management/end-employment', { id, endDate: '2026-11-30', reason: 'Resigned' }),
    );
    expect(ended).toEqual([
      expect.objectContaining({
        operation: 'endEmployment',
        record_id: id,
        before: { status: 'active', endDate: null, endReason: null },
        after: { status: 'ended', endDate: '2026-11-30', endReason: 'Resigned' },
      }),
    ]);
  });

  test('exportEmployees: who, and the filters as after', async () => {
    const rows = await rowsOf(employerOf(), () =>
      api.call('/management/export-employees', { search: 'love' }, { token: admin.token }),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        operation: 'exportEmployees',
        actor_user_id: admin.session.user.id,
        after: expect.objectContaining({ search: 'love' }),
      }),
    ]);
  });
});

const KINDS = [
  { path: 'department', operation: 'Department', recordType: 'department', extra: {} },
  {
    path: 'job-position',
    operation: 'JobPosition',
    recordType: 'job-position',
    extra: { responsibilities: 'Plans' },
  },
  { path: 'level', operation: 'Level', recordType: 'level', extra: { responsibilities: 'Leads' } },
  { path: 'branch', operation: 'Branch', recordType: 'branch', extra: { address: '1 Main St' } },
  { path: 'bank', operation: 'Bank', recordType: 'bank', extra: { branchOrSortCode: '12-34-56' } },
];

describe.each(KINDS)('employer: $path', ({ path, operation, recordType, extra }) => {
  test('create, update, set-active and delete each leave one row with the item before and after', async () => {
    let created: Record<string, unknown> = {};
    const create = await rowsOf(employerOf(), async () => {
      created = await ok(`/employer/create-${path}`, { code: 'C1', name: 'First', ...extra });
    });
    const id = created.id as string;
    expect(create).toEqual([
      expect.objectContaining({
        operation: `create${operation}`,
        area: 'employer',
        record_type: recordType,
        record_id: id,
        before: null,
        after: created,
      }),
    ]);
    let renamed: Record<string, unknown> = {};
    const update = await rowsOf(employerOf(), async () => {
      renamed = await ok(`/employer/update-${path}`, { id, code: 'C1', name: 'Renamed', ...extra });
    });
    expect(update).toEqual([
      expect.objectContaining({
        operation: `update${operation}`,
        record_id: id,
        before: created,
        after: renamed,
      }),
    ]);
    const deactivate = await rowsOf(employerOf(), () =>
      ok(`/employer/set-${path}-active`, { id, active: false }),
    );
    expect(deactivate).toEqual([
      expect.objectContaining({
        operation: `set${operation}Active`,
        before: renamed,
        after: { ...renamed, active: false },
      }),
    ]);
    const remove = await rowsOf(employerOf(), () =>
      api.call(`/employer/delete-${path}`, { id }, { token: admin.token }),
    );
    expect(remove).toEqual([
      expect.objectContaining({
        operation: `delete${operation}`,
        before: { ...renamed, active: false },
        after: null,
      }),
    ]);
  });
});

describe('employer: information and modules', () => {
  test('updateEmployerInformation: the fields before and after, the logo only as changed or not', async () => {
    const rows = await rowsOf(employerOf(), () => ok('/employer/update-information', { taxNumber: 'TX-9' }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operation: 'updateEmployerInformation',
      record_type: 'employer',
      record_id: employerOf(),
    });
    expect(rows[0]?.after).toMatchObject({ taxNumber: 'TX-9', logoChanged: false });
    expect(rows[0]?.before?.taxNumber).not.toBe('TX-9');
    expect(rows[0]?.before).not.toHaveProperty('logo');
  });

  test('setModuleAccess: the switch before and after', async () => {
    const rows = await rowsOf(employerOf(), () =>
      ok('/employer/set-module-access', { moduleId: 'leave', enabled: true }),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        operation: 'setModuleAccess',
        record_id: 'leave',
        before: { moduleId: 'leave', enabled: false },
        after: { moduleId: 'leave', enabled: true },
      }),
    ]);
  });
});

describe('auth', () => {
  test('a sign-in, a failed sign-in of a known address, and none for an unknown address', async () => {
    const { email, password, session } = await api.newAdministrator();
    const employerId = session.user.employerId;
    const signedIn = await rowsOf(employerId, () => api.call('/auth/login', { username: email, password }));
    expect(signedIn).toEqual([
      expect.objectContaining({
        operation: 'signIn',
        area: 'auth',
        actor_user_id: session.user.id,
        record_id: session.user.id,
      }),
    ]);
    const failed = await rowsOf(employerId, () =>
      api.call('/auth/login', { username: email, password: 'wrong one' }),
    );
    expect(failed).toEqual([
      expect.objectContaining({
        operation: 'signInFailed',
        actor_user_id: null,
        record_id: session.user.id,
        after: { email },
      }),
    ]);
    expect(JSON.stringify(failed)).not.toContain('wrong one');
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from audit_events where after->>'email' = 'nobody@example.com'`.execute(
      api.db,
    );
    await api.call('/auth/login', { username: 'nobody@example.com', password: 'whatever' });
    expect(rows[0]?.count).toBe(0);
  });

  test('changePassword and resetPassword: one row each, no secret', async () => {
    const { password, session, token } = await api.newAdministrator();
    const employerId = session.user.employerId;
    const changed = await rowsOf(employerId, () =>
      ok(
        '/auth/change-password',
        { currentPassword: password, newPassword: 'a brand new passphrase' },
        token,
      ),
    );
    expect(changed).toEqual([
      expect.objectContaining({
        operation: 'changePassword',
        actor_user_id: session.user.id,
        record_id: session.user.id,
        before: null,
        after: null,
      }),
    ]);
    const resetToken = await issueResetToken(api.db, session.user.id);
    const reset = await rowsOf(employerId, () =>
      api.call('/auth/reset-password', { token: resetToken, password: 'another new passphrase' }),
    );
    expect(reset).toEqual([
      expect.objectContaining({
        operation: 'resetPassword',
        actor_user_id: session.user.id,
        before: null,
        after: null,
      }),
    ]);
    expect(JSON.stringify([changed, reset])).not.toMatch(/passphrase|argon2/);
  });
});
