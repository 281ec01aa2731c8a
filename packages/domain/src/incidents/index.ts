/** Incidents' pure domain (issue 30): the set-up lists, the case's process, its panels and who sees what of it. */

export { INCIDENT_CASE_LIMITS } from './caseLimits.ts';
export { CASE_RELATIONS, type CaseActor, type CaseRelation, relationsOf } from './caseRelations.ts';
export {
  APPEAL_RESULTS,
  type AppealResult,
  CASE_CLOSURES,
  CASE_STATE_LABELS,
  CASE_STATES,
  type CaseAppeal,
  type CaseClosure,
  type CaseDecision,
  type CaseHearing,
  type CaseReporter,
  type CaseState,
  INVESTIGATION_STATUSES,
  type IncidentCase,
  type InvestigationStatus,
  investigationStatusOf,
  type RecordedDecision,
  reportedCase,
} from './caseStates.ts';
export {
  actorProblem,
  allowedTransitions,
  CASE_TRANSITIONS,
  type CaseTransition,
  stateProblem,
  TRANSITION_KINDS,
  type TransitionKind,
} from './caseTransitions.ts';
export { CASE_PARTS, type CasePart, caseViewFor } from './caseView.ts';
export {
  applyTransition,
  checkTransition,
  type TransitionCheck,
  type TransitionResult,
} from './checkTransition.ts';
export { contrastRatio, readableTextOn } from './colorContrast.ts';
export { appealPanelProblems, panelProblems } from './panel.ts';
export * from './setup.ts';
export { type SuspensionDays, suspensionUnpaidDays } from './suspensionPay.ts';
