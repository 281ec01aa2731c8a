import type { Ref } from 'react';
import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import { composeClassName } from '../theme/classNames.ts';
import styles from './ToggleButtonGroup.module.css';

export interface ToggleButtonProps extends AriaToggleButtonProps {
  ref?: Ref<HTMLButtonElement>;
}

/** One segment of a ToggleButtonGroup; its `id` is the key reported in the group's selection. */
export function ToggleButton({ className, ...props }: ToggleButtonProps) {
  return <AriaToggleButton {...props} className={composeClassName(className, styles.toggleButton)} />;
}
