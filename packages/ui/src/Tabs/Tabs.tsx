import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Tabs.module.css';

/** Horizontal tabs only: the design has no vertical tab layout. */
export type TabsProps = Omit<AriaTabsProps, 'orientation'>;

/** Tabs that switch between panels in place; arrow keys move between tabs, Home and End jump to the ends. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeClassName(className, styles.tabs)} />;
}

export type TabListProps<T> = AriaTabListProps<T>;

/** The row of tabs; it scrolls sideways when the tabs do not fit. Give it an aria-label. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeClassName(className, styles.tabList)} />;
}

export type TabProps = AriaTabProps;

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={composeClassName(className, styles.tab)} />;
}

export type TabPanelProps = AriaTabPanelProps;

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeClassName(className, styles.tabPanel)} />;
}
