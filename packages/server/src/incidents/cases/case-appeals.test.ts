import { beforeAll, describe, expect, test } from 'vitest';
import type { EmployeeRecord, IncidentCase } from '../../contract-types.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { type CaseWorld, type caseCalls, caseSuite, type Person, reported } from './case-test-support.ts';

/**
 * An appeal decided `varied` and `overturned`, through HTTP: what the subject, the hearing panel, the
 * appeal panel and the incident manager see of the case afterwards, and what the subject's record
 * shows. cases.test.ts walks the appeal that upholds the decision.
 */

const suite = caseSuite('2026-11-25');
const { days, token, idOf, moved } = suite;
let api: TestApi;
let world: CaseWorld;
let calls: ReturnType<typeof caseCalls>;

beforeAll(() => {
  api = suite.api();
  world = suite.world();
  calls = suite.calls();
});

/** A case about Eve that Pat's hearing decided with a written warning, appealed and heard by Abe. */
async function appealHeard(): Promise<string> {
  days.set('2026-11-25');
  const id = (await reported(api, world, 'rex')).case.id;
  await moved('hana', id, { kind: 'open-investigation', investigatorId: idOf('ivy') });
  await moved('ivy', id, { kind: 'request-explanation', explainBy: '2026-11-28' });
  await moved('eve', id, { kind: 'record-explanation', text: 'The rota changed.', attachmentIds: [] });
  await moved('admin', id, {
    kind: 'schedule-hearing',
    date: '2026-12-01',
    place: 'Room 1',
    panelIds: [idOf('pat')],
  });
  days.set('2026-12-01');
  await moved('pat', id, {
    kind: 'decide',
    outcomeId: world.decisions.WW,
    reasons: 'Late eleven times.',
    remarks: 'Second time this year.',
    appealBy: '2026-12-08',
  });
  await moved('eve', id, { kind: 'appeal', grounds: 'Nobody told me of the new rota.' });
  await moved('admin', id, {
    kind: 'schedule-appeal-hearing',
    date: '2026-12-03',
    place: 'Room 2',
    panelIds: [idOf('abe')],
  });
  days.set('2026-12-03');
  return id;
}

const seenBy = async (person: Person, id: string): Promise<IncidentCase> =>
  (await calls.get(token(person), id)).body.returnObject;

async function eveRecord(): Promise<EmployeeRecord> {
  const answer = await api.call<{ returnObject: EmployeeRecord }>(
    '/management/get-employee',
    { id: idOf('eve') },
    { token: token('eve') },
  );
  return answer.body.returnObject;
}

/** What each person sees of the closed case: the same outcome, each their own parts, no move left. */
async function seenAfterwards(id: string, outcome: { code: string } | null) {
  const views = Object.fromEntries(
    await Promise.all((['eve', 'pat', 'abe', 'hana'] as const).map(async (p) => [p, await seenBy(p, id)])),
  ) as Record<'eve' | 'pat' | 'abe' | 'hana', IncidentCase>;
  for (const view of Object.values(views)) {
    expect(view).toMatchObject({
      state: 'closed',
      closure: 'appeal-decided',
      outcome: { closure: 'appeal-decided', outcome: outcome && expect.objectContaining(outcome) },
      allowedMoves: [],
    });
    // The first decision stays on the case as it was made; the appeal says what became of it.
    expect(view.decision?.outcome?.code).toBe('WW');
  }
  expect(views.eve.relations).toEqual(['subject']);
  expect(views.eve.parts).not.toContain('witnesses');
  expect(views.eve.remarks).toBeNull();
  expect(views.pat.relations).toEqual(['hearing-panel']);
  expect(views.abe.relations).toEqual(['appeal-panel']);
  expect(views.abe.remarks).toBeNull();
  expect(views.hana.relations).toEqual(['incident-manager']);
  expect(views.hana.remarks).toBe('Second time this year.');
  return views;
}

describe('an appeal decided', () => {
  test('varied: everyone sees the verbal warning that replaced the written one, and so does her record', async () => {
    const id = await appealHeard();
    await moved('abe', id, {
      kind: 'decide-appeal',
      result: 'varied',
      reasons: 'A verbal warning is enough.',
      varied: { outcomeId: world.decisions.VW },
    });
    const views = await seenAfterwards(id, { code: 'VW' });
    expect(views.eve.decision?.appeal).toMatchObject({
      result: 'varied',
      reasons: 'A verbal warning is enough.',
      variedDecision: { outcome: { code: 'VW' } },
    });
    const code = views.eve.code;
    // A verbal warning is live six months from the decision; the written one's twelve are gone.
    expect((await eveRecord()).incidentDecisions?.filter((row) => row.caseCode === code)).toEqual([
      expect.objectContaining({ kind: 'warning', description: 'Verbal warning', liveUntil: '2027-05-31' }),
    ]);
  });

  test('overturned: everyone sees no outcome, and her record no warning from the case', async () => {
    const id = await appealHeard();
    await moved('abe', id, {
      kind: 'decide-appeal',
      result: 'overturned',
      reasons: 'The rota was never posted.',
    });
    const views = await seenAfterwards(id, null);
    expect(views.eve.decision?.appeal).toMatchObject({
      result: 'overturned',
      reasons: 'The rota was never posted.',
      variedDecision: null,
    });
    const code = views.eve.code;
    expect((await eveRecord()).incidentDecisions ?? []).not.toContainEqual(
      expect.objectContaining({ caseCode: code }),
    );
  });
});
