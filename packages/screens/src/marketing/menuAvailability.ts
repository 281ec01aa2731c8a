import type { SideNavItem } from '@hr/ui';

/** One group of the side menu on the landing page: its label and the entries that fall on one side. */
export interface MenuArea {
  id: string;
  label: string;
  /** The group's entries on this side, in the menu's order; empty for a lone entry (Dashboard). */
  entries: readonly string[];
}

export interface MenuAvailability {
  /** The groups with at least one entry that opens a page. */
  worksToday: readonly MenuArea[];
  /** The groups with at least one entry the menu shows as not yet available. */
  beingBuilt: readonly MenuArea[];
}

/**
 * What works today and what is being built, read off the side menu's own items (`toSideNavItems`):
 * an entry that links somewhere works, one shown as not yet available is being built. Both lists come
 * from the one decision the menu makes, so the landing page cannot tell another story than the menu.
 */
export function menuAvailability(menu: readonly SideNavItem[]): MenuAvailability {
  const worksToday: MenuArea[] = [];
  const beingBuilt: MenuArea[] = [];
  for (const item of menu) {
    if (!item.children) {
      (item.href ? worksToday : beingBuilt).push({ id: item.id, label: item.label, entries: [] });
      continue;
    }
    const working = item.children.filter((entry) => entry.href).map((entry) => entry.label);
    const pending = item.children.filter((entry) => !entry.href).map((entry) => entry.label);
    if (working.length > 0) worksToday.push({ id: item.id, label: item.label, entries: working });
    if (pending.length > 0) beingBuilt.push({ id: item.id, label: item.label, entries: pending });
  }
  return { worksToday, beingBuilt };
}
