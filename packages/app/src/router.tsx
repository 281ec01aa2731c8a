import { createBrowserRouter } from 'react-router-dom';
import { paths } from './paths.ts';

/** Route modules load lazily, so each route's screen arrives only when it is visited. */
export const router = createBrowserRouter([
  {
    lazy: () => import('./routes/Layout.tsx'),
    children: [
      { path: paths.home, lazy: () => import('./routes/Home.tsx') },
      { path: '*', lazy: () => import('./routes/NotFound.tsx') },
    ],
  },
]);
