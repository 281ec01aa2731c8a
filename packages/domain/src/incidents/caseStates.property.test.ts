import { parseDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CaseActor } from './caseRelations.ts';
import {
  APPEAL_RESULTS,
  CASE_STATES,
  type CaseState,
  INVESTIGATION_STATUSES,
  type IncidentCase,
  investigationStatusOf,
  reportedCase,
} from './caseStates.ts';
import {
  allowedTransitions,
  CASE_TRANSITIONS,
  type CaseTransition,
  TRANSITION_KINDS,
  type TransitionKind,
} from './caseTransitions.ts';
import { applyTransition, checkTransition } from './checkTransition.ts';

/**
 * Any case, pushed through any sequence of attempted moves by anyone on any day: what a fair process
 * must always hold, however the people and dates fall.
 */

const PEOPLE = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5'];
const anyPeople = (minLength: number) => fc.subarray(PEOPLE, { minLength, maxLength: 3 });
/** Investigators and panels are drawn from the parties and from people outside the case alike. */
const STAFF = [...PEOPLE, 'q0', 'q1', 'q2', 'q3'];

const anyCase = fc
  .record({
    subjectIds: anyPeople(1),
    witnessIds: anyPeople(0),
    reporter: fc.oneof(
      fc.constantFrom(...PEOPLE).map((personId) => ({ kind: 'named' as const, personId })),
      fc.constant({ kind: 'anonymous' as const }),
    ),
  })
  .map(reportedCase);

/**
 * Who acts: a relation of the case, resolved against it when the move is made (most often one the
 * move asks for, so walks go deep), or anyone at all.
 */
const anyActorChoice = fc.record({
  who: fc.oneof(
    { arbitrary: fc.constant('fitting' as const), weight: 3 },
    fc.constantFrom(
      'incident-manager',
      'subject',
      'witness',
      'reporter',
      'investigator',
      'hearing-panel',
      'appeal-panel',
      'anyone',
    ),
  ),
  anyone: fc.constantFrom(...STAFF),
  managesIncidents: fc.boolean(),
  holdsReporterCode: fc.boolean(),
});
type ActorChoice = typeof anyActorChoice extends fc.Arbitrary<infer T> ? T : never;

const anyStep = fc.record({
  /** Mostly a move the state allows, so walks go deep; sometimes any move at all. */
  kindIndex: fc.nat(),
  anyKind: fc.integer({ min: 0, max: 4 }).map((roll) => roll === 0),
  actor: anyActorChoice,
  daysLater: fc.integer({ min: 0, max: 6 }),
  dateOffset: fc.integer({ min: -2, max: 10 }),
  periodDays: fc.integer({ min: -2, max: 5 }),
  hasPeriod: fc.boolean(),
  person: fc.constantFrom(...STAFF),
  panel: fc.subarray(STAFF, { maxLength: 3 }),
  text: fc.oneof({ arbitrary: fc.constant('Written reasons.'), weight: 4 }, fc.constantFrom('', ' ')),
  result: fc.constantFrom(...APPEAL_RESULTS),
});
type Step = typeof anyStep extends fc.Arbitrary<infer T> ? T : never;

function actorOf(choice: ActorChoice, incident: IncidentCase, kind: TransitionKind): CaseActor {
  const who = choice.who === 'fitting' ? (CASE_TRANSITIONS[kind].by[0] ?? 'anyone') : choice.who;
  const byRelation: Record<string, string | undefined> = {
    'incident-manager': 'manager',
    subject: incident.subjectIds[0],
    witness: incident.witnessIds[0],
    reporter: incident.reporter.kind === 'named' ? incident.reporter.personId : undefined,
    investigator: incident.investigatorId ?? undefined,
    'hearing-panel': incident.hearing?.panelIds[0],
    'appeal-panel': incident.appeal?.hearing?.panelIds[0],
  };
  return {
    personId: byRelation[who] ?? choice.anyone,
    managesIncidents: who === 'incident-manager' || choice.managesIncidents,
    holdsReporterCode: choice.holdsReporterCode,
  };
}

function plus(day: string, days: number): string {
  return parseDate(day).add({ days }).toString();
}

/** Ending a case early is tried less often than carrying it on, or few walks would get past Reported. */
const CARRIED_ON: TransitionKind[] = TRANSITION_KINDS.flatMap((kind) =>
  kind === 'withdraw' || kind === 'dismiss' ? [kind] : [kind, kind, kind, kind],
);

function moveOf(step: Step, incident: IncidentCase, today: string): CaseTransition {
  const fromHere = CARRIED_ON.filter((kind) => CASE_TRANSITIONS[kind].from.includes(incident.state));
  const kinds = step.anyKind || fromHere.length === 0 ? TRANSITION_KINDS : fromHere;
  const kind = kinds[step.kindIndex % kinds.length] as TransitionKind;
  const date = plus(today, step.dateOffset);
  const hearing = { date, place: step.text || 'Room 1', panelIds: step.panel };
  const decision = {
    outcomeId: 'outcome',
    hasPeriod: step.hasPeriod,
    from: step.hasPeriod ? date : null,
    to: step.hasPeriod ? plus(date, step.periodDays) : null,
    reasons: step.text,
    remarks: '',
  };
  switch (kind) {
    case 'open-investigation':
      return { kind, investigatorId: step.person };
    case 'request-explanation':
      return { kind, explainBy: date };
    case 'dismiss':
      return { kind, reasons: step.text };
    case 'schedule-hearing':
    case 'reschedule-hearing':
    case 'schedule-appeal-hearing':
      return { kind, hearing };
    case 'decide':
      return { kind, decision, appealBy: date };
    case 'appeal':
      return { kind, grounds: step.text };
    case 'decide-appeal':
      return {
        kind,
        result: step.result,
        reasons: step.text,
        variedDecision: step.result === 'varied' ? decision : null,
      };
    case 'withdraw':
    case 'record-explanation':
    case 'close':
      return { kind };
  }
}

interface Attempt {
  before: IncidentCase;
  move: CaseTransition;
  actor: CaseActor;
  ok: boolean;
  after: IncidentCase;
}

/** Every attempt of a walk from the case, in order, each made on the case the ones before left. */
function walk(start: IncidentCase, steps: readonly Step[]): Attempt[] {
  const attempts: Attempt[] = [];
  let incident = start;
  let today = '2026-01-05';
  for (const step of steps) {
    today = plus(today, step.daysLater);
    const move = moveOf(step, incident, today);
    const actor = actorOf(step.actor, incident, move.kind);
    const result = applyTransition(incident, move, actor, today);
    const after = result.ok ? result.incident : incident;
    attempts.push({ before: incident, move, actor, ok: result.ok, after });
    incident = after;
  }
  return attempts;
}

const anyWalk = fc
  .tuple(anyCase, fc.array(anyStep, { minLength: 1, maxLength: 40, size: 'max' }))
  .map(([start, steps]) => walk(start, steps));

describe('any case, through any moves by anyone', () => {
  it('is never decided by anyone who investigated it or is its subject', () => {
    fc.assert(
      fc.property(anyWalk, (attempts) => {
        for (const { after } of attempts) {
          const deciderIds = after.decision?.deciderIds ?? [];
          expect(deciderIds).not.toContain(after.investigatorId);
          expect(deciderIds.filter((id) => after.subjectIds.includes(id))).toEqual([]);
        }
      }),
    );
  });

  it('has an appeal panel that never includes anyone who decided the case, its investigator or subject', () => {
    fc.assert(
      fc.property(anyWalk, (attempts) => {
        for (const { after } of attempts) {
          const appealPanel = after.appeal?.hearing?.panelIds ?? [];
          const involved = [...(after.decision?.deciderIds ?? []), ...after.subjectIds, after.investigatorId];
          expect(appealPanel.filter((id) => involved.includes(id))).toEqual([]);
        }
      }),
    );
  });

  it('never goes back on its Investigation Status', () => {
    const rank = (incident: IncidentCase) => INVESTIGATION_STATUSES.indexOf(investigationStatusOf(incident));
    fc.assert(
      fc.property(anyWalk, (attempts) => {
        for (const { before, after } of attempts) expect(rank(after)).toBeGreaterThanOrEqual(rank(before));
      }),
    );
  });

  it('moves only as the transition table says, and only by a move offered to that person', () => {
    fc.assert(
      fc.property(anyWalk, (attempts) => {
        for (const { before, move, actor, after } of attempts.filter((attempt) => attempt.ok)) {
          expect(allowedTransitions(before, actor)).toContain(move.kind);
          expect(after.state).toBe(CASE_TRANSITIONS[move.kind].to);
        }
      }),
    );
  });

  it('stays closed once closed: every move is refused', () => {
    fc.assert(
      fc.property(anyWalk, (attempts) => {
        for (const { before, ok } of attempts) if (before.state === 'closed') expect(ok).toBe(false);
      }),
    );
  });

  it('reaches every state in some walk, so the properties above are not about shallow walks only', () => {
    const reached = new Set(
      fc
        .sample(anyWalk, { numRuns: 200, seed: 30 })
        .flatMap((attempts) => attempts.map(({ after }) => after.state)),
    );
    expect([...reached].sort()).toEqual([...CASE_STATES].sort());
  });
});

describe('the transition table', () => {
  it('reaches every state from Reported', () => {
    const reached = new Set<CaseState>(['reported']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const rule of Object.values(CASE_TRANSITIONS)) {
        if (!reached.has(rule.to) && rule.from.some((state) => reached.has(state))) {
          reached.add(rule.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...CASE_STATES].sort());
  });

  it('leads nowhere from Closed', () => {
    expect(TRANSITION_KINDS.filter((kind) => CASE_TRANSITIONS[kind].from.includes('closed'))).toEqual([]);
  });
});

describe('checkTransition, for any text where a date belongs', () => {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  /** Mostly shaped like a date (year 0 to 9999, month 0 to 13, day 0 to 32), sometimes any text. */
  const anyDateText = fc.oneof(
    fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`),
    fc.constantFrom('0000-02-29', '0001-01-01', '9999-12-31'),
    fc.string(),
  );

  it('answers with a reason rather than throwing', () => {
    fc.assert(
      fc.property(anyCase, anyDateText, anyDateText, (incident, explainBy, today) => {
        const opened = { ...incident, state: 'under-investigation' as const, investigatorId: 'investigator' };
        const manager = { personId: 'manager', managesIncidents: true, holdsReporterCode: false };
        const check = checkTransition(opened, { kind: 'request-explanation', explainBy }, manager, today);
        expect(check.ok || check.reason.length > 0).toBe(true);
      }),
    );
  });
});
