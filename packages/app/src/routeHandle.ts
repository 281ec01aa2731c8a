import type { PermissionNeed } from '@hr/domain';
import { useMatches } from 'react-router-dom';

/** What a route of the table declares besides its path (§2.1): its page title and who may see it. */
export interface RouteHandle {
  title?: string;
  /**
   * The cell the page needs, for a page the side menu does not open (a menu page's need is its entry's,
   * needOfPath); without it someone whose roles lack it sees the not-allowed page instead.
   */
  needs?: PermissionNeed;
}

/** The handles of the matched routes, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
}
