import { listNotifications, markNotificationsRead } from '@hr/api';
import type { NotificationsBellProps, ShellNotification, ShellNotifications } from '@hr/screens';
import { atom, useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../api/client.ts';

/** How often the bell asks again while the tab stays open. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/**
 * The signed-in user's feed as the bell last read it, with the user it was read for, so another
 * account signing in on this tab never sees it.
 */
export const notificationsAtom = atom<{ userId: string; feed: ShellNotifications } | null>(null);

const loading: ShellNotifications = { items: [], unreadCount: 0, status: 'loading' };

/**
 * The bell's feed and actions for the shell: loaded on sign-in, again when the window regains focus
 * and every minute; opening one goes to its page and marks it read. A failed refresh keeps what was
 * shown (with its status 'error' only when nothing was).
 */
export function useNotifications(userId: string | undefined): NotificationsBellProps {
  const [stored, setStored] = useAtom(notificationsAtom);
  const navigate = useNavigate();
  const feed = stored && stored.userId === userId ? stored.feed : loading;

  const refresh = useCallback(async () => {
    if (!userId) return;
    try {
      const { returnObject } = await listNotifications(apiClient, {});
      setStored({ userId, feed: { ...returnObject, status: 'ready' } });
    } catch {
      setStored((previous) =>
        previous?.userId === userId
          ? previous
          : { userId, feed: { items: [], unreadCount: 0, status: 'error' } },
      );
    }
  }, [userId, setStored]);

  useEffect(() => {
    if (!userId) return;
    void refresh();
    const timer = window.setInterval(() => void refresh(), NOTIFICATIONS_REFRESH_MS);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [userId, refresh]);

  const markRead = useCallback(
    async (body: { ids: string[] } | { all: true }) => {
      // Whether or not the mark was saved, the feed read afterwards shows what stands.
      await markNotificationsRead(apiClient, body).catch(() => undefined);
      await refresh();
    },
    [refresh],
  );

  return {
    notifications: feed,
    onOpen: (notification: ShellNotification) => {
      navigate(notification.link);
      if (notification.readAt === null) void markRead({ ids: [notification.id] });
    },
    onMarkAllRead: () => void markRead({ all: true }),
  };
}
