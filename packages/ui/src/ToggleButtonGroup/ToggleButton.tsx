import type { Ref } from 'react';
import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import styles from './ToggleButtonGroup.module.css';

export interface ToggleButtonProps extends AriaToggleButtonProps {
  ref?: Ref<HTMLButtonElement>;
}

/** One segment of a ToggleButtonGroup; its `id` is the key reported in the group's selection. */
export function ToggleButton({ className, ...props }: ToggleButtonProps) {
  return (
    <AriaToggleButton
      {...props}
      className={composeRenderProps(className, (given) =>
        [styles.toggleButton, given].filter(Boolean).join(' '),
      )}
    />
  );
}
