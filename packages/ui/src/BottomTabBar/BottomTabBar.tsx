import { type ReactNode, useId } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  type Key,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './BottomTabBar.module.css';

export interface BottomTabBarTab {
  id: Key;
  label: string;
  icon?: IconName;
}

export interface BottomTabBarProps extends Omit<AriaTabsProps, 'orientation' | 'children'> {
  /** The tabs in order; each `id` matches the `id` of one BottomTabBarPanel among the children. */
  tabs: readonly BottomTabBarTab[];
  /** Names the tab list, for example "Employee form sections". */
  'aria-label': string;
  /** Tabs whose section has errors: they show a dot and are described as "has errors". */
  invalidKeys?: Iterable<Key>;
  /** The BottomTabBarPanel for each tab. */
  children: ReactNode;
}

/**
 * The spec's bottom tab bar of the Employee form: the panels fill the container and scroll, the tab
 * list stays at its bottom and scrolls sideways when the tabs do not fit.
 *
 * The tab list comes first in the DOM and CSS moves it to the bottom: react-aria names the panels
 * after ids the tab list registers while rendering, so panels rendered before it lose aria-labelledby
 * and the tabs' aria-controls. Tab order (tab, then its panel) is the ARIA tabs pattern's.
 */
export function BottomTabBar({
  tabs,
  'aria-label': ariaLabel,
  invalidKeys,
  children,
  className,
  ...props
}: BottomTabBarProps) {
  const errorDescriptionId = useId();
  const invalid = new Set(invalidKeys);
  return (
    <AriaTabs {...props} className={composeClassName(className, styles.bar)}>
      <AriaTabList aria-label={ariaLabel} className={styles.tabList}>
        {tabs.map((tab) => {
          const isInvalid = invalid.has(tab.id);
          return (
            <AriaTab
              key={tab.id}
              id={tab.id}
              aria-describedby={isInvalid ? errorDescriptionId : undefined}
              className={styles.tab}
            >
              <span className={styles.content}>
                {tab.icon ? <Icon name={tab.icon} className={styles.icon} /> : null}
                {tab.label}
                {isInvalid ? <span className={styles.errorDot} /> : null}
              </span>
            </AriaTab>
          );
        })}
      </AriaTabList>
      <div className={styles.panels}>{children}</div>
      {/* Referenced by aria-describedby; descriptions are read from hidden elements too. */}
      <span id={errorDescriptionId} hidden>
        has errors
      </span>
    </AriaTabs>
  );
}

export type BottomTabBarPanelProps = AriaTabPanelProps;

/** One section's content; its `id` is the `id` of its tab. */
export function BottomTabBarPanel({ className, ...props }: BottomTabBarPanelProps) {
  return <AriaTabPanel {...props} className={composeClassName(className, styles.panel)} />;
}
