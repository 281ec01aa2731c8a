import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  type ToastProps as AriaToastProps,
  Text,
} from 'react-aria-components';
import { IconButton } from '../Button/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Toast.module.css';
import type { ToastContent, ToastVariant } from './toastQueue.ts';

const variantIcons: Record<ToastVariant, IconName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
};

export type ToastProps = AriaToastProps<ToastContent>;

/** One toast: a variant icon, the title and optional description, and a close button. */
export function Toast({ toast, className, ...props }: ToastProps) {
  const variant = toast.content.variant ?? 'info';
  return (
    <AriaToast
      {...props}
      toast={toast}
      data-variant={variant}
      className={composeClassName(className, styles.toast)}
    >
      <Icon name={variantIcons[variant]} className={styles.icon} />
      <AriaToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {toast.content.title}
        </Text>
        {toast.content.description ? (
          <Text slot="description" className={styles.description}>
            {toast.content.description}
          </Text>
        ) : null}
      </AriaToastContent>
      <IconButton slot="close" icon="close" aria-label="Close" size="small" />
    </AriaToast>
  );
}
