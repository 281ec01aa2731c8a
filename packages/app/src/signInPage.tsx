import { PublicLayout } from '@hr/screens';
import { Provider, useAtomValue } from 'jotai';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterSignIn, paths } from './paths.ts';
import { PRODUCT_NAME } from './product.ts';
import { SignInSteps } from './session/SignInSteps.tsx';
import { sessionAtom } from './session/sessionAtom.ts';
import { appStore } from './store.ts';

/**
 * The sign-in page as a page of its own, for a visit that starts on it (§2.3): the same screen and
 * layout the app's sign-in route shows, without the router or anything of the signed-in app, so the
 * first visit downloads only what it shows. Signing in (or arriving signed in) goes on to where the
 * visitor was going by an ordinary page load, which starts the whole app with the stored session.
 */
function SignInPage() {
  const next = new URLSearchParams(window.location.search).get('next');
  const isLoggedIn = useAtomValue(sessionAtom).isLoggedIn;
  useEffect(() => {
    if (isLoggedIn) window.location.replace(afterSignIn(next));
  }, [isLoggedIn, next]);
  if (isLoggedIn) return null;
  return (
    <PublicLayout productName={PRODUCT_NAME} currentPath={window.location.pathname}>
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

export function renderSignInPage(container: HTMLElement): void {
  document.title = `Sign In · ${PRODUCT_NAME}`;
  createRoot(container).render(
    <StrictMode>
      <Provider store={appStore}>
        <SignInPage />
      </Provider>
    </StrictMode>,
  );
}
