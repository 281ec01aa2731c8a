import { EXAMPLE_ROLES, notAllowedMessage } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuditEventPage } from '../contract-types.ts';
import { OWN_RECORD_ONLY } from '../employees/employee-access.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { actorOf, writeAudit } from './audit-trail.ts';

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;

let api: TestApi;
let admin: Administrator;
let other: Administrator;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.newAdministrator();
  other = await api.newAdministrator();
});
afterAll(() => api.close());

const list = (body: Record<string, unknown>, token: string) =>
  api.call<{ returnObject: AuditEventPage }>(
    '/audit/list-audit-events',
    { page: 1, pageSize: 100, ...body },
    { token },
  );
const exportCsv = (body: Record<string, unknown>, token: string) =>
  api.call<string>('/audit/export-audit-events', body, { token });
const history = (employeeId: string, token: string, page = 1, pageSize = 100) =>
  api.call<{ returnObject: AuditEventPage }>(
    '/management/get-employee-history',
    { employeeId, page, pageSize },
    { token },
  );

/** An account of the admin's employer holding a custom role with this grid. */
async function holderOf(grid: object, employeeId: string | null = null) {
  const employerId = admin.session.user.employerId;
  const role = await api.db
    .insertInto('roles')
    .values({
      employer_id: employerId,
      name: `Role ${crypto.randomUUID().slice(0, 8)}`,
      grid: JSON.stringify(grid),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const account = await api.newEmployeeUser(employerId, employeeId);
  await api.db
    .insertInto('user_roles')
    .values({ user_id: account.userId, role_id: role.id, employer_id: employerId })
    .execute();
  return account;
}

describe('list-audit-events', () => {
  test('filters by area, record, person and day, newest first, with the total', async () => {
    const { token, session } = await api.newAdministrator();
    const employerId = session.user.employerId;
    const ada = await api.addEmployee(token, { firstName: 'Ada' });
    const grace = await api.addEmployee(token, { firstName: 'Grace' });
    await api.call('/employer/create-department', { code: 'OPS', name: 'Operations' }, { token });

    const all = (await list({}, token)).body.returnObject;
    const operations = all.events.map((event) => event.operation);
    // Newest first: the department after both employees, the sign-in before everything.
    expect(operations.slice(0, 3)).toEqual(['createDepartment', 'createEmployee', 'createEmployee']);
    expect(operations).toContain('signIn');
    expect(all.total).toBe(all.events.length);

    const employees = (await list({ area: 'employees' }, token)).body.returnObject;
    expect(employees.total).toBe(2);
    expect(employees.events.map((event) => event.recordId)).toEqual([grace.id, ada.id]);

    const oneRecord = (await list({ recordType: 'employee', recordId: ada.id }, token)).body.returnObject;
    expect(oneRecord.events).toHaveLength(1);
    expect(oneRecord.events[0]).toMatchObject({
      operation: 'createEmployee',
      actorUserId: session.user.id,
      actorName: 'Ada Lovelace',
      recordType: 'employee',
      recordId: ada.id,
      before: null,
    });
    expect(oneRecord.events[0]?.after).toMatchObject({
      quickEntry: expect.objectContaining({ firstName: 'Ada' }),
    });

    // Another person's actions are not this person's.
    const someoneElse = await api.newEmployeeUser(employerId);
    const byOther = (await list({ actorUserId: someoneElse.userId }, token)).body.returnObject;
    expect(byOther.events.map((event) => event.operation)).toEqual(['signIn']);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ from: today, to: today }, token)).body.returnObject.total).toBe(all.total + 1);
    expect((await list({ to: '2000-01-01' }, token)).body.returnObject).toEqual({ total: 0, events: [] });
  });

  test('pages do not overlap and add up to the total', async () => {
    const { token, session } = await api.newAdministrator();
    const caller = await api.callerFor({
      userId: session.user.id,
      role: 'admin',
      employerId: session.user.employerId,
    });
    for (let n = 0; n < 7; n += 1) {
      await writeAudit(api.db, actorOf(caller), {
        operation: 'test',
        area: 'employees',
        recordId: String(n),
      });
    }
    const pages = await Promise.all(
      [1, 2, 3].map((page) => list({ area: 'employees', page, pageSize: 3 }, token)),
    );
    const ids = pages.flatMap((answer) => answer.body.returnObject.events.map((event) => event.recordId));
    expect(ids).toEqual(['6', '5', '4', '3', '2', '1', '0']);
    expect(pages.map((answer) => answer.body.returnObject.total)).toEqual([7, 7, 7]);
  });

  test('another employer’s events are never shown', async () => {
    await api.addEmployee(other.token);
    const mine = (await list({}, admin.token)).body.returnObject.events;
    const otherUser = other.session.user.id;
    expect(mine.some((event) => event.actorUserId === otherUser)).toBe(false);
    expect((await list({ actorUserId: otherUser }, admin.token)).body.returnObject).toEqual({
      total: 0,
      events: [],
    });
    const csv = (await exportCsv({ actorUserId: otherUser }, admin.token)).body;
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  test('a last day before the first is a 400 on `to`', async () => {
    const answer = await list({ from: '2026-11-30', to: '2026-11-01' }, admin.token);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'The last day must not be before the first day.',
      field: 'to',
    });
  });

  test('an employee, and a role without audit read or export, get a 403', async () => {
    const employee = await api.newEmployeeUser(admin.session.user.employerId);
    const hrOfficer = await holderOf(EXAMPLE_ROLES.find((role) => role.name === 'HR Officer')?.grid ?? {});
    const readOnly = await holderOf({ audit: { read: 'employer' } });
    for (const { token } of [employee, hrOfficer]) {
      const answer = await list({}, token);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: notAllowedMessage('audit', 'read') });
    }
    expect((await list({}, readOnly.token)).status).toBe(200);
    const refused = await exportCsv({}, readOnly.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: notAllowedMessage('audit', 'export') });
  });
});

describe('export-audit-events', () => {
  test('the CSV has the columns, one line per event, formulas defused, and the export is recorded', async () => {
    const { token, session } = await api.newAdministrator();
    const caller = await api.callerFor({
      userId: session.user.id,
      role: 'admin',
      employerId: session.user.employerId,
    });
    await writeAudit(api.db, actorOf(caller), {
      operation: 'updateEmployee',
      area: 'employees',
      recordType: 'employee',
      recordId: '=HYPERLINK("x")',
      before: { position: 'Analyst' },
      after: { position: 'Lead, "Analyst"' },
    });
    const answer = await exportCsv({ area: 'employees' }, token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="audit-events.csv"');
    const lines = answer.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('When,Who,Address,Operation,Area,Record type,Record id,Before,After');
    expect(lines[1]).toMatch(
      /^\d{4}-\d\d-\d\dT[^,]+,Ada Lovelace,,updateEmployee,employees,employee,"'=HYPERLINK\(""x""\)","{""position"":""Analyst""}","{""position"":""Lead, \\""Analyst\\""""}"$/,
    );
    expect(lines.slice(2)).toEqual(['']);
    const exports = (await list({ area: 'audit' }, token)).body.returnObject.events;
    expect(exports).toEqual([
      expect.objectContaining({
        operation: 'exportAuditEvents',
        actorUserId: session.user.id,
        after: { area: 'employees' },
      }),
    ]);
  });
});

describe('get-employee-history', () => {
  test('the record’s events, newest first; its own employee reads it, another employee is refused', async () => {
    const { token, session } = await api.newAdministrator();
    const ada = await api.addEmployee(token, { firstName: 'Ada' });
    const grace = await api.addEmployee(token, { firstName: 'Grace' });
    await api.call('/management/update-employee', { id: ada.id, family: { numberOfChildren: 2 } }, { token });
    const events = (await history(ada.id, token)).body.returnObject;
    expect(events.total).toBe(2);
    expect(events.events.map((event) => event.operation)).toEqual(['updateEmployee', 'createEmployee']);
    expect(events.events.every((event) => event.recordId === ada.id)).toBe(true);
    expect(
      (await history(ada.id, token, 2, 1)).body.returnObject.events.map((event) => event.operation),
    ).toEqual(['createEmployee']);

    const adaHerself = await api.newEmployeeUser(session.user.employerId, ada.id);
    expect((await history(ada.id, adaHerself.token)).body.returnObject.total).toBe(2);
    const refused = await history(grace.id, adaHerself.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: OWN_RECORD_ONLY });
    expect((await history(ada.id, other.token)).status).toBe(404);
  });
});
