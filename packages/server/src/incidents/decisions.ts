import {
  IncidentDecisionSchema,
  type IncidentDecisionValues,
  kindAffectsPay,
  kindNeedsPeriod,
  STANDARD_INCIDENT_DECISIONS,
} from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { CreateIncidentDecisionRequest, IncidentDecision } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { type SetupList, setupService } from './setup-rows.ts';

/**
 * Incident › Decision: the outcomes a case can end with. Each has a kind (warning, suspension with or
 * without pay, demotion, dismissal, no case to answer) that pay, sign-in and the employee's record
 * follow, so the kind never changes once the row exists; everything else is the employer's to edit.
 */

export const KIND_IS_FIXED = 'The kind of a decision is fixed: add a decision of the kind you need instead.';

/** The eight standard outcomes for a new employer, in the transaction that creates it. */
export async function seedStandardDecisions(trx: Kysely<Database>, employerId: string): Promise<void> {
  await trx
    .insertInto('incident_decisions')
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

const DECISIONS: SetupList<'incident_decisions', IncidentDecision, IncidentDecisionValues> = {
  table: 'incident_decisions',
  schema: IncidentDecisionSchema,
  /** Every column but the kind, which is written once. */
  columnsOf: (values) => ({
    code: values.code,
    description: values.description,
    has_period: values.hasPeriod,
    warning_live_months: values.warningLiveMonths,
    is_active: values.isActive,
  }),
  createOnlyColumnsOf: (values) => ({ kind: values.kind }),
  toItem: (row) => ({
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    hasPeriod: row.has_period,
    affectsPay: kindAffectsPay(row.kind),
    warningLiveMonths: row.warning_live_months,
    isActive: row.is_active,
  }),
  checkedFieldsOf: ({ id: _id, affectsPay: _affectsPay, ...fields }) => fields,
  refuseChange: (stored, { kind }) => {
    if (kind !== undefined && kind !== stored.kind) throw new Refusal(400, KIND_IS_FIXED, { field: 'kind' });
  },
};

const decisions = setupService(DECISIONS);

export const {
  list: listIncidentDecisions,
  update: updateIncidentDecision,
  delete: deleteIncidentDecision,
} = decisions;

/** A decision of a kind that always has a period has one unless the request says otherwise. */
export function createIncidentDecision(
  deps: ServiceDeps,
  caller: Caller,
  request: CreateIncidentDecisionRequest,
): Promise<IncidentDecision> {
  const hasPeriod = request.hasPeriod ?? kindNeedsPeriod(request.kind);
  return decisions.create(deps, caller, { ...request, hasPeriod });
}
