import { HolidayCalendarSchema, type HolidayCalendarValues, SAME_HOLIDAY_TWICE_MESSAGE } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import { fieldsWithoutId } from '../audit/record-fields.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  CreateHolidayCalendarRequest,
  HolidayCalendar,
  HolidayCalendarSummary,
  ReferenceIdRequest,
  UpdateHolidayCalendarRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain } from '../core/domain-rules.ts';
import { Refusal } from '../core/refusal.ts';
import { sentFields } from '../core/set-up-writes.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { Database } from '../db/schema.ts';
import { employees, employeesChoosing, makeRoomForDefault } from './default-choice.ts';
import { requireLeaveAccess } from './leave-access.ts';

/**
 * The employer's holiday calendars (the Holiday page). A calendar's holidays are sent and stored as a
 * whole: saving a calendar replaces them all, in one transaction, so a reader never sees half of an
 * edit. What a request would leave behind goes through the form's schema (packages/domain).
 */

export const NO_SUCH_HOLIDAY_CALENDAR = 'There is no such holiday calendar.';

export async function listHolidayCalendars(
  deps: ServiceDeps,
  caller: Caller,
): Promise<HolidayCalendarSummary[]> {
  await requireLeaveAccess(deps, caller);
  const rows = await deps.db
    .selectFrom('holiday_calendars as c')
    .select(['c.id', 'c.code', 'c.name', 'c.is_default'])
    .select((eb) =>
      eb
        .selectFrom('holidays as h')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('h.holiday_calendar_id', '=', 'c.id')
        .whereRef('h.employer_id', '=', 'c.employer_id')
        .as('holiday_count'),
    )
    .where('c.employer_id', '=', caller.employerId)
    .orderBy(sql`lower(c.code) collate "C"`)
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    isDefault: row.is_default,
    holidayCount: Number(row.holiday_count ?? 0),
  }));
}

export async function getHolidayCalendar(
  deps: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<HolidayCalendar> {
  await requireLeaveAccess(deps, caller);
  const calendar = await readHolidayCalendar(deps.db, caller.employerId, id);
  if (!calendar) throw new Refusal(404, NO_SUCH_HOLIDAY_CALENDAR);
  return calendar;
}

export async function createHolidayCalendar(
  { db }: ServiceDeps,
  caller: Caller,
  request: CreateHolidayCalendarRequest,
): Promise<HolidayCalendar> {
  const values = await checkedByDomain(HolidayCalendarSchema, request);
  return db.transaction().execute(async (trx) => {
    if (values.isDefault) await makeRoomForDefault(trx, 'holiday_calendars', caller.employerId);
    const { id } = await refusingDuplicates(values.code, () =>
      trx
        .insertInto('holiday_calendars')
        .values({
          employer_id: caller.employerId,
          code: values.code,
          name: values.name,
          is_default: values.isDefault,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await refusingDuplicates(values.code, () => insertHolidays(trx, caller.employerId, id, values));
    const calendar = (await readHolidayCalendar(trx, caller.employerId, id)) as HolidayCalendar;
    await auditCalendar(trx, caller, 'createHolidayCalendar', null, calendar);
    return calendar;
  });
}

/**
 * Changes the fields sent; the others keep their value. `holidays`, when sent, replaces them all. The
 * whole result is checked as create checks.
 */
export async function updateHolidayCalendar(
  { db }: ServiceDeps,
  caller: Caller,
  { id, ...changes }: UpdateHolidayCalendarRequest,
): Promise<HolidayCalendar> {
  const { employerId } = caller;
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('holiday_calendars')
      .select('id')
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new Refusal(404, NO_SUCH_HOLIDAY_CALENDAR);
    const before = (await readHolidayCalendar(trx, employerId, id)) as HolidayCalendar;
    const { id: _, ...current } = before;
    const sent = sentFields(changes);
    const values = await checkedByDomain(HolidayCalendarSchema, { ...current, ...sent });
    if (values.isDefault && !current.isDefault)
      await makeRoomForDefault(trx, 'holiday_calendars', employerId);
    await refusingDuplicates(values.code, () =>
      trx
        .updateTable('holiday_calendars')
        .set({
          code: values.code,
          name: values.name,
          is_default: values.isDefault,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .where('employer_id', '=', employerId)
        .execute(),
    );
    if (changes.holidays !== undefined) {
      await trx
        .deleteFrom('holidays')
        .where('holiday_calendar_id', '=', id)
        .where('employer_id', '=', employerId)
        .execute();
      await refusingDuplicates(values.code, () => insertHolidays(trx, employerId, id, values));
    }
    const calendar = (await readHolidayCalendar(trx, employerId, id)) as HolidayCalendar;
    await auditCalendar(trx, caller, 'updateHolidayCalendar', before, calendar);
    return calendar;
  });
}

/** Deletes a calendar, and its holidays, that no employee's Employment terms choose. */
export async function deleteHolidayCalendar(
  { db }: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  const { employerId } = caller;
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('holiday_calendars')
      .select(['code', 'name'])
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new Refusal(404, NO_SUCH_HOLIDAY_CALENDAR);
    const before = (await readHolidayCalendar(trx, employerId, id)) as HolidayCalendar;
    const count = await employeesChoosing(trx, 'holiday_calendar_id', employerId, id);
    if (count > 0) {
      throw new Refusal(
        409,
        `${locked.name} can't be deleted: ${employees(count, 'follows', 'follow')} it. Choose another holiday calendar for them first.`,
      );
    }
    await trx
      .deleteFrom('holiday_calendars')
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .execute();
    await auditCalendar(trx, caller, 'deleteHolidayCalendar', before, null);
    return `Holiday calendar ${locked.code} (${locked.name}) was deleted.`;
  });
}

/** The trail's row for a change of one calendar, its holidays included, in the contract's field names. */
function auditCalendar(
  trx: Kysely<Database>,
  caller: Caller,
  operation: 'createHolidayCalendar' | 'updateHolidayCalendar' | 'deleteHolidayCalendar',
  before: HolidayCalendar | null,
  after: HolidayCalendar | null,
): Promise<void> {
  return writeAudit(trx, actorOf(caller), {
    operation,
    area: 'leave',
    recordType: 'holiday-calendar',
    recordId: (after ?? before)?.id,
    before: fieldsWithoutId(before),
    after: fieldsWithoutId(after),
  });
}

async function insertHolidays(
  trx: Kysely<Database>,
  employerId: string,
  calendarId: string,
  { holidays }: HolidayCalendarValues,
): Promise<void> {
  if (holidays.length === 0) return;
  await trx
    .insertInto('holidays')
    .values(
      holidays.map((holiday) => ({
        employer_id: employerId,
        holiday_calendar_id: calendarId,
        name: holiday.name,
        date: holiday.date,
        part: holiday.part,
        repeats_yearly: holiday.repeatsYearly,
      })),
    )
    .execute();
}

async function readHolidayCalendar(
  db: Kysely<Database>,
  employerId: string,
  id: string,
): Promise<HolidayCalendar | undefined> {
  const calendar = await db
    .selectFrom('holiday_calendars')
    .select(['id', 'code', 'name', 'is_default'])
    .where('id', '=', id)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!calendar) return undefined;
  const holidays = await db
    .selectFrom('holidays')
    .select(['name', 'date', 'part', 'repeats_yearly'])
    .where('holiday_calendar_id', '=', id)
    .where('employer_id', '=', employerId)
    .orderBy('date')
    .orderBy(sql`lower(name) collate "C"`)
    .execute();
  return {
    id: calendar.id,
    code: calendar.code,
    name: calendar.name,
    isDefault: calendar.is_default,
    holidays: holidays.map((holiday) => ({
      name: holiday.name,
      date: holiday.date,
      part: holiday.part,
      repeatsYearly: holiday.repeats_yearly,
    })),
  };
}

/**
 * The database decides uniqueness. The form refuses the same holiday twice first; the index only
 * differs from it on letters whose lower case the database and the browser disagree about.
 */
async function refusingDuplicates<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'holiday_calendars_employer_code_key')) {
      throw new Refusal(409, `Code ${code} is already used by another holiday calendar.`, { field: 'code' });
    }
    if (isUniqueViolation(error, 'holidays_calendar_date_name_key')) {
      throw new Refusal(400, SAME_HOLIDAY_TWICE_MESSAGE, { field: 'holidays' });
    }
    throw error;
  }
}
