import {
  ListBox as AriaListBox,
  type ListBoxProps as AriaListBoxProps,
  composeRenderProps,
} from 'react-aria-components';
import styles from './ListBox.module.css';

export type ListBoxProps<T extends object> = AriaListBoxProps<T>;

/**
 * The option list of the design system: standalone, or inside the popover of Select and ComboBox
 * (they label it and wire its selection). Give a standalone list an `aria-label`. Content from
 * `renderEmptyState` is styled as the quiet "nothing here" line.
 */
export function ListBox<T extends object>({ className, ...props }: ListBoxProps<T>) {
  return (
    <AriaListBox
      {...props}
      className={composeRenderProps(className, (given) => [styles.listBox, given].filter(Boolean).join(' '))}
    />
  );
}
