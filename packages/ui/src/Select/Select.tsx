import type { ReactElement, ReactNode } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  SelectValue,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps, fieldStyles } from '../Field/index.ts';
import { Icon } from '../Icon/index.ts';
import { ListBox, ListBoxItem } from '../ListBox/index.ts';
import { Popover } from '../Popover/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Select.module.css';

/** The shape of an option passed through `items`: its key and the text shown. */
export interface SelectOption {
  id: Key;
  name: string;
}

export interface SelectProps<T extends SelectOption = SelectOption>
  extends Omit<AriaSelectProps<T, 'single'>, 'children' | 'selectionMode'>,
    FieldTextProps {
  /** The options; rendered by name unless `children` is a render function. */
  items?: Iterable<T>;
  /** Static `ListBoxItem`s, or a function rendering one per item for richer options. */
  children?: ReactNode | ((item: T) => ReactElement);
}

function renderOption(option: SelectOption) {
  return <ListBoxItem id={option.id}>{option.name}</ListBoxItem>;
}

/**
 * A single-choice field: label, a button showing the chosen option (or the placeholder) and a
 * list of options in the popover. The value is the chosen option's `id` (`value`/`onChange`).
 */
export function Select<T extends SelectOption = SelectOption>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={composeClassName(className, fieldStyles.field, styles.select)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Button className={[fieldStyles.input, styles.trigger].join(' ')}>
          <SelectValue<T> className={styles.value}>
            {/* The option's text, not its rendered row (which carries the list's check mark). */}
            {({ isPlaceholder, selectedText, defaultChildren }) =>
              isPlaceholder ? defaultChildren : selectedText
            }
          </SelectValue>
          <Icon name="chevronDown" className={styles.chevron} />
        </Button>
      </FieldParts>
      <Popover>
        <ListBox items={items}>{children ?? renderOption}</ListBox>
      </Popover>
    </AriaSelect>
  );
}
