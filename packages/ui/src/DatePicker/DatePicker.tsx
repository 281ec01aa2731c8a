import type { CalendarDate } from '@internationalized/date';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Dialog,
  Group,
} from 'react-aria-components';
import { Calendar } from '../Calendar/index.ts';
import { FieldParts, type FieldTextProps, fieldStyles } from '../Field/index.ts';
import { Popover } from '../Popover/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './DatePicker.module.css';
import { DatePickerButton } from './DatePickerButton.tsx';
import { DatePickerInput } from './DatePickerInput.tsx';

/** Times are not part of a date field, so the time-related options are left out. */
type DateOnlyProps<P> = Omit<P, 'children' | 'granularity' | 'hourCycle' | 'hideTimeZone'>;

export interface DatePickerProps extends DateOnlyProps<AriaDatePickerProps<CalendarDate>>, FieldTextProps {}

/**
 * A date field: typed segment by segment, or chosen from the calendar behind the button.
 * `value`/`onChange` are `CalendarDate`s (a day, never a timestamp), e.g. `parseDate('2024-03-15')`.
 */
export function DatePicker({ label, description, errorMessage, className, ...props }: DatePickerProps) {
  return (
    <AriaDatePicker {...props} className={composeClassName(className, fieldStyles.field, styles.datePicker)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Group className={[fieldStyles.input, fieldStyles.inputGroup].join(' ')}>
          <DatePickerInput />
          <DatePickerButton />
        </Group>
      </FieldParts>
      <Popover placement="bottom end">
        <Dialog className={styles.dialog}>
          <Calendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
