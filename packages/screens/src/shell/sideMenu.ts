import type { MenuGroup } from '@hr/domain';
import { type IconName, MENU_GROUP_ICONS, type SideNavItem } from '@hr/ui';

/**
 * The spec's menu as side-navigation items: an entry links to its route only when that route has a
 * screen in this build (`isBuilt`); every other entry is shown as not yet available.
 */
export function toSideNavItems(
  menu: readonly MenuGroup[],
  isBuilt: (path: string) => boolean,
): SideNavItem[] {
  const link = (id: string, label: string, path: string | undefined, icon?: IconName): SideNavItem =>
    path && isBuilt(path)
      ? { id, label, href: path, ...(icon ? { icon } : {}) }
      : { id, label, isDisabled: true, ...(icon ? { icon } : {}) };
  return menu.map((group) =>
    group.entries
      ? {
          id: group.id,
          label: group.label,
          ...(MENU_GROUP_ICONS[group.id] ? { icon: MENU_GROUP_ICONS[group.id] } : {}),
          children: group.entries.map((entry) => link(entry.id, entry.label, entry.path)),
        }
      : link(group.id, group.label, group.path, MENU_GROUP_ICONS[group.id]),
  );
}
