import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import styles from './EmployeeRecordScreen.module.css';

/** One labelled value of the record; null or undefined when it was not given. */
export interface RecordDetail {
  label: string;
  value: ReactNode | null | undefined;
}

/** An empty value: a dash to the eye, "Not given" to a screen reader. */
export function NotGiven() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden elementType="span">Not given</VisuallyHidden>
    </>
  );
}

export function valueOrNotGiven(value: ReactNode | null | undefined) {
  return value === null || value === undefined || value === '' ? <NotGiven /> : value;
}

export function yesNo(value: boolean) {
  return value ? 'Yes' : 'No';
}

/** Labels and values as a description list, in a grid that folds to one column on a phone. */
export function RecordDetailList({ details, title }: { details: readonly RecordDetail[]; title?: string }) {
  return (
    <div className={styles.detailGroup}>
      {title ? <h3 className={styles.detailGroupTitle}>{title}</h3> : null}
      <dl className={styles.details}>
        {details.map((detail) => (
          <div key={detail.label} className={styles.detail}>
            <dt className={styles.detailLabel}>{detail.label}</dt>
            <dd className={styles.detailValue}>{valueOrNotGiven(detail.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
