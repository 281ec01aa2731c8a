import type { Ref } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { classNames } from '../theme/classNames.ts';
import styles from './Form.module.css';

export interface FormProps extends AriaFormProps {
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form laid out as a column of sections and fields. Validation defaults to "aria": fields show
 * their errors and set aria-invalid but never block submission natively, so react-hook-form
 * decides what is valid.
 */
export function Form({ validationBehavior = 'aria', className, ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      validationBehavior={validationBehavior}
      className={classNames(styles.form, className)}
    />
  );
}
