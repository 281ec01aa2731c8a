import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { EmployeeRecord, UpdateEmployeeRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { utcDate } from '../dashboard/calendar-months.ts';
import { refuseOwnPayChange, requireEditableSections, updateAccess } from './employee-access.ts';
import { duplicateRefusal, planChange, writeRecordParts } from './employee-changes.ts';
import { columnsOf } from './employee-columns.ts';
import { refreshCurrentPlacement } from './employee-history.ts';
import { employeeRecord, loadEmployee, type StoredEmployee } from './employee-record.ts';
import { followFormTerms } from './terms/form-terms.ts';

/**
 * Replaces the sections sent; the others keep their values. A placement or salary change is added to
 * its history (dated today when sent without a date), never written over the earlier one, except that
 * a change dated like an existing entry corrects it.
 */
export async function updateEmployee(
  deps: ServiceDeps,
  caller: Caller,
  { id, ...sent }: UpdateEmployeeRequest,
): Promise<EmployeeRecord> {
  const { db } = deps;
  const { employerId } = caller;
  const today = utcDate(deps.clock());
  const { withHealth, editable } = await updateAccess(db, caller, id, today);
  requireEditableSections(editable, sent);
  let updated: StoredEmployee;
  try {
    updated = await db.transaction().execute(async (trx) => {
      const stored = await loadEmployee(trx, employerId, id, { today, withHealth, forUpdate: true });
      const change = await planChange(trx, employerId, sent, stored, today);
      refuseOwnPayChange(caller, stored, change);
      const columns = columnsOf(change.sections);
      if (Object.keys(columns).length > 0) {
        await trx
          .updateTable('employees')
          .set(columns)
          .where('id', '=', id)
          .where('employer_id', '=', employerId)
          .execute();
      }
      await writeRecordParts(
        trx,
        { employerId, employeeId: id, defaultDate: today, recordedBy: caller.userId },
        change,
      );
      if (change.placement) await refreshCurrentPlacement(trx, employerId, [id], today);
      if (change.sections.personal || change.sections.salary) {
        await followFormTerms(trx, { employerId, employeeId: id, today, recordedBy: caller.userId });
      }
      const after = await loadEmployee(trx, employerId, id, { today, withHealth });
      // The sections sent, as they were and as they are: what this change could have touched.
      const sections = (values: StoredEmployee['values']) =>
        Object.fromEntries(
          Object.keys(change.sections).map((name) => [name, values[name as keyof typeof values]]),
        );
      await writeAudit(trx, actorOf(caller), {
        operation: 'updateEmployee',
        area: 'employees',
        recordType: 'employee',
        recordId: id,
        before: sections(stored.values),
        after: sections(after.values),
      });
      return after;
    });
  } catch (error) {
    throw duplicateRefusal(error, sent.quickEntry) ?? error;
  }
  return employeeRecord(db, employerId, updated, deps.clock());
}
