import { SIDE_MENU } from '@hr/domain';
import { MENU_GROUP_ICONS } from './menuGroupIcons.ts';
import type { SideNavItem } from './sideNavTree.ts';

/** The generic page many of the spec's menu entries point to (§2.2). */
const MANAGEMENT = '/management';

/**
 * The side menu of spec §2.2 (SIDE_MENU in @hr/domain) as the stories show it: entries with a route
 * in §2.1 link to it; the rest link to /management, as the spec says many do.
 */
export const specMenu: readonly SideNavItem[] = SIDE_MENU.map((group) => ({
  id: group.id,
  label: group.label,
  ...(MENU_GROUP_ICONS[group.id] ? { icon: MENU_GROUP_ICONS[group.id] } : {}),
  ...(group.entries
    ? {
        children: group.entries.map((entry) => ({
          id: entry.id,
          label: entry.label,
          href: entry.path ?? MANAGEMENT,
        })),
      }
    : { href: group.path ?? MANAGEMENT }),
}));

/**
 * The same menu with entries unavailable, as the app shows one whose screen is not built: every entry
 * without a route of its own, and (since issue 31 routed the last of them, so that the state keeps a
 * story) Document WorkFlow's entries, as they stood until then.
 */
export const specMenuWithUnavailable: readonly SideNavItem[] = specMenu.map(
  function markUnavailable(item): SideNavItem {
    if (item.children) return { ...item, children: item.children.map(markUnavailable) };
    return item.href === MANAGEMENT || item.href?.startsWith('/documents/')
      ? { ...item, href: undefined, isDisabled: true }
      : item;
  },
);
