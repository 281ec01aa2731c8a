import { RouterErrorScreen } from '@hr/screens';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../paths.ts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'An unknown error occurred';
}

/** The router's fallback when a route fails to load or render (§2.1). */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <RouterErrorScreen
      message={describe(error)}
      homeHref={paths.home}
      onReload={() => window.location.reload()}
    />
  );
}
