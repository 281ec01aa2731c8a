import type { Ref } from 'react';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps, fieldStyles } from '../Field/index.ts';
import { Icon } from '../Icon/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './SearchField.module.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'>, FieldTextProps {
  placeholder?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A search input with a search icon and a clear button. Enter calls `onSubmit` with the text;
 * Escape or the clear button empties it and calls `onClear`. Without a visible `label`, give it an
 * `aria-label`.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField
      {...props}
      className={composeClassName(className, fieldStyles.field, styles.searchField)}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Group role="presentation" className={`${fieldStyles.input} ${fieldStyles.inputGroup}`}>
          <Icon name="search" className={styles.searchIcon} />
          <Input placeholder={placeholder} className={`${fieldStyles.bareInput} ${styles.input}`} />
          <Button className={`${fieldStyles.fieldButton} ${styles.clear}`}>
            <Icon name="close" size="1rem" />
          </Button>
        </Group>
      </FieldParts>
    </AriaSearchField>
  );
}
