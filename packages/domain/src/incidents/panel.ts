import type { IncidentCase } from './caseStates.ts';

/**
 * Who may sit on a hearing panel or an appeal panel (issue 30, Build item 2). A fair hearing is held
 * by people who did not bring the case: never the investigator, the subject, the person who reported
 * it or a witness. An appeal is heard by someone uninvolved, so also by nobody who decided the case.
 * Each problem is a sentence for the person appointing the panel.
 */

function involvementProblems(incident: IncidentCase, panelIds: readonly string[], panel: string): string[] {
  const problems: string[] = [];
  if (panelIds.length === 0) problems.push(`Name at least one member of the ${panel}.`);
  if (new Set(panelIds).size !== panelIds.length) problems.push(`Name each member of the ${panel} once.`);
  const onPanel = (id: string | null) => id !== null && panelIds.includes(id);
  if (onPanel(incident.investigatorId)) problems.push(`The investigator cannot sit on the ${panel}.`);
  if (incident.subjectIds.some(onPanel)) problems.push(`The subject of a case cannot sit on its ${panel}.`);
  if (incident.reporter.kind === 'named' && onPanel(incident.reporter.personId)) {
    problems.push(`The person who reported the case cannot sit on its ${panel}.`);
  }
  if (incident.witnessIds.some(onPanel)) problems.push(`A witness cannot sit on the ${panel}.`);
  return problems;
}

/** What is wrong with hearing the case by `panelIds`; none when the panel may sit. */
export function panelProblems(incident: IncidentCase, panelIds: readonly string[]): string[] {
  return involvementProblems(incident, panelIds, 'hearing panel');
}

/** What is wrong with hearing the appeal by `panelIds`; none when the panel may sit. */
export function appealPanelProblems(incident: IncidentCase, panelIds: readonly string[]): string[] {
  const problems = involvementProblems(incident, panelIds, 'appeal panel');
  const deciderIds = incident.decision?.deciderIds ?? [];
  if (panelIds.some((id) => deciderIds.includes(id))) {
    problems.push('An appeal is heard by nobody who decided the case.');
  }
  return problems;
}
