import { NotificationsMenu } from '@hr/ui';
import { DateFormatter } from '@internationalized/date';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';

/** One notification as the bell shows it (the server's feed item). */
export interface ShellNotification {
  id: string;
  title: string;
  /** The app's path that opening it leads to. */
  link: string;
  createdAt: string;
  readAt: string | null;
}

export interface ShellNotifications {
  items: readonly ShellNotification[];
  unreadCount: number;
  status: 'loading' | 'error' | 'ready';
}

export interface NotificationsBellProps {
  notifications: ShellNotifications;
  /** A notification was chosen: go to its link and mark it read. */
  onOpen: (notification: ShellNotification) => void;
  onMarkAllRead: () => void;
}

const MARK_ALL = 'mark-all-read';

const EMPTY_LABELS = {
  loading: 'Loading notifications…',
  error: 'Notifications could not be loaded. They are tried again in a minute.',
  ready: 'No notifications',
} as const;

/**
 * The top bar's bell with the user's feed: newest first, unread ones marked, each opening its page,
 * and "Mark all as read" while something is unread. Loading and failure show in the menu, so the bell
 * never disappears from the bar.
 */
export function NotificationsBell({ notifications, onOpen, onMarkAllRead }: NotificationsBellProps) {
  const { locale } = useLocale();
  const when = useMemo(
    () => new DateFormatter(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  const { items, unreadCount, status } = notifications;
  const shown = items.map((item) => ({
    id: item.id,
    title: item.title,
    description: when.format(new Date(item.createdAt)),
    isUnread: item.readAt === null,
  }));
  const menuItems = unreadCount > 0 ? [...shown, { id: MARK_ALL, title: 'Mark all as read' }] : shown;
  return (
    <NotificationsMenu
      notifications={status === 'ready' || items.length > 0 ? menuItems : []}
      unreadCount={unreadCount}
      emptyLabel={EMPTY_LABELS[status]}
      onAction={(key) => {
        if (key === MARK_ALL) return onMarkAllRead();
        const chosen = items.find((item) => item.id === key);
        if (chosen) onOpen(chosen);
      }}
    />
  );
}
