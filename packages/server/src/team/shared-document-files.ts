import type { OwnerAccessCheck } from '../attachments/owner-access.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { visibleTo } from './shared-document-views.ts';

/**
 * Who may download a shared document's file: whoever may see the document today, so a colleague asking
 * for a Selected Employee document's file by its id gets the 404 of an unknown file.
 */
export const sharedDocumentFiles: OwnerAccessCheck = async (deps, caller, documentId) => {
  const row = await visibleTo(deps.db, caller, await callerToday(deps, caller))
    .select('sd.id')
    .where('sd.id', '=', documentId)
    .executeTakeFirst();
  return row !== undefined;
};
