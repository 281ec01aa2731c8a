import type { ReactNode } from 'react';
import {
  Disclosure as AriaDisclosure,
  type DisclosureProps as AriaDisclosureProps,
  Button,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Disclosure.module.css';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'children' | 'title'> {
  /** The heading text; it is also the name of the trigger button. */
  title: ReactNode;
  /** Level of the heading that holds the trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Controls beside the title, outside the trigger (for example the add button next to "Earning"). */
  actions?: ReactNode;
  /** The panel's content, shown while expanded. */
  children: ReactNode;
}

/**
 * A collapsible section: a heading whose button shows or hides the panel below it.
 * Inside a DisclosureGroup its expanded state comes from the group.
 */
export function Disclosure({
  title,
  headingLevel = 3,
  actions,
  className,
  children,
  ...props
}: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={composeClassName(className, styles.disclosure)}>
      <div className={styles.header}>
        <Heading level={headingLevel} className={styles.heading}>
          <Button slot="trigger" className={styles.trigger}>
            <Icon name="chevronDown" className={styles.chevron} />
            <span>{title}</span>
          </Button>
        </Heading>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.content}>{children}</div>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}
