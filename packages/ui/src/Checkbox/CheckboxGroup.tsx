import type { ReactNode, Ref } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps, fieldStyles } from '../Field/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Checkbox.module.css';

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'>, FieldTextProps {
  /** The Checkbox options, each with a `value`. */
  children: ReactNode;
  /** Stack the options (the default) or lay them out in a wrapping row. */
  orientation?: 'vertical' | 'horizontal';
  ref?: Ref<HTMLDivElement>;
}

/** A labelled set of checkboxes whose value is the list of checked `value`s. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      data-orientation={orientation}
      className={composeClassName(className, fieldStyles.field, styles.checkboxGroup)}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <div className={styles.options}>{children}</div>
      </FieldParts>
    </AriaCheckboxGroup>
  );
}
