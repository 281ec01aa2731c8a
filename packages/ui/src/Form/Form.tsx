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
 *
 * Every form's own submit handler sends it, but a page painted from HTML (the prerendered sign-in page)
 * can be submitted before its script runs, or with scripts off: the browser then sends the form itself,
 * and with its default method, GET, the fields (a password) would go into the address and the history.
 * So the method is POST: the server answers a form posted to a page with that page again.
 */
export function Form({ validationBehavior = 'aria', method = 'post', className, ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      method={method}
      validationBehavior={validationBehavior}
      className={classNames(styles.form, className)}
    />
  );
}
