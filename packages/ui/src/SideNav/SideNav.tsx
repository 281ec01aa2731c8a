import { useEffect, useMemo } from 'react';
import { useMinWidth } from '../theme/breakpoints.ts';
import { classNames } from '../theme/classNames.ts';
import styles from './SideNav.module.css';
import { SideNavDrawer } from './SideNavDrawer.tsx';
import { SideNavMenu } from './SideNavMenu.tsx';
import { findCurrentPath, type SideNavItem } from './sideNavTree.ts';
import { useExpandedGroups } from './useExpandedGroups.ts';

export type SideNavVariant = 'auto' | 'rail' | 'drawer';

export interface SideNavProps {
  /** The menu tree: links, groups of links, and entries not yet available. */
  items: readonly SideNavItem[];
  /** The current path; the first entry with this href is marked aria-current="page". */
  currentHref?: string;
  /**
   * rail: the fixed left column; drawer: the modal opened from the top bar's menu button;
   * auto (default): rail from md (900px) up, drawer below.
   */
  variant?: SideNavVariant;
  /** Whether the drawer is open (ignored while shown as a rail). */
  isDrawerOpen?: boolean;
  onDrawerOpenChange?: (isOpen: boolean) => void;
  /** Applied to the rail's <nav>, or to the drawer's panel. */
  className?: string;
}

/** The app's main menu (spec §2.2): a fixed column on wide screens, a searchable drawer on narrow ones. */
export function SideNav({
  items,
  currentHref,
  variant = 'auto',
  isDrawerOpen = false,
  onDrawerOpenChange,
  className,
}: SideNavProps) {
  const isWide = useMinWidth('md');
  const showsRail = variant === 'rail' || (variant === 'auto' && isWide);
  const currentPath = useMemo(() => findCurrentPath(items, currentHref), [items, currentHref]);

  // The drawer would reappear by itself when the window narrows again; close it as the rail takes over.
  useEffect(() => {
    if (showsRail && isDrawerOpen) onDrawerOpenChange?.(false);
  }, [showsRail, isDrawerOpen, onDrawerOpenChange]);

  if (showsRail) return <SideNavRail items={items} currentPath={currentPath} className={className} />;
  return (
    <SideNavDrawer
      items={items}
      currentPath={currentPath}
      isOpen={isDrawerOpen}
      onOpenChange={onDrawerOpenChange}
      className={className}
    />
  );
}

interface SideNavRailProps {
  items: readonly SideNavItem[];
  currentPath: readonly string[];
  className?: string;
}

function SideNavRail({ items, currentPath, className }: SideNavRailProps) {
  const [expandedKeys, setGroupExpanded] = useExpandedGroups(currentPath);
  return (
    <SideNavMenu
      items={items}
      currentPath={currentPath}
      expandedKeys={expandedKeys}
      onExpandedChange={setGroupExpanded}
      className={classNames(styles.rail, className)}
    />
  );
}
