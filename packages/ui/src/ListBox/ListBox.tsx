import { ListBox as AriaListBox, type ListBoxProps as AriaListBoxProps } from 'react-aria-components';
import { composeClassName } from '../theme/classNames.ts';
import styles from './ListBox.module.css';

export type ListBoxProps<T extends object> = AriaListBoxProps<T>;

/**
 * The option list of the design system: standalone, or inside the popover of Select and ComboBox
 * (they label it and wire its selection). Give a standalone list an `aria-label`. Content from
 * `renderEmptyState` is styled as the quiet "nothing here" line.
 */
export function ListBox<T extends object>({ className, ...props }: ListBoxProps<T>) {
  return <AriaListBox {...props} className={composeClassName(className, styles.listBox)} />;
}
