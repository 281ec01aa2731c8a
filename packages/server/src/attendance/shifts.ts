import { ShiftTypeSchema, type Weekday } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  AssignShiftRequest,
  ListShiftAssignmentsRequest,
  SaveShiftTypeRequest,
  ShiftAssignment,
  ShiftType,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain } from '../core/domain-rules.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { NO_SUCH_EMPLOYEE } from '../employees/employee-record.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { reaches, reachesEmployee, reachOf } from '../roles/scope.ts';
import { lockOwnRow, refuseNameTaken } from './rows.ts';

/**
 * Shift types and who works them (issue 29 item 2; docs/attendance.md › Shifts). A person's
 * assignments never overlap: an assignment is decided under a lock on the people's rows, so two sent
 * at once cannot both pass.
 */

export const NO_SUCH_SHIFT_TYPE = 'There is no such shift type.';
export const NO_SUCH_ASSIGNMENT = 'There is no such shift assignment.';
export const SHIFT_TYPE_INACTIVE = 'This shift type is inactive: make it active before assigning it.';
export const TO_BEFORE_FROM = 'The last day cannot be before the first.';
export const shiftTypeNameTaken = (name: string) => `There is already a shift type named ${name}.`;
export const shiftTypeAssigned = (name: string, count: number) =>
  `${name} is assigned to people (${count} ${count === 1 ? 'assignment' : 'assignments'}): make it inactive instead, or remove the assignments first.`;
const until = (date: string | null) => (date === null ? 'no end date' : date);
export const assignmentOverlaps = (
  person: string,
  shift: string,
  existing: { fromDate: string; toDate: string | null },
  asked: { fromDate: string; toDate: string | null },
) =>
  `${person} already works ${shift} from ${existing.fromDate} to ${until(existing.toDate)}, which overlaps ${asked.fromDate} to ${until(asked.toDate)}.`;

const shiftTypeColumns = sql`st.id, st.name, st.start_time as start, st.end_time as "end",
  st.break_minutes as "breakMinutes", st.late_entry_grace_minutes as "lateEntryGraceMinutes",
  st.early_exit_grace_minutes as "earlyExitGraceMinutes", st.half_day_below_minutes as "halfDayBelowMinutes",
  st.absent_below_minutes as "absentBelowMinutes", st.window_before_start_minutes as "windowBeforeStartMinutes",
  st.window_after_end_minutes as "windowAfterEndMinutes", st.days, st.active,
  (select count(*)::int from shift_assignments sa
    where sa.employer_id = st.employer_id and sa.shift_type_id = st.id) as assignments`;

async function shiftTypesWhere(db: Kysely<Database>, employerId: string, id?: string): Promise<ShiftType[]> {
  const { rows } = await sql<ShiftType>`select ${shiftTypeColumns} from shift_types st
    where st.employer_id = ${employerId} ${id === undefined ? sql`` : sql`and st.id = ${id}`}
    order by lower(st.name), st.id`.execute(db);
  return rows.map((row) => ({ ...row, days: row.days as Weekday[] }));
}

export async function listShiftTypes(deps: ServiceDeps, caller: Caller): Promise<{ items: ShiftType[] }> {
  return { items: await shiftTypesWhere(deps.db, caller.employerId) };
}

export async function saveShiftType(
  deps: ServiceDeps,
  caller: Caller,
  { id, ...sent }: SaveShiftTypeRequest,
): Promise<ShiftType> {
  const shift = await checkedByDomain(ShiftTypeSchema, sent);
  const columns = {
    name: shift.name,
    start_time: shift.start,
    end_time: shift.end,
    break_minutes: shift.breakMinutes,
    late_entry_grace_minutes: shift.lateEntryGraceMinutes,
    early_exit_grace_minutes: shift.earlyExitGraceMinutes,
    half_day_below_minutes: shift.halfDayBelowMinutes,
    absent_below_minutes: shift.absentBelowMinutes,
    window_before_start_minutes: shift.windowBeforeStartMinutes,
    window_after_end_minutes: shift.windowAfterEndMinutes,
    days: [...shift.days],
    active: shift.active,
  };
  return deps.db.transaction().execute(async (trx) => {
    let before: ShiftType | null = null;
    if (id !== undefined) {
      await lockOwnRow(trx, 'shift_types', caller.employerId, id, NO_SUCH_SHIFT_TYPE);
      [before = null] = await shiftTypesWhere(trx, caller.employerId, id);
    }
    await refuseNameTaken(
      trx,
      'shift_types',
      caller.employerId,
      shift.name,
      id,
      shiftTypeNameTaken(shift.name),
    );
    const saved =
      id === undefined
        ? await trx
            .insertInto('shift_types')
            .values({ employer_id: caller.employerId, ...columns })
            .returning('id')
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('shift_types')
            .set({ ...columns, updated_at: sql<Date>`now()` })
            .where('id', '=', id)
            .where('employer_id', '=', caller.employerId)
            .returning('id')
            .executeTakeFirstOrThrow();
    const [after] = await shiftTypesWhere(trx, caller.employerId, saved.id);
    await writeAudit(trx, actorOf(caller), {
      operation: 'saveShiftType',
      area: 'attendance',
      recordType: 'shift-type',
      recordId: saved.id,
      before,
      after,
    });
    return after as ShiftType;
  });
}

export async function deleteShiftType(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
): Promise<{ id: string }> {
  return deps.db.transaction().execute(async (trx) => {
    await lockOwnRow(trx, 'shift_types', caller.employerId, id, NO_SUCH_SHIFT_TYPE);
    const [before] = (await shiftTypesWhere(trx, caller.employerId, id)) as [ShiftType];
    if (before.assignments > 0) throw new Refusal(409, shiftTypeAssigned(before.name, before.assignments));
    await trx
      .deleteFrom('shift_types')
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'deleteShiftType',
      area: 'attendance',
      recordType: 'shift-type',
      recordId: id,
      before,
      after: null,
    });
    return { id };
  });
}

const assignmentColumns = sql`sa.id, sa.employee_id as "employeeId",
  e.first_name || ' ' || e.last_name as "employeeName", sa.shift_type_id as "shiftTypeId",
  st.name as "shiftTypeName", to_char(sa.from_date, 'YYYY-MM-DD') as "fromDate",
  to_char(sa.to_date, 'YYYY-MM-DD') as "toDate"`;
const assignmentFrom = sql`shift_assignments sa
  join employees e on e.id = sa.employee_id and e.employer_id = sa.employer_id
  join shift_types st on st.id = sa.shift_type_id and st.employer_id = sa.employer_id`;

export async function listShiftAssignments(
  deps: ServiceDeps,
  caller: Caller,
  filters: ListShiftAssignmentsRequest,
): Promise<{ items: ShiftAssignment[] }> {
  const reach = reachOf(caller, 'attendance', 'read', await callerToday(deps, caller));
  // One person's: someone outside the reach is the 404 of an id no one has.
  if (filters.employeeId !== undefined) {
    const ours = await deps.db
      .selectFrom('employees')
      .select('id')
      .where('id', '=', filters.employeeId)
      .where('employer_id', '=', caller.employerId)
      .executeTakeFirst();
    if (!ours || !(await reachesEmployee(deps.db, reach, filters.employeeId))) {
      throw new Refusal(404, NO_SUCH_EMPLOYEE, { field: 'employeeId' });
    }
  }
  const conditions = [sql`sa.employer_id = ${caller.employerId}`, reaches(reach, sql.ref('sa.employee_id'))];
  if (filters.employeeId !== undefined) conditions.push(sql`sa.employee_id = ${filters.employeeId}`);
  if (filters.shiftTypeId !== undefined) conditions.push(sql`sa.shift_type_id = ${filters.shiftTypeId}`);
  if (filters.on !== undefined) {
    conditions.push(
      sql`sa.from_date <= ${filters.on} and (sa.to_date is null or sa.to_date >= ${filters.on})`,
    );
  }
  const { rows } = await sql<ShiftAssignment>`select ${assignmentColumns} from ${assignmentFrom}
    where ${sql.join(conditions, sql` and `)}
    order by sa.from_date desc, e.last_name, e.first_name, sa.id`.execute(deps.db);
  return { items: rows };
}

export async function assignShift(
  deps: ServiceDeps,
  caller: Caller,
  { shiftTypeId, employeeIds, fromDate, toDate }: AssignShiftRequest,
): Promise<{ items: ShiftAssignment[] }> {
  if (toDate !== null && toDate < fromDate) throw new Refusal(400, TO_BEFORE_FROM, { field: 'toDate' });
  const people = [...new Set(employeeIds)].sort();
  return deps.db.transaction().execute(async (trx) => {
    const shift = await trx
      .selectFrom('shift_types')
      .select(['id', 'name', 'active'])
      .where('id', '=', shiftTypeId)
      .where('employer_id', '=', caller.employerId)
      .executeTakeFirst();
    if (!shift) throw new Refusal(404, NO_SUCH_SHIFT_TYPE, { field: 'shiftTypeId' });
    if (!shift.active) throw new Refusal(400, SHIFT_TYPE_INACTIVE, { field: 'shiftTypeId' });
    // The people's rows, locked in one order so two assignments naming the same people wait for each
    // other instead of deadlocking; the overlap is then decided on what the other one committed.
    const locked = await trx
      .selectFrom('employees')
      .select('id')
      .where('employer_id', '=', caller.employerId)
      .where('id', 'in', people)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (locked.length !== people.length) throw new Refusal(404, NO_SUCH_EMPLOYEE, { field: 'employeeIds' });
    const { rows: overlapping } =
      await sql<ShiftAssignment>`select ${assignmentColumns} from ${assignmentFrom}
      where sa.employer_id = ${caller.employerId} and sa.employee_id = any(${people}::uuid[])
        and (sa.to_date is null or sa.to_date >= ${fromDate})
        and (${toDate}::date is null or sa.from_date <= ${toDate}::date)
      order by e.last_name, e.first_name, sa.from_date
      limit 1`.execute(trx);
    const [first] = overlapping;
    if (first) {
      throw new Refusal(
        409,
        assignmentOverlaps(first.employeeName, first.shiftTypeName, first, { fromDate, toDate }),
        { field: 'employeeIds' },
      );
    }
    const made = await trx
      .insertInto('shift_assignments')
      .values(
        people.map((employeeId) => ({
          employer_id: caller.employerId,
          employee_id: employeeId,
          shift_type_id: shiftTypeId,
          from_date: fromDate,
          to_date: toDate,
          created_by: caller.userId,
        })),
      )
      .returning('id')
      .execute();
    const { rows } = await sql<ShiftAssignment>`select ${assignmentColumns} from ${assignmentFrom}
      where sa.employer_id = ${caller.employerId} and sa.id = any(${made.map((row) => row.id)}::uuid[])
      order by e.last_name, e.first_name, sa.id`.execute(trx);
    await writeAudit(trx, actorOf(caller), {
      operation: 'assignShift',
      area: 'attendance',
      recordType: 'shift-assignment',
      recordId: shiftTypeId,
      before: null,
      after: { shiftType: shift.name, fromDate, toDate, assignments: rows },
    });
    return { items: rows };
  });
}

export async function removeShiftAssignment(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
): Promise<ShiftAssignment> {
  return deps.db.transaction().execute(async (trx) => {
    const { rows } = await sql<ShiftAssignment>`select ${assignmentColumns} from ${assignmentFrom}
      where sa.employer_id = ${caller.employerId} and sa.id = ${id}
      for update of sa`.execute(trx);
    const [before] = rows;
    if (!before) throw new Refusal(404, NO_SUCH_ASSIGNMENT, { field: 'id' });
    await trx
      .deleteFrom('shift_assignments')
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'removeShiftAssignment',
      area: 'attendance',
      recordType: 'shift-assignment',
      recordId: id,
      before,
      after: null,
    });
    return before;
  });
}
