import type { Ref } from 'react';
import {
  ToggleButtonGroup as AriaToggleButtonGroup,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
} from 'react-aria-components';
import { composeClassName } from '../theme/classNames.ts';
import styles from './ToggleButtonGroup.module.css';

export interface ToggleButtonGroupProps extends AriaToggleButtonGroupProps {
  ref?: Ref<HTMLDivElement>;
}

/**
 * A segmented control of ToggleButtons ("Admin login" / "Employee login"). By default exactly one
 * is selected and the selection cannot be emptied; arrow keys move between the buttons and Enter or
 * Space selects. Name the group with `aria-label` or `aria-labelledby`.
 */
export function ToggleButtonGroup({
  selectionMode = 'single',
  disallowEmptySelection = true,
  className,
  ...props
}: ToggleButtonGroupProps) {
  return (
    <AriaToggleButtonGroup
      {...props}
      selectionMode={selectionMode}
      disallowEmptySelection={disallowEmptySelection}
      className={composeClassName(className, styles.toggleButtonGroup)}
    />
  );
}
