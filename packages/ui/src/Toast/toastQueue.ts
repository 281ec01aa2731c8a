import { TOAST_DURATION_MS } from '@hr/domain';
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

export type ToastVariant = 'info' | 'success' | 'warning' | 'danger';

export interface ToastContent {
  title: string;
  description?: string;
  /** Colour and icon; `danger` for errors. Defaults to `info`. */
  variant?: ToastVariant;
}

export interface AddToastOptions {
  /** Milliseconds before the toast closes itself; `null` keeps it until the user closes it. */
  timeout?: number | null;
  /** Called when the toast closes, by the user or by its timeout. */
  onClose?: () => void;
}

/**
 * The queue behind a `ToastRegion`. Toasts close after TOAST_DURATION_MS (the spec's 3000 ms);
 * react-aria pauses every timer while the region is hovered or holds focus.
 */
export class ToastQueue extends AriaToastQueue<ToastContent> {
  override add(
    content: ToastContent,
    { timeout = TOAST_DURATION_MS, onClose }: AddToastOptions = {},
  ): string {
    return super.add(content, { timeout: timeout ?? undefined, onClose });
  }
}

/** Creates a toast queue; the app keeps one and renders one `ToastRegion` for it. */
export function createToastQueue({ maxVisibleToasts = 5 }: { maxVisibleToasts?: number } = {}): ToastQueue {
  return new ToastQueue({ maxVisibleToasts });
}
