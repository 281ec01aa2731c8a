import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * Whom one may hand one's approvals to (list-delegate-choices): an employee who approves (a line
 * manager) chooses a colleague by name, without the administrators' employee list; names only, never
 * themselves, never a leaver or another employer's employee.
 */

type Choice = { id: string; name: string };

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let ann: { id: string; token: string };
let benId: string;
let calId: string;
let theirsId: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.newAdministrator();
  const annRecord = await api.addEmployee(admin.token, { firstName: 'Ann', lastName: 'Lee' });
  benId = (await api.addEmployee(admin.token, { firstName: 'Ben', lastName: 'Okafor' })).id;
  calId = (await api.addEmployee(admin.token, { firstName: 'Cal', lastName: 'Reyes' })).id;
  const ended = await api.call(
    '/management/end-employment',
    { id: calId, endDate: '2020-01-31', reason: 'Moved away.' },
    { token: admin.token },
  );
  expect(ended.status, JSON.stringify(ended.body)).toBe(200);
  const annUser = await api.newEmployeeUser(admin.session.user.employerId, annRecord.id);
  ann = { id: annRecord.id, token: annUser.token };
  const other = await api.newAdministrator();
  theirsId = (await api.addEmployee(other.token, { firstName: 'Ben', lastName: 'Elsewhere' })).id;
});
afterAll(() => api.close());

async function choices(token: string, body: Record<string, unknown> = {}): Promise<Choice[]> {
  const answer = await api.call<{ returnObject: Choice[] }>('/approvals/list-delegate-choices', body, {
    token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

describe('list-delegate-choices', () => {
  test('an employee gets their current colleagues by name, names only: not themselves, not a leaver, not another employer', async () => {
    const found = await choices(ann.token);
    expect(found).toEqual([{ id: benId, name: 'Ben Okafor' }]);
    const ids = found.map((choice) => choice.id);
    expect(ids).not.toContain(ann.id);
    expect(ids).not.toContain(calId);
    expect(ids).not.toContain(theirsId);
  });

  test('an administrator without a record of their own gets every current employee', async () => {
    expect((await choices(admin.token)).map((choice) => choice.name)).toEqual(['Ann Lee', 'Ben Okafor']);
  });

  test('search narrows by name, any case; a name nobody has finds none', async () => {
    expect(await choices(admin.token, { search: 'OKA' })).toEqual([{ id: benId, name: 'Ben Okafor' }]);
    expect(await choices(ann.token, { search: 'zzz' })).toEqual([]);
  });
});
