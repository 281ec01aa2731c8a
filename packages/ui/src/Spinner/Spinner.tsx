import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import { classNames } from '../theme/classNames.ts';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** What is loading; read out by screen readers. */
  'aria-label'?: string;
  className?: string;
}

/** An indeterminate progress indicator (role progressbar) for waits of unknown length. */
export function Spinner({ size = 'medium', 'aria-label': ariaLabel = 'Loading', className }: SpinnerProps) {
  return (
    <AriaProgressBar
      isIndeterminate
      aria-label={ariaLabel}
      data-size={size}
      className={classNames(styles.spinner, className)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.svg}>
        <circle cx="12" cy="12" r="9" className={styles.track} />
        <circle cx="12" cy="12" r="9" className={styles.arc} />
      </svg>
    </AriaProgressBar>
  );
}
