import {
  UNSTABLE_ToastRegion as AriaToastRegion,
  type ToastRegionProps as AriaToastRegionProps,
} from 'react-aria-components';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Toast.module.css';
import { Toast } from './Toast.tsx';
import type { ToastContent, ToastQueue } from './toastQueue.ts';

export interface ToastRegionProps extends Omit<AriaToastRegionProps<ToastContent>, 'queue' | 'children'> {
  /** The queue from `createToastQueue()`. */
  queue: ToastQueue;
}

/**
 * The landmark region where toasts appear, at the bottom end of the viewport, above dialogs.
 * Render it once; it shows nothing until the queue has a toast. F6 moves focus into it.
 */
export function ToastRegion({ queue, className, ...props }: ToastRegionProps) {
  return (
    <AriaToastRegion {...props} queue={queue} className={composeClassName(className, styles.region)}>
      {({ toast }) => <Toast toast={toast} />}
    </AriaToastRegion>
  );
}
