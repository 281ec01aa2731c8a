import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './router.tsx';
import { restoreSession } from './session/actions.ts';
import { appStore } from './store.ts';

/** The whole app: the route table of §2.1 over the session restored from storage. */
export function renderApp(container: HTMLElement): void {
  void restoreSession();
  createRoot(container).render(
    <StrictMode>
      <Provider store={appStore}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
