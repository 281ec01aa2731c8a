import type { IconName } from '../Icon/index.ts';

/** One entry of the side menu: a link (`href`), a group (`children`), or an entry not yet available. */
export interface SideNavItem {
  id: string;
  label: string;
  href?: string;
  icon?: IconName;
  /** Shown as not available: no link, and `disabledReason` (or "Not yet available") beside it. */
  isDisabled?: boolean;
  disabledReason?: string;
  children?: readonly SideNavItem[];
}

export const DEFAULT_DISABLED_REASON = 'Not yet available';

export function isGroup(item: SideNavItem): boolean {
  return item.children !== undefined && item.children.length > 0;
}

/**
 * The ids from the root down to the first enabled entry whose href is the current path. Several
 * entries may share an href (many point to /management); marking only the first keeps exactly one
 * aria-current="page" in the menu.
 */
export function findCurrentPath(items: readonly SideNavItem[], currentHref: string | undefined): string[] {
  if (!currentHref) return [];
  for (const item of items) {
    if (item.isDisabled) continue;
    if (isGroup(item)) {
      const below = findCurrentPath(item.children ?? [], currentHref);
      if (below.length > 0) return [item.id, ...below];
    } else if (item.href === currentHref) {
      return [item.id];
    }
  }
  return [];
}

/**
 * The menu narrowed to entries whose label contains the query (case-insensitive). A group stays when
 * its own label matches (with all its entries) or when any entry below it matches (with just those).
 */
export function filterItems(items: readonly SideNavItem[], query: string): SideNavItem[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...items];
  const kept: SideNavItem[] = [];
  for (const item of items) {
    if (item.label.toLocaleLowerCase().includes(needle)) {
      kept.push(item);
    } else if (isGroup(item)) {
      const children = filterItems(item.children ?? [], needle);
      if (children.length > 0) kept.push({ ...item, children });
    }
  }
  return kept;
}

/** The ids of every group in the tree, at any depth. */
export function groupIds(items: readonly SideNavItem[]): string[] {
  return items.flatMap((item) => (isGroup(item) ? [item.id, ...groupIds(item.children ?? [])] : []));
}
