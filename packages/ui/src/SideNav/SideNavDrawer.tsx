import { useState } from 'react';
import { Dialog, Heading, Input, Modal, ModalOverlay, SearchField } from 'react-aria-components';
import { IconButton } from '../Button/index.ts';
import { fieldStyles, Label } from '../Field/index.ts';
import { Icon } from '../Icon/index.ts';
import { classNames } from '../theme/classNames.ts';
import styles from './SideNav.module.css';
import { SideNavMenu } from './SideNavMenu.tsx';
import { filterItems, groupIds, type SideNavItem } from './sideNavTree.ts';
import { useExpandedGroups } from './useExpandedGroups.ts';

export interface SideNavDrawerProps {
  items: readonly SideNavItem[];
  currentPath: readonly string[];
  isOpen: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

/** The menu below md: a modal sliding in from the left, with a search box that filters the entries. */
export function SideNavDrawer({ items, currentPath, isOpen, onOpenChange, className }: SideNavDrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={classNames(styles.drawer, className)}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.drawerHeader}>
                <Heading slot="title" className={styles.drawerTitle}>
                  Menu
                </Heading>
                <IconButton slot="close" icon="close" aria-label="Close menu" />
              </div>
              <SideNavDrawerContent items={items} currentPath={currentPath} onLinkPress={close} />
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface SideNavDrawerContentProps {
  items: readonly SideNavItem[];
  currentPath: readonly string[];
  onLinkPress: () => void;
}

/**
 * Lives inside the dialog so the query resets each time the drawer opens. While searching, every
 * group with a match is opened; the user's own open groups come back when the query is cleared.
 */
function SideNavDrawerContent({ items, currentPath, onLinkPress }: SideNavDrawerContentProps) {
  const [query, setQuery] = useState('');
  const [expandedKeys, setGroupExpanded] = useExpandedGroups(currentPath);
  const [searchExpandedKeys, setSearchExpandedKeys] = useState<ReadonlySet<string>>(new Set());
  const isSearching = query.trim() !== '';
  const shownItems = isSearching ? filterItems(items, query) : items;

  const search = (next: string) => {
    setQuery(next);
    setSearchExpandedKeys(new Set(groupIds(filterItems(items, next))));
  };
  const setSearchGroupExpanded = (id: string, isExpanded: boolean) => {
    setSearchExpandedKeys((previous) => {
      const next = new Set(previous);
      if (isExpanded) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  return (
    <>
      <SearchField value={query} onChange={search} className={classNames(fieldStyles.field, styles.search)}>
        <Label>Search menu</Label>
        <div className={styles.searchBox}>
          <Icon name="search" className={styles.searchIcon} />
          <Input className={classNames(fieldStyles.input, styles.searchInput)} />
          <IconButton icon="close" size="small" aria-label="Clear search" className={styles.searchClear} />
        </div>
      </SearchField>
      <SideNavMenu
        items={shownItems}
        currentPath={currentPath}
        expandedKeys={isSearching ? searchExpandedKeys : expandedKeys}
        onExpandedChange={isSearching ? setSearchGroupExpanded : setGroupExpanded}
        onLinkPress={onLinkPress}
        emptyMessage="No menu entries match"
        className={styles.drawerNav}
      />
    </>
  );
}
