import type { CaseActor } from './caseRelations.ts';
import { type CaseDecision, type CaseHearing, type IncidentCase, reportedCase } from './caseStates.ts';
import type { CaseTransition } from './caseTransitions.ts';
import { applyTransition } from './checkTransition.ts';

/**
 * Worked examples: Sam is reported by Rae, Wes saw it, Ivy investigates, Mia manages incidents; Pat
 * and Pia sit on the hearing panel, Al hears the appeal; Cole works there and has nothing to do with it.
 */

export const person = (personId: string): CaseActor => ({
  personId,
  managesIncidents: false,
  holdsReporterCode: false,
});
export const sam = person('sam');
export const rae = person('rae');
export const wes = person('wes');
export const ivy = person('ivy');
export const pat = person('pat');
export const al = person('al');
export const cole = person('cole');
export const mia: CaseActor = { ...person('mia'), managesIncidents: true };
export const anonymousWithCode: CaseActor = {
  personId: null,
  managesIncidents: false,
  holdsReporterCode: true,
};

export const hearing: CaseHearing = { date: '2026-12-15', place: 'Board room', panelIds: ['pat', 'pia'] };
export const appealHearing: CaseHearing = { date: '2026-12-22', place: 'Board room', panelIds: ['al'] };
export const writtenWarning: CaseDecision = {
  outcomeId: 'written-warning',
  hasPeriod: false,
  from: null,
  to: null,
  reasons: 'Late three times in November after a verbal warning.',
  remarks: '',
};
export const suspension: CaseDecision = {
  outcomeId: 'suspension-without-pay',
  hasPeriod: true,
  from: '2027-01-04',
  to: '2027-01-08',
  reasons: 'Left the site unattended.',
  remarks: 'Payroll told.',
};

export const reported = reportedCase({
  subjectIds: ['sam'],
  reporter: { kind: 'named', personId: 'rae' },
  witnessIds: ['wes'],
});

export function after(
  incident: IncidentCase,
  move: CaseTransition,
  actor: CaseActor,
  today: string,
): IncidentCase {
  const result = applyTransition(incident, move, actor, today);
  if (!result.ok) throw new Error(result.reason);
  return result.incident;
}

export const underInvestigation = after(
  reported,
  { kind: 'open-investigation', investigatorId: 'ivy' },
  mia,
  '2026-12-01',
);
export const explanationRequested = after(
  underInvestigation,
  { kind: 'request-explanation', explainBy: '2026-12-08' },
  ivy,
  '2026-12-02',
);
export const explanationReceived = after(
  explanationRequested,
  { kind: 'record-explanation' },
  sam,
  '2026-12-05',
);
export const hearingScheduled = after(
  explanationReceived,
  { kind: 'schedule-hearing', hearing },
  mia,
  '2026-12-06',
);
export const decided = after(
  hearingScheduled,
  { kind: 'decide', decision: writtenWarning, appealBy: '2026-12-20' },
  pat,
  '2026-12-15',
);
export const appealed = after(
  decided,
  { kind: 'appeal', grounds: 'The bus strike made me late.' },
  sam,
  '2026-12-16',
);
export const appealHeard = after(
  appealed,
  { kind: 'schedule-appeal-hearing', hearing: appealHearing },
  mia,
  '2026-12-17',
);
export const closed = after(
  appealHeard,
  {
    kind: 'decide-appeal',
    result: 'overturned',
    reasons: 'The strike is a fair excuse.',
    variedDecision: null,
  },
  al,
  '2026-12-22',
);
