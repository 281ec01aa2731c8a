import {
  type EarningPolicy,
  type EarningPolicyFormValues,
  EarningPolicySchema,
  type EarningPolicyTarget,
} from '@hr/domain';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import * as v from 'valibot';
import type { EarningPolicy as EarningPolicyView } from '../contract-types.ts';
import type { Database, EarningPoliciesTable, EarningPolicyTargetsTable } from '../db/schema.ts';

/**
 * Earning policies' rows (migration 0014) as the contract sends them and as the domain reads them.
 * Whom a policy applies to is one row of earning_policy_targets per choice, in the column of its kind.
 */

type PolicyRow = Selectable<EarningPoliciesTable> & { leave_type_code: string };
type TargetRow = Pick<
  Selectable<EarningPolicyTargetsTable>,
  'policy_id' | 'level_id' | 'department_id' | 'job_position_id' | 'placement_type'
>;
type TargetKind = Exclude<EarningPolicyTarget, 'everyone'>;

/** The column each kind of choice is kept in. */
export const TARGET_COLUMNS = {
  level: 'level_id',
  department: 'department_id',
  jobPosition: 'job_position_id',
  placementType: 'placement_type',
} as const satisfies Record<TargetKind, keyof EarningPolicyTargetsTable>;

/** The employer's policies (one, with `id`) with their leave type's code, ordered by name. */
export async function readPolicies(
  db: Kysely<Database>,
  employerId: string,
  id?: string,
): Promise<EarningPolicyView[]> {
  let query = db
    .selectFrom('earning_policies as policy')
    .innerJoin('leave_types as type', 'type.id', 'policy.leave_type_id')
    .selectAll('policy')
    .select('type.code as leave_type_code')
    .where('policy.employer_id', '=', employerId);
  if (id) query = query.where('policy.id', '=', id);
  // Byte order, so the list reads the same on every server whatever its locale.
  const rows = await query.orderBy(sql`policy.name collate "C"`).orderBy('policy.id').execute();
  if (rows.length === 0) return [];
  const targets = await db
    .selectFrom('earning_policy_targets')
    .select(['policy_id', 'level_id', 'department_id', 'job_position_id', 'placement_type'])
    .where('employer_id', '=', employerId)
    .where(
      'policy_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => toView(row, targets));
}

function toView(row: PolicyRow, targets: readonly TargetRow[]): EarningPolicyView {
  const column = row.applies_to === 'everyone' ? null : TARGET_COLUMNS[row.applies_to];
  return {
    id: row.id,
    name: row.name,
    leaveTypeId: row.leave_type_id,
    leaveTypeCode: row.leave_type_code,
    entitlement: amountText(row.entitlement),
    frequency: row.frequency,
    rounding: row.rounding,
    waitingPeriodMonths: row.waiting_period_months,
    carryOverCap: row.carry_over_cap === null ? null : amountText(row.carry_over_cap),
    carryOverExpiresAfterMonths: row.carry_over_expires_after_months,
    appliesTo: row.applies_to,
    appliesToIds: column
      ? targets
          .filter((target) => target.policy_id === row.id)
          .map((target) => target[column])
          .filter((id): id is string => id !== null)
      : [],
  };
}

/** numeric(6,2) reads '20.00': sent as '20', as typed. */
function amountText(stored: string): string {
  return stored.includes('.') ? stored.replace(/\.?0+$/, '') : stored;
}

/** The domain's policy of a view (its rules, without name or scope). */
export function domainPolicyOf(view: EarningPolicyView): EarningPolicy {
  return v.parse(EarningPolicySchema, view);
}

export function policyColumns(
  values: EarningPolicyFormValues,
): Omit<Insertable<EarningPoliciesTable>, 'employer_id'> {
  return {
    name: values.name,
    leave_type_id: values.leaveTypeId,
    entitlement: values.entitlement.toFixed(2),
    frequency: values.frequency,
    rounding: values.rounding,
    waiting_period_months: values.waitingPeriodMonths,
    carry_over_cap: values.carryOverCap?.toFixed(2) ?? null,
    carry_over_expires_after_months: values.carryOverExpiresAfterMonths,
    applies_to: values.appliesTo,
  };
}

export function targetRows(
  policyId: string,
  employerId: string,
  values: EarningPolicyFormValues,
): Insertable<EarningPolicyTargetsTable>[] {
  if (values.appliesTo === 'everyone') return [];
  const column = TARGET_COLUMNS[values.appliesTo];
  return values.appliesToIds.map((id) => ({ policy_id: policyId, employer_id: employerId, [column]: id }));
}
