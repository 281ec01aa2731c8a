import { takesPartIn } from '../approvals/history.ts';
import { personOf } from '../approvals/persons.ts';
import type { OwnerAccessCheck } from '../attachments/owner-access.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { reachesEmployee, reachOf } from '../roles/scope.ts';

/**
 * Who may download a file attached to a leave request: whoever's leave read reaches the request's
 * employee (the employee themselves, their line manager, a department's HR officer, an administrator),
 * and anyone who takes part in its approval — named on its route, who decided, or who may decide its
 * waiting step today (a delegate). Nobody else of the employer, even of the same department: a sick
 * note is not the team's business.
 */
export const leaveRequestFiles: OwnerAccessCheck = async (deps, caller, requestId) => {
  const request = await deps.db
    .selectFrom('leave_requests')
    .select(['employee_id', 'approval_id'])
    .where('id', '=', requestId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!request) return false;
  const today = await callerToday(deps, caller);
  if (await reachesEmployee(deps.db, reachOf(caller, 'leave', 'read', today), request.employee_id)) {
    return true;
  }
  const person = personOf(caller);
  if (!person || !request.approval_id) return false;
  return takesPartIn(deps.db, caller.employerId, request.approval_id, person.personId, today);
};
