import { beforeAll, expect, test } from 'vitest';
import type { TestApi } from '../../test-support/test-api.ts';
import { type CaseWorld, type caseCalls, caseSuite, type Person, reported } from './case-test-support.ts';

/**
 * The SQL of incident cases that PostgreSQL may read differently from PGlite: the per-employer
 * numbering under two reports at once, the list's relation and scope conditions with their json
 * aggregates, its search, filter and paging, and the cause list's date range. Named .pg so it also
 * runs on a PostgreSQL server.
 */

const suite = caseSuite('2026-11-25');
const { token, idOf } = suite;
let api: TestApi;
let world: CaseWorld;
let calls: ReturnType<typeof caseCalls>;

beforeAll(() => {
  api = suite.api();
  world = suite.world();
  calls = suite.calls();
});

test('two reports at once take the next two numbers; the list shows each as its caller may see it', async () => {
  const [first, second] = await Promise.all([
    reported(api, world, 'rex'),
    reported(api, world, 'wes', { witnessIds: [], summary: 'Left the loading bay unlocked.' }),
  ]);
  expect([first.case.code, second.case.code].sort()).toEqual(['INC-0001', 'INC-0002']);
  const [rexCode, wesCode] = [first.case.code, second.case.code];

  const manager = (await calls.list(token('hana'), { pageSize: 1 })).body.returnObject;
  expect(manager.total).toBe(2);
  expect(manager.items).toHaveLength(1);
  expect(manager.items[0]).toMatchObject({
    code: 'INC-0002', // newest first: the same day, the higher number
    relations: ['incident-manager'],
    subjects: [{ id: idOf('eve'), name: 'Eve Tester' }],
    category: { code: 'MIS', color: '#F50000' },
    type: { code: 'LATE' },
  });
  const searched = (await calls.list(token('hana'), { search: 'loading BAY' })).body.returnObject;
  expect(searched.items.map((row) => row.code)).toEqual([wesCode]);
  expect((await calls.list(token('hana'), { search: 'inc-0001' })).body.returnObject.total).toBe(1);
  expect((await calls.list(token('hana'), { states: ['closed'] })).body.returnObject.total).toBe(0);

  const subject = (await calls.list(token('eve'))).body.returnObject;
  expect(subject.items.map((row) => [row.code, row.relations, row.summary !== null])).toEqual([
    ['INC-0002', ['subject'], true],
    ['INC-0001', ['subject'], true],
  ]);
  expect((await calls.list(token('rex'))).body.returnObject.items.map((row) => row.code)).toEqual([rexCode]);
  expect((await calls.list(token('olu'))).body.returnObject.total).toBe(0);
  expect((await calls.list(token('cal'))).body.returnObject.total).toBe(0);
});

test('the cause list: the hearings in the range, by date, to the panel and the manager only', async () => {
  const { case: heard } = await reported(api, world, 'rex', { summary: 'Heard case' });
  const move = (person: Person | 'admin', kind: string, details: Record<string, unknown> = {}) =>
    calls.move(person === 'admin' ? world.adminToken : token(person), heard.id, { kind, ...details });
  expect((await move('hana', 'open-investigation', { investigatorId: idOf('ivy') })).status).toBe(200);
  expect((await move('ivy', 'request-explanation', { explainBy: '2026-11-27' })).status).toBe(200);
  expect((await move('eve', 'record-explanation', { text: 'My answer.' })).status).toBe(200);
  const scheduled = await move('hana', 'schedule-hearing', {
    date: '2026-12-02',
    place: 'Room 1',
    panelIds: [idOf('pat')],
  });
  expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);

  const listed = async (person: Person, from: string, to: string) =>
    (await calls.hearings(token(person), from, to)).body.returnObject.map((row) => [
      row.caseCode,
      row.kind,
      row.date,
    ]);
  expect(await listed('pat', '2026-12-01', '2026-12-31')).toEqual([['INC-0003', 'hearing', '2026-12-02']]);
  expect(await listed('hana', '2026-12-01', '2026-12-31')).toEqual([['INC-0003', 'hearing', '2026-12-02']]);
  expect(await listed('pat', '2026-12-03', '2026-12-31')).toEqual([]);
  expect(await listed('olu', '2026-12-01', '2026-12-31')).toEqual([]);
  expect(await listed('rex', '2026-12-01', '2026-12-31')).toEqual([]);
  const tooLong = await calls.hearings(token('pat'), '2026-12-01', '2027-02-02');
  expect(tooLong.body).toEqual({
    returnCode: 400,
    error: 'The cause list covers at most 62 days.',
    field: 'to',
  });
});
