import type { Caller } from '../auth/access-tokens.ts';
import type { EmployeeIdRequest, EmployeeRecord } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { employerToday } from '../employer/employer-settings.ts';
import { readAccess } from './employee-access.ts';
import { employeeRecord, loadEmployee } from './employee-record.ts';

/**
 * One record the caller's employees.read scope reaches: any of the employer's for an administrator,
 * their own (without health) for an employee, their people's for a manager or a head.
 */
export async function getEmployee(
  deps: ServiceDeps,
  caller: Caller,
  { id }: EmployeeIdRequest,
): Promise<EmployeeRecord> {
  const now = deps.clock();
  const today = await employerToday(deps, caller.employerId);
  const { withHealth } = await readAccess(deps.db, caller, id, today);
  const stored = await loadEmployee(deps.db, caller.employerId, id, { today, withHealth });
  return employeeRecord(deps.db, caller.employerId, stored, now);
}
