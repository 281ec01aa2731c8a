export { AvatarMenu, type AvatarMenuProps, initialsOf } from './AvatarMenu.tsx';
export { Menu, MenuItem, type MenuItemProps, type MenuProps, MenuSeparator } from './Menu.tsx';
export { MenuTrigger, type MenuTriggerProps } from './MenuTrigger.tsx';
export {
  type NotificationItem,
  NotificationsMenu,
  type NotificationsMenuProps,
} from './NotificationsMenu.tsx';
