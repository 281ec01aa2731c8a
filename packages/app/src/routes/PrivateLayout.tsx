import { SIDE_MENU } from '@hr/domain';
import { AccessDeniedScreen, AppShell, SessionRestoringScreen, toSideNavItems } from '@hr/screens';
import { AvatarMenu, ColorModeSwitch, MenuItem, NotificationsMenu } from '@hr/ui';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { builtPaths, paths } from '../paths.ts';
import { PRODUCT_NAME } from '../product.ts';
import { useRouteHandles } from '../routeHandle.ts';
import { signOut } from '../session/actions.ts';
import { restoreStatusAtom, sessionAtom } from '../session/sessionAtom.ts';
import { toastQueue } from '../toasts.ts';

const menu = toSideNavItems(SIDE_MENU, (path) => builtPaths.has(path));

/**
 * The guard of every private route (§2.1, §6): signed-out visitors go to sign-in and come back here
 * afterwards; an employee on an administrator-only page is told so; everyone else gets the shell.
 */
export function Component() {
  const session = useAtomValue(sessionAtom);
  const restoreStatus = useAtomValue(restoreStatusAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const isAdminOnly = useRouteHandles().some((handle) => handle.adminOnly);

  if (restoreStatus === 'restoring') return <SessionRestoringScreen />;
  if (!session.isLoggedIn || !session.user) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${paths.signIn}?next=${encodeURIComponent(next)}`} replace />;
  }
  const { user } = session;
  const isNotAdmin = user.role !== 'admin';
  const fullName = `${user.firstName} ${user.lastName}`;

  const onAccountAction = async (key: React.Key) => {
    if (key === 'profile') navigate(paths.userProfile);
    if (key === 'logout') {
      await signOut();
      toastQueue.add({ title: 'You have been signed out.', variant: 'info' });
      navigate(paths.signIn);
    }
  };

  return (
    <AppShell
      productName={PRODUCT_NAME}
      menu={menu}
      currentHref={location.pathname}
      actions={
        <>
          <NotificationsMenu notifications={[]} />
          <AvatarMenu name={fullName} onAction={onAccountAction}>
            <MenuItem id="profile">My profile</MenuItem>
            <MenuItem id="logout">Log Out</MenuItem>
          </AvatarMenu>
          <ColorModeSwitch />
        </>
      }
    >
      {isAdminOnly && isNotAdmin ? <AccessDeniedScreen homeHref={paths.dashboard} /> : <Outlet />}
    </AppShell>
  );
}
