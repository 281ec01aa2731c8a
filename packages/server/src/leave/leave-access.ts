import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';

export const LEAVE_NOT_OPEN_TO_EMPLOYEES =
  'Leave is not open to employees yet. An administrator can enable it in Module Access.';

/**
 * Every leave operation an employee may use calls this first: administrators always pass; an
 * employee passes only while the employer has enabled the Leave module in Module Access (no stored
 * choice means disabled, as employer/module-access.ts reads it). Read per request, so switching the
 * module off closes leave to employees at once, tokens already issued included.
 */
export async function requireLeaveAccess({ db }: ServiceDeps, caller: Caller): Promise<void> {
  if (caller.permissions.canAll('leave', 'read')) return;
  const module = await db
    .selectFrom('employer_modules')
    .select('enabled')
    .where('employer_id', '=', caller.employerId)
    .where('module_id', '=', 'leave')
    .executeTakeFirst();
  if (!module?.enabled) throw new Refusal(403, LEAVE_NOT_OPEN_TO_EMPLOYEES);
}
