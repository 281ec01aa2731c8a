export { MENU_GROUP_ICONS } from './menuGroupIcons.ts';
export { SideNav, type SideNavProps, type SideNavVariant } from './SideNav.tsx';
export type { SideNavItem } from './sideNavTree.ts';
