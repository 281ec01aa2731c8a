import {
  type CaseActor,
  type CasePart,
  type CaseRelation,
  caseViewFor,
  type IncidentCase,
  relationsOf,
} from '@hr/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import type { Database } from '../../db/schema.ts';
import type { CasePersonRole } from '../../db/schema-incidents.ts';
import { callersOf } from '../../roles/caller-permissions.ts';
import { holdersReaching, type Reach, reachOf, reachOfAny } from '../../roles/scope.ts';

/**
 * Who someone is to a case. The domain's personId is the employee id; an administrator account has no
 * employee record, so as a named reporter it is stored (and recognised) by its user id, which cannot
 * clash with an employee's (both are uuids). An incident manager is whoever's incidents permission
 * reaches one of the case's subjects: `read` to see the case, `update` to move it.
 */

/** The caller as the domain's personId: their employee id, else (an administrator account) their user id. */
export function personIdOf(caller: Pick<Caller, 'employeeId' | 'userId'>): string {
  return caller.employeeId ?? caller.userId;
}

export type ManagerAction = 'read' | 'update';

/** Whether `reach` takes in one of `subjectIds` (employees of the caller's employer). */
async function reachesAnyOf(
  db: Kysely<Database>,
  employerId: string,
  reach: Reach,
  subjectIds: readonly string[],
): Promise<boolean> {
  if (reach.kind !== 'some') return reach.kind === 'employer';
  if (subjectIds.length === 0) return false;
  const { rows } = await sql<{ reached: boolean }>`
    select exists (select 1 from employees
      where employees.employer_id = ${employerId} and employees.id = any(${[...subjectIds]}::uuid[])
        and ${reach.onEmployeeRow}) as reached`.execute(db);
  return rows[0]?.reached === true;
}

/**
 * The accounts (other than administrators', who are told as such) whose incidents read or update
 * reaches one of `subjectIds` on `today`, never a subject's own: the incident managers a new report is
 * told to. Only a custom role grants incidents beyond one's own record, so its holders are the
 * candidates; each is judged by the caller's own rules (callerOf's statement, reachOfAny's scopes), as
 * the list does. Three statements however many hold such a role: the candidates, their access
 * (callersOf) and whom their scopes reach (holdersReaching). A pair of queries a holder made a report
 * take half a second with 500 holders (bench:incidents).
 */
export async function incidentManagersOf(
  db: Kysely<Database>,
  employerId: string,
  subjectIds: readonly string[],
  today: string,
): Promise<string[]> {
  const { rows: candidates } = await sql<{ id: string }>`
    select distinct u.id from users u
    join user_roles ur on ur.user_id = u.id and ur.employer_id = u.employer_id
    join roles r on r.id = ur.role_id and r.employer_id = u.employer_id
    where u.employer_id = ${employerId} and u.role <> 'admin' and u.employee_id is not null
      and u.employee_id <> all(${[...subjectIds]}::uuid[])
      and (r.grid::jsonb -> 'incidents') ?| array['read', 'update']`.execute(db);
  const callers = await callersOf(
    db,
    employerId,
    candidates.map((candidate) => candidate.id),
    today,
  );
  const managers = await holdersReaching(
    db,
    [...callers.values()],
    { area: 'incidents', actions: ['read', 'update'] },
    employerId,
    subjectIds,
    today,
  );
  return candidates.map((candidate) => candidate.id).filter((id) => managers.has(id));
}

export interface CaseStanding {
  /** The caller as a party who may move the case (incident manager by `incidents.update`). */
  actor: CaseActor;
  /** Every relation the caller has to it, incident manager by `incidents.read` or `update`. */
  relations: ReadonlySet<CaseRelation>;
  parts: CasePart[];
}

/**
 * How the caller stands to the case on `today`. `holdsReporterCode` for whoever just made an anonymous
 * report (their answer is the reporter's view) or follows one up with its code.
 */
export async function standingOf(
  db: Kysely<Database>,
  caller: Caller | null,
  incident: IncidentCase,
  today: string,
  { holdsReporterCode = false } = {},
): Promise<CaseStanding> {
  // Nobody manages a case about themselves: an employee's own-record incidents read is not that.
  const others = incident.subjectIds.filter((id) => id !== caller?.employeeId);
  const manages = async (action: ManagerAction) =>
    caller !== null &&
    reachesAnyOf(db, caller.employerId, reachOf(caller, 'incidents', action, today), others);
  const updates = await manages('update');
  const reads = updates || (await manages('read'));
  const personId = caller === null ? null : personIdOf(caller);
  const actor: CaseActor = { personId, managesIncidents: updates, holdsReporterCode };
  const relations = relationsOf(incident, { ...actor, managesIncidents: reads });
  return { actor, relations, parts: caseViewFor(relations) };
}

/**
 * A condition on `c` (an incident_cases row): the caller's incidents read or update reaches one of its
 * subjects other than themselves, so they see it as its incident manager. One reach over both cells'
 * scopes: a department head holds the same scope for both, and a condition per cell built the same
 * set of cases twice per statement. `c.id in (uncorrelated set)`, not a correlated `exists`: both run
 * as one hashed set, but PostgreSQL costs an `exists` inside an OR as if it ran once per case, and at
 * 50,000 cases that estimate (millions) set JIT compiling for 1-2 s on every count (npm run
 * bench:incidents, docs/incidents.md › Speed).
 */
export function managesCaseRow(caller: Caller, today: string): RawBuilder<boolean> {
  const me = caller.employeeId;
  const reach = reachOfAny(caller, 'incidents', ['read', 'update'], today);
  if (reach.kind === 'nobody') return sql<boolean>`false`;
  if (reach.kind === 'employer' && !me) return sql<boolean>`true`;
  const notMe = me ? sql`and subject.employee_id <> ${me}` : sql``;
  const onRow = reach.kind === 'some' ? sql`and ${reach.onEmployeeRow}` : sql``;
  return sql<boolean>`c.id in (select subject.case_id from incident_case_people subject
      join employees on employees.id = subject.employee_id and employees.employer_id = subject.employer_id
      where subject.employer_id = ${caller.employerId} and subject.role = 'subject' ${notMe} ${onRow})`;
}

/**
 * A condition on `c` that the caller has a relation to the case giving some part: its incident
 * manager (unless `onlyMine`), or their own place on it among `roles`, as its investigator
 * (`investigator`) or as its named reporter (`reporter`). In SQL, so a list and its total count only
 * what the caller sees.
 */
export function relatedToCaller(
  caller: Caller,
  today: string,
  {
    onlyMine = false,
    roles,
    investigator = true,
    reporter = true,
  }: { onlyMine?: boolean; roles: readonly CasePersonRole[]; investigator?: boolean; reporter?: boolean },
): RawBuilder<boolean> {
  const conditions: RawBuilder<boolean>[] = onlyMine ? [] : [managesCaseRow(caller, today)];
  const me = caller.employeeId;
  if (me !== null && roles.length > 0) {
    // An uncorrelated set, as managesCaseRow's and for its reason.
    conditions.push(sql<boolean>`c.id in (select mine.case_id from incident_case_people mine
      where mine.employer_id = ${caller.employerId} and mine.employee_id = ${me}
        and mine.role in (${sql.join(roles.map((role) => sql`${role}`))}))`);
  }
  if (me !== null && investigator) conditions.push(sql<boolean>`c.investigator_id = ${me}`);
  if (reporter) conditions.push(sql<boolean>`c.reporter_id = ${personIdOf(caller)}`);
  if (conditions.length === 0) return sql<boolean>`false`;
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}
