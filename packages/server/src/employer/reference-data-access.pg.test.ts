import { notAllowedMessage } from '@hr/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ReferenceRow, referenceFixtures, referencePaths } from '../test-support/reference-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { deleteReference, HEAD_MUST_BE_AN_EMPLOYEE } from './reference-data.ts';
import type { ReferringColumn } from './reference-kinds.ts';

/**
 * Who may do what with reference data, and what a delete must respect, for each kind: another
 * employer's administrator finds nothing, employees only list, rows employees point at are not
 * deleted, and heads are employees of the same employer.
 */

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;

let api: TestApi;
let owner: Administrator;
let stranger: Administrator;
beforeAll(async () => {
  api = await createTestApi();
  owner = await api.newAdministrator();
  stranger = await api.newAdministrator();
});
afterAll(() => api.close());

describe.each(referenceFixtures.map((fixture) => [fixture.kind.noun, fixture] as const))(
  '%s',
  (noun, fixture) => {
    const paths = referencePaths(fixture);
    const { kind } = fixture;
    const { table, column } = (kind.referrers[0] as { refersBy: ReferringColumn }).refersBy;
    /** Points the employee at the row in SQL, through the column the kind's delete counts. */
    const pointAt = (employeeId: string, id: string) =>
      table === 'employees'
        ? sql`update employees set ${sql.ref(column)} = ${id} where id = ${employeeId}`.execute(api.db)
        : sql`insert into placement_history (employer_id, employee_id, effective_date, ${sql.ref(column)})
            select employer_id, id, '2026-01-05', ${id} from employees where id = ${employeeId}`.execute(
            api.db,
          );
    let row: ReferenceRow;
    let counter = 0;

    const call = (path: string, body: unknown, token: string) =>
      api.call<{ returnObject: ReferenceRow }>(path, body, { token });
    const list = async (token: string) =>
      (await api.call<{ returnObject: ReferenceRow[] }>(paths.list, { includeInactive: true }, { token }))
        .body.returnObject;
    async function create(fields: Record<string, unknown> = {}) {
      counter += 1;
      const answer = await call(
        paths.create,
        { code: `R${counter}`, name: `Row ${counter}`, ...fields },
        owner.token,
      );
      if (answer.status !== 200) throw new Error(`Create failed: ${JSON.stringify(answer.body)}`);
      return answer.body.returnObject;
    }
    async function pointEmployeesAt(id: string, count: number) {
      for (let index = 0; index < count; index += 1)
        await pointAt((await api.addEmployee(owner.token)).id, id);
    }

    beforeAll(async () => {
      row = await create(fixture.extras);
    });

    describe('another employer’s administrator', () => {
      test('does not see the row in their list', async () => {
        expect(await list(stranger.token)).toEqual([]);
      });

      test.each([
        ['update', () => [paths.update, { id: row.id, name: 'Taken over' }] as const],
        ['set-active', () => [paths.setActive, { id: row.id, active: false }] as const],
        ['delete', () => [paths.remove, { id: row.id }] as const],
      ])('%s: 404, and the row is unchanged', async (_, request) => {
        const [path, body] = request();
        expect((await call(path, body, stranger.token)).body).toEqual({
          returnCode: 404,
          error: `There is no such ${noun}.`,
        });
        expect((await list(owner.token)).find((stored) => stored.id === row.id)).toEqual(row);
      });

      test('may use the same code in their own employer', async () => {
        expect((await call(paths.create, { code: row.code, name: 'Theirs' }, stranger.token)).status).toBe(
          200,
        );
      });
    });

    describe('an employee of the employer', () => {
      let token: string;
      beforeAll(async () => {
        token = (await api.newEmployeeUser(owner.session.user.employerId)).token;
      });

      test('can list the rows', async () => {
        expect(await list(token)).toContainEqual(row);
      });

      test.each([
        ['create', () => [paths.create, { code: 'EMP', name: 'By an employee' }] as const],
        ['update', () => [paths.update, { id: row.id, name: 'By an employee' }] as const],
        ['set-active', () => [paths.setActive, { id: row.id, active: false }] as const],
        ['delete', () => [paths.remove, { id: row.id }] as const],
      ])('%s: 403, and nothing changes', async (_, request) => {
        const before = await list(owner.token);
        const [path, body] = request();
        expect((await call(path, body, token)).body).toEqual({
          returnCode: 403,
          error: notAllowedMessage('employer', 'update'),
        });
        expect(await list(owner.token)).toEqual(before);
      });
    });

    describe('delete of a row employees point at', () => {
      test('is refused with a 409 naming how many, and the row stays', async () => {
        const target = await create({ name: 'Engineering' });
        await pointEmployeesAt(target.id, 2);
        const answer = await call(paths.remove, { id: target.id }, owner.token);
        const clause = kind.referrers[0]?.describe(2);
        expect(answer.body).toEqual({
          returnCode: 409,
          error: `Engineering can't be deleted: ${clause}. Deactivate it instead.`,
        });
        expect(clause).toMatch(/^2 employees /);
        expect((await list(owner.token)).map((stored) => stored.id)).toContain(target.id);
      });

      test('says "1 employee" for one', async () => {
        const target = await create({ name: 'Finance' });
        await pointEmployeesAt(target.id, 1);
        const answer = await call(paths.remove, { id: target.id }, owner.token);
        expect(answer.body).toMatchObject({
          error: expect.stringMatching(/^Finance can't be deleted: 1 employee /),
        });
      });

      test('is refused by the foreign key even when the counts miss the reference', async () => {
        const target = await create({ name: 'Uncounted' });
        await pointEmployeesAt(target.id, 1);
        const caller = await api.callerFor({
          userId: owner.session.user.id,
          role: 'admin',
          employerId: owner.session.user.employerId,
        });
        await expect(
          deleteReference(api.deps, { ...kind, referrers: [] }, caller, { id: target.id }),
        ).rejects.toMatchObject({
          status: 409,
          message: "Uncounted can't be deleted: other records refer to it. Deactivate it instead.",
        });
      });

      test('succeeds once the employees point elsewhere', async () => {
        const target = await create({ name: 'Emptied' });
        await pointEmployeesAt(target.id, 1);
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = null where ${sql.ref(column)} = ${target.id}`.execute(
          api.db,
        );
        expect((await call(paths.remove, { id: target.id }, owner.token)).status).toBe(200);
      });
    });

    test('the database refuses an employee pointing at another employer’s row', async () => {
      const theirs = await call(paths.create, { code: 'XEMP', name: 'Theirs' }, stranger.token);
      const employee = await api.addEmployee(owner.token);
      await expect(pointAt(employee.id, theirs.body.returnObject.id)).rejects.toMatchObject({
        code: '23503',
      });
    });
  },
);

describe.each(
  referenceFixtures
    .filter((fixture) => fixture.kind.hasHead)
    .map((fixture) => [fixture.kind.noun, fixture] as const),
)('the head of a %s', (_, fixture) => {
  const paths = referencePaths(fixture);
  const call = (path: string, body: unknown, token = owner.token) =>
    api.call<{ returnObject: ReferenceRow }>(path, body, { token });

  test('is one of the employer’s employees, answered with their name', async () => {
    const head = await api.addEmployee(owner.token, { firstName: 'Katherine', lastName: 'Johnson' });
    const answer = await call(paths.create, { code: 'HEADED', name: 'Headed', headEmployeeId: head.id });
    expect(answer.body.returnObject).toMatchObject({
      headEmployeeId: head.id,
      headName: 'Katherine Johnson',
    });
    const renamed = await call(paths.update, { id: answer.body.returnObject.id, name: 'Still headed' });
    expect(renamed.body.returnObject).toMatchObject({
      headEmployeeId: head.id,
      headName: 'Katherine Johnson',
    });
    const headless = await call(paths.update, { id: answer.body.returnObject.id, headEmployeeId: null });
    expect(headless.body.returnObject).toMatchObject({ headEmployeeId: null, headName: null });
  });

  test.each([
    ['an employee of another employer', async () => (await api.addEmployee(stranger.token)).id],
    ['an id no employee has', async () => '00000000-0000-4000-8000-000000000000'],
  ])('cannot be %s: 400 on headEmployeeId', async (__, headId) => {
    const headEmployeeId = await headId();
    const created = await call(paths.create, { code: 'NOHEAD', name: 'No head', headEmployeeId });
    expect(created.body).toEqual({
      returnCode: 400,
      error: HEAD_MUST_BE_AN_EMPLOYEE,
      field: 'headEmployeeId',
    });
    const existing = await call(paths.create, { code: `OK-${headEmployeeId.slice(0, 4)}`, name: 'Fine' });
    const updated = await call(paths.update, { id: existing.body.returnObject.id, headEmployeeId });
    expect(updated.body).toEqual({
      returnCode: 400,
      error: HEAD_MUST_BE_AN_EMPLOYEE,
      field: 'headEmployeeId',
    });
  });
});
