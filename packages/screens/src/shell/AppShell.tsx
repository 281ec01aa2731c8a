import { SideNav, type SideNavItem, type SideNavVariant, TopBar } from '@hr/ui';
import { type ReactNode, useState } from 'react';
import styles from './AppShell.module.css';
import { NotificationsBell, type NotificationsBellProps } from './NotificationsBell.tsx';

export interface AppShellProps {
  productName: string;
  /** The side menu (§2.2), with entries not yet built marked as disabled. */
  menu: readonly SideNavItem[];
  /** The current path, marked in the menu. */
  currentHref: string;
  /** The bell's feed and what choosing in it does; the bell comes first in the top bar. */
  notifications: NotificationsBellProps;
  /** The other top bar actions: avatar menu, theme switch. */
  actions?: ReactNode;
  /** The page. */
  children: ReactNode;
  /** auto (default): a menu rail from md up and a drawer below; drawer: always a drawer. */
  navVariant?: Extract<SideNavVariant, 'auto' | 'drawer'>;
}

/** The signed-in frame: top bar, side menu (a rail from md up, a drawer below), and the page. */
export function AppShell({
  productName,
  menu,
  currentHref,
  notifications,
  actions,
  children,
  navVariant = 'auto',
}: AppShellProps) {
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className={styles.shell} data-nav={navVariant}>
      <TopBar
        productName={productName}
        onMenuPress={() => setDrawerOpen(true)}
        menuButtonVisibility={navVariant === 'drawer' ? 'always' : 'auto'}
        className={styles.topBar}
      >
        <NotificationsBell {...notifications} />
        {actions}
      </TopBar>
      <SideNav
        items={menu}
        currentHref={currentHref}
        variant={navVariant}
        isDrawerOpen={isDrawerOpen}
        onDrawerOpenChange={setDrawerOpen}
        className={styles.nav}
      />
      <main className={styles.main}>{children}</main>
    </div>
  );
}
