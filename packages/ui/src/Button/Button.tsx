import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet' | 'submit';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends AriaButtonProps {
  /**
   * primary: the main action; secondary: the others (Cancel); danger: destroys or ends something;
   * quiet: low-emphasis, text-like; submit: the green submit of the spec's forms.
   */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * The design system's button. While `isPending` it shows a spinner, keeps its size and stays
 * focusable, and react-aria announces the pending state.
 */
export function Button({ variant = 'primary', size = 'medium', className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-variant={variant}
      data-size={size}
      className={composeClassName(className, styles.button)}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <Spinner size="small" aria-label="Working" /> : null}
          <span className={styles.content} data-hidden={isPending || undefined}>
            {content}
          </span>
        </>
      ))}
    </AriaButton>
  );
}
