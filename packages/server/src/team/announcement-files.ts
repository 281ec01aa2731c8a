import type { OwnerAccessCheck } from '../attachments/owner-access.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { visibleTo } from './announcement-views.ts';

/**
 * Who may download an announcement's file: whoever may read the announcement, so an employee gets its
 * files from its effective date once it is published, and the 404 of an unknown file before.
 */
export const announcementFiles: OwnerAccessCheck = async (deps, caller, announcementId) => {
  const row = await visibleTo(deps.db, caller, await callerToday(deps, caller))
    .select('an.id')
    .where('an.id', '=', announcementId)
    .executeTakeFirst();
  return row !== undefined;
};
