import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../theme/classNames.ts';
import styles from './Form.module.css';

export interface FieldGroupProps extends ComponentPropsWithRef<'div'> {
  /** Fields per row from 600px up; three columns become two between 600px and 900px. */
  columns?: 1 | 2 | 3;
}

/** Lays fields out in a grid that collapses to one column on narrow screens. */
export function FieldGroup({ columns = 2, className, ...props }: FieldGroupProps) {
  return <div {...props} data-columns={columns} className={classNames(styles.fieldGroup, className)} />;
}
