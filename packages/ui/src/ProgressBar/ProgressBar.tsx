import type { ReactNode } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { Label } from '../Field/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './ProgressBar.module.css';

export type ProgressBarVariant = 'default' | 'success' | 'warning' | 'danger';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  /** The visible label; without it pass `aria-label`. */
  label?: ReactNode;
  /** Shows the value text ("40%", or `valueLabel`) beside the label; never shown while indeterminate. */
  showValueLabel?: boolean;
  /** The fill's colour for the state of the task: default while it runs, then success, warning or danger. */
  variant?: ProgressBarVariant;
}

/** How far a task of known length has got, or, with `isIndeterminate`, that it is under way. */
export function ProgressBar({
  label,
  showValueLabel = true,
  variant = 'default',
  className,
  ...props
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      {...props}
      data-variant={variant}
      className={composeClassName(className, styles.progressBar)}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label || showValueLabel ? (
            <div className={styles.header}>
              {label ? <Label>{label}</Label> : null}
              {showValueLabel && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={styles.track}>
            <div
              className={styles.fill}
              style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
