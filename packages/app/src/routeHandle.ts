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
  /**
   * The pages below are for a signed-in account (the private layout's): an app that starts on one with
   * a stored session reads the account's permissions and settings at once, beside the route's modules.
   */
  signedIn?: true;
}

/** The handles of the matched routes, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
}
