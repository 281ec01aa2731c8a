import type { IncidentCase } from './caseStates.ts';

/**
 * How someone stands to a case. The server works out `managesIncidents` (the incidents permission at
 * a scope that reaches the case's subjects) and `holdsReporterCode` (the anonymous reporter's one-time
 * code, checked by the server, since no identity of theirs is stored); everything else follows from
 * the case itself.
 */
export interface CaseActor {
  /** The signed-in person; null for an anonymous reporter following up with their code. */
  personId: string | null;
  managesIncidents: boolean;
  holdsReporterCode: boolean;
}

export const CASE_RELATIONS = [
  'incident-manager',
  'subject',
  'reporter',
  'witness',
  'investigator',
  'hearing-panel',
  'appeal-panel',
] as const;
export type CaseRelation = (typeof CASE_RELATIONS)[number];

export function relationsOf(incident: IncidentCase, actor: CaseActor): ReadonlySet<CaseRelation> {
  const relations = new Set<CaseRelation>();
  if (actor.managesIncidents) relations.add('incident-manager');
  if (actor.holdsReporterCode && incident.reporter.kind === 'anonymous') relations.add('reporter');
  const id = actor.personId;
  if (id === null) return relations;
  if (incident.subjectIds.includes(id)) relations.add('subject');
  if (incident.reporter.kind === 'named' && incident.reporter.personId === id) relations.add('reporter');
  if (incident.witnessIds.includes(id)) relations.add('witness');
  if (incident.investigatorId === id) relations.add('investigator');
  if (incident.hearing?.panelIds.includes(id)) relations.add('hearing-panel');
  if (incident.appeal?.hearing?.panelIds.includes(id)) relations.add('appeal-panel');
  return relations;
}
