import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ReferenceRow, referenceFixtures, referencePaths } from '../test-support/reference-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * List, create, update, (de)activate and delete, and the contract's limits on code and name, for each
 * kind of reference data: one suite, run for the five kinds.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe.each(referenceFixtures.map((fixture) => [fixture.kind.noun, fixture] as const))(
  '%s',
  (noun, fixture) => {
    const paths = referencePaths(fixture);
    let token: string;
    beforeAll(async () => {
      token = (await api.newAdministrator()).token;
    });

    const call = (path: string, body: unknown, as = token) =>
      api.call<{ returnObject: ReferenceRow; returnMessage: string }>(path, body, { token: as });
    const list = async (body: unknown = {}, as = token) =>
      (await api.call<{ returnObject: ReferenceRow[] }>(paths.list, body, { token: as })).body.returnObject;
    const create = async (fields: Record<string, unknown>, as = token) => {
      const answer = await call(paths.create, fields, as);
      if (answer.status !== 200) throw new Error(`Create failed: ${JSON.stringify(answer.body)}`);
      return answer.body.returnObject;
    };

    test('create stores code and name without surrounding spaces, active by default', async () => {
      const answer = await call(paths.create, { code: '  C1 ', name: ' First ', ...fixture.extras });
      expect(answer.status).toBe(200);
      expect(answer.body.returnObject).toEqual({
        id: expect.any(String),
        code: 'C1',
        name: 'First',
        active: true,
        ...fixture.defaults,
        ...fixture.extras,
      });
    });

    test('create without the kind’s own fields stores their defaults', async () => {
      const created = await create({ code: 'C2', name: 'Second', active: false });
      expect(created).toEqual({
        id: created.id,
        code: 'C2',
        name: 'Second',
        active: false,
        ...fixture.defaults,
      });
    });

    test('list: ordered by code whatever its case; inactive rows only with includeInactive', async () => {
      const other = (await api.newAdministrator()).token;
      await create({ code: 'b', name: 'Bee' }, other);
      await create({ code: 'C', name: 'Sea', active: false }, other);
      await create({ code: 'A', name: 'Ay' }, other);
      expect((await list({}, other)).map((row) => row.code)).toEqual(['A', 'b']);
      expect((await list({ includeInactive: false }, other)).map((row) => row.code)).toEqual(['A', 'b']);
      expect((await list({ includeInactive: true }, other)).map((row) => row.code)).toEqual(['A', 'b', 'C']);
    });

    test('update changes the fields sent and keeps the others', async () => {
      const created = await create({ code: 'U1', name: 'Before', ...fixture.extras });
      const answer = await call(paths.update, { id: created.id, name: ' After ' });
      expect(answer.status).toBe(200);
      expect(answer.body.returnObject).toEqual({ ...created, name: 'After' });
      const recoded = await call(paths.update, { id: created.id, code: 'U1-NEW', active: false });
      expect(recoded.body.returnObject).toEqual({ ...created, name: 'After', code: 'U1-NEW', active: false });
      expect((await list({ includeInactive: true })).find((row) => row.id === created.id)).toEqual(
        recoded.body.returnObject,
      );
    });

    test('update may change a code’s case: it is still its own code', async () => {
      const created = await create({ code: 'case1', name: 'Case' });
      const answer = await call(paths.update, { id: created.id, code: 'CASE1' });
      expect(answer.body.returnObject).toMatchObject({ code: 'CASE1' });
    });

    test('set-active deactivates and reactivates', async () => {
      const created = await create({ code: 'S1', name: 'Switch' });
      const off = await call(paths.setActive, { id: created.id, active: false });
      expect(off.body.returnObject).toEqual({ ...created, active: false });
      expect((await list()).map((row) => row.id)).not.toContain(created.id);
      const on = await call(paths.setActive, { id: created.id, active: true });
      expect(on.body.returnObject).toEqual(created);
      expect((await list()).map((row) => row.id)).toContain(created.id);
    });

    test('delete removes a row nothing refers to; deleting it again: 404', async () => {
      const created = await create({ code: 'D1', name: 'Doomed' });
      const answer = await call(paths.remove, { id: created.id });
      const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
      expect(answer.body).toEqual({ returnCode: 200, returnMessage: `${Noun} D1 (Doomed) was deleted.` });
      expect((await list({ includeInactive: true })).map((row) => row.id)).not.toContain(created.id);
      const again = await call(paths.remove, { id: created.id });
      expect(again.body).toEqual({ returnCode: 404, error: `There is no such ${noun}.` });
    });

    describe('a code another row has', () => {
      beforeAll(() => create({ code: 'DUP', name: 'Original' }));

      test.each([
        ['the same code', 'DUP'],
        ['the code in another case', 'dup'],
        ['the code with surrounding spaces', ' DUP '],
      ])('create with %s: 409 on code', async (_, code) => {
        const answer = await call(paths.create, { code, name: 'Copy' });
        expect(answer.body).toEqual({
          returnCode: 409,
          error: `Code ${code.trim()} is already used by another ${noun}.`,
          field: 'code',
        });
      });
    });

    test('update to another row’s code: 409 on code, and nothing changes', async () => {
      await create({ code: 'TAKEN', name: 'Holder' });
      const created = await create({ code: 'FREE', name: 'Mover' });
      const answer = await call(paths.update, { id: created.id, code: 'taken', name: 'Renamed' });
      expect(answer.body).toEqual({
        returnCode: 409,
        error: `Code taken is already used by another ${noun}.`,
        field: 'code',
      });
      expect((await list()).find((row) => row.id === created.id)).toEqual(created);
    });

    test('a deactivated row still holds its code', async () => {
      await create({ code: 'ASLEEP', name: 'Inactive', active: false });
      expect((await call(paths.create, { code: 'asleep', name: 'New' })).status).toBe(409);
    });

    test.each([
      [
        'a code of 21 characters',
        { code: 'C'.repeat(21), name: 'Long' },
        'code: must be at most 20 characters.',
      ],
      ['no name', { code: 'NONAME' }, 'name: is required.'],
      ['a code of spaces only', { code: '   ', name: 'Blank' }, 'code: must not be blank.'],
      ['a name of spaces only', { code: 'BLANK', name: '  ' }, 'name: must not be blank.'],
      [
        'a name of 51 characters',
        { code: 'LONG', name: 'N'.repeat(51) },
        'name: must be at most 50 characters.',
      ],
    ])('create with %s: 400 naming the field', async (_, body, error) => {
      const answer = await call(paths.create, body);
      expect(answer.body).toEqual({ returnCode: 400, error, field: error.split(':')[0] });
    });

    test('a code of exactly 20 characters and a name of 50 are accepted', async () => {
      const created = await create({ code: 'C'.repeat(20), name: 'N'.repeat(50) });
      expect(created).toMatchObject({ code: 'C'.repeat(20), name: 'N'.repeat(50) });
    });

    test('update or set-active of an id that does not exist: 404', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      for (const [path, body] of [
        [paths.update, { id, name: 'Ghost' }],
        [paths.setActive, { id, active: false }],
      ] as const) {
        expect((await call(path, body)).body).toEqual({
          returnCode: 404,
          error: `There is no such ${noun}.`,
        });
      }
    });
  },
);
