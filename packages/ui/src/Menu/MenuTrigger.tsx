import { Children } from 'react';
import {
  MenuTrigger as AriaMenuTrigger,
  type MenuTriggerProps as AriaMenuTriggerProps,
} from 'react-aria-components';
import { Popover, type PopoverProps } from '../Popover/index.ts';

export interface MenuTriggerProps extends AriaMenuTriggerProps {
  /** Where the menu opens relative to the trigger. */
  placement?: PopoverProps['placement'];
}

/**
 * Opens its second child, a `Menu`, in the shared Popover when its first child (a button) is
 * pressed, or on Enter, Space or ArrowDown. Escape closes it and focus returns to the button.
 */
export function MenuTrigger({ children, placement = 'bottom end', ...props }: MenuTriggerProps) {
  const [trigger, menu] = Children.toArray(children);
  return (
    <AriaMenuTrigger {...props}>
      {trigger}
      <Popover placement={placement}>{menu}</Popover>
    </AriaMenuTrigger>
  );
}
