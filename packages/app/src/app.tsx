import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { RouteHandle } from './routeHandle.ts';
import { router } from './router.tsx';
import { restoreSession } from './session/actions.ts';
import { sessionAtom } from './session/sessionAtom.ts';
import { appStore } from './store.ts';
import { noteTypedFields } from './typedBeforeScript.ts';

/** Resolves once the router has loaded the lazy routes of the first address (their modules). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The whole app: the route table of §2.1 over the session restored from storage. The first render
 * waits for the modules of the first address's lazy routes (the router's initial load), so it renders
 * the page rather than a hydration fallback of nothing (react-router warns on that render). The public
 * page the build prerendered for the app (src/prerender.tsx: /register; the sign-in and marketing pages
 * run as pages of their own) arrives as HTML without a query; it is hydrated, so the first client
 * render is the tree that made the HTML. Any other visit (a query such as an invitation token can
 * change what the page shows) renders afresh.
 *
 * Neither is a React transition (nor are the answers the shell and useLoad apply): measured on a quiet
 * machine, slicing the first render did not move the dashboard's Lighthouse score, and an answer applied
 * as a transition lands later than the dialog a quick hand opens on it (README, 2026-12-04).
 */
export async function renderApp(container: HTMLElement): Promise<void> {
  void restoreSession();
  // A signed-in page's shell waits for what the account may see: asked for now, beside the route
  // modules' download, rather than once they have arrived and rendered.
  const { user } = appStore.get(sessionAtom);
  const signedInPage = router.state.matches.some((match) => (match.route.handle as RouteHandle)?.signedIn);
  // (Imported here only then: the public pages this module hydrates never download the shell's reads.)
  if (user && signedInPage)
    void import('./session/accountReads.ts').then(({ readAccount }) => readAccount(user.id));
  const app = (
    <StrictMode>
      <Provider store={appStore}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  const hydrates = container.firstElementChild !== null && window.location.search === '';
  await routerReady();
  // What was typed into the page's HTML meanwhile, which routes/Root.tsx puts back (typedBeforeScript.ts).
  noteTypedFields(container);
  if (hydrates) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}
