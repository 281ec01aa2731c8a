import '@hr/ui/theme.css';
import { applyStoredColorMode } from '@hr/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './router.tsx';

applyStoredColorMode();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the app into.');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
