import type { CSSProperties } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Link } from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import { classNames } from '../theme/classNames.ts';
import styles from './SideNav.module.css';
import { DEFAULT_DISABLED_REASON, isGroup, type SideNavItem } from './sideNavTree.ts';

export interface SideNavMenuProps {
  items: readonly SideNavItem[];
  /** Ids from the root to the current page's entry (see findCurrentPath). */
  currentPath: readonly string[];
  expandedKeys: ReadonlySet<string>;
  onExpandedChange: (id: string, isExpanded: boolean) => void;
  /** Called when a link is chosen; the drawer closes itself with it. */
  onLinkPress?: () => void;
  /** Shown instead of the list when `items` is empty (the drawer's search found nothing). */
  emptyMessage?: string;
  className?: string;
}

type EntryProps = Omit<SideNavMenuProps, 'items' | 'emptyMessage' | 'className'> & {
  item: SideNavItem;
  depth: number;
};

/** The <nav aria-label="Main"> with its list of links and expandable groups, shared by rail and drawer. */
export function SideNavMenu({ items, emptyMessage, className, ...shared }: SideNavMenuProps) {
  return (
    <nav aria-label="Main" className={classNames(styles.nav, className)}>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <SideNavEntry key={item.id} item={item} depth={0} {...shared} />
          ))}
        </ul>
      )}
    </nav>
  );
}

function SideNavEntry({ item, depth, ...shared }: EntryProps) {
  const { currentPath, expandedKeys, onExpandedChange, onLinkPress } = shared;
  const style = { '--side-nav-depth': depth } as CSSProperties;
  const icon = item.icon ? <Icon name={item.icon} className={styles.icon} /> : null;

  // A leaf with nowhere to go is shown as unavailable rather than as a link that does nothing.
  if (item.isDisabled || (!isGroup(item) && !item.href)) {
    return (
      <li>
        <span className={styles.item} data-unavailable style={style}>
          {icon}
          <span className={styles.text}>
            <span className={styles.label}>{item.label}</span>
            <span className={styles.reason}>{item.disabledReason ?? DEFAULT_DISABLED_REASON}</span>
          </span>
        </span>
      </li>
    );
  }

  if (isGroup(item)) {
    return (
      <li>
        <Disclosure
          className={styles.group}
          isExpanded={expandedKeys.has(item.id)}
          onExpandedChange={(isExpanded) => onExpandedChange(item.id, isExpanded)}
          data-contains-current={currentPath.includes(item.id) || undefined}
        >
          <AriaButton slot="trigger" className={styles.item} style={style}>
            {icon}
            <span className={styles.label}>{item.label}</span>
            <Icon name="chevronDown" className={styles.chevron} />
          </AriaButton>
          <DisclosurePanel className={styles.panel}>
            <ul className={styles.list}>
              {item.children?.map((child) => (
                <SideNavEntry key={child.id} item={child} depth={depth + 1} {...shared} />
              ))}
            </ul>
          </DisclosurePanel>
        </Disclosure>
      </li>
    );
  }

  const isCurrent = currentPath[currentPath.length - 1] === item.id;
  return (
    <li>
      <Link
        href={item.href}
        aria-current={isCurrent ? 'page' : undefined}
        onPress={onLinkPress}
        className={styles.item}
        style={style}
      >
        {icon}
        <span className={styles.label}>{item.label}</span>
      </Link>
    </li>
  );
}
