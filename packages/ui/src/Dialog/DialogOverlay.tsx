import { ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Dialog.module.css';

/** The dimmed backdrop that fades in and out behind a modal; Dialog and FullScreenPanel share it. */
export function DialogOverlay({ className, ...props }: ModalOverlayProps) {
  return <ModalOverlay {...props} className={composeClassName(className, styles.overlay)} />;
}
