import type { Transaction } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { EmployeeRecord, UpdateEmployeeRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { Database } from '../db/schema.ts';
import { callerToday } from '../employer/employer-settings.ts';
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
  const today = await callerToday(deps, caller);
  const { withHealth, editable } = await updateAccess(db, caller, id, today);
  requireEditableSections(editable, sent);
  let updated: StoredEmployee;
  try {
    updated = await db
      .transaction()
      .execute((trx) =>
        changeEmployee(trx, caller, id, sent, { today, withHealth, operation: 'updateEmployee' }),
      );
  } catch (error) {
    throw duplicateRefusal(error, sent.quickEntry) ?? error;
  }
  return employeeRecord(db, employerId, updated, deps.clock());
}

export interface EmployeeChangeOptions {
  today: string;
  withHealth: boolean;
  /** The operation the audit row names: updateEmployee, or decideRequest applying an approved change. */
  operation: string;
  /** Put beside the sections in the audit row's before and after (the request a change came from). */
  auditNote?: { before: Record<string, unknown>; after: Record<string, unknown> };
}

/**
 * The employee form's change inside the caller's transaction: the form's rules, the history rows, the
 * placement and terms caches and one audit row on the employee, as update-employee makes it. An
 * approved change-of-details request applies through here in its approval's transaction, so its
 * history and trail are those of the form's.
 */
export async function changeEmployee(
  trx: Transaction<Database>,
  caller: Caller,
  id: string,
  sent: Omit<UpdateEmployeeRequest, 'id'>,
  { today, withHealth, operation, auditNote }: EmployeeChangeOptions,
): Promise<StoredEmployee> {
  const { employerId } = caller;
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
    operation,
    area: 'employees',
    recordType: 'employee',
    recordId: id,
    before: { ...sections(stored.values), ...auditNote?.before },
    after: { ...sections(after.values), ...auditNote?.after },
  });
  return after;
}
