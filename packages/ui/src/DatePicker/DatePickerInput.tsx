import { DateInput, type DateInputProps, DateSegment } from 'react-aria-components';
import styles from './DatePicker.module.css';

/**
 * The editable segments (day, month, year) of a date field, in the locale's order. Used by
 * DatePicker and, with `slot="start"` / `slot="end"`, by DateRangePicker.
 */
export function DatePickerInput(props: Omit<DateInputProps, 'children' | 'className'>) {
  return (
    <DateInput {...props} className={styles.dateInput}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}
