import {
  type Announcement,
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  markAnnouncementRead,
  updateAnnouncement,
} from '@hr/api';
import {
  ANNOUNCEMENT_FIELDS,
  type AnnouncementDialogData,
  type AnnouncementsScreenProps,
  type MyAnnouncementsScreenProps,
} from '@hr/screens';
import { getLocalTimeZone, today } from '@internationalized/date';
import { useCallback } from 'react';
import { apiClient } from '../api/client.ts';
import { changeThen } from '../api/feedback.ts';
import { downloadStoredFile, uploadStoredFile } from '../api/storedFiles.ts';
import { type FetchTeamPage, TEAM_PAGE_SIZE, useTeamFeed, useTeamTable } from './useTeamFeed.ts';

/** The dialog's upload (through upload-attachment) and save (create or update). */
function dialogData(after: () => void): AnnouncementDialogData {
  return {
    today: today(getLocalTimeZone()).toString(),
    onUpload: uploadStoredFile,
    onSave: ({ attachmentIds, removeAttachmentIds, ...values }, announcement) =>
      changeThen(
        () =>
          announcement
            ? updateAnnouncement(apiClient, {
                id: announcement.id,
                ...values,
                attachmentIds,
                removeAttachmentIds,
              })
            : createAnnouncement(apiClient, { ...values, attachmentIds }),
        async () => after(),
        ANNOUNCEMENT_FIELDS,
      ),
  };
}

/** A page of the announcements the caller may see (every one for an administrator, the published for others). */
const fetchPage: FetchTeamPage<Announcement> = async (page, signal) =>
  (await listAnnouncements(apiClient, { page, pageSize: TEAM_PAGE_SIZE }, signal ? { signal } : undefined))
    .returnObject;

/** The announcement the bell's link names. */
const fetchItem = async (id: string, signal: AbortSignal) =>
  (await getAnnouncement(apiClient, { id }, { signal })).returnObject;

/**
 * Team › Announcements for administrators: the table paged on the server, the dialog and delete;
 * a save or a delete loads the list again.
 */
export function useAdminAnnouncements(openId: string | null): AnnouncementsScreenProps {
  const table = useTeamTable(fetchPage, { openId, fetchItem });
  return {
    ...table.list,
    announcements: table.rows,
    opened: table.opened,
    onDelete: (announcement) =>
      changeThen(
        () => deleteAnnouncement(apiClient, { id: announcement.id }),
        async () => table.reload(),
      ),
    ...dialogData(table.reload),
  };
}

/** Newest effective date first, then newest written: the feed's order. */
const newestFirst = (a: Announcement, b: Announcement) =>
  b.effectiveDate.localeCompare(a.effectiveDate) || b.createdAt.localeCompare(a.createdAt);

/**
 * Team › Announcements for employees: pages of the published ones, Show more for the next, the
 * bell's announcement among them; opening an unread one marks it read on the server and here.
 */
export function useMyAnnouncements(openId: string | null): MyAnnouncementsScreenProps {
  const { items, replace, ...feed } = useTeamFeed({
    fetchPage,
    openId,
    fetchItem,
    compare: newestFirst,
    moreFailedTitle: 'More announcements could not be loaded',
  });
  const onRead = useCallback(
    (announcement: { id: string }) => {
      markAnnouncementRead(apiClient, { id: announcement.id }).then(
        ({ returnObject }) => replace(returnObject),
        () => undefined,
      );
    },
    [replace],
  );
  return {
    ...feed,
    announcements: items,
    openId,
    onRead,
    onDownload: (file) => void downloadStoredFile(file),
  };
}
