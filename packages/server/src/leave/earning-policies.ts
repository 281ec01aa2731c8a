import {
  EARNING_POLICY_LEAVE_TYPE_MESSAGE,
  type EarningPolicyFormInput,
  EarningPolicyFormSchema,
  type EarningPolicyFormValues,
} from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import { fieldsWithoutId } from '../audit/record-fields.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  CreateEarningPolicyRequest,
  EarningPolicy,
  ReferenceIdRequest,
  UpdateEarningPolicyRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain } from '../core/domain-rules.ts';
import { Refusal } from '../core/refusal.ts';
import { sentFields } from '../core/set-up-writes.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { Database } from '../db/schema.ts';
import { enqueueAccrualRecompute } from './accrual-jobs.ts';
import { policyColumns, readPolicies, targetRows } from './earning-policy-rows.ts';

/**
 * The employer's earning policies (issue 12 item 3), administrators only. Every value goes through
 * the policy form's schema (packages/domain), so the server and the form refuse the same things in
 * the same words. Every change queues a recompute of the employer's accruals in its own transaction
 * (accrual-jobs.ts): the ledger follows the policies without the request waiting for it.
 */

export const NO_SUCH_EARNING_POLICY = 'There is no such earning policy.';

const REFERENCE_TABLES = {
  level: { table: 'levels', message: 'Choose among the employer’s levels.' },
  department: { table: 'departments', message: 'Choose among the employer’s departments.' },
  jobPosition: { table: 'job_positions', message: 'Choose among the employer’s job positions.' },
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listEarningPolicies(deps: ServiceDeps, caller: Caller): Promise<EarningPolicy[]> {
  return readPolicies(deps.db, caller.employerId);
}

export async function createEarningPolicy(
  deps: ServiceDeps,
  caller: Caller,
  request: CreateEarningPolicyRequest,
): Promise<EarningPolicy> {
  const values = await checkedByDomain(EarningPolicyFormSchema, formInput(request));
  const id = await deps.db.transaction().execute(async (trx) => {
    await checkReferences(trx, caller.employerId, values);
    const row = await refusingDuplicateName(values.name, () =>
      trx
        .insertInto('earning_policies')
        .values({ employer_id: caller.employerId, ...policyColumns(values) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await writeTargets(trx, row.id, caller.employerId, values);
    await enqueueAccrualRecompute(trx, caller.employerId, deps.clock());
    await auditPolicy(
      trx,
      caller,
      'createEarningPolicy',
      row.id,
      null,
      await stored(trx, caller.employerId, row.id),
    );
    return row.id;
  });
  return stored(deps.db, caller.employerId, id);
}

/** Changes the fields sent; the others keep their value. The whole result is checked as create checks. */
export async function updateEarningPolicy(
  deps: ServiceDeps,
  caller: Caller,
  { id, ...changes }: UpdateEarningPolicyRequest,
): Promise<EarningPolicy> {
  await deps.db.transaction().execute(async (trx) => {
    // Locked, so two updates of different fields cannot each write back the other's old values.
    const locked = await trx
      .selectFrom('earning_policies')
      .select('id')
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new Refusal(404, NO_SUCH_EARNING_POLICY);
    const current = await stored(trx, caller.employerId, id);
    const sent = sentFields(changes);
    const values = await checkedByDomain(EarningPolicyFormSchema, formInput({ ...current, ...sent }));
    await checkReferences(trx, caller.employerId, values);
    await refusingDuplicateName(values.name, () =>
      trx
        .updateTable('earning_policies')
        .set({ ...policyColumns(values), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('employer_id', '=', caller.employerId)
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await trx
      .deleteFrom('earning_policy_targets')
      .where('policy_id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await writeTargets(trx, id, caller.employerId, values);
    await enqueueAccrualRecompute(trx, caller.employerId, deps.clock());
    await auditPolicy(
      trx,
      caller,
      'updateEarningPolicy',
      id,
      current,
      await stored(trx, caller.employerId, id),
    );
  });
  return stored(deps.db, caller.employerId, id);
}

/** Deletes the policy; what its employees earned so far stays in their ledgers. */
export async function deleteEarningPolicy(
  deps: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  return deps.db.transaction().execute(async (trx) => {
    const [before] = await readPolicies(trx, caller.employerId, id);
    const deleted = await trx
      .deleteFrom('earning_policies')
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .returning('name')
      .executeTakeFirst();
    if (!deleted) throw new Refusal(404, NO_SUCH_EARNING_POLICY);
    await enqueueAccrualRecompute(trx, caller.employerId, deps.clock());
    await auditPolicy(trx, caller, 'deleteEarningPolicy', id, before ?? null, null);
    return `Earning policy ${deleted.name} was deleted.`;
  });
}

/** The trail's row for a change of one policy, its targets included, in the contract's field names. */
function auditPolicy(
  trx: Kysely<Database>,
  caller: Caller,
  operation: 'createEarningPolicy' | 'updateEarningPolicy' | 'deleteEarningPolicy',
  id: string,
  before: EarningPolicy | null,
  after: EarningPolicy | null,
): Promise<void> {
  return writeAudit(trx, actorOf(caller), {
    operation,
    area: 'leave',
    recordType: 'earning-policy',
    recordId: id,
    before: fieldsWithoutId(before),
    after: fieldsWithoutId(after),
  });
}

async function stored(db: Kysely<Database>, employerId: string, id: string): Promise<EarningPolicy> {
  const [policy] = await readPolicies(db, employerId, id);
  if (!policy) throw new Refusal(404, NO_SUCH_EARNING_POLICY);
  return policy;
}

/** The leave type and the levels, departments or job positions chosen are the employer's own: else a 400. */
async function checkReferences(
  trx: Kysely<Database>,
  employerId: string,
  values: EarningPolicyFormValues,
): Promise<void> {
  const leaveType = await trx
    .selectFrom('leave_types')
    .select('id')
    .where('id', '=', values.leaveTypeId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!leaveType) throw new Refusal(400, EARNING_POLICY_LEAVE_TYPE_MESSAGE, { field: 'leaveTypeId' });
  if (values.appliesTo === 'everyone' || values.appliesTo === 'placementType') return;
  const { table, message } = REFERENCE_TABLES[values.appliesTo];
  const refusal = new Refusal(400, message, { field: 'appliesToIds' });
  if (!values.appliesToIds.every((id) => UUID.test(id))) throw refusal;
  const found = await trx
    .selectFrom(table)
    .select('id')
    .where('employer_id', '=', employerId)
    .where('id', 'in', values.appliesToIds)
    .execute();
  if (found.length !== values.appliesToIds.length) throw refusal;
}

async function writeTargets(
  trx: Kysely<Database>,
  policyId: string,
  employerId: string,
  values: EarningPolicyFormValues,
): Promise<void> {
  const rows = targetRows(policyId, employerId, values);
  if (rows.length > 0) await trx.insertInto('earning_policy_targets').values(rows).execute();
}

/** The database decides uniqueness, so two simultaneous writes of one name cannot both win. */
async function refusingDuplicateName<Row>(name: string, write: () => Promise<Row>): Promise<Row> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'earning_policies_employer_name_key')) {
      throw new Refusal(409, `Another earning policy is already called ${name}.`, { field: 'name' });
    }
    throw error;
  }
}

/** The values as the form holds them: '' for none (null on the wire). */
function formInput(fields: Omit<CreateEarningPolicyRequest, 'id'>): EarningPolicyFormInput {
  return {
    name: fields.name,
    leaveTypeId: fields.leaveTypeId,
    entitlement: fields.entitlement,
    frequency: fields.frequency,
    rounding: fields.rounding,
    waitingPeriodMonths: fields.waitingPeriodMonths,
    carryOverCap: fields.carryOverCap ?? '',
    carryOverExpiresAfterMonths: fields.carryOverExpiresAfterMonths ?? '',
    appliesTo: fields.appliesTo,
    appliesToIds: [...fields.appliesToIds],
  };
}
