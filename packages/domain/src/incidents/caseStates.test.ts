import { describe, expect, it } from 'vitest';
import {
  after,
  al,
  anonymousWithCode,
  appealed,
  appealHeard,
  appealHearing,
  closed,
  cole,
  decided,
  explanationReceived,
  explanationRequested,
  hearing,
  hearingScheduled,
  ivy,
  mia,
  pat,
  rae,
  reported,
  sam,
  suspension,
  underInvestigation,
  writtenWarning,
} from './caseExamples.ts';
import type { CaseActor } from './caseRelations.ts';
import { type IncidentCase, investigationStatusOf, reportedCase } from './caseStates.ts';
import { allowedTransitions, type CaseTransition, TRANSITION_KINDS } from './caseTransitions.ts';
import { applyTransition, checkTransition } from './checkTransition.ts';

type Allowed = [string, IncidentCase, CaseTransition, CaseActor, string, IncidentCase['state']];

describe('checkTransition: every allowed move', () => {
  const allowed: Allowed[] = [
    [
      'an incident manager opens the investigation',
      reported,
      { kind: 'open-investigation', investigatorId: 'ivy' },
      mia,
      '2026-12-01',
      'under-investigation',
    ],
    ['the reporter withdraws the report', reported, { kind: 'withdraw' }, rae, '2026-12-01', 'closed'],
    [
      'an anonymous reporter withdraws with their code',
      reportedCase({ ...reported, reporter: { kind: 'anonymous' } }),
      { kind: 'withdraw' },
      anonymousWithCode,
      '2026-12-01',
      'closed',
    ],
    ['an incident manager withdraws the report', reported, { kind: 'withdraw' }, mia, '2026-12-01', 'closed'],
    [
      'the investigator asks for an explanation',
      underInvestigation,
      { kind: 'request-explanation', explainBy: '2026-12-03' },
      ivy,
      '2026-12-02',
      'explanation-requested',
    ],
    [
      'an incident manager asks for an explanation',
      underInvestigation,
      { kind: 'request-explanation', explainBy: '2026-12-08' },
      mia,
      '2026-12-02',
      'explanation-requested',
    ],
    [
      'the investigator dismisses the case under investigation',
      underInvestigation,
      { kind: 'dismiss', reasons: 'The clock was wrong.' },
      ivy,
      '2026-12-02',
      'closed',
    ],
    [
      'an incident manager dismisses the case while waiting for the explanation',
      explanationRequested,
      { kind: 'dismiss', reasons: 'The clock was wrong.' },
      mia,
      '2026-12-03',
      'closed',
    ],
    [
      'the investigator dismisses the case on the explanation',
      explanationReceived,
      { kind: 'dismiss', reasons: 'The explanation holds.' },
      ivy,
      '2026-12-06',
      'closed',
    ],
    [
      'the subject explains',
      explanationRequested,
      { kind: 'record-explanation' },
      sam,
      '2026-12-05',
      'explanation-received',
    ],
    [
      'the subject explains after the Explain By date, before a hearing is set',
      explanationRequested,
      { kind: 'record-explanation' },
      sam,
      '2026-12-10',
      'explanation-received',
    ],
    [
      'an incident manager records an explanation sent on paper',
      explanationRequested,
      { kind: 'record-explanation' },
      mia,
      '2026-12-05',
      'explanation-received',
    ],
    [
      'an incident manager schedules the hearing once the subject has explained',
      explanationReceived,
      { kind: 'schedule-hearing', hearing },
      mia,
      '2026-12-06',
      'hearing-scheduled',
    ],
    [
      'an incident manager schedules the hearing once the Explain By date has passed unanswered',
      explanationRequested,
      { kind: 'schedule-hearing', hearing },
      mia,
      '2026-12-09',
      'hearing-scheduled',
    ],
    [
      'the hearing may be on the Explain By date itself',
      explanationReceived,
      { kind: 'schedule-hearing', hearing: { ...hearing, date: '2026-12-08' } },
      mia,
      '2026-12-06',
      'hearing-scheduled',
    ],
    [
      'an incident manager moves the hearing',
      hearingScheduled,
      { kind: 'reschedule-hearing', hearing: { ...hearing, date: '2026-12-18', panelIds: ['pia'] } },
      mia,
      '2026-12-10',
      'hearing-scheduled',
    ],
    [
      'a panel member records a written warning on the hearing day',
      hearingScheduled,
      { kind: 'decide', decision: writtenWarning, appealBy: '2026-12-20' },
      pat,
      '2026-12-15',
      'decided',
    ],
    [
      'a panel member records a suspension of one week, From to To',
      hearingScheduled,
      { kind: 'decide', decision: suspension, appealBy: '2026-12-20' },
      pat,
      '2026-12-16',
      'decided',
    ],
    [
      'a one-day period: From equals To',
      hearingScheduled,
      { kind: 'decide', decision: { ...suspension, to: suspension.from }, appealBy: '2026-12-20' },
      pat,
      '2026-12-16',
      'decided',
    ],
    [
      'an incident manager closes the case once the time to appeal is over',
      decided,
      { kind: 'close' },
      mia,
      '2026-12-21',
      'closed',
    ],
    [
      'the subject appeals on the last day',
      decided,
      { kind: 'appeal', grounds: 'Too harsh.' },
      sam,
      '2026-12-20',
      'appealed',
    ],
    [
      'an incident manager lodges the appeal for the subject',
      decided,
      { kind: 'appeal', grounds: 'Too harsh.' },
      mia,
      '2026-12-16',
      'appealed',
    ],
    [
      'an incident manager schedules the appeal hearing',
      appealed,
      { kind: 'schedule-appeal-hearing', hearing: appealHearing },
      mia,
      '2026-12-17',
      'appealed',
    ],
    [
      'an incident manager moves the appeal hearing',
      appealHeard,
      { kind: 'schedule-appeal-hearing', hearing: { ...appealHearing, date: '2026-12-29' } },
      mia,
      '2026-12-18',
      'appealed',
    ],
    [
      'the appeal panel upholds the decision',
      appealHeard,
      { kind: 'decide-appeal', result: 'upheld', reasons: 'Late all the same.', variedDecision: null },
      al,
      '2026-12-22',
      'closed',
    ],
    [
      'the appeal panel varies it to a verbal warning',
      appealHeard,
      {
        kind: 'decide-appeal',
        result: 'varied',
        reasons: 'Harsh for a first time.',
        variedDecision: { ...writtenWarning, outcomeId: 'verbal-warning' },
      },
      al,
      '2026-12-23',
      'closed',
    ],
    [
      'the appeal panel overturns it',
      appealHeard,
      {
        kind: 'decide-appeal',
        result: 'overturned',
        reasons: 'The strike is a fair excuse.',
        variedDecision: null,
      },
      al,
      '2026-12-22',
      'closed',
    ],
  ];

  it.each(allowed)('%s', (_, incident, move, actor, today, state) => {
    expect(checkTransition(incident, move, actor, today)).toEqual({ ok: true });
    const result = applyTransition(incident, move, actor, today);
    expect(result.ok && result.incident.state).toBe(state);
  });

  it('has an example of every move', () => {
    expect(new Set(allowed.map(([, , move]) => move.kind))).toEqual(new Set(TRANSITION_KINDS));
  });
});

describe('what a move records', () => {
  it('keeps the investigator, the Explain By date, the day the explanation came and the hearing', () => {
    expect(hearingScheduled).toMatchObject({
      investigatorId: 'ivy',
      explainBy: '2026-12-08',
      explanationReceivedOn: '2026-12-05',
      hearing,
    });
  });

  it('counts the whole hearing panel as having decided, whichever member records the decision', () => {
    expect(decided.decision).toEqual({
      ...writtenWarning,
      decidedOn: '2026-12-15',
      appealBy: '2026-12-20',
      deciderIds: ['pat', 'pia'],
    });
  });

  it('says how each closed case ended', () => {
    expect(after(reported, { kind: 'withdraw' }, rae, '2026-12-01').closure).toBe('withdrawn');
    const dismissed = after(
      underInvestigation,
      { kind: 'dismiss', reasons: 'The clock was wrong.' },
      ivy,
      '2026-12-02',
    );
    expect(dismissed).toMatchObject({
      closure: 'no-case-to-answer',
      dismissalReasons: 'The clock was wrong.',
    });
    expect(after(decided, { kind: 'close' }, mia, '2026-12-21').closure).toBe('decision-stands');
    expect(closed).toMatchObject({
      closure: 'appeal-decided',
      appeal: { grounds: 'The bus strike made me late.', lodgedOn: '2026-12-16', result: 'overturned' },
    });
  });
});

describe('investigationStatusOf: the dialog’s read-only Investigation Status', () => {
  it.each([
    ['Reported', reported, 'Not Started'],
    ['Under investigation', underInvestigation, 'In Progress'],
    ['Explanation requested', explanationRequested, 'In Progress'],
    ['Explanation received', explanationReceived, 'In Progress'],
    ['Hearing scheduled', hearingScheduled, 'Completed'],
    ['Decided', decided, 'Completed'],
    ['Appealed', appealed, 'Completed'],
    ['Closed after the appeal', closed, 'Completed'],
    [
      'Closed: withdrawn before anyone investigated',
      after(reported, { kind: 'withdraw' }, rae, '2026-12-01'),
      'Not Started',
    ],
    [
      'Closed: no case to answer',
      after(explanationRequested, { kind: 'dismiss', reasons: 'No case.' }, ivy, '2026-12-03'),
      'Completed',
    ],
  ] as const)('%s: %s', (_, incident, status) => {
    expect(investigationStatusOf(incident)).toBe(status);
  });
});

describe('allowedTransitions: the moves a screen offers each person', () => {
  it('offers the reporter only the withdrawal, and a colleague nothing', () => {
    expect(allowedTransitions(reported, rae)).toEqual(['withdraw']);
    expect(allowedTransitions(reported, cole)).toEqual([]);
    expect(allowedTransitions(reported, mia)).toEqual(['open-investigation', 'withdraw']);
  });

  it('offers the subject only their answer and their appeal, even when they manage incidents', () => {
    const samManaging = { ...sam, managesIncidents: true };
    expect(allowedTransitions(explanationRequested, samManaging)).toEqual(['record-explanation']);
    expect(allowedTransitions(hearingScheduled, samManaging)).toEqual([]);
    expect(allowedTransitions(decided, samManaging)).toEqual(['appeal']);
  });

  it('offers the decision to the hearing panel, and the appeal’s to the appeal panel', () => {
    expect(allowedTransitions(hearingScheduled, pat)).toEqual(['decide']);
    expect(allowedTransitions(hearingScheduled, mia)).toEqual(['reschedule-hearing']);
    expect(allowedTransitions(appealHeard, al)).toEqual(['decide-appeal']);
    expect(allowedTransitions(appealed, al)).toEqual([]);
  });

  it('offers nothing on a closed case', () => {
    expect(allowedTransitions(closed, mia)).toEqual([]);
  });
});
