import { type CaseActor, caseViewFor, relationsOf } from '@hr/domain';
import { type RawBuilder, sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import type {
  IncidentCasePage,
  IncidentCategoryRef,
  IncidentHearingListing,
  IncidentPersonRef,
  IncidentTypeRef,
  ListIncidentCasePeopleRequest,
  ListIncidentCasesRequest,
  ListIncidentHearingsRequest,
} from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import type { CasePersonRole } from '../../db/schema-incidents.ts';
import { containsPattern } from '../../employees/employee-directory.ts';
import { listLineManagers } from '../../employees/line-managers.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { pageWindow } from '../../team/post-texts.ts';
import { managesCaseRow, personIdOf, relatedToCaller } from './case-access.ts';
import { type CaseRow, peopleOf, toIncidentCase } from './case-store.ts';
import { headingOf, peopleNamed, personRefs } from './case-view.ts';

/**
 * Incident › Management's table and the cause list. Which cases a caller sees is a condition of the
 * query itself (case-access.ts: an incident manager's scope over the subjects, or the caller's own
 * place on the case), so a page and its total count nothing else; each row then shows only the parts
 * the domain's caseViewFor gives the caller's relations.
 */

export const MAX_HEARING_RANGE_DAYS = 62;
export const PEOPLE_OFFERED = 20;

type ListedRow = CaseRow & {
  manages: boolean;
  people: { employee_id: string; role: CasePersonRole }[];
  category: IncidentCategoryRef;
  type: IncidentTypeRef;
};

const ALL_ROLES: readonly CasePersonRole[] = ['subject', 'witness', 'hearing-panel', 'appeal-panel'];
/** Those whose view has the hearing part: a witness and a reporter see neither the hearing nor the cause list. */
const HEARING_ROLES: readonly CasePersonRole[] = ['subject', 'hearing-panel', 'appeal-panel'];

/** The cases `where` keeps, with their people, category and type, and whether the caller manages each. */
function casesQuery(caller: Caller, today: string, where: RawBuilder<boolean>) {
  return sql<ListedRow>`
    select c.*, ${managesCaseRow(caller, today)} as manages,
      coalesce((select json_agg(json_build_object('employee_id', p.employee_id, 'role', p.role)
          order by p.role, p.employee_id)
        from incident_case_people p where p.case_id = c.id and p.employer_id = c.employer_id), '[]'::json) as people,
      json_build_object('id', k.id, 'code', k.code, 'description', k.description, 'color', k.color) as category,
      json_build_object('id', t.id, 'code', t.code, 'description', t.description) as type
    from incident_cases c
    join incident_types t on t.id = c.type_id and t.employer_id = c.employer_id
    join incident_categories k on k.id = t.category_id and k.employer_id = t.employer_id
    where c.employer_id = ${caller.employerId} and ${where}`;
}

/** The caller's relations to a listed case and the parts they give, by the domain's rules. */
function viewOf(caller: Caller, row: ListedRow) {
  const people = peopleOf(row.people);
  const incident = toIncidentCase(row, people, new Map());
  const actor: CaseActor = {
    personId: personIdOf(caller),
    managesIncidents: row.manages,
    holdsReporterCode: false,
  };
  const relations = relationsOf(incident, actor);
  return { incident, people, relations, parts: caseViewFor(relations) };
}

export async function listIncidentCases(
  deps: ServiceDeps,
  caller: Caller,
  request: ListIncidentCasesRequest,
): Promise<IncidentCasePage> {
  const { db } = deps;
  const today = await callerToday(deps, caller);
  const conditions = [
    relatedToCaller(caller, today, { onlyMine: request.concerning === 'me', roles: ALL_ROLES }),
  ];
  const pattern = containsPattern(request.search);
  if (pattern) conditions.push(sql<boolean>`(c.code ilike ${pattern} or c.summary ilike ${pattern})`);
  if (request.states && request.states.length > 0) {
    conditions.push(sql<boolean>`c.state in (${sql.join(request.states.map((state) => sql`${state}`))})`);
  }
  const where = sql<boolean>`${sql.join(conditions, sql` and `)}`;
  const { offset, limit } = pageWindow(request);
  const { rows } = await sql<ListedRow>`${casesQuery(caller, today, where)}
    order by c.reported_on desc, c.number desc limit ${limit} offset ${offset}`.execute(db);
  const { rows: counted } = await sql<{ total: number }>`
    select count(*)::int as total from incident_cases c
    where c.employer_id = ${caller.employerId} and ${where}`.execute(db);
  const named = await personRefs(
    db,
    caller.employerId,
    rows.flatMap((row) =>
      row.people.filter((person) => person.role === 'subject').map((person) => person.employee_id),
    ),
  );
  return {
    total: counted[0]?.total ?? 0,
    items: rows.map((row) => {
      const { incident, people, relations, parts } = viewOf(caller, row);
      const nextHearing =
        row.state === 'appealed'
          ? row.appeal_hearing_date
          : row.state === 'hearing-scheduled'
            ? row.hearing_date
            : null;
      return {
        ...headingOf(row, incident),
        isOpen: row.state !== 'closed',
        category: row.category,
        type: row.type,
        occurredFrom: row.occurred_from,
        occurredTo: row.occurred_to,
        reportedOn: row.reported_on,
        summary: parts.includes('allegation') ? row.summary : null,
        subjects: parts.includes('parties') ? peopleNamed(named, people.subject) : null,
        nextHearing: parts.includes('hearing') ? nextHearing : null,
        explainBy: parts.includes('explanation') ? row.explain_by : null,
        appealBy: parts.includes('decision') ? row.appeal_by : null,
        relations: [...relations],
      };
    }),
  };
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

export async function listIncidentHearings(
  deps: ServiceDeps,
  caller: Caller,
  { from, to }: ListIncidentHearingsRequest,
): Promise<IncidentHearingListing[]> {
  if (to < from) throw new Refusal(400, 'The cause list cannot end before it starts.', { field: 'to' });
  if (daysBetween(from, to) > MAX_HEARING_RANGE_DAYS) {
    throw new Refusal(400, `The cause list covers at most ${MAX_HEARING_RANGE_DAYS} days.`, { field: 'to' });
  }
  const { db } = deps;
  const today = await callerToday(deps, caller);
  const where = sql<boolean>`${relatedToCaller(caller, today, { roles: HEARING_ROLES, reporter: false })}
    and (c.hearing_date between ${from} and ${to} or c.appeal_hearing_date between ${from} and ${to})`;
  const { rows } = await casesQuery(caller, today, where).execute(db);
  const named = await personRefs(
    db,
    caller.employerId,
    rows.flatMap((row) => row.people.map((person) => person.employee_id)),
  );
  const listings: IncidentHearingListing[] = [];
  for (const row of rows) {
    const { people, parts } = viewOf(caller, row);
    if (!parts.includes('hearing')) continue;
    const common = {
      caseId: row.id,
      caseCode: row.code,
      category: row.category,
      type: row.type,
      subjects: parts.includes('parties') ? peopleNamed(named, people.subject) : null,
    };
    const sittings = [
      { kind: 'hearing', date: row.hearing_date, place: row.hearing_place, panel: people['hearing-panel'] },
      {
        kind: 'appeal',
        date: row.appeal_hearing_date,
        place: row.appeal_hearing_place,
        panel: people['appeal-panel'],
      },
    ] as const;
    for (const { kind, date, place, panel } of sittings) {
      if (date === null || date < from || date > to) continue;
      listings.push({ ...common, kind, date, place: place ?? '', panel: peopleNamed(named, panel) });
    }
  }
  return listings.sort((a, b) => a.date.localeCompare(b.date) || a.caseCode.localeCompare(b.caseCode));
}

/**
 * The report form's and the move dialogs' people pickers: the employer's employees in employment,
 * by name or number, as the line-manager picker finds them (employees/line-managers.ts), the first 20.
 */
export async function listIncidentCasePeople(
  deps: ServiceDeps,
  caller: Caller,
  { search }: ListIncidentCasePeopleRequest,
): Promise<IncidentPersonRef[]> {
  const people = await listLineManagers(deps, caller, { search });
  return people.slice(0, PEOPLE_OFFERED);
}
