import type { Insertable } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { CreateEmployeeRequest, EmployeeRecord } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { EmployeesTable } from '../db/schema.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { duplicateRefusal, planChange, writeRecordParts } from './employee-changes.ts';
import { columnsOf } from './employee-columns.ts';
import { refreshCurrentPlacement } from './employee-history.ts';
import { employeeRecord, loadEmployee, type StoredEmployee } from './employee-record.ts';

/**
 * Creates an employee of the caller's employer from the Employee form's sections. The employer comes
 * from the access token, never from the body, so no request can place an employee in another
 * employer. The first placement and salary take effect from their own date, else the date joined,
 * else the start date, else today.
 */
export async function createEmployee(
  deps: ServiceDeps,
  caller: Caller,
  request: CreateEmployeeRequest,
): Promise<EmployeeRecord> {
  const { db } = deps;
  const { employerId } = caller;
  const today = await callerToday(deps, caller);
  const change = await planChange(db, employerId, request, undefined, today);
  const { quickEntry, personal } = change.sections;
  let stored: StoredEmployee;
  try {
    stored = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('employees')
        .values({ ...columnsOf(change.sections), employer_id: employerId } as Insertable<EmployeesTable>)
        .returning('id')
        .executeTakeFirstOrThrow();
      const defaultDate = personal?.dateJoined ?? quickEntry?.startDate ?? today;
      await writeRecordParts(
        trx,
        { employerId, employeeId: id, defaultDate, recordedBy: caller.userId },
        change,
      );
      // Even without a placement: the row then caches "none yet", right until one is recorded.
      await refreshCurrentPlacement(trx, employerId, [id], today);
      const created = await loadEmployee(trx, employerId, id, { today, withHealth: true });
      await writeAudit(trx, actorOf(caller), {
        operation: 'createEmployee',
        area: 'employees',
        recordType: 'employee',
        recordId: id,
        before: null,
        after: created.values,
      });
      return created;
    });
  } catch (error) {
    throw duplicateRefusal(error, quickEntry) ?? error;
  }
  return employeeRecord(db, employerId, stored, deps.clock());
}
