import type { Caller } from '../auth/access-tokens.ts';
import type { EmployeeIdRequest, EmployeeRecord } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { utcDate } from '../dashboard/calendar-months.ts';
import { recordAccess } from './employee-access.ts';
import { employeeRecord, loadEmployee } from './employee-record.ts';

/** One record: any of the employer's for an administrator, their own (without health) for an employee. */
export async function getEmployee(
  deps: ServiceDeps,
  caller: Caller,
  { id }: EmployeeIdRequest,
): Promise<EmployeeRecord> {
  const { withHealth } = await recordAccess(deps.db, caller, id);
  const now = deps.clock();
  const stored = await loadEmployee(deps.db, caller.employerId, id, { today: utcDate(now), withHealth });
  return employeeRecord(deps.db, caller.employerId, stored, now);
}
