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
import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { changeThen, feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { useServerPages } from '../api/useServerPages.ts';
import { toastQueue } from '../toasts.ts';
import { downloadTeamFile, uploadTeamFile } from './teamFiles.ts';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** The dialog's upload (through upload-attachment) and save (create or update). */
function dialogData(after: () => void): AnnouncementDialogData {
  return {
    today: today(getLocalTimeZone()).toString(),
    onUpload: uploadTeamFile,
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

/** An announcement the bell's link names, or null when there is none or it cannot be read. */
function useOpened(openId: string | null) {
  return useLoad(async (signal) => {
    if (!openId) return null;
    try {
      return (await getAnnouncement(apiClient, { id: openId }, { signal })).returnObject;
    } catch {
      return null;
    }
  });
}

/**
 * Team › Announcements for administrators: the table paged on the server, the dialog and delete;
 * a save or a delete loads the list again.
 */
export function useAdminAnnouncements(openId: string | null): AnnouncementsScreenProps {
  const fetchPage = useCallback(
    async (page: number, signal?: AbortSignal) =>
      (
        await listAnnouncements(
          apiClient,
          { page, pageSize: ANNOUNCEMENTS_PAGE_SIZE },
          signal ? { signal } : undefined,
        )
      ).returnObject,
    [],
  );
  const pages = useServerPages(fetchPage, ANNOUNCEMENTS_PAGE_SIZE);
  const opened = useOpened(openId);
  return {
    status: pages.status,
    errorMessage: pages.errorMessage,
    onRetry: pages.retry,
    total: pages.total,
    announcements: pages.rows,
    onVisibleRangeChange: pages.onVisibleRangeChange,
    opened: opened.data ?? null,
    onDelete: (announcement) =>
      changeThen(
        () => deleteAnnouncement(apiClient, { id: announcement.id }),
        async () => pages.retry(),
      ),
    ...dialogData(pages.retry),
  };
}

interface Loaded {
  items: Announcement[];
  total: number;
}

/** Puts the bell's announcement among those loaded, in its place by date, once. */
function withOpened(loaded: Loaded, opened: Announcement | null): Loaded {
  if (!opened || loaded.items.some((item) => item.id === opened.id)) return loaded;
  const items = [...loaded.items, opened].sort(
    (a, b) => b.effectiveDate.localeCompare(a.effectiveDate) || b.createdAt.localeCompare(a.createdAt),
  );
  return { items, total: loaded.total };
}

/**
 * Team › Announcements for employees: pages of the published ones, Show more for the next, the
 * bell's announcement among them; opening an unread one marks it read on the server and here.
 */
export function useMyAnnouncements(openId: string | null): MyAnnouncementsScreenProps {
  const first = useLoad(
    async (signal) =>
      (await listAnnouncements(apiClient, { page: 1, pageSize: ANNOUNCEMENTS_PAGE_SIZE }, { signal }))
        .returnObject,
  );
  const opened = useOpened(openId);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isLoadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    if (first.status === 'ready' && opened.status !== 'loading') {
      setLoaded(withOpened({ items: [...first.data.items], total: first.data.total }, opened.data ?? null));
    }
  }, [first.status, first.data, opened.status, opened.data]);

  const onRead = useCallback((announcement: { id: string }) => {
    markAnnouncementRead(apiClient, { id: announcement.id }).then(
      ({ returnObject }) =>
        setLoaded((current) =>
          current
            ? {
                ...current,
                items: current.items.map((item) => (item.id === returnObject.id ? returnObject : item)),
              }
            : current,
        ),
      () => undefined,
    );
  }, []);

  const onShowMore = async () => {
    if (!loaded) return;
    setLoadingMore(true);
    try {
      const page = Math.floor(loaded.items.length / ANNOUNCEMENTS_PAGE_SIZE) + 1;
      const { returnObject } = await listAnnouncements(apiClient, {
        page,
        pageSize: ANNOUNCEMENTS_PAGE_SIZE,
      });
      setLoaded((current) => {
        const items = current?.items ?? [];
        const fresh = returnObject.items.filter((item) => !items.some((kept) => kept.id === item.id));
        return { items: [...items, ...fresh], total: returnObject.total };
      });
    } catch (error) {
      toastQueue.add({
        title: 'More announcements could not be loaded',
        description: feedbackFor(error).message,
        variant: 'danger',
      });
    } finally {
      setLoadingMore(false);
    }
  };

  const waiting = first.status === 'ready' && !loaded;
  return {
    status: waiting ? 'loading' : first.status,
    errorMessage: first.errorMessage,
    onRetry: first.retry,
    announcements: loaded?.items ?? [],
    total: loaded?.total ?? 0,
    onShowMore: () => void onShowMore(),
    isLoadingMore,
    openId,
    onRead,
    onDownload: (file) => void downloadTeamFile(file),
  };
}
