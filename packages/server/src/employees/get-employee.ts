import type { Caller } from '../auth/access-tokens.ts';
import type { EmployeeIdRequest, EmployeeRecord } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { recordDecisions } from '../incidents/decisions-in-force.ts';
import { reachesEmployee, reachOf } from '../roles/scope.ts';
import { readAccess } from './employee-access.ts';
import { employeeRecord, loadEmployee } from './employee-record.ts';

/**
 * One record the caller's employees.read scope reaches: any of the employer's for an administrator,
 * their own (without health) for an employee, their people's for a manager or a head. The live
 * warnings and dismissals of their incident cases come with it for the employee themself and for those
 * whose incidents.read reaches them (issue 30 item 5).
 */
export async function getEmployee(
  deps: ServiceDeps,
  caller: Caller,
  { id }: EmployeeIdRequest,
): Promise<EmployeeRecord> {
  const now = deps.clock();
  const today = await callerToday(deps, caller);
  const { withHealth } = await readAccess(deps.db, caller, id, today);
  const stored = await loadEmployee(deps.db, caller.employerId, id, { today, withHealth });
  const record = await employeeRecord(deps.db, caller.employerId, stored, now);
  const seesDecisions =
    caller.employeeId === id ||
    (await reachesEmployee(deps.db, reachOf(caller, 'incidents', 'read', today), id));
  if (!seesDecisions) return record;
  // Absent when there are none, so the record reads as create and update answer it.
  const decisions = await recordDecisions(deps.db, caller.employerId, id, today);
  return decisions.length > 0 ? { ...record, incidentDecisions: decisions } : record;
}
