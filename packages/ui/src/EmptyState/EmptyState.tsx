import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/index.ts';
import { classNames } from '../theme/classNames.ts';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** A picture of what is missing (a person for an empty employee list). */
  icon?: IconName;
  /** What is missing, in a few words ("No employees found"). */
  title: ReactNode;
  /** Why, or what to do next. */
  description?: ReactNode;
  /** A way forward, usually a Button ("Add employee"). */
  action?: ReactNode;
  /**
   * Renders the title as a heading of this level so screen-reader users can jump to it; without
   * it the title is plain text, for places such as a table cell where a heading would not fit.
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** What a list, table or panel shows instead of content when it has none. */
export function EmptyState({
  icon = 'info',
  title,
  description,
  action,
  headingLevel,
  className,
}: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={classNames(styles.emptyState, className)}>
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
