import { type Kysely, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import { fieldsWithoutId } from '../audit/record-fields.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  CreateDelegationRequest,
  Delegation,
  DelegationListRequest,
  ReferenceIdRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { noticeDelegatesOfWaitingSteps } from './delegate-notices.ts';
import { type ApprovalPerson, personOf, UNKNOWN_PERSON } from './persons.ts';

/**
 * Delegations: an approver hands their approvals to an employee from one day to another, both
 * included (the domain's decidersOf applies them). An employee manages their own; administrators
 * their own and any employee's.
 */

export const ONLY_OWN_APPROVALS = 'You can only delegate your own approvals.';
export const APPROVER_NOT_CURRENT = 'The approver must be one of the employer’s current employees.';
export const DELEGATE_NOT_CURRENT = 'The delegate must be another of the employer’s current employees.';
export const SPAN_BACKWARDS = 'The last day cannot be before the first day.';
export const NO_SUCH_DELEGATION = 'There is no such delegation.';
export const ONLY_APPROVER_TAKES_BACK =
  'Only the approver who delegated, or an administrator, can take a delegation back.';

interface StoredDelegation {
  id: string;
  approver_id: string;
  approver_name: string | null;
  delegate_employee_id: string;
  delegate_name: string | null;
  starts_on: string;
  ends_on: string;
}

/** Administrators: every delegation of the employer; an employee: those they made or received. */
export async function listDelegations(
  { db, clock }: ServiceDeps,
  caller: Caller,
  { includeEnded }: DelegationListRequest,
): Promise<Delegation[]> {
  const person = personOf(caller);
  if (!person) return [];
  const today = await callerToday({ db, clock }, caller);
  const { rows } = await sql<StoredDelegation>`
    ${selectDelegations(caller.employerId)}
    ${person.isAdministrator ? sql`` : sql`and (${approverOf} = ${person.personId} or d.delegate_employee_id = ${person.personId})`}
    ${includeEnded ? sql`` : sql`and d.ends_on >= ${today}`}
    order by d.starts_on, d.ends_on, d.id`.execute(db);
  return rows.map(toDelegation);
}

/**
 * Records the delegation; when it has begun, the delegate is told at once of the steps already
 * waiting on the approver (a later one's delegate is told on its first day, by delegate-notices.ts).
 */
export async function createDelegation(
  { db, clock, publicUrl }: ServiceDeps,
  caller: Caller,
  request: CreateDelegationRequest,
): Promise<Delegation> {
  const person = personOf(caller);
  if (!person) throw new Refusal(403, ONLY_OWN_APPROVALS);
  const approver = await approverFor(db, caller, person, request.approverEmployeeId);
  const delegateIsCurrent =
    request.delegateEmployeeId !== approver.personId &&
    (await isCurrentEmployee(db, caller.employerId, request.delegateEmployeeId));
  if (!delegateIsCurrent) throw new Refusal(400, DELEGATE_NOT_CURRENT, { field: 'delegateEmployeeId' });
  if (request.to < request.from) throw new Refusal(400, SPAN_BACKWARDS, { field: 'to' });
  const today = await callerToday({ db, clock }, caller);
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('approval_delegations')
      .values({
        employer_id: caller.employerId,
        approver_employee_id: approver.isEmployee ? approver.personId : null,
        approver_user_id: approver.isEmployee ? null : approver.personId,
        delegate_employee_id: request.delegateEmployeeId,
        starts_on: request.from,
        ends_on: request.to,
        created_by: caller.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (request.from <= today && today <= request.to) {
      await noticeDelegatesOfWaitingSteps(trx, {
        today,
        publicUrl,
        employerIds: [caller.employerId],
        delegationId: stored.id,
      });
    }
    const { rows } = await sql<StoredDelegation>`
      ${selectDelegations(caller.employerId)} and d.id = ${stored.id}`.execute(trx);
    const delegation = toDelegation(rows[0] as StoredDelegation);
    await auditDelegation(trx, caller, 'createDelegation', null, delegation);
    return delegation;
  });
}

/** Its approver or an administrator takes it back; to anyone it does not concern, it does not exist. */
export async function deleteDelegation(
  { db }: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  await db.transaction().execute(async (trx) => {
    const person = personOf(caller);
    const { rows } = await sql<StoredDelegation>`
      ${selectDelegations(caller.employerId)} and d.id = ${id}`.execute(trx);
    const [delegation] = rows;
    const isApprover = delegation?.approver_id === person?.personId;
    const isDelegate = delegation?.delegate_employee_id === person?.personId;
    if (!delegation || !person || !(person.isAdministrator || isApprover || isDelegate)) {
      throw new Refusal(404, NO_SUCH_DELEGATION);
    }
    if (!person.isAdministrator && !isApprover) throw new Refusal(403, ONLY_APPROVER_TAKES_BACK);
    await trx
      .deleteFrom('approval_delegations')
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await auditDelegation(trx, caller, 'deleteDelegation', toDelegation(delegation), null);
  });
  return 'The delegation was deleted.';
}

/**
 * The trail's row for a delegation made or taken back. Delegations hand over leave approvals, so the
 * row's area is leave, as for workflows.
 */
function auditDelegation(
  trx: Kysely<Database>,
  caller: Caller,
  operation: 'createDelegation' | 'deleteDelegation',
  before: Delegation | null,
  after: Delegation | null,
): Promise<void> {
  return writeAudit(trx, actorOf(caller), {
    operation,
    area: 'leave',
    recordType: 'approval-delegation',
    recordId: (after ?? before)?.id,
    before: fieldsWithoutId(before),
    after: fieldsWithoutId(after),
  });
}

/**
 * Whose approvals are handed over: the caller's own when none is named (an administrator without a
 * record by their user id); an employee may name only themselves, an administrator any current
 * employee.
 */
async function approverFor(
  db: Kysely<Database>,
  caller: Caller,
  person: ApprovalPerson,
  approverEmployeeId: string | null,
): Promise<{ personId: string; isEmployee: boolean }> {
  const ownIsEmployee = person.personId !== person.userId;
  if (approverEmployeeId === null || approverEmployeeId === person.personId) {
    return { personId: person.personId, isEmployee: ownIsEmployee };
  }
  if (!person.isAdministrator) throw new Refusal(403, ONLY_OWN_APPROVALS);
  if (!(await isCurrentEmployee(db, caller.employerId, approverEmployeeId))) {
    throw new Refusal(400, APPROVER_NOT_CURRENT, { field: 'approverEmployeeId' });
  }
  return { personId: approverEmployeeId, isEmployee: true };
}

async function isCurrentEmployee(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('employees')
    .select('id')
    .where('id', '=', employeeId)
    .where('employer_id', '=', employerId)
    .where('employment_end_date', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

const approverOf = sql`coalesce(d.approver_employee_id, d.approver_user_id)`;

function selectDelegations(employerId: string) {
  return sql`
    select d.id, ${approverOf} as approver_id,
      coalesce(ae.first_name || ' ' || ae.last_name, au.first_name || ' ' || au.last_name) as approver_name,
      d.delegate_employee_id, de.first_name || ' ' || de.last_name as delegate_name,
      d.starts_on, d.ends_on
    from approval_delegations d
    left join employees ae on ae.id = d.approver_employee_id and ae.employer_id = d.employer_id
    left join users au on au.id = d.approver_user_id and au.employer_id = d.employer_id
    left join employees de on de.id = d.delegate_employee_id and de.employer_id = d.employer_id
    where d.employer_id = ${employerId}`;
}

function toDelegation(row: StoredDelegation): Delegation {
  return {
    id: row.id,
    approverId: row.approver_id,
    approverName: row.approver_name ?? UNKNOWN_PERSON,
    delegateEmployeeId: row.delegate_employee_id,
    delegateName: row.delegate_name ?? UNKNOWN_PERSON,
    from: row.starts_on,
    to: row.ends_on,
  };
}
