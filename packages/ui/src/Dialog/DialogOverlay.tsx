import { composeRenderProps, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import styles from './Dialog.module.css';

/** The dimmed backdrop that fades in and out behind a modal; Dialog and FullScreenPanel share it. */
export function DialogOverlay({ className, ...props }: ModalOverlayProps) {
  return (
    <ModalOverlay
      {...props}
      className={composeRenderProps(className, (given) => [styles.overlay, given].filter(Boolean).join(' '))}
    />
  );
}
