import type { CaseDecision, CaseHearing, IncidentCase } from '@hr/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import type { CasePersonRole, IncidentCasesTable } from '../../db/schema-incidents.ts';

/**
 * How a case is stored (migration 0037) and read back as the domain's IncidentCase, which every rule
 * is checked on; and how a move's result is written back, only the columns it changed. The people
 * (subjects, witnesses, panels) are rows of incident_case_people by role.
 */

export const NO_SUCH_CASE = 'There is no such incident case.';
/** The owner types of a case's files in the attachment store: its evidence and the subject's explanation. */
export const INCIDENT_CASE = 'incident-case';
export const INCIDENT_EXPLANATION = 'incident-explanation';

export type CaseRow = Selectable<IncidentCasesTable>;
export type CasePeople = Record<CasePersonRole, string[]>;

export interface StoredCase {
  row: CaseRow;
  people: CasePeople;
  incident: IncidentCase;
}

/** Whether each outcome a case names has a period: the decision row says, not the case. */
export type OutcomePeriods = ReadonlyMap<string, boolean>;

export function peopleOf(rows: readonly { employee_id: string; role: CasePersonRole }[]): CasePeople {
  const people: CasePeople = { subject: [], witness: [], 'hearing-panel': [], 'appeal-panel': [] };
  for (const { employee_id, role } of rows) people[role].push(employee_id);
  return people;
}

function hearingOf(date: string | null, place: string | null, panelIds: string[]): CaseHearing | null {
  return date === null ? null : { date, place: place ?? '', panelIds };
}

/** The domain's case from its row and people. */
export function toIncidentCase(row: CaseRow, people: CasePeople, periods: OutcomePeriods): IncidentCase {
  const hasPeriod = (id: string) => periods.get(id) ?? false;
  const variedDecision: CaseDecision | null =
    row.varied_outcome_id === null
      ? null
      : {
          outcomeId: row.varied_outcome_id,
          hasPeriod: hasPeriod(row.varied_outcome_id),
          from: row.varied_from,
          to: row.varied_to,
          reasons: row.appeal_reasons ?? '',
          remarks: '',
        };
  return {
    state: row.state,
    subjectIds: people.subject,
    reporter:
      row.reporter_kind === 'named' && row.reporter_id !== null
        ? { kind: 'named', personId: row.reporter_id }
        : { kind: 'anonymous' },
    witnessIds: people.witness,
    investigatorId: row.investigator_id,
    explainBy: row.explain_by,
    explanationReceivedOn: row.explanation_received_on,
    dismissalReasons: row.dismissal_reasons,
    hearing: hearingOf(row.hearing_date, row.hearing_place, people['hearing-panel']),
    decision:
      row.outcome_id === null || row.decided_on === null || row.appeal_by === null
        ? null
        : {
            outcomeId: row.outcome_id,
            hasPeriod: hasPeriod(row.outcome_id),
            from: row.decision_from,
            to: row.decision_to,
            reasons: row.decision_reasons ?? '',
            remarks: row.remarks,
            decidedOn: row.decided_on,
            appealBy: row.appeal_by,
            // The panel decides together (docs/incidents.md): its members are the deciders.
            deciderIds: people['hearing-panel'],
          },
    appeal:
      row.appeal_lodged_on === null
        ? null
        : {
            grounds: row.appeal_grounds ?? '',
            lodgedOn: row.appeal_lodged_on,
            hearing: hearingOf(row.appeal_hearing_date, row.appeal_hearing_place, people['appeal-panel']),
            result: row.appeal_result,
            variedDecision,
            reasons: row.appeal_reasons,
          },
    closure: row.closure,
  };
}

/** The outcomes named by these rows with whether each has a period. */
export async function outcomePeriodsOf(
  db: Kysely<Database>,
  employerId: string,
  rows: readonly CaseRow[],
): Promise<Map<string, boolean>> {
  const ids = [
    ...new Set(rows.flatMap((row) => [row.outcome_id, row.varied_outcome_id]).filter((id) => id !== null)),
  ];
  if (ids.length === 0) return new Map();
  const decisions = await db
    .selectFrom('incident_decisions')
    .select(['id', 'has_period'])
    .where('employer_id', '=', employerId)
    .where('id', 'in', ids)
    .execute();
  return new Map(decisions.map((decision) => [decision.id, decision.has_period]));
}

/**
 * The case of the employer, locked until the transaction ends when `forUpdate` (a move or an update,
 * so two of them take turns); undefined when there is none.
 */
export async function readCase(
  db: Kysely<Database>,
  employerId: string,
  id: string,
  { forUpdate = false } = {},
): Promise<StoredCase | undefined> {
  let query = db
    .selectFrom('incident_cases')
    .selectAll()
    .where('id', '=', id)
    .where('employer_id', '=', employerId);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const people = peopleOf(
    await db
      .selectFrom('incident_case_people')
      .select(['employee_id', 'role'])
      .where('case_id', '=', id)
      .where('employer_id', '=', employerId)
      .orderBy('role')
      .orderBy('employee_id')
      .execute(),
  );
  return {
    row,
    people,
    incident: toIncidentCase(row, people, await outcomePeriodsOf(db, employerId, [row])),
  };
}

/** readCase, or the 404 of an unknown case. */
export async function caseOr404(
  db: Kysely<Database>,
  employerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredCase> {
  const stored = await readCase(db, employerId, id, options);
  if (!stored) throw new Refusal(404, NO_SUCH_CASE);
  return stored;
}

type MoveColumns = Omit<
  CaseRow,
  | 'id'
  | 'employer_id'
  | 'number'
  | 'code'
  | 'type_id'
  | 'occurred_from'
  | 'occurred_to'
  | 'summary'
  | 'story'
  | 'reporter_kind'
  | 'reporter_id'
  | 'reporter_code_hash'
  | 'explanation_text'
  | 'reported_on'
  | 'created_at'
  | 'updated_at'
>;

/** The columns a move may change, as they would hold `incident`. */
function moveColumnsOf(incident: IncidentCase, remarks: string): MoveColumns {
  const { decision, appeal } = incident;
  return {
    state: incident.state,
    investigator_id: incident.investigatorId,
    explain_by: incident.explainBy,
    explanation_received_on: incident.explanationReceivedOn,
    dismissal_reasons: incident.dismissalReasons,
    hearing_date: incident.hearing?.date ?? null,
    hearing_place: incident.hearing?.place ?? null,
    outcome_id: decision?.outcomeId ?? null,
    decision_from: decision?.from ?? null,
    decision_to: decision?.to ?? null,
    decision_reasons: decision?.reasons ?? null,
    decided_on: decision?.decidedOn ?? null,
    appeal_by: decision?.appealBy ?? null,
    remarks: decision?.remarks ?? remarks,
    appeal_grounds: appeal?.grounds ?? null,
    appeal_lodged_on: appeal?.lodgedOn ?? null,
    appeal_hearing_date: appeal?.hearing?.date ?? null,
    appeal_hearing_place: appeal?.hearing?.place ?? null,
    appeal_result: appeal?.result ?? null,
    appeal_reasons: appeal?.reasons ?? null,
    varied_outcome_id: appeal?.variedDecision?.outcomeId ?? null,
    varied_from: appeal?.variedDecision?.from ?? null,
    varied_to: appeal?.variedDecision?.to ?? null,
    closure: incident.closure,
  };
}

/**
 * Writes the case a move left (the domain's applyTransition) over the stored one: only the columns
 * and panels that changed, so the row's other columns (the allegation, the explanation's text) are
 * never written back from a stale copy. `extra` carries what the domain does not hold (the text).
 */
export async function writeMovedCase(
  trx: Kysely<Database>,
  stored: StoredCase,
  next: IncidentCase,
  extra: Partial<Pick<CaseRow, 'explanation_text'>> = {},
): Promise<void> {
  const before = moveColumnsOf(stored.incident, stored.row.remarks);
  const after = moveColumnsOf(next, stored.row.remarks);
  const changed = Object.fromEntries(
    Object.entries(after).filter(([column, value]) => before[column as keyof MoveColumns] !== value),
  );
  await trx
    .updateTable('incident_cases')
    .set({ ...changed, ...extra, updated_at: sql<Date>`now()` })
    .where('id', '=', stored.row.id)
    .where('employer_id', '=', stored.row.employer_id)
    .execute();
  await replacePanel(trx, stored, 'hearing-panel', stored.incident.hearing, next.hearing);
  await replacePanel(
    trx,
    stored,
    'appeal-panel',
    stored.incident.appeal?.hearing ?? null,
    next.appeal?.hearing ?? null,
  );
}

async function replacePanel(
  trx: Kysely<Database>,
  stored: StoredCase,
  role: 'hearing-panel' | 'appeal-panel',
  before: CaseHearing | null,
  after: CaseHearing | null,
): Promise<void> {
  const beforeIds = before?.panelIds ?? [];
  const afterIds = after?.panelIds ?? [];
  if (beforeIds.length === afterIds.length && beforeIds.every((id, index) => afterIds[index] === id)) return;
  await replacePeople(trx, stored.row, role, afterIds);
}

/** Sets the case's people of one role to `employeeIds`. */
export async function replacePeople(
  trx: Kysely<Database>,
  row: Pick<CaseRow, 'id' | 'employer_id'>,
  role: CasePersonRole,
  employeeIds: readonly string[],
): Promise<void> {
  await trx
    .deleteFrom('incident_case_people')
    .where('case_id', '=', row.id)
    .where('employer_id', '=', row.employer_id)
    .where('role', '=', role)
    .execute();
  if (employeeIds.length === 0) return;
  await trx
    .insertInto('incident_case_people')
    .values(
      [...new Set(employeeIds)].map((employeeId) => ({
        case_id: row.id,
        employer_id: row.employer_id,
        employee_id: employeeId,
        role,
      })),
    )
    .execute();
}
