import { SIDE_MENU } from '@hr/domain';
import { AppShell, toSideNavItems } from '@hr/screens';
import { ColorModeSwitch } from '@hr/ui';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { builtPaths } from '../paths.ts';
import { PRODUCT_NAME } from '../product.ts';
import { ErrorBoundary } from './RouterError.tsx';

const menu = toSideNavItems(SIDE_MENU, (path) => builtPaths.has(path));

/** The frame of every page: react-aria links navigate through the router; the shell wraps the page. */
export function Component() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <AppShell productName={PRODUCT_NAME} menu={menu} currentHref={pathname} actions={<ColorModeSwitch />}>
        <Outlet />
      </AppShell>
    </AriaRouterProvider>
  );
}

export { ErrorBoundary };
