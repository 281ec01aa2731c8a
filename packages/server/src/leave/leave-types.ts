import { type LeaveTypeInput, LeaveTypeSchema, type LeaveTypeValues } from '@hr/domain';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  CreateLeaveTypeRequest,
  LeaveType,
  ReferenceIdRequest,
  ReferenceListRequest,
  UpdateLeaveTypeRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain } from '../core/domain-rules.ts';
import { inUse, Refusal } from '../core/refusal.ts';
import { isStillReferenced, isUniqueViolation } from '../db/postgres-errors.ts';
import type { Database, LeaveTypesTable } from '../db/schema.ts';
import { requireLeaveAccess } from './leave-access.ts';

/**
 * The employer's leave types (§2.8, §3). Every value a request would leave behind goes through the
 * leave type form's own schema (packages/domain), so the server and the form refuse the same things
 * in the same words, and what is stored is the schema's output (code trimmed, colour in capitals,
 * rule numbers read as integers, rule 0 without numbers). Every statement names the caller's employer.
 */

export const NO_SUCH_LEAVE_TYPE = 'There is no such leave type.';

type LeaveTypeRow = Selectable<LeaveTypesTable>;
type LeaveTypeFields = Omit<LeaveType, 'id'>;

/**
 * The employer's leave types by code. Administrators see the deactivated ones when they ask; an
 * employee only while Leave is open to employees, and only the active ones.
 */
export async function listLeaveTypes(
  deps: ServiceDeps,
  caller: Caller,
  { includeInactive = false }: ReferenceListRequest,
): Promise<LeaveType[]> {
  await requireLeaveAccess(deps, caller);
  let query = deps.db.selectFrom('leave_types').selectAll().where('employer_id', '=', caller.employerId);
  if (!includeInactive || !caller.permissions.canAll('leave', 'read'))
    query = query.where('is_active', '=', true);
  // Byte order, so the list reads the same on every server whatever its locale.
  const rows = await query.orderBy(sql`lower(code) collate "C"`).orderBy('id').execute();
  return rows.map(toLeaveType);
}

export async function createLeaveType(
  { db }: ServiceDeps,
  caller: Caller,
  request: CreateLeaveTypeRequest,
): Promise<LeaveType> {
  const values = await checkedByDomain(LeaveTypeSchema, domainInput(request));
  return db.transaction().execute(async (trx) => {
    const row = await refusingDuplicateCode(values.code, () =>
      trx
        .insertInto('leave_types')
        .values({ employer_id: caller.employerId, ...columnsOf(values) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    const leaveType = toLeaveType(row);
    await auditLeaveType(trx, caller, 'createLeaveType', leaveType.id, null, leaveType);
    return leaveType;
  });
}

/** Changes the fields sent; the others keep their value. The whole result is checked as create checks. */
export async function updateLeaveType(
  { db }: ServiceDeps,
  caller: Caller,
  { id, ...changes }: UpdateLeaveTypeRequest,
): Promise<LeaveType> {
  return db.transaction().execute(async (trx) => {
    // Locked, so two updates of different fields cannot each write back the other's old values.
    const stored = await trx
      .selectFrom('leave_types')
      .selectAll()
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .forUpdate()
      .executeTakeFirst();
    if (!stored) throw new Refusal(404, NO_SUCH_LEAVE_TYPE);
    const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const values = await checkedByDomain(
      LeaveTypeSchema,
      domainInput({ ...fieldsOf(toLeaveType(stored)), ...sent }),
    );
    const row = await refusingDuplicateCode(values.code, () =>
      trx
        .updateTable('leave_types')
        .set({ ...columnsOf(values), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('employer_id', '=', caller.employerId)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    const leaveType = toLeaveType(row);
    await auditLeaveType(trx, caller, 'updateLeaveType', id, toLeaveType(stored), leaveType);
    return leaveType;
  });
}

/**
 * Deletes the leave type and answers the sentence saying so. A type that requests or balance entries
 * are of is refused with their counts: deleting it would erase history the ledger must keep.
 */
export async function deleteLeaveType(
  { db }: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  const { employerId } = caller;
  // Kept outside the transaction so a foreign-key refusal, which ends it, can still name the type.
  let name: string | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      // Locked before counting: a request being booked meanwhile waits, then fails its foreign key.
      const locked = await trx
        .selectFrom('leave_types')
        .selectAll()
        .where('id', '=', id)
        .where('employer_id', '=', employerId)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) throw new Refusal(404, NO_SUCH_LEAVE_TYPE);
      name = locked.description ? `${locked.code} (${locked.description})` : locked.code;
      const uses = await countedUses(trx, employerId, id);
      if (uses.length > 0) throw inUse(name, uses);
      await trx
        .deleteFrom('leave_types')
        .where('id', '=', id)
        .where('employer_id', '=', employerId)
        .execute();
      await auditLeaveType(trx, caller, 'deleteLeaveType', id, toLeaveType(locked), null);
    });
  } catch (error) {
    // The foreign keys are the safety net for what the counts above did not see yet.
    if (name && isStillReferenced(error)) throw inUse(name, await countedUses(db, employerId, id));
    throw error;
  }
  return `Leave type ${name} was deleted.`;
}

/** The trail's row for a change of one leave type, in the contract's field names. */
function auditLeaveType(
  trx: Kysely<Database>,
  caller: Caller,
  operation: 'createLeaveType' | 'updateLeaveType' | 'deleteLeaveType',
  id: string,
  before: LeaveType | null,
  after: LeaveType | null,
): Promise<void> {
  return writeAudit(trx, actorOf(caller), {
    operation,
    area: 'leave',
    recordType: 'leave-type',
    recordId: id,
    before: before && fieldsOf(before),
    after: after && fieldsOf(after),
  });
}

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/** "3 leave requests and 5 balance entries are of this type": what keeps a leave type from going. */
async function countedUses(db: Kysely<Database>, employerId: string, id: string): Promise<string[]> {
  const { rows } = await sql<{ requests: number; entries: number }>`
    select
      (select count(*)::int from leave_requests where employer_id = ${employerId} and leave_type_id = ${id}) as requests,
      (select count(*)::int from leave_ledger where employer_id = ${employerId} and leave_type_id = ${id}) as entries`.execute(
    db,
  );
  const { requests = 0, entries = 0 } = rows[0] ?? {};
  const counted: string[] = [];
  if (requests > 0) counted.push(requests === 1 ? '1 leave request' : `${requests} leave requests`);
  if (entries > 0) counted.push(entries === 1 ? '1 balance entry' : `${entries} balance entries`);
  if (counted.length === 0) return [];
  const one = requests + entries === 1;
  return [`${listFormat.format(counted)} ${one ? 'is' : 'are'} of this type`];
}

/** The database decides uniqueness, so two simultaneous writes of one code cannot both win. */
async function refusingDuplicateCode(
  code: string,
  write: () => Promise<LeaveTypeRow>,
): Promise<LeaveTypeRow> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'leave_types_employer_code_key')) {
      throw new Refusal(409, `Code ${code} is already used by another leave type.`, { field: 'code' });
    }
    throw error;
  }
}

/** The values as the form holds them: '' for none (null on the wire). */
function domainInput(fields: Omit<CreateLeaveTypeRequest, 'id'> | LeaveTypeFields): LeaveTypeInput {
  return {
    ...fields,
    description: fields.description ?? '',
    rules: fields.rules.map((rule) => ({
      isEnabled: rule.isEnabled,
      minDays: rule.minDays ?? '',
      advanceWorkdays: rule.advanceWorkdays ?? '',
    })) as LeaveTypeInput['rules'],
  };
}

function fieldsOf({ id: _, ...fields }: LeaveType): LeaveTypeFields {
  return fields;
}

function columnsOf(values: LeaveTypeValues): Omit<Insertable<LeaveTypesTable>, 'employer_id'> {
  const [anytime, first, second] = values.rules;
  return {
    code: values.code,
    description: values.description,
    is_active: values.isActive,
    leave_unit: values.leaveUnit,
    day_count: values.dayCount,
    color: values.color,
    is_paid_leave: values.isPaidLeave,
    allow_negative_balance: values.allowNegativeBalance,
    require_reason: values.requireReason,
    require_attachment: values.requireAttachment,
    notice_day_count: values.noticeDayCount,
    rule_0_enabled: anytime.isEnabled,
    rule_1_enabled: first.isEnabled,
    rule_1_min_days: first.minDays,
    rule_1_advance_workdays: first.advanceWorkdays,
    rule_2_enabled: second.isEnabled,
    rule_2_min_days: second.minDays,
    rule_2_advance_workdays: second.advanceWorkdays,
  };
}

function toLeaveType(row: LeaveTypeRow): LeaveType {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    isActive: row.is_active,
    leaveUnit: row.leave_unit,
    dayCount: row.day_count,
    color: row.color,
    isPaidLeave: row.is_paid_leave,
    allowNegativeBalance: row.allow_negative_balance,
    requireReason: row.require_reason,
    requireAttachment: row.require_attachment,
    noticeDayCount: row.notice_day_count,
    rules: [
      { isEnabled: row.rule_0_enabled, minDays: null, advanceWorkdays: null },
      {
        isEnabled: row.rule_1_enabled,
        minDays: row.rule_1_min_days,
        advanceWorkdays: row.rule_1_advance_workdays,
      },
      {
        isEnabled: row.rule_2_enabled,
        minDays: row.rule_2_min_days,
        advanceWorkdays: row.rule_2_advance_workdays,
      },
    ],
  };
}
