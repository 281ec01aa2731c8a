import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './router.tsx';
import { restoreSession } from './session/actions.ts';
import { appStore } from './store.ts';

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
 * The whole app: the route table of §2.1 over the session restored from storage. A public page the
 * build prerendered (src/prerender.tsx: /, /landing, /register) arrives as HTML without a query; it is
 * hydrated once its routes have loaded, so the first client render is the tree that made the HTML. Any
 * other visit (a query such as an invitation token can change what the page shows) renders afresh.
 */
export async function renderApp(container: HTMLElement): Promise<void> {
  void restoreSession();
  const app = (
    <StrictMode>
      <Provider store={appStore}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  if (container.firstElementChild && window.location.search === '') {
    await routerReady();
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}
