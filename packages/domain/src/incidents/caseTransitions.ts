import { type CaseActor, type CaseRelation, relationsOf } from './caseRelations.ts';
import {
  type AppealResult,
  CASE_STATE_LABELS,
  type CaseDecision,
  type CaseHearing,
  type CaseState,
  type IncidentCase,
} from './caseStates.ts';

/**
 * The moves a case makes, from which states, to which state, and who may make each (issue 30, Build
 * item 2). A move's details (dates, panels, reasons) are checked in checkTransition.ts; this file
 * answers "may this person do this now?", which is also what a screen asks to show its buttons.
 */

export type CaseTransition =
  | { kind: 'open-investigation'; investigatorId: string }
  | { kind: 'withdraw' }
  | { kind: 'request-explanation'; explainBy: string }
  | { kind: 'record-explanation' }
  | { kind: 'dismiss'; reasons: string }
  | { kind: 'schedule-hearing'; hearing: CaseHearing }
  | { kind: 'reschedule-hearing'; hearing: CaseHearing }
  | { kind: 'decide'; decision: CaseDecision; appealBy: string }
  | { kind: 'close' }
  | { kind: 'appeal'; grounds: string }
  | { kind: 'schedule-appeal-hearing'; hearing: CaseHearing }
  | { kind: 'decide-appeal'; result: AppealResult; reasons: string; variedDecision: CaseDecision | null };
export type TransitionKind = CaseTransition['kind'];

interface TransitionRule {
  from: readonly CaseState[];
  to: CaseState;
  /** The relations to the case that may make the move: any one of them is enough. */
  by: readonly CaseRelation[];
  /** What the move is, as a sentence's subject: "Scheduling the hearing". */
  doing: string;
  /** Who may make it, and the move as a verb: "Only an incident manager may schedule the hearing." */
  onlyBy: string;
}

export const CASE_TRANSITIONS: Record<TransitionKind, TransitionRule> = {
  'open-investigation': {
    from: ['reported'],
    to: 'under-investigation',
    by: ['incident-manager'],
    doing: 'Opening the investigation',
    onlyBy: 'Only an incident manager may open the investigation.',
  },
  withdraw: {
    from: ['reported'],
    to: 'closed',
    by: ['reporter', 'incident-manager'],
    doing: 'Withdrawing the report',
    onlyBy: 'Only the person who reported the case or an incident manager may withdraw the report.',
  },
  'request-explanation': {
    from: ['under-investigation'],
    to: 'explanation-requested',
    by: ['investigator', 'incident-manager'],
    doing: 'Asking for an explanation',
    onlyBy: 'Only the investigator or an incident manager may ask for an explanation.',
  },
  'record-explanation': {
    from: ['explanation-requested'],
    to: 'explanation-received',
    by: ['subject', 'incident-manager'],
    doing: 'Recording an explanation',
    onlyBy: 'Only the subject of the case or an incident manager may record the explanation.',
  },
  dismiss: {
    from: ['under-investigation', 'explanation-requested', 'explanation-received'],
    to: 'closed',
    by: ['investigator', 'incident-manager'],
    doing: 'Dismissing the case as no case to answer',
    onlyBy: 'Only the investigator or an incident manager may dismiss the case.',
  },
  'schedule-hearing': {
    from: ['explanation-requested', 'explanation-received'],
    to: 'hearing-scheduled',
    by: ['incident-manager'],
    doing: 'Scheduling the hearing',
    onlyBy: 'Only an incident manager may schedule the hearing.',
  },
  'reschedule-hearing': {
    from: ['hearing-scheduled'],
    to: 'hearing-scheduled',
    by: ['incident-manager'],
    doing: 'Moving the hearing',
    onlyBy: 'Only an incident manager may move the hearing.',
  },
  decide: {
    from: ['hearing-scheduled'],
    to: 'decided',
    by: ['hearing-panel'],
    doing: 'Deciding the case',
    onlyBy: 'Only a member of the hearing panel may decide the case.',
  },
  close: {
    from: ['decided'],
    to: 'closed',
    by: ['incident-manager'],
    doing: 'Closing the case on its decision',
    onlyBy: 'Only an incident manager may close the case.',
  },
  appeal: {
    from: ['decided'],
    to: 'appealed',
    by: ['subject', 'incident-manager'],
    doing: 'Appealing',
    onlyBy: 'Only the subject of the case, or an incident manager for them, may appeal.',
  },
  'schedule-appeal-hearing': {
    from: ['appealed'],
    to: 'appealed',
    by: ['incident-manager'],
    doing: 'Scheduling the appeal hearing',
    onlyBy: 'Only an incident manager may schedule the appeal hearing.',
  },
  'decide-appeal': {
    from: ['appealed'],
    to: 'closed',
    by: ['appeal-panel'],
    doing: 'Deciding the appeal',
    onlyBy: 'Only a member of the appeal panel may decide the appeal.',
  },
};

export const TRANSITION_KINDS = Object.keys(CASE_TRANSITIONS) as TransitionKind[];

/** The moves a subject makes on their own case; in every other one they have no hand. */
const SUBJECT_MOVES: ReadonlySet<TransitionKind> = new Set(['record-explanation', 'appeal']);

function fromList(states: readonly CaseState[]): string {
  return states.map((state) => CASE_STATE_LABELS[state]).join(' or ');
}

/** Why the case's state does not allow the move; null when it does. */
export function stateProblem(incident: IncidentCase, kind: TransitionKind): string | null {
  if (incident.state === 'closed') return 'This case is closed: nothing more can be done on it.';
  const rule = CASE_TRANSITIONS[kind];
  if (rule.from.includes(incident.state)) return null;
  return `${rule.doing} is possible only while a case is ${fromList(rule.from)}; this one is ${CASE_STATE_LABELS[incident.state]}.`;
}

/**
 * Why this person may not make the move; null when they may. A subject who also manages incidents
 * has no hand in their own case beyond answering and appealing; the investigator never decides.
 */
export function actorProblem(incident: IncidentCase, kind: TransitionKind, actor: CaseActor): string | null {
  const relations = relationsOf(incident, actor);
  if (relations.has('subject') && !SUBJECT_MOVES.has(kind)) {
    if (kind === 'decide' || kind === 'decide-appeal') return 'The subject of a case cannot decide it.';
    return 'The subject of a case cannot take part in running it.';
  }
  if (relations.has('investigator') && kind === 'decide') return 'The investigator cannot decide the case.';
  if (CASE_TRANSITIONS[kind].by.some((relation) => relations.has(relation))) return null;
  return CASE_TRANSITIONS[kind].onlyBy;
}

/** The moves this person may make on the case now, whatever details they will give. */
export function allowedTransitions(incident: IncidentCase, actor: CaseActor): TransitionKind[] {
  return TRANSITION_KINDS.filter(
    (kind) => stateProblem(incident, kind) === null && actorProblem(incident, kind, actor) === null,
  );
}
