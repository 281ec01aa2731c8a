import type { Caller } from '../auth/access-tokens.ts';
import type { EmployeeRecord, UpdateEmployeeRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { utcDate } from '../dashboard/calendar-months.ts';
import { recordAccess, requireEditableSections } from './employee-access.ts';
import { duplicateRefusal, planChange, writeRecordParts } from './employee-changes.ts';
import { columnsOf } from './employee-columns.ts';
import { refreshCurrentPlacement } from './employee-history.ts';
import { employeeRecord, loadEmployee } from './employee-record.ts';

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
  const { withHealth } = await recordAccess(db, caller, id);
  requireEditableSections(caller, sent);
  const today = utcDate(deps.clock());
  try {
    await db.transaction().execute(async (trx) => {
      const stored = await loadEmployee(trx, employerId, id, { today, withHealth, forUpdate: true });
      const change = await planChange(trx, employerId, sent, stored, today);
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
    });
  } catch (error) {
    throw duplicateRefusal(error, sent.quickEntry) ?? error;
  }
  const stored = await loadEmployee(db, employerId, id, { today, withHealth });
  return employeeRecord(db, employerId, stored, deps.clock());
}
