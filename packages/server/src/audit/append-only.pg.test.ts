import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createReference } from '../employer/reference-data.ts';
import { departments } from '../employer/reference-kinds.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const APPEND_ONLY = /The audit trail is append-only/;

test('the database itself refuses to change or delete an audit row', async () => {
  const { session } = await api.newAdministrator();
  const employerId = session.user.employerId;
  await expect(
    sql`update audit_events set operation = 'nothing' where employer_id = ${employerId}`.execute(api.db),
  ).rejects.toThrow(APPEND_ONLY);
  await expect(
    sql`delete from audit_events where employer_id = ${employerId}`.execute(api.db),
  ).rejects.toThrow(APPEND_ONLY);
  const { rows } = await sql<{ operation: string }>`
    select operation from audit_events where employer_id = ${employerId}`.execute(api.db);
  expect(rows.map((row) => row.operation).sort()).toEqual(['createUser', 'signIn']);
});

test('a change whose audit row cannot be written does not commit', async () => {
  const { token, session } = await api.newAdministrator();
  const caller = await api.callerFor({
    userId: session.user.id,
    role: 'admin',
    employerId: session.user.employerId,
  });
  // An address longer than its column (100): the department is inserted, then the audit insert fails.
  const unrecordable = { ...caller, address: 'x'.repeat(101) };
  await expect(
    createReference(api.deps, departments, unrecordable, { code: 'LOST', name: 'Lost' }),
  ).rejects.toThrow();
  const listed = await api.call<{ returnObject: unknown[] }>('/employer/list-departments', {}, { token });
  expect(listed.body.returnObject).toEqual([]);
});
