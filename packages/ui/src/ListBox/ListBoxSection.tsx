import type { ReactNode } from 'react';
import {
  ListBoxSection as AriaListBoxSection,
  type ListBoxSectionProps as AriaListBoxSectionProps,
  Collection,
  Header,
} from 'react-aria-components';
import { classNames } from '../theme/classNames.ts';
import styles from './ListBox.module.css';

export interface ListBoxSectionProps<T extends object> extends AriaListBoxSectionProps<T> {
  /** The heading shown above the group; it also names the group for assistive technology. */
  title: ReactNode;
}

/** A titled group of options: static options as children, or `items` with a render function. */
export function ListBoxSection<T extends object>({
  title,
  items,
  children,
  className,
  ...props
}: ListBoxSectionProps<T>) {
  return (
    <AriaListBoxSection {...props} className={classNames(styles.section, className)}>
      <Header className={styles.sectionHeader}>{title}</Header>
      <Collection items={items}>{children}</Collection>
    </AriaListBoxSection>
  );
}
