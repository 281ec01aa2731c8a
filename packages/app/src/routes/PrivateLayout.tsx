import {
  BROWSER_LOCALE,
  DEFAULT_EMPLOYER_SETTINGS,
  formatDay,
  meetsNeed,
  needOfPath,
  notAllowedMessage,
  SIDE_MENU,
} from '@hr/domain';
import {
  AccessDeniedScreen,
  AppShell,
  SessionRestoringScreen,
  toSideNavItems,
  ViewAsBanner,
} from '@hr/screens';
import { AvatarMenu, ColorModeSwitch, MenuItem, RegionalSettingsProvider } from '@hr/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useStoredFileUrl } from '../api/storedFiles.ts';
import { employerSettingsAtom } from '../employer/employerSettings.ts';
import { menuFor, moduleAccessAtom } from '../employer/moduleAccess.ts';
import { useNotifications } from '../notifications/useNotifications.ts';
import { isBuiltPath, paths } from '../paths.ts';
import { PRODUCT_NAME } from '../product.ts';
import { useRouteHandles } from '../routeHandle.ts';
import { readAccount } from '../session/accountReads.ts';
import { signOut } from '../session/actions.ts';
import { useOwnLook } from '../session/ownLook.ts';
import { myPermissionsAtom, useHeldPermissions, viewAsAtom } from '../session/permissionsAtom.ts';
import { restoreStatusAtom, sessionAtom } from '../session/sessionAtom.ts';
import { toastQueue } from '../toasts.ts';

/**
 * The guard of every private route (§2.1, §6): signed-out visitors go to sign-in and come back here
 * afterwards; an employee on an administrator-only page is told so; everyone else gets the shell.
 */
export function Component() {
  const session = useAtomValue(sessionAtom);
  const restoreStatus = useAtomValue(restoreStatusAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const routeNeed = useRouteHandles().find((handle) => handle.needs)?.needs;
  const moduleAccess = useAtomValue(moduleAccessAtom);
  const myPermissions = useAtomValue(myPermissionsAtom);
  const [viewingAs, setViewingAs] = useAtom(viewAsAtom);
  const employerSettings = useAtomValue(employerSettingsAtom);
  const role = session.user?.role;
  const userId = session.user?.id;
  const notifications = useNotifications(session.isLoggedIn ? userId : undefined);
  const ownLook = useOwnLook(session.isLoggedIn ? userId : undefined);
  const photoUrl = useStoredFileUrl(ownLook?.photoId);
  const modules = moduleAccess && moduleAccess.userId === userId ? moduleAccess.modules : null;
  const own = myPermissions && myPermissions.userId === userId ? myPermissions.permissions : null;
  const regional = employerSettings && employerSettings.userId === userId ? employerSettings.settings : null;
  const { locale, dateFormat, firstDayOfWeek } = regional ?? DEFAULT_EMPLOYER_SETTINGS;
  const formatEmployerDay = useCallback((isoDay: string) => formatDay(isoDay, dateFormat), [dateFormat]);
  // While viewing as someone, the menu and the guard are theirs.
  const held = useHeldPermissions();
  const menu = useMemo(
    () => (role && held ? toSideNavItems(menuFor(SIDE_MENU, role, modules, held), isBuiltPath) : []),
    [role, modules, held],
  );

  // The menu and the guard follow what the roles grant; every page formats days and starts weeks as
  // the employer chose; the menu shows only the modules the employer has switched on (Expense Claims to
  // nobody while it is off, Leave and Attendance to employees). Read once per signed-in account, and
  // again while one of them is missing (a read that failed).
  useEffect(() => {
    if (userId && (!own || !regional || !modules)) readAccount(userId);
  }, [userId, own, regional, modules]);

  if (restoreStatus === 'restoring' || (session.isLoggedIn && !held)) return <SessionRestoringScreen />;
  if (!session.isLoggedIn || !session.user) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${paths.signIn}?next=${encodeURIComponent(next)}`} replace />;
  }
  const { user } = session;
  const need = routeNeed ?? needOfPath(location.pathname);
  const page =
    !held || meetsNeed(held, need) || !need ? (
      <Outlet />
    ) : (
      <AccessDeniedScreen missing={notAllowedMessage(need.area, need.action)} homeHref={paths.dashboard} />
    );
  const fullName = ownLook?.displayName ?? `${user.firstName} ${user.lastName}`;

  const onAccountAction = async (key: React.Key) => {
    if (key === 'profile') navigate(paths.userProfile);
    if (key === 'logout') {
      setViewingAs(null);
      await signOut();
      toastQueue.add({ title: 'You have been signed out.', variant: 'info' });
      navigate(paths.signIn);
    }
  };

  return (
    <RegionalSettingsProvider
      locale={locale === BROWSER_LOCALE ? undefined : locale}
      formatDay={formatEmployerDay}
      firstDayOfWeek={firstDayOfWeek}
    >
      <AppShell
        productName={PRODUCT_NAME}
        menu={menu}
        currentHref={location.pathname}
        notifications={notifications}
        actions={
          <>
            <AvatarMenu name={fullName} photoUrl={photoUrl} onAction={onAccountAction}>
              <MenuItem id="profile">My profile</MenuItem>
              <MenuItem id="logout">Log Out</MenuItem>
            </AvatarMenu>
            <ColorModeSwitch />
          </>
        }
      >
        {viewingAs ? <ViewAsBanner label={viewingAs.label} onExit={() => setViewingAs(null)} /> : null}
        {/* Viewing as someone is read-only: the page is shown and nothing on it can be pressed or typed in. */}
        {viewingAs ? <div inert>{page}</div> : page}
      </AppShell>
    </RegionalSettingsProvider>
  );
}
