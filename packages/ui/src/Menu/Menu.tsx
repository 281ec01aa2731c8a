import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  composeRenderProps,
  Separator,
  type SeparatorProps,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon/index.ts';
import { classNames, composeClassName } from '../theme/classNames.ts';
import styles from './Menu.module.css';

export type MenuProps<T> = AriaMenuProps<T>;

/** A list of actions in a popover; put it as the second child of a `MenuTrigger`. */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return <AriaMenu {...props} className={composeClassName(className, styles.menu)} />;
}

export interface MenuItemProps<T = object> extends AriaMenuItemProps<T> {
  icon?: IconName;
  /**
   * A second, quieter line under the label. It is part of the item's accessible name (axe wants the
   * visible text of a menu item inside its name, which rules out aria-describedby here).
   */
  description?: ReactNode;
}

/** One action in a `Menu`. `id` is the key that the menu's `onAction` receives. */
export function MenuItem<T extends object>({
  icon,
  description,
  children,
  className,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeClassName(className, styles.item)}
    >
      {composeRenderProps(children, (content, { selectionMode, isSelected }) => (
        <>
          {selectionMode === 'none' ? null : (
            <span className={styles.check}>{isSelected ? <Icon name="check" /> : null}</span>
          )}
          {icon ? <Icon name={icon} className={styles.itemIcon} /> : null}
          <span className={styles.itemText}>
            <span>{content}</span>
            {description ? (
              <>
                {' '}
                <span className={styles.itemDescription}>{description}</span>
              </>
            ) : null}
          </span>
        </>
      ))}
    </AriaMenuItem>
  );
}

/** A line between groups of items. */
export function MenuSeparator({ className, ...props }: SeparatorProps) {
  return <Separator {...props} className={classNames(styles.separator, className)} />;
}
