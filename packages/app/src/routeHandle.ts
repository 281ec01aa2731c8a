import { useMatches } from 'react-router-dom';

/** What a route of the table declares besides its path (§2.1): its page title and who may see it. */
export interface RouteHandle {
  title?: string;
  /** Administrator-only: an employee sees the access-denied page instead. */
  adminOnly?: boolean;
}

/** The handles of the matched routes, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
}
