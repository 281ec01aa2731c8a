import { Button, type Key, VisuallyHidden } from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import styles from './Menu.module.css';
import { Menu, MenuItem, type MenuProps } from './Menu.tsx';
import { MenuTrigger } from './MenuTrigger.tsx';

export interface NotificationItem {
  id: Key;
  title: string;
  /** A second line, such as when it happened. */
  description?: string;
  isUnread?: boolean;
}

export interface NotificationsMenuProps
  extends Omit<MenuProps<NotificationItem>, 'items' | 'children' | 'aria-label' | 'aria-labelledby'> {
  notifications: NotificationItem[];
  /** The number on the bell; defaults to the unread notifications in the list. */
  unreadCount?: number;
  /** Shown as the only item when there are no notifications. */
  emptyLabel?: string;
}

const maxShownCount = 99;

/**
 * The top bar's bell: a button whose accessible name carries the unread count ("Notifications,
 * 3 unread"), with a count chip while something is unread, opening a menu of the notifications.
 */
export function NotificationsMenu({
  notifications,
  unreadCount = notifications.filter((notification) => notification.isUnread).length,
  emptyLabel = 'No notifications',
  ...menuProps
}: NotificationsMenuProps) {
  // The name repeats the chip's text ("99+") so that what is seen is what is announced.
  const shownCount = unreadCount > maxShownCount ? `${maxShownCount}+` : String(unreadCount);
  return (
    <MenuTrigger>
      <Button
        aria-label={unreadCount > 0 ? `Notifications, ${shownCount} unread` : 'Notifications'}
        className={styles.bell}
      >
        <Icon name="bell" />
        {unreadCount > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {shownCount}
          </span>
        ) : null}
      </Button>
      <Menu
        {...menuProps}
        items={notifications}
        className={styles.notifications}
        renderEmptyState={() => <div className={styles.empty}>{emptyLabel}</div>}
      >
        {(notification) => (
          <MenuItem
            id={notification.id}
            textValue={notification.title}
            description={notification.description}
            data-unread={notification.isUnread || undefined}
          >
            {notification.isUnread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
            {notification.title}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
