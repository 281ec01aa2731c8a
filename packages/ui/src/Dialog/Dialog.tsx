import type { FormEvent, ReactNode } from 'react';
import { Dialog as AriaDialog, Form, Heading, Modal, type ModalOverlayProps } from 'react-aria-components';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Dialog.module.css';
import { DialogFooter, type DialogFooterProps } from './DialogFooter.tsx';
import { DialogOverlay } from './DialogOverlay.tsx';

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'isKeyboardDismissDisabled'> {
  /** The heading; it is also the dialog's accessible name. */
  title: ReactNode;
  /** The body. A function receives `close` for content that must close the dialog itself. */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** The label of the primary button; without it the footer shows only Cancel. */
  primaryActionLabel?: string;
  /**
   * Called when the primary button is pressed (not in a form dialog, where `onSubmit` runs instead).
   * The dialog stays open until `close` is called, so an async action can show `isPrimaryPending` first.
   */
  onPrimaryAction?: (close: () => void) => void;
  /** `danger` for destructive confirmations ("Delete department?"), `submit` for the green submit. */
  primaryVariant?: DialogFooterProps['primaryVariant'];
  /** Shows a spinner in the primary button; Escape and clicks outside do not close the dialog meanwhile. */
  isPrimaryPending?: boolean;
  isPrimaryDisabled?: boolean;
  cancelLabel?: string;
  /** Called when Cancel is pressed, before the dialog closes. */
  onCancel?: () => void;
  /**
   * Makes this a form dialog: body and footer sit in a `<form>` whose submit button is the primary
   * button, so Enter in a field submits. The default navigation is prevented; call `close` when done.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>, close: () => void) => void;
  /** Escape and a click outside close the dialog. */
  isDismissable?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/**
 * A modal dialog with a title, a body and a footer with Cancel and a primary action. Use it as the
 * second child of a `DialogTrigger` (focus returns to the trigger on close; `onOpenChange` goes on
 * the trigger) or control it with `isOpen` / `onOpenChange`. Focus stays inside while it is open.
 */
export function Dialog({
  title,
  children,
  primaryActionLabel,
  onPrimaryAction,
  primaryVariant = 'primary',
  isPrimaryPending = false,
  isPrimaryDisabled = false,
  cancelLabel = 'Cancel',
  onCancel,
  onSubmit,
  isDismissable = true,
  size = 'medium',
  className,
  ...overlayProps
}: DialogProps) {
  const canDismiss = isDismissable && !isPrimaryPending;
  return (
    <DialogOverlay
      {...overlayProps}
      isDismissable={canDismiss}
      isKeyboardDismissDisabled={!canDismiss}
      className={composeClassName(className, styles.centered)}
    >
      <Modal className={styles.modal} data-size={size}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => {
            const footer = (
              <DialogFooter
                cancelLabel={cancelLabel}
                onCancel={() => {
                  onCancel?.();
                  close();
                }}
                primaryActionLabel={primaryActionLabel}
                onPrimaryAction={() => onPrimaryAction?.(close)}
                primaryVariant={primaryVariant}
                isSubmit={onSubmit !== undefined}
                isPrimaryPending={isPrimaryPending}
                isPrimaryDisabled={isPrimaryDisabled}
              />
            );
            const body = (
              <div className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            );
            return (
              <>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {onSubmit ? (
                  <Form
                    className={styles.form}
                    validationBehavior="aria"
                    onSubmit={(event) => {
                      event.preventDefault();
                      onSubmit(event, close);
                    }}
                  >
                    {body}
                    {footer}
                  </Form>
                ) : (
                  <>
                    {body}
                    {footer}
                  </>
                )}
              </>
            );
          }}
        </AriaDialog>
      </Modal>
    </DialogOverlay>
  );
}
