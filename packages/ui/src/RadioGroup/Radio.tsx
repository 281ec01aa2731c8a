import type { ReactNode, Ref } from 'react';
import {
  RadioField as AriaRadioField,
  type RadioFieldProps as AriaRadioFieldProps,
  RadioButton,
} from 'react-aria-components';
import { FieldDescription } from '../Field/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './RadioGroup.module.css';

export interface RadioProps extends Omit<AriaRadioFieldProps, 'children'> {
  /** The option's label. */
  children?: ReactNode;
  /** Help text for this option alone. */
  description?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** One option of a RadioGroup. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <AriaRadioField {...props} className={composeClassName(className, styles.radioField)}>
      <RadioButton className={styles.radio}>
        <span className={styles.circle} aria-hidden="true" />
        {children}
      </RadioButton>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
    </AriaRadioField>
  );
}
