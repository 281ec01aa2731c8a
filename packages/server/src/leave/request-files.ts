import { takesPartIn } from '../approvals/history.ts';
import { personOf } from '../approvals/persons.ts';
import type { OwnerAccessCheck } from '../attachments/owner-access.ts';
import { todayOf } from './applicant.ts';

/**
 * Who may download a file attached to a leave request (administrators never reach this check): the
 * request's employee, and anyone who takes part in its approval — named on its route, who decided, or
 * who may decide its waiting step today (a delegate). Nobody else of the employer, even of the same
 * department: a sick note is not the team's business.
 */
export const leaveRequestFiles: OwnerAccessCheck = async (deps, caller, requestId) => {
  const request = await deps.db
    .selectFrom('leave_requests')
    .select(['employee_id', 'approval_id'])
    .where('id', '=', requestId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  const person = await personOf(deps.db, caller);
  if (!request || !person) return false;
  if (person.personId === request.employee_id) return true;
  if (!request.approval_id) return false;
  return takesPartIn(
    deps.db,
    caller.employerId,
    request.approval_id,
    person.personId,
    todayOf(deps).toString(),
  );
};
