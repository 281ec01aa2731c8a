import type { Ref } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps, fieldStyles } from '../Field/index.ts';
import { Icon } from '../Icon/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './NumberField.module.css';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldTextProps {
  placeholder?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A labelled number input with increment and decrement buttons. Arrow Up/Down, Page Up/Down and
 * Home/End step the value; `minValue`/`maxValue` clamp it; `formatOptions` (Intl.NumberFormat)
 * choose how it is shown and parsed (percent, currency, decimals).
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      className={composeClassName(className, fieldStyles.field, styles.numberField)}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Group className={`${fieldStyles.input} ${styles.group}`}>
          <Input placeholder={placeholder} className={`${fieldStyles.bareInput} ${styles.input}`} />
          <div className={styles.steppers}>
            <Button slot="increment" className={`${fieldStyles.fieldButton} ${styles.stepper}`}>
              <Icon name="chevronUp" size="1rem" />
            </Button>
            <Button slot="decrement" className={`${fieldStyles.fieldButton} ${styles.stepper}`}>
              <Icon name="chevronDown" size="1rem" />
            </Button>
          </div>
        </Group>
      </FieldParts>
    </AriaNumberField>
  );
}
