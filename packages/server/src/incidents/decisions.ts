import {
  IncidentDecisionSchema,
  type IncidentDecisionValues,
  kindAffectsPay,
  kindNeedsPeriod,
  STANDARD_INCIDENT_DECISIONS,
} from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  CreateIncidentDecisionRequest,
  IncidentDecision,
  ReferenceIdRequest,
  ReferenceListRequest,
  UpdateIncidentDecisionRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain } from '../core/domain-rules.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import {
  auditSetupChange,
  deleteRow,
  listRows,
  lockedRow,
  refusingDuplicateCode,
  type SetupRow,
  sentOnly,
} from './setup-rows.ts';

/**
 * Incident › Decision: the outcomes a case can end with. Each has a kind (warning, suspension with or
 * without pay, demotion, dismissal, no case to answer) that pay, sign-in and the employee's record
 * follow, so the kind never changes once the row exists; everything else is the employer's to edit.
 */

const TABLE = 'incident_decisions';

export const KIND_IS_FIXED = 'The kind of a decision is fixed: add a decision of the kind you need instead.';

/** The eight standard outcomes for a new employer, in the transaction that creates it. */
export async function seedStandardDecisions(trx: Kysely<Database>, employerId: string): Promise<void> {
  await trx
    .insertInto(TABLE)
    .values(
      STANDARD_INCIDENT_DECISIONS.map((decision) => ({
        employer_id: employerId,
        code: decision.code,
        description: decision.description,
        kind: decision.kind,
        has_period: decision.hasPeriod,
        warning_live_months: decision.warningLiveMonths,
      })),
    )
    .execute();
}

export async function listIncidentDecisions(
  { db }: ServiceDeps,
  caller: Caller,
  { includeInactive = false }: ReferenceListRequest,
): Promise<IncidentDecision[]> {
  return (await listRows(db, caller, TABLE, includeInactive)).map(toDecision);
}

export async function createIncidentDecision(
  { db }: ServiceDeps,
  caller: Caller,
  request: CreateIncidentDecisionRequest,
): Promise<IncidentDecision> {
  const hasPeriod = request.hasPeriod ?? kindNeedsPeriod(request.kind);
  const values = await checkedByDomain(IncidentDecisionSchema, { ...request, hasPeriod });
  return db.transaction().execute(async (trx) => {
    const row = await refusingDuplicateCode(TABLE, values.code, () =>
      trx
        .insertInto(TABLE)
        .values({ employer_id: caller.employerId, kind: values.kind, ...columnsOf(values) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    const decision = toDecision(row);
    await auditSetupChange(trx, caller, TABLE, 'createIncidentDecision', null, decision);
    return decision;
  });
}

/** Changes the fields sent, never the kind; the whole result is checked as create checks. */
export async function updateIncidentDecision(
  { db }: ServiceDeps,
  caller: Caller,
  { id, kind, ...changes }: UpdateIncidentDecisionRequest,
): Promise<IncidentDecision> {
  return db.transaction().execute(async (trx) => {
    const stored = toDecision(await lockedRow(trx, caller, TABLE, id));
    if (kind !== undefined && kind !== stored.kind) throw new Refusal(400, KIND_IS_FIXED, { field: 'kind' });
    const { id: _id, affectsPay: _affectsPay, ...fields } = stored;
    const values = await checkedByDomain(IncidentDecisionSchema, { ...fields, ...sentOnly(changes) });
    const row = await refusingDuplicateCode(TABLE, values.code, () =>
      trx
        .updateTable(TABLE)
        .set({ ...columnsOf(values), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('employer_id', '=', caller.employerId)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    const decision = toDecision(row);
    await auditSetupChange(trx, caller, TABLE, 'updateIncidentDecision', stored, decision);
    return decision;
  });
}

export function deleteIncidentDecision(
  { db }: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  return deleteRow(db, caller, TABLE, id, { operation: 'deleteIncidentDecision', toItem: toDecision });
}

/** Every column but the kind, which is written once. */
function columnsOf(values: IncidentDecisionValues) {
  return {
    code: values.code,
    description: values.description,
    has_period: values.hasPeriod,
    warning_live_months: values.warningLiveMonths,
    is_active: values.isActive,
  };
}

function toDecision(row: SetupRow<typeof TABLE>): IncidentDecision {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    hasPeriod: row.has_period,
    affectsPay: kindAffectsPay(row.kind),
    warningLiveMonths: row.warning_live_months,
    isActive: row.is_active,
  };
}
