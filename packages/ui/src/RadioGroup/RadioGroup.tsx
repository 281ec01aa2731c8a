import type { ReactNode, Ref } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps, fieldStyles } from '../Field/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './RadioGroup.module.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldTextProps {
  /** The Radio options. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A labelled set of radios where exactly one can be chosen (marital status). Arrow keys move and
 * select; `orientation="horizontal"` lays the options in a wrapping row.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={composeClassName(className, fieldStyles.field, styles.radioGroup)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <div className={styles.options}>{children}</div>
      </FieldParts>
    </AriaRadioGroup>
  );
}
