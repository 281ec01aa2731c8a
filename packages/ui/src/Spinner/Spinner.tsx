import { classNames } from '../theme/classNames.ts';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** What is loading; read out by screen readers. */
  'aria-label'?: string;
  className?: string;
}

/**
 * An indeterminate progress indicator (role progressbar) for waits of unknown length. An
 * indeterminate progress bar has no value to announce, so it is the role and its name alone: drawn
 * here rather than with react-aria's ProgressBar, whose number formatting would load with every
 * Button (the sign-in route's bundle budget, README "Bundle size").
 */
export function Spinner({ size = 'medium', 'aria-label': ariaLabel = 'Loading', className }: SpinnerProps) {
  return (
    <div
      role="progressbar"
      aria-label={ariaLabel}
      data-size={size}
      className={classNames(styles.spinner, className)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.svg}>
        <circle cx="12" cy="12" r="9" className={styles.track} />
        <circle cx="12" cy="12" r="9" className={styles.arc} />
      </svg>
    </div>
  );
}
