import '@hr/ui/theme.css';
import { applyStoredColorMode } from '@hr/ui';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './router.tsx';
import { restoreSession } from './session/actions.ts';
import { appStore } from './store.ts';

applyStoredColorMode();
void restoreSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the app into.');

createRoot(container).render(
  <StrictMode>
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
