import type { OwnerAccessCheck } from '../attachments/owner-access.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { standingToward } from './document-access.ts';

/**
 * Who may download a version's file: whoever sees its item (its employee, and anyone whose documents
 * permission reaches them), every version kept, not only the latest.
 */
export const documentItemFiles: OwnerAccessCheck = async (deps, caller, itemId) => {
  const item = await deps.db
    .selectFrom('document_items')
    .select('employee_id')
    .where('id', '=', itemId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!item) return false;
  const today = await callerToday(deps, caller);
  return (await standingToward(deps.db, caller, item.employee_id, today)).mayRead;
};
