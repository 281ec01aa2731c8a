import { Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Popover.module.css';

export type PopoverProps = AriaPopoverProps;

/** The floating surface under Select, ComboBox, the date pickers and menus. */
export function Popover({ className, offset = 4, ...props }: PopoverProps) {
  return <AriaPopover {...props} offset={offset} className={composeClassName(className, styles.popover)} />;
}
