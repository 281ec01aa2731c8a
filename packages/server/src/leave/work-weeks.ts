import { WorkWeekSchema, type WorkWeekValues } from '@hr/domain';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import { fieldsWithoutId } from '../audit/record-fields.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  CreateWorkWeekRequest,
  ReferenceIdRequest,
  UpdateWorkWeekRequest,
  WorkWeek,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain } from '../core/domain-rules.ts';
import { Refusal } from '../core/refusal.ts';
import { refusingDuplicateCode, sentFields } from '../core/set-up-writes.ts';
import type { Database, WorkWeeksTable } from '../db/schema.ts';
import { employees, employeesChoosing, makeRoomForDefault } from './default-choice.ts';
import { requireLeaveAccess } from './leave-access.ts';

/**
 * The employer's work weeks (the WorkDay page): what each weekday works and the hours of a day. What a
 * request would leave behind goes through the form's schema (packages/domain), and what is stored is
 * its output. Every statement names the caller's employer.
 */

export const NO_SUCH_WORK_WEEK = 'There is no such work week.';

const WEEKDAY_COLUMNS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

type WorkWeekRow = Selectable<WorkWeeksTable>;
type WorkWeekColumns = Omit<Insertable<WorkWeeksTable>, 'employer_id'>;

export async function listWorkWeeks(deps: ServiceDeps, caller: Caller): Promise<WorkWeek[]> {
  await requireLeaveAccess(deps, caller);
  const rows = await selectWorkWeeks(deps.db)
    .where('employer_id', '=', caller.employerId)
    .orderBy(sql`lower(code) collate "C"`)
    .orderBy('id')
    .execute();
  return rows.map(toWorkWeek);
}

export async function createWorkWeek(
  { db }: ServiceDeps,
  caller: Caller,
  request: CreateWorkWeekRequest,
): Promise<WorkWeek> {
  const values = await checkedByDomain(WorkWeekSchema, request);
  return db.transaction().execute(async (trx) => {
    if (values.isDefault) await makeRoomForDefault(trx, 'work_weeks', caller.employerId);
    const { id } = await refusingDuplicateCode('work_weeks_employer_code_key', 'work week', values.code, () =>
      trx
        .insertInto('work_weeks')
        .values({ employer_id: caller.employerId, ...columnsOf(values) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const workWeek = await readWorkWeek(trx, caller.employerId, id);
    await auditWorkWeek(trx, caller, 'createWorkWeek', null, workWeek);
    return workWeek;
  });
}

/** Changes the fields sent; the others keep their value. The whole result is checked as create checks. */
export async function updateWorkWeek(
  { db }: ServiceDeps,
  caller: Caller,
  { id, ...changes }: UpdateWorkWeekRequest,
): Promise<WorkWeek> {
  return db.transaction().execute(async (trx) => {
    const stored = await selectWorkWeeks(trx)
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .forUpdate()
      .executeTakeFirst();
    if (!stored) throw new Refusal(404, NO_SUCH_WORK_WEEK);
    const { id: _, ...current } = toWorkWeek(stored);
    const sent = sentFields(changes);
    const values = await checkedByDomain(WorkWeekSchema, { ...current, ...sent });
    if (values.isDefault && !current.isDefault)
      await makeRoomForDefault(trx, 'work_weeks', caller.employerId);
    await refusingDuplicateCode('work_weeks_employer_code_key', 'work week', values.code, () =>
      trx
        .updateTable('work_weeks')
        .set({ ...columnsOf(values), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('employer_id', '=', caller.employerId)
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const workWeek = await readWorkWeek(trx, caller.employerId, id);
    await auditWorkWeek(trx, caller, 'updateWorkWeek', toWorkWeek(stored), workWeek);
    return workWeek;
  });
}

/** Deletes a work week no employee's Employment terms choose. */
export async function deleteWorkWeek(
  { db }: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  const { employerId } = caller;
  return db.transaction().execute(async (trx) => {
    const locked = await selectWorkWeeks(trx)
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new Refusal(404, NO_SUCH_WORK_WEEK);
    const count = await employeesChoosing(trx, 'work_week_id', employerId, id);
    if (count > 0) {
      throw new Refusal(
        409,
        `${locked.name} can't be deleted: ${employees(count, 'works', 'work')} it. Choose another work week for them first.`,
      );
    }
    await trx.deleteFrom('work_weeks').where('id', '=', id).where('employer_id', '=', employerId).execute();
    await auditWorkWeek(trx, caller, 'deleteWorkWeek', toWorkWeek(locked), null);
    return `Work week ${locked.code} (${locked.name}) was deleted.`;
  });
}

/** The trail's row for a change of one work week, in the contract's field names. */
function auditWorkWeek(
  trx: Kysely<Database>,
  caller: Caller,
  operation: 'createWorkWeek' | 'updateWorkWeek' | 'deleteWorkWeek',
  before: WorkWeek | null,
  after: WorkWeek | null,
): Promise<void> {
  return writeAudit(trx, actorOf(caller), {
    operation,
    area: 'leave',
    recordType: 'work-week',
    recordId: (after ?? before)?.id,
    before: fieldsWithoutId(before),
    after: fieldsWithoutId(after),
  });
}

function selectWorkWeeks(db: Kysely<Database>) {
  // numeric is read as text, so no hour ever passes through a JavaScript number.
  return db.selectFrom('work_weeks').selectAll().select(sql<string>`hours_per_day::text`.as('hours_per_day'));
}

async function readWorkWeek(trx: Kysely<Database>, employerId: string, id: string): Promise<WorkWeek> {
  const row = await selectWorkWeeks(trx)
    .where('id', '=', id)
    .where('employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  return toWorkWeek(row);
}

function columnsOf(values: WorkWeekValues): WorkWeekColumns {
  const days = Object.fromEntries(WEEKDAY_COLUMNS.map((column, index) => [column, values.days[index]]));
  return {
    code: values.code,
    name: values.name,
    is_default: values.isDefault,
    ...(days as Pick<WorkWeekColumns, (typeof WEEKDAY_COLUMNS)[number]>),
    hours_per_day: values.hoursPerDay,
  };
}

function toWorkWeek(row: WorkWeekRow): WorkWeek {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    isDefault: row.is_default,
    days: WEEKDAY_COLUMNS.map((column) => row[column]),
    hoursPerDay: decimalText(row.hours_per_day),
  };
}

/** numeric(4,2) as text ("7.50", "8.00") written as the form writes it ("7.5", "8"). */
function decimalText(stored: string): string {
  return stored.includes('.') ? stored.replace(/\.?0+$/, '') : stored;
}
