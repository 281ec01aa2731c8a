export { AccessDeniedScreen, type AccessDeniedScreenProps } from './AccessDeniedScreen.tsx';
export { AppShell, type AppShellProps } from './AppShell.tsx';
export { NotFoundScreen, type NotFoundScreenProps } from './NotFoundScreen.tsx';
export {
  NotificationsBell,
  type NotificationsBellProps,
  type ShellNotification,
  type ShellNotifications,
} from './NotificationsBell.tsx';
export { RouterErrorScreen, type RouterErrorScreenProps } from './RouterErrorScreen.tsx';
export { SessionRestoringScreen } from './SessionRestoringScreen.tsx';
export { toSideNavItems } from './sideMenu.ts';
export { ViewAsBanner, type ViewAsBannerProps } from './ViewAsBanner.tsx';
