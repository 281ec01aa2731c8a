import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon, type IconName } from '../Icon/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Button.module.css';

export interface IconButtonProps extends Omit<AriaButtonProps, 'children'> {
  icon: IconName;
  /** The accessible name; an icon-only button has no visible text, so this is required. */
  'aria-label': string;
  variant?: 'quiet' | 'secondary' | 'primary';
  size?: 'small' | 'medium' | 'large';
  /** A round button (the spec's round add button). */
  round?: boolean;
}

/** A button that shows only an icon. The accessible name is required and shown as a tooltip title. */
export function IconButton({
  icon,
  variant = 'quiet',
  size = 'medium',
  round = false,
  className,
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      data-variant={variant}
      data-size={size}
      data-shape={round ? 'round' : 'square'}
      data-icon-only
      className={composeClassName(className, styles.button)}
    >
      <Icon name={icon} />
    </AriaButton>
  );
}

export interface AddButtonProps extends Omit<IconButtonProps, 'icon' | 'round' | 'variant'> {}

/** The round add button that opens a create form or dialog (for example "Add employee"). */
export function AddButton({ size = 'large', ...props }: AddButtonProps) {
  return <IconButton {...props} icon="add" variant="primary" size={size} round />;
}
