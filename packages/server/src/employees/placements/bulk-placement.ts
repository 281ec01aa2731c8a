import { type Kysely, sql } from 'kysely';
import { actorOf, writeAudits } from '../../audit/audit-trail.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type { BulkPlacementPreview, BulkPlacementRequest, PlacementPlace } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { reachesEmployeeRow } from '../../roles/scope.ts';
import { recordsReach } from '../employee-access.ts';
import {
  type PlacementKey,
  type PlacementValues,
  recordPlacements,
  refreshCurrentPlacement,
} from '../employee-history.ts';
import { checkReferences } from '../employee-references.ts';
import { placeFrom, placeOf } from './placement-moves.ts';
import { auditedPlacement, beforeFirstPlacement, placementWith, samePlacement } from './record-placement.ts';

export const NOT_REACHED = 'Your role does not let you change their record.';
export const EMPLOYMENT_ENDED = 'Their employment has ended.';
export const OWN_LINE_MANAGER = 'They cannot be their own line manager.';
export const NOTHING_CHANGES_FOR_THEM = 'Nothing changes for them.';
/** The error envelope's limit on `error`. */
const MESSAGE_LIMIT = 500;

interface PersonRow {
  employee_id: string;
  known: boolean;
  reached: boolean;
  employee_name: string | null;
  ended: boolean;
  first_placed: string | null;
}

interface PlannedMove {
  employeeId: string;
  employeeName: string;
  before: PlacementPlace;
  after: PlacementPlace;
  values: PlacementValues;
  previous: PlacementValues;
  problems: string[];
}

const valuesOf = (place: PlacementPlace): PlacementValues => ({
  departmentId: place.departmentId,
  jobPositionId: place.jobPositionId,
  levelId: place.levelId,
  branchId: place.branchId,
  lineManagerId: place.lineManagerId,
});

const NOWHERE: PlacementPlace = placeFrom({});

/**
 * Each person's placement in effect on the date and the one the move makes, with what would refuse
 * it: one statement for the people (their row, whether the caller's records reach them, the placement
 * in effect with its names) and one for the names of what the move sets, whatever their number.
 * Someone the caller does not reach (or no employee of theirs) shows as their id, with nothing else.
 */
async function planMoves(
  db: Kysely<Database>,
  caller: Caller,
  today: string,
  { employeeIds, effectiveDate, kind, changes }: BulkPlacementRequest,
): Promise<PlannedMove[]> {
  const { employerId } = caller;
  const fields = Object.fromEntries(
    (['departmentId', 'jobPositionId', 'levelId', 'branchId', 'lineManagerId'] as const).map((key) => [
      key,
      `changes.${key}`,
    ]),
  ) as Record<PlacementKey, string>;
  const nothing = valuesOf(NOWHERE);
  // Every reference the move sets is checked as a new choice: the employer's, and active.
  await checkReferences(db, employerId, undefined, {
    placement: { values: placementWith(nothing, changes), effectiveDate, fields },
    previousPlacement: nothing,
    bank: undefined,
    terms: undefined,
    leaveWorkflow: undefined,
  });
  const reach = reachesEmployeeRow(recordsReach(caller, today));
  const placed = placeOf('cur', '');
  const ids = sql`array[${sql.join(employeeIds.map((id) => sql`${id}::uuid`))}]`;
  const { rows } = await sql<PersonRow & Record<string, string | null>>`
    select sent.id as employee_id, employees.id is not null as known,
      coalesce(${reach}, false) as reached,
      employees.first_name || ' ' || employees.last_name as employee_name,
      coalesce(employees.employment_end_date < ${effectiveDate}::date, false) as ended,
      (select min(first.effective_date) from placement_history first
        where first.employer_id = employees.employer_id and first.employee_id = employees.id) as first_placed,
      ${placed.columns}
    from unnest(${ids}) with ordinality as sent(id, n)
    left join employees on employees.id = sent.id and employees.employer_id = ${employerId}
    left join lateral (
      select p.* from placement_history p
      where p.employer_id = employees.employer_id and p.employee_id = employees.id
        and p.effective_date <= ${effectiveDate}::date
      order by p.effective_date desc
      limit 1
    ) cur on true
    ${placed.joins}
    order by sent.n`.execute(db);
  // An id that is no employee of the employer is refused whole, as any unknown id is: the preview
  // shows the employer's own people only, those the caller does not reach by their id alone.
  const unknown = rows.find((row) => !row.known);
  if (unknown) {
    throw new Refusal(400, `${unknown.employee_id} is not one of the employer's employees.`, {
      field: 'employeeIds',
    });
  }
  const named = await namesOf(db, employerId, changes);
  return rows.map((row) => {
    if (!row.reached) {
      return {
        employeeId: row.employee_id,
        employeeName: row.employee_id,
        before: NOWHERE,
        after: NOWHERE,
        values: nothing,
        previous: nothing,
        problems: [NOT_REACHED],
      };
    }
    const before = placeFrom(row);
    const after = { ...before, ...named };
    const previous = valuesOf(before);
    const values = valuesOf(after);
    const problems: string[] = [];
    if (row.ended) problems.push(EMPLOYMENT_ENDED);
    if (values.lineManagerId === row.employee_id) problems.push(OWN_LINE_MANAGER);
    if (row.first_placed && effectiveDate < row.first_placed && kind !== 'Hire') {
      problems.push(beforeFirstPlacement(row.first_placed));
    }
    if (samePlacement(values, previous)) problems.push(NOTHING_CHANGES_FOR_THEM);
    return {
      employeeId: row.employee_id,
      employeeName: row.employee_name ?? row.employee_id,
      before,
      after,
      values,
      previous,
      problems,
    };
  });
}

/** The ids the move sets with their names, as PlacementPlace fields (only those it sets). */
async function namesOf(
  db: Kysely<Database>,
  employerId: string,
  changes: BulkPlacementRequest['changes'],
): Promise<Partial<PlacementPlace>> {
  const { rows } = await sql<Record<string, string | null>>`select
      (select name from departments where id = ${changes.departmentId ?? null} and employer_id = ${employerId}) as department,
      (select name from job_positions where id = ${changes.jobPositionId ?? null} and employer_id = ${employerId}) as job_position,
      (select name from levels where id = ${changes.levelId ?? null} and employer_id = ${employerId}) as level,
      (select name from branches where id = ${changes.branchId ?? null} and employer_id = ${employerId}) as branch,
      (select first_name || ' ' || last_name from employees
        where id = ${changes.lineManagerId ?? null} and employer_id = ${employerId}) as line_manager`.execute(
    db,
  );
  const names = rows[0] ?? {};
  const named: Partial<PlacementPlace> = {};
  if (changes.departmentId !== undefined) {
    named.departmentId = changes.departmentId;
    named.departmentName = names.department ?? null;
  }
  if (changes.jobPositionId !== undefined) {
    named.jobPositionId = changes.jobPositionId;
    named.jobPositionName = names.job_position ?? null;
  }
  if (changes.levelId !== undefined) {
    named.levelId = changes.levelId;
    named.levelName = names.level ?? null;
  }
  if (changes.branchId !== undefined) {
    named.branchId = changes.branchId;
    named.branchName = names.branch ?? null;
  }
  if (changes.lineManagerId !== undefined) {
    named.lineManagerId = changes.lineManagerId;
    named.lineManagerName = names.line_manager ?? null;
  }
  return named;
}

/** preview-bulk-placement: what record-bulk-placement would do, and what would refuse it. Writes nothing. */
export async function previewBulkPlacement(
  { db, clock }: ServiceDeps,
  caller: Caller,
  request: BulkPlacementRequest,
): Promise<BulkPlacementPreview> {
  const moves = await planMoves(db, caller, await callerToday({ db, clock }, caller), request);
  return {
    rows: moves.map(({ employeeId, employeeName, before, after, problems }) => ({
      employeeId,
      employeeName,
      before,
      after,
      problems,
    })),
    ready: moves.every((move) => move.problems.length === 0),
  };
}

/** "Nobody was moved. Ama Mensah: Their employment has ended. ..." within the envelope's limit. */
function problemsMessage(moves: PlannedMove[]): string {
  const refused = moves.filter((move) => move.problems.length > 0);
  let message = 'Nobody was moved.';
  for (const [index, move] of refused.entries()) {
    const line = ` ${move.employeeName}: ${move.problems.join(' ')}`;
    const rest = refused.length - index - 1;
    const more = rest > 0 ? ` And ${rest} more: see the preview.` : '';
    if (message.length + line.length + more.length > MESSAGE_LIMIT) {
      return `${message} And ${refused.length - index} more: see the preview.`;
    }
    message += line;
  }
  return message;
}

/**
 * record-bulk-placement: every person's move in one transaction, or none: the plan is made again
 * inside it (their rows locked, so nobody's record changes under it), and any problem refuses the
 * whole request. The placements are one statement (employee-history.ts recordPlacements, the form's
 * path), the cache is recomputed for all of them, and each person's record gets its audit row.
 */
export async function recordBulkPlacement(
  deps: ServiceDeps,
  caller: Caller,
  request: BulkPlacementRequest,
): Promise<{ recorded: number }> {
  const { employerId } = caller;
  const today = await callerToday(deps, caller);
  const { effectiveDate, kind } = request;
  const reason = request.reason ?? null;
  return deps.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('employees')
      .select('id')
      .where('employer_id', '=', employerId)
      .where('id', 'in', request.employeeIds)
      .forUpdate()
      .execute();
    const moves = await planMoves(trx, caller, today, request);
    if (moves.some((move) => move.problems.length > 0)) {
      throw new Refusal(400, problemsMessage(moves), { field: 'employeeIds' });
    }
    await recordPlacements(
      trx,
      moves.map((move) => ({
        employerId,
        employeeId: move.employeeId,
        effectiveDate,
        values: move.values,
        recordedBy: caller.userId,
        move: { kind, reason },
      })),
    );
    const ids = moves.map((move) => move.employeeId);
    await refreshCurrentPlacement(trx, employerId, ids, today);
    await writeAudits(
      trx,
      actorOf(caller),
      moves.map((move) => ({
        operation: 'recordBulkPlacement',
        area: 'employees',
        recordType: 'employee',
        recordId: move.employeeId,
        before: auditedPlacement(move.previous, null),
        after: auditedPlacement(move.values, { effectiveDate, kind, reason }),
      })),
    );
    return { recorded: moves.length };
  });
}
