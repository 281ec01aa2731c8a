import { sql } from 'kysely';
import { actorOf, writeAudit } from '../../audit/audit-trail.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type { PlacementMove, RecordPlacementRequest, ReferenceIdRequest } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { reachesEmployee } from '../../roles/scope.ts';
import { OUTSIDE_UPDATE_SCOPE, OWN_RECORD_ONLY, recordsReach } from '../employee-access.ts';
import {
  inEffectOn,
  type PlacementKey,
  type PlacementValues,
  placementHistory,
  refreshCurrentPlacement,
  recordPlacement as writePlacement,
} from '../employee-history.ts';
import { NO_SUCH_EMPLOYEE, placementValues } from '../employee-record.ts';
import { checkReferences } from '../employee-references.ts';
import { placementMoveOn, placementMoves } from './placement-moves.ts';

export const NOTHING_CHANGES = 'This move changes nothing in the placement in effect on that date.';
export const NOT_YET_IN_EFFECT_ONLY = 'Only a placement that has not taken effect can be cancelled.';
export const NO_SUCH_PLACEMENT = 'There is no such placement.';

const PLACEMENT_FIELDS: readonly PlacementKey[] = [
  'departmentId',
  'jobPositionId',
  'levelId',
  'branchId',
  'lineManagerId',
];

/** The request names each placement value by its own key. */
export const FIELD_NAMES = Object.fromEntries(PLACEMENT_FIELDS.map((key) => [key, key])) as Record<
  PlacementKey,
  string
>;

export const beforeFirstPlacement = (first: string) =>
  `The employee was first placed on ${first}; only a Hire can be dated before it.`;

/** `base` with each value `changes` gives (null clears it; left out keeps it). */
export function placementWith(
  base: PlacementValues,
  changes: Partial<Record<PlacementKey, string | null>>,
): PlacementValues {
  const values = { ...base };
  for (const key of PLACEMENT_FIELDS) {
    const value = changes[key];
    if (value !== undefined) values[key] = value;
  }
  return values;
}

export const samePlacement = (a: PlacementValues, b: PlacementValues) =>
  PLACEMENT_FIELDS.every((key) => a[key] === b[key]);

/** The audit row's fields of a placement: the five references, and the move's date, kind and reason. */
export function auditedPlacement(
  values: PlacementValues,
  move: { effectiveDate: string; kind: string | null; reason: string | null } | null,
): Record<string, unknown> {
  return { ...values, ...move };
}

/**
 * Refuses, for the whole employer's records or a narrower scope reaching the person, anyone but those
 * (the own scope alone is self-service, which a placement is not): 403 before anything is read.
 */
async function requireRecordsOf(deps: ServiceDeps, caller: Caller, employeeId: string, today: string) {
  const reach = recordsReach(caller, today);
  if (await reachesEmployee(deps.db, reach, employeeId)) return;
  const wider = caller.permissions.scopes('employees', 'update').some((scope) => scope !== 'own');
  throw new Refusal(403, wider ? OUTSIDE_UPDATE_SCOPE : OWN_RECORD_ONLY);
}

/**
 * record-placement: a dated move of one employee, written as the employee form writes a placement
 * (employee-history.ts recordPlacement, then the cache recomputed for the clock's day) with the kind
 * and reason the register gives it. The values left out are those in effect on the date, so a move
 * dated before a scheduled one changes only what it names until that one takes effect.
 */
export async function recordPlacement(
  deps: ServiceDeps,
  caller: Caller,
  { employeeId, effectiveDate, kind, reason: sentReason, ...changes }: RecordPlacementRequest,
): Promise<PlacementMove> {
  const { db } = deps;
  const { employerId } = caller;
  const today = await callerToday(deps, caller);
  const reason = sentReason ?? null;
  await requireRecordsOf(deps, caller, employeeId, today);
  return db.transaction().execute(async (trx) => {
    const employee = await trx
      .selectFrom('employees')
      .select('id')
      .where('id', '=', employeeId)
      .where('employer_id', '=', employerId)
      .forUpdate()
      .executeTakeFirst();
    if (!employee) throw new Refusal(404, NO_SUCH_EMPLOYEE);
    const placements = await placementHistory(trx, employerId, employeeId);
    const first = placements.at(-1)?.effectiveDate;
    if (first && effectiveDate < first && kind !== 'Hire') {
      throw new Refusal(400, beforeFirstPlacement(first), { field: 'effectiveDate' });
    }
    const inEffect = inEffectOn(placements, effectiveDate);
    const before = placementValues(inEffect);
    const values = placementWith(before, changes);
    // The same date corrects that row: a new kind or reason alone is a correction worth making.
    const correctsDescription =
      inEffect?.effectiveDate === effectiveDate &&
      (await describedOtherwise(trx, employerId, employeeId, effectiveDate, kind, reason));
    if (samePlacement(values, before) && !correctsDescription) {
      throw new Refusal(400, NOTHING_CHANGES, { field: 'effectiveDate' });
    }
    await checkReferences(trx, employerId, employeeId, {
      placement: { values, effectiveDate, fields: FIELD_NAMES },
      previousPlacement: before,
      bank: undefined,
      terms: undefined,
      leaveWorkflow: undefined,
    });
    await writePlacement(trx, {
      employerId,
      employeeId,
      effectiveDate,
      values,
      recordedBy: caller.userId,
      move: { kind, reason },
    });
    await refreshCurrentPlacement(trx, employerId, [employeeId], today);
    await writeAudit(trx, actorOf(caller), {
      operation: 'recordPlacement',
      area: 'employees',
      recordType: 'employee',
      recordId: employeeId,
      before: auditedPlacement(before, null),
      after: auditedPlacement(values, { effectiveDate, kind, reason }),
    });
    return placementMoveOn(trx, employerId, today, employeeId, effectiveDate);
  });
}

async function describedOtherwise(
  trx: ServiceDeps['db'],
  employerId: string,
  employeeId: string,
  effectiveDate: string,
  kind: string,
  reason: string | null,
): Promise<boolean> {
  const row = await trx
    .selectFrom('placement_history')
    .select(['kind', 'reason'])
    .where('employer_id', '=', employerId)
    .where('employee_id', '=', employeeId)
    .where('effective_date', '=', effectiveDate)
    .executeTakeFirst();
  return row !== undefined && (row.kind !== kind || row.reason !== reason);
}

/**
 * cancel-placement: removes a move dated after today, so it never takes effect; one in effect or past
 * is history. The employee's cache is recomputed, as after any write of their placements.
 */
export async function cancelPlacement(
  deps: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<PlacementMove> {
  const { db } = deps;
  const { employerId } = caller;
  const today = await callerToday(deps, caller);
  const row = await db
    .selectFrom('placement_history')
    .select(['employee_id'])
    .where('id', '=', id)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_PLACEMENT);
  await requireRecordsOf(deps, caller, row.employee_id, today);
  return db.transaction().execute(async (trx) => {
    const [move] = await placementMoves(trx, employerId, today, sql<boolean>`ph.id = ${id}`);
    if (!move) throw new Refusal(404, NO_SUCH_PLACEMENT);
    if (move.status !== 'scheduled') throw new Refusal(409, NOT_YET_IN_EFFECT_ONLY);
    await trx
      .deleteFrom('placement_history')
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .execute();
    await refreshCurrentPlacement(trx, employerId, [move.employeeId], today);
    const { previous } = move;
    await writeAudit(trx, actorOf(caller), {
      operation: 'cancelPlacement',
      area: 'employees',
      recordType: 'employee',
      recordId: move.employeeId,
      before: {
        departmentId: move.departmentId,
        jobPositionId: move.jobPositionId,
        levelId: move.levelId,
        branchId: move.branchId,
        lineManagerId: move.lineManagerId,
        effectiveDate: move.effectiveDate,
        kind: move.kind,
        reason: move.reason,
      },
      after: previous && {
        departmentId: previous.departmentId,
        jobPositionId: previous.jobPositionId,
        levelId: previous.levelId,
        branchId: previous.branchId,
        lineManagerId: previous.lineManagerId,
      },
    });
    return move;
  });
}
