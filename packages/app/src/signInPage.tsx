import { PublicLayout } from '@hr/screens';
import { Provider, useAtomValue } from 'jotai';
import { StrictMode, useEffect, useSyncExternalStore } from 'react';
import { afterSignIn, paths } from './paths.ts';
import { PRODUCT_NAME } from './product.ts';
import { startPublicPage } from './publicPage.ts';
import { SignInSteps } from './session/SignInSteps.tsx';
import { sessionAtom } from './session/sessionAtom.ts';
import { appStore } from './store.ts';
import { restoreTypedFields } from './typedBeforeScript.ts';

const noSubscription = () => () => {};
/**
 * The address's `next`, read after hydration: the page is prerendered without a query, so the first
 * client render must match that HTML and the "Sign in to continue." notice follows straight after.
 */
const useNext = () =>
  useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get('next'),
    () => null,
  );

/**
 * The sign-in page as a page of its own, for a visit that starts on it (§2.3): the same screen and
 * layout the app's sign-in route shows, without the router or anything of the signed-in app, so the
 * first visit downloads only what it shows. Signing in (or arriving signed in) goes on to where the
 * visitor was going by an ordinary page load, which starts the whole app with the stored session.
 */
function SignInPage({ pathname }: { pathname: string }) {
  const next = useNext();
  const isLoggedIn = useAtomValue(sessionAtom).isLoggedIn;
  useEffect(() => {
    if (isLoggedIn) window.location.replace(afterSignIn(next));
  }, [isLoggedIn, next]);
  // The page is the script's now: what was typed into its HTML before is put back (typedBeforeScript.ts).
  useEffect(restoreTypedFields, []);
  if (isLoggedIn) return null;
  return (
    <PublicLayout productName={PRODUCT_NAME} currentPath={pathname}>
      <SignInSteps
        notice={next ? 'Sign in to continue.' : undefined}
        forgotPasswordHref={paths.forgotPassword}
        onSignedIn={({ mustEnrolTwoFactor }) =>
          window.location.assign(mustEnrolTwoFactor ? paths.userProfile : afterSignIn(next))
        }
      />
    </PublicLayout>
  );
}

export const SIGN_IN_PAGE_TITLE = `Sign In · ${PRODUCT_NAME}`;

/** The page's whole tree; the build prerenders exactly this (src/prerender.tsx) for a signed-out visitor. */
export function SignInPageTree({ pathname }: { pathname: string }) {
  return (
    <StrictMode>
      <Provider store={appStore}>
        <SignInPage pathname={pathname} />
      </Provider>
    </StrictMode>
  );
}

/** Hydrates the prerendered page, or renders it into an empty container (the dev server's index.html). */
export function renderSignInPage(container: HTMLElement): void {
  document.title = SIGN_IN_PAGE_TITLE;
  // The HTML is a signed-out visitor's page: someone already signed in goes on without hydrating it.
  if (container.firstElementChild && appStore.get(sessionAtom).isLoggedIn) {
    window.location.replace(afterSignIn(new URLSearchParams(window.location.search).get('next')));
    return;
  }
  startPublicPage(container, <SignInPageTree pathname={window.location.pathname} />);
}
