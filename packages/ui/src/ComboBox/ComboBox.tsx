import type { ReactElement, ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  type Key,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps, fieldStyles } from '../Field/index.ts';
import { Icon } from '../Icon/index.ts';
import { ListBox, ListBoxItem } from '../ListBox/index.ts';
import { Popover } from '../Popover/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './ComboBox.module.css';

/** The shape of a suggestion passed through `items`: its key and the text shown and matched. */
export interface ComboBoxOption {
  id: Key;
  name: string;
}

export interface ComboBoxProps<T extends ComboBoxOption = ComboBoxOption>
  extends Omit<AriaComboBoxProps<T, 'single'>, 'children' | 'items' | 'defaultItems' | 'selectionMode'>,
    FieldTextProps {
  /**
   * The suggestions. They are filtered as the user types (case-insensitive "contains" on the
   * option text); pass `defaultFilter` to match differently, or `() => true` when the caller
   * already filtered them (a server search).
   */
  items?: Iterable<T>;
  /** Static `ListBoxItem`s, or a function rendering one per item for richer suggestions. */
  children?: ReactNode | ((item: T) => ReactElement);
  /** Shown in the popover when nothing matches what was typed. */
  emptyMessage?: ReactNode;
  placeholder?: string;
}

function renderOption(option: ComboBoxOption) {
  return <ListBoxItem id={option.id}>{option.name}</ListBoxItem>;
}

/**
 * A text field with suggestions: typing filters the list, and the value is the chosen
 * suggestion's `id` (`value`/`onChange`). Free text is rejected unless `allowsCustomValue`.
 */
export function ComboBox<T extends ComboBoxOption = ComboBoxOption>({
  label,
  description,
  errorMessage,
  items,
  children,
  emptyMessage = 'No matches',
  placeholder,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox
      allowsEmptyCollection
      {...props}
      // Passed as the uncontrolled list so react-aria filters it by the typed text.
      defaultItems={items}
      className={composeClassName(className, fieldStyles.field, styles.comboBox)}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Group className={[fieldStyles.input, fieldStyles.inputGroup, styles.control].join(' ')}>
          <Input className={[fieldStyles.bareInput, styles.input].join(' ')} placeholder={placeholder} />
          <Button className={[fieldStyles.fieldButton, styles.chevron].join(' ')}>
            <Icon name="chevronDown" />
          </Button>
        </Group>
      </FieldParts>
      <Popover>
        <ListBox renderEmptyState={() => emptyMessage}>{children ?? renderOption}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}
