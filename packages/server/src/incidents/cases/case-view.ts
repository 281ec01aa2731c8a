import {
  allowedTransitions,
  CASE_STATE_LABELS,
  type CaseHearing,
  type CasePart,
  investigationStatusOf,
} from '@hr/domain';
import type { Kysely } from 'kysely';
import { attachmentsOf } from '../../attachments/attach.ts';
import type {
  IncidentCase,
  IncidentCategoryRef,
  IncidentDecisionRef,
  IncidentHearing,
  IncidentPersonRef,
} from '../../contract-types.ts';
import type { Database } from '../../db/schema.ts';
import { EMPLOYEE_NAME } from '../../employees/employee-record.ts';
import type { CaseStanding } from './case-access.ts';
import { INCIDENT_CASE, INCIDENT_EXPLANATION, type StoredCase } from './case-store.ts';

/**
 * A case as the caller sees it: the summary's fields always (every relation has them), each other part
 * only when the domain's caseViewFor gives it, null otherwise, so nothing a relation may not see is
 * even read out of the database for it but the names of the people it does see.
 */

/** The employees of the employer among `ids`, by id. */
export async function personRefs(
  db: Kysely<Database>,
  employerId: string,
  ids: readonly string[],
): Promise<Map<string, IncidentPersonRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('employees')
    .select(['employees.id', EMPLOYEE_NAME.as('name'), 'employees.employee_no as employeeNo'])
    .where('employees.employer_id', '=', employerId)
    .where('employees.id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The people `ids` names, by name, as PersonRefs; an id that is no employee's is left out. */
export function peopleNamed(
  people: Map<string, IncidentPersonRef>,
  ids: readonly string[],
): IncidentPersonRef[] {
  return ids
    .map((id) => people.get(id))
    .filter((person): person is IncidentPersonRef => person !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name) || a.employeeNo.localeCompare(b.employeeNo));
}

async function decisionRefs(
  db: Kysely<Database>,
  employerId: string,
  ids: readonly (string | null)[],
): Promise<Map<string, IncidentDecisionRef>> {
  const wanted = ids.filter((id) => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('incident_decisions')
    .select(['id', 'code', 'description', 'kind'])
    .where('employer_id', '=', employerId)
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The case's category and type (with its rule), as the summary shows them. */
async function classificationOf(db: Kysely<Database>, employerId: string, typeId: string) {
  const row = await db
    .selectFrom('incident_types as t')
    .innerJoin('incident_categories as k', (join) =>
      join.onRef('k.id', '=', 't.category_id').onRef('k.employer_id', '=', 't.employer_id'),
    )
    .select([
      't.id as typeId',
      't.code as typeCode',
      't.description as typeDescription',
      't.rule',
      'k.id as categoryId',
      'k.code as categoryCode',
      'k.description as categoryDescription',
      'k.color',
    ])
    .where('t.id', '=', typeId)
    .where('t.employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  const category: IncidentCategoryRef = {
    id: row.categoryId,
    code: row.categoryCode,
    description: row.categoryDescription,
    color: row.color,
  };
  return {
    category,
    type: { id: row.typeId, code: row.typeCode, description: row.typeDescription, rule: row.rule },
  };
}

/** What every view of a case and every row of the list starts with. */
export function headingOf(row: StoredCase['row'], incident: StoredCase['incident']) {
  return {
    id: row.id,
    code: row.code,
    state: row.state,
    stateLabel: CASE_STATE_LABELS[row.state],
    investigationStatus: investigationStatusOf(incident),
  };
}

export async function caseAnswer(
  db: Kysely<Database>,
  { row, people, incident }: StoredCase,
  standing: CaseStanding,
): Promise<IncidentCase> {
  const sees = (part: CasePart) => standing.parts.includes(part);
  const employerId = row.employer_id;
  const { category, type } = await classificationOf(db, employerId, row.type_id);
  const named = await personRefs(db, employerId, [
    ...people.subject,
    ...people.witness,
    ...people['hearing-panel'],
    ...people['appeal-panel'],
    ...(row.investigator_id ? [row.investigator_id] : []),
    ...(row.reporter_id ? [row.reporter_id] : []),
  ]);
  const decisions = await decisionRefs(db, employerId, [row.outcome_id, row.varied_outcome_id]);
  const hearingOf = (hearing: CaseHearing | null): IncidentHearing | null =>
    hearing && { date: hearing.date, place: hearing.place, panel: peopleNamed(named, hearing.panelIds) };
  const decisionOf = (id: string | null) => (id === null ? null : (decisions.get(id) ?? null));
  const finalOutcome =
    incident.appeal?.result === 'varied'
      ? decisionOf(row.varied_outcome_id)
      : incident.appeal?.result === 'overturned'
        ? null
        : decisionOf(row.outcome_id);
  const { appeal } = incident;
  return {
    ...headingOf(row, incident),
    closure: row.closure,
    category,
    type,
    occurredFrom: row.occurred_from,
    occurredTo: row.occurred_to,
    reportedOn: row.reported_on,
    parts: standing.parts,
    allegation: sees('allegation') ? { summary: row.summary, story: row.story } : null,
    evidence: sees('evidence') ? { files: await attachmentsOf(db, employerId, INCIDENT_CASE, row.id) } : null,
    parties: sees('parties')
      ? {
          subjects: peopleNamed(named, people.subject),
          investigator: row.investigator_id ? (named.get(row.investigator_id) ?? null) : null,
        }
      : null,
    witnesses: sees('witnesses') ? peopleNamed(named, people.witness) : null,
    reporter: sees('reporter')
      ? row.reporter_kind === 'anonymous'
        ? { kind: 'anonymous', person: null }
        : { kind: 'named', person: row.reporter_id ? (named.get(row.reporter_id) ?? null) : null }
      : null,
    explanation: sees('explanation')
      ? {
          explainBy: row.explain_by,
          text: row.explanation_text,
          receivedOn: row.explanation_received_on,
          files: await attachmentsOf(db, employerId, INCIDENT_EXPLANATION, row.id),
        }
      : null,
    hearing: sees('hearing') ? hearingOf(incident.hearing) : null,
    appealHearing: sees('hearing') ? hearingOf(appeal?.hearing ?? null) : null,
    decision: sees('decision')
      ? {
          outcome: decisionOf(row.outcome_id),
          from: row.decision_from,
          to: row.decision_to,
          reasons: row.decision_reasons,
          decidedOn: row.decided_on,
          appealBy: row.appeal_by,
          dismissalReasons: row.dismissal_reasons,
          appeal: appeal && {
            grounds: appeal.grounds,
            lodgedOn: appeal.lodgedOn,
            result: appeal.result,
            reasons: appeal.reasons,
            variedDecision:
              appeal.variedDecision && row.varied_outcome_id
                ? {
                    outcome: decisionOf(row.varied_outcome_id) as IncidentDecisionRef,
                    from: appeal.variedDecision.from,
                    to: appeal.variedDecision.to,
                  }
                : null,
          },
        }
      : null,
    outcome: sees('outcome') ? { closure: row.closure, outcome: finalOutcome } : null,
    remarks: sees('remarks') ? row.remarks : null,
    relations: [...standing.relations],
    allowedMoves: allowedTransitions(incident, standing.actor),
  };
}
