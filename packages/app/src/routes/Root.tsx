import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { reauthenticatingAtom } from '../session/sessionAtom.ts';
import { toastQueue } from '../toasts.ts';
import { restoreTypedFields } from '../typedBeforeScript.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { ErrorBoundary } from './RouterError.tsx';

// Only needed when a session ends in the middle of work, so it is not part of any page's download.
const ReauthDialog = lazy(() => import('./ReauthDialog.tsx'));
// Loaded with the first toast rather than with every page, which keeps it out of the sign-in page's
// download; the queue holds the toast until the region has arrived to show it.
const Toasts = lazy(() => import('./Toasts.tsx'));

const hasToasts = () => toastQueue.visibleToasts.length > 0;
const onToastsChange = (onChange: () => void) => toastQueue.subscribe(onChange);
/** A prerendered page (and its hydration) shows no toast: none can be queued before the script runs. */
const hasNoToasts = () => false;

/** Above every page: react-aria links navigate through the router, the title follows the route, toasts show. */
export function Component() {
  const navigate = useNavigate();
  const isReauthenticating = useAtomValue(reauthenticatingAtom);
  const isShowingToasts = useSyncExternalStore(onToastsChange, hasToasts, hasNoToasts);
  usePageTitle();
  // The page is the script's now: what was typed into its HTML before is put back (typedBeforeScript.ts).
  useEffect(restoreTypedFields, []);
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <Outlet />
      {isShowingToasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      {isReauthenticating && (
        <Suspense fallback={null}>
          <ReauthDialog />
        </Suspense>
      )}
    </AriaRouterProvider>
  );
}

export { ErrorBoundary };
