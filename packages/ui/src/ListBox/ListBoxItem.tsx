import {
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  composeRenderProps,
} from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './ListBox.module.css';

export type ListBoxItemProps<T extends object> = AriaListBoxItemProps<T>;

/**
 * One option. A plain-text label doubles as the type-ahead text; give `textValue` when the
 * content is richer. The check mark shows the selected option in single and multiple selection.
 */
export function ListBoxItem<T extends object>({
  className,
  children,
  textValue,
  ...props
}: ListBoxItemProps<T>) {
  return (
    <AriaListBoxItem
      {...props}
      // The content below is a render function, so react-aria cannot read the text from it.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeClassName(className, styles.item)}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.itemLabel}>{content}</span>
          <Icon name="check" className={styles.check} />
        </>
      ))}
    </AriaListBoxItem>
  );
}
