import { type ReactNode, useId } from 'react';
import { Dialog as AriaDialog, Heading, Modal, type ModalOverlayProps } from 'react-aria-components';
import { IconButton } from '../Button/index.ts';
import { DialogOverlay } from '../Dialog/DialogOverlay.tsx';
import styles from './FullScreenPanel.module.css';

export interface FullScreenPanelProps extends Omit<ModalOverlayProps, 'children' | 'isDismissable'> {
  /** The heading; it is also the panel's accessible name. */
  title: ReactNode;
  /** The line under the title; it also describes the panel to assistive technology. */
  subtitle?: ReactNode;
  /** Shown at the end of the header, after the title (the form's submit button goes here). */
  actions?: ReactNode;
  /** Pinned under the scrolling body (a bottom tab bar, for example). */
  footer?: ReactNode;
  /** The accessible name of the close button. */
  closeLabel?: string;
  /** The body. A function receives `close` for content that must close the panel itself. */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

/**
 * A modal panel that covers the viewport: a header with the title, a close button and actions, a
 * scrolling body and an optional footer. Escape and the close button close it; focus stays inside
 * while open and returns to the element that opened it. Use it inside a `DialogTrigger` (then
 * `onOpenChange` goes on the trigger) or control it with `isOpen` / `onOpenChange`.
 */
export function FullScreenPanel({
  title,
  subtitle,
  actions,
  footer,
  closeLabel = 'Close',
  children,
  className,
  ...overlayProps
}: FullScreenPanelProps) {
  const subtitleId = useId();
  return (
    <DialogOverlay {...overlayProps} className={className}>
      <Modal className={styles.modal}>
        <AriaDialog className={styles.panel} aria-describedby={subtitle ? subtitleId : undefined}>
          {({ close }) => (
            <>
              <header className={styles.header}>
                <IconButton icon="close" aria-label={closeLabel} onPress={close} />
                <div className={styles.titles}>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {subtitle ? (
                    <p id={subtitleId} className={styles.subtitle}>
                      {subtitle}
                    </p>
                  ) : null}
                </div>
                {actions ? <div className={styles.actions}>{actions}</div> : null}
              </header>
              <div className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </DialogOverlay>
  );
}
