import {
  ATTENDANCE_SETTINGS_DEFAULTS,
  AttendanceSettingsSchema,
  type AttendanceSettingsValues,
  dayInZone,
  isTimeZone,
} from '@hr/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  AttendanceSettings,
  AttendanceTimeZones,
  SetAttendanceTimeZoneRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain } from '../core/domain-rules.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type { AttendanceSettingsTable } from '../db/schema-attendance.ts';
import { NO_SUCH_EMPLOYEE } from '../employees/employee-record.ts';
import { UNKNOWN_TIME_ZONE } from '../employer/employer-settings.ts';
import { personZone } from './person-zone.ts';

/**
 * Attendance › Settings (issue 29, items 1 and 7; docs/attendance.md): the employer's settings row and
 * whose clock each person's day is counted on.
 */

export const NO_SUCH_BRANCH = 'There is no such branch.';
export const NAME_BRANCH_OR_PERSON = 'Name a branch or a person, one of the two.';

/** The employer's settings: the stored row, or the defaults of @hr/domain while there is none. */
export async function settingsOf(
  db: Kysely<Database>,
  employerId: string,
): Promise<AttendanceSettingsValues> {
  const row = await db
    .selectFrom('attendance_settings')
    .selectAll()
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  return settingsFromRow(row);
}

/** The `attendance_settings` row's columns, as read by a statement or as its JSON. */
type SettingsRow = Record<keyof AttendanceSettingsTable, unknown>;

/** The settings a stored row holds (by a statement of the caller's), the defaults without one. */
export function settingsFromRow(row: SettingsRow | null | undefined): AttendanceSettingsValues {
  if (!row) return { ...ATTENDANCE_SETTINGS_DEFAULTS };
  return {
    locationRequired: row.location_required as boolean,
    allowOutsideWithReason: row.allow_outside_with_reason as boolean,
    roundingMinutes: row.rounding_minutes as AttendanceSettingsValues['roundingMinutes'],
    maxAccuracyMetres: row.max_accuracy_metres as number,
    reviewerEmployeeId: (row.reviewer_employee_id as string | null) ?? null,
    defaultStart: row.default_start as string,
    defaultEnd: row.default_end as string,
    defaultBreakMinutes: row.default_break_minutes as number,
    lateEntryGraceMinutes: row.late_entry_grace_minutes as number,
    earlyExitGraceMinutes: row.early_exit_grace_minutes as number,
    halfDayBelowMinutes: row.half_day_below_minutes as number,
    absentBelowMinutes: row.absent_below_minutes as number,
  };
}

export async function getAttendanceSettings(deps: ServiceDeps, caller: Caller): Promise<AttendanceSettings> {
  return settingsOf(deps.db, caller.employerId);
}

export async function saveAttendanceSettings(
  deps: ServiceDeps,
  caller: Caller,
  sent: AttendanceSettings,
): Promise<AttendanceSettings> {
  const settings = await checkedByDomain(AttendanceSettingsSchema, sent);
  return deps.db.transaction().execute(async (trx) => {
    if (settings.reviewerEmployeeId !== null) {
      await requireEmployee(trx, caller.employerId, settings.reviewerEmployeeId, 'reviewerEmployeeId');
    }
    // The row before, locked, so two saves at once each record what they replaced.
    await trx
      .selectFrom('attendance_settings')
      .select('employer_id')
      .where('employer_id', '=', caller.employerId)
      .forUpdate()
      .executeTakeFirst();
    const before = await settingsOf(trx, caller.employerId);
    const columns = {
      location_required: settings.locationRequired,
      allow_outside_with_reason: settings.allowOutsideWithReason,
      rounding_minutes: settings.roundingMinutes,
      max_accuracy_metres: settings.maxAccuracyMetres,
      reviewer_employee_id: settings.reviewerEmployeeId,
      default_start: settings.defaultStart,
      default_end: settings.defaultEnd,
      default_break_minutes: settings.defaultBreakMinutes,
      late_entry_grace_minutes: settings.lateEntryGraceMinutes,
      early_exit_grace_minutes: settings.earlyExitGraceMinutes,
      half_day_below_minutes: settings.halfDayBelowMinutes,
      absent_below_minutes: settings.absentBelowMinutes,
      updated_by: caller.userId,
    };
    await trx
      .insertInto('attendance_settings')
      .values({ employer_id: caller.employerId, ...columns })
      .onConflict((conflict) =>
        conflict.column('employer_id').doUpdateSet({ ...columns, updated_at: sql<Date>`now()` }),
      )
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'saveAttendanceSettings',
      area: 'attendance',
      recordType: 'attendance-settings',
      recordId: caller.employerId,
      before,
      after: settings,
    });
    return settings;
  });
}

/** 404 naming `field` unless `employeeId` is one of the employer's employees. */
export async function requireEmployee(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  field: string,
): Promise<void> {
  const found = await db
    .selectFrom('employees')
    .select('id')
    .where('id', '=', employeeId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!found) throw new Refusal(404, NO_SUCH_EMPLOYEE, { field });
}

/**
 * The zone a person's day is counted on (`personZone`: their own, else their branch's, else the
 * employer's). The daily job and the report read the same expression, so every part of attendance
 * dates a punch on the same clock.
 */
export async function zoneOf(db: Kysely<Database>, employerId: string, employeeId: string): Promise<string> {
  const { rows } = await sql<{
    zone: string | null;
  }>`select ${zoneOfPerson(employerId, employeeId)} as zone`.execute(db);
  return rows[0]?.zone ?? 'UTC';
}

/** The person's zone (personZone) as a sub-select, for a statement that reads more beside it; null for no person. */
export function zoneOfPerson(employerId: string, employeeId: string | null): RawBuilder<string | null> {
  return sql`(select ${personZone()} from employees
    join employers on employers.id = employees.employer_id
    left join branches on branches.id = employees.branch_id and branches.employer_id = employees.employer_id
    where employees.id = ${employeeId} and employees.employer_id = ${employerId})`;
}

export async function listAttendanceTimeZones(
  deps: ServiceDeps,
  caller: Caller,
): Promise<AttendanceTimeZones> {
  return timeZonesOf(deps.db, caller.employerId, deps.clock());
}

async function timeZonesOf(
  db: Kysely<Database>,
  employerId: string,
  now: Date,
): Promise<AttendanceTimeZones> {
  const employer = await db
    .selectFrom('employers')
    .select('time_zone')
    .where('id', '=', employerId)
    .executeTakeFirstOrThrow();
  const today = dayInZone(now, employer.time_zone);
  const branches = await db
    .selectFrom('branches')
    .select(['id', 'name', 'time_zone as timeZone'])
    .where('employer_id', '=', employerId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const employees = await db
    .selectFrom('employees')
    .select(['id', sql<string>`first_name || ' ' || last_name`.as('name'), 'time_zone as timeZone'])
    .where('employer_id', '=', employerId)
    .where('time_zone', 'is not', null)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  const people = await db
    .selectFrom('employees')
    .select([
      'id',
      sql<string>`first_name || ' ' || last_name`.as('name'),
      'placed_department_id as departmentId',
      'branch_id as branchId',
      'time_zone as timeZone',
    ])
    .where('employer_id', '=', employerId)
    .where((eb) => eb.or([eb('employment_end_date', 'is', null), eb('employment_end_date', '>=', today)]))
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  return {
    employerTimeZone: employer.time_zone,
    branches,
    employees: employees.map((employee) => ({ ...employee, timeZone: employee.timeZone as string })),
    people,
  };
}

export async function setAttendanceTimeZone(
  deps: ServiceDeps,
  caller: Caller,
  { branchId, employeeId, timeZone }: SetAttendanceTimeZoneRequest,
): Promise<AttendanceTimeZones> {
  if ((branchId === null) === (employeeId === null)) {
    throw new Refusal(400, NAME_BRANCH_OR_PERSON, { field: 'branchId' });
  }
  if (timeZone !== null && !isTimeZone(timeZone)) {
    throw new Refusal(400, UNKNOWN_TIME_ZONE, { field: 'timeZone' });
  }
  return deps.db.transaction().execute(async (trx) => {
    const table = branchId !== null ? 'branches' : 'employees';
    const id = (branchId ?? employeeId) as string;
    const before = await trx
      .selectFrom(table)
      .select('time_zone')
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) {
      throw branchId !== null
        ? new Refusal(404, NO_SUCH_BRANCH, { field: 'branchId' })
        : new Refusal(404, NO_SUCH_EMPLOYEE, { field: 'employeeId' });
    }
    await trx
      .updateTable(table)
      .set({ time_zone: timeZone })
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'setAttendanceTimeZone',
      area: 'attendance',
      recordType: branchId !== null ? 'branch' : 'employee',
      recordId: id,
      before: { timeZone: before.time_zone },
      after: { timeZone },
    });
    return timeZonesOf(trx, caller.employerId, deps.clock());
  });
}
