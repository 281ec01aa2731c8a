import type { ReactNode, Ref } from 'react';
import {
  CheckboxField as AriaCheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
  CheckboxButton,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldTextProps } from '../Field/index.ts';
import { Icon } from '../Icon/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Checkbox.module.css';

export interface CheckboxProps
  extends Omit<AriaCheckboxFieldProps, 'children'>,
    Omit<FieldTextProps, 'label'> {
  /** The checkbox's label. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A checkbox with its label, optional help text and an error message ("I agree to the Terms and
 * Conditions"). `isIndeterminate` shows a dash for a partly selected set. Inside a CheckboxGroup
 * give it a `value`; the group then shows the error.
 */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckboxField {...props} className={composeClassName(className, styles.checkboxField)}>
      <CheckboxButton className={styles.checkbox}>
        <span className={styles.box} aria-hidden="true">
          <Icon name="check" size="0.875rem" className={styles.check} />
        </span>
        {children}
      </CheckboxButton>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxField>
  );
}
