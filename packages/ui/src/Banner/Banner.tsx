import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { IconButton } from '../Button/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { classNames } from '../theme/classNames.ts';
import styles from './Banner.module.css';

export type BannerVariant = 'info' | 'success' | 'warning' | 'danger';

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  variant?: BannerVariant;
  /** A short bold line above the message; it also names the banner. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** One control that acts on the message (for example a Button "Retry"). */
  action?: ReactNode;
  /** Shows a "Dismiss" button; the owner removes the banner when it is called. */
  onDismiss?: () => void;
  /**
   * Interrupts assistive technology (role alert). Only for a warning or danger that appears
   * because of something the user just did; otherwise the banner is a polite status.
   */
  isUrgent?: boolean;
}

/** Each variant has its own icon, named for assistive technology, so colour is never the only cue. */
const variantIcons: Record<BannerVariant, { name: IconName; label: string }> = {
  info: { name: 'info', label: 'Information' },
  success: { name: 'success', label: 'Success' },
  warning: { name: 'warning', label: 'Warning' },
  danger: { name: 'error', label: 'Error' },
};

/** An inline message about the page or the task on it (the quick-entry "In a rush?" banner). */
export function Banner({
  variant = 'info',
  title,
  children,
  action,
  onDismiss,
  isUrgent = false,
  className,
  ...props
}: BannerProps) {
  const titleId = useId();
  const icon = variantIcons[variant];
  const rootProps = {
    ...props,
    'aria-labelledby': title ? titleId : undefined,
    'data-variant': variant,
    className: classNames(styles.banner, className),
  };
  const content = (
    <>
      <Icon name={icon.name} label={icon.label} className={styles.icon} />
      <div className={styles.body}>
        {title ? (
          <p id={titleId} className={styles.title}>
            {title}
          </p>
        ) : null}
        {children ? <div className={styles.message}>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
      {onDismiss ? (
        <IconButton
          icon="close"
          aria-label="Dismiss"
          size="small"
          onPress={onDismiss}
          className={styles.dismiss}
        />
      ) : null}
    </>
  );
  return isUrgent ? (
    <div role="alert" {...rootProps}>
      {content}
    </div>
  ) : (
    <div role="status" {...rootProps}>
      {content}
    </div>
  );
}
