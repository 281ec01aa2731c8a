import { createBrowserRouter } from 'react-router-dom';
import { routeTable } from './routes.ts';

export const router = createBrowserRouter(routeTable);
