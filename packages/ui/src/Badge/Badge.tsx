import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { classNames } from '../theme/classNames.ts';
import styles from './Badge.module.css';

export type BadgeVariant = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  /** neutral: plain facts (Inactive, Draft); info; success (Active, Paid); warning (Pending); danger (Rejected). */
  variant?: BadgeVariant;
  /**
   * The label ("Active"). With `count` it is what the number counts ("unread messages"): screen
   * readers hear "3 unread messages" while the badge shows only "3".
   */
  children: ReactNode;
  /** Shows this number instead of the label, for counts next to a tab or menu entry. */
  count?: number;
  /** Counts above this show as "max+" so the badge keeps its size. */
  max?: number;
  className?: string;
}

/** A small status label such as Active or Inactive, or a count. */
export function Badge({ variant = 'neutral', children, count, max = 99, className }: BadgeProps) {
  const isCount = count !== undefined;
  return (
    <span
      className={classNames(styles.badge, className)}
      data-variant={variant}
      data-count={isCount || undefined}
    >
      {isCount ? (
        <>
          {count > max ? `${max}+` : count}
          <VisuallyHidden> {children}</VisuallyHidden>
        </>
      ) : (
        children
      )}
    </span>
  );
}
