import type { CalendarDate } from '@internationalized/date';
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  Dialog,
  Group,
} from 'react-aria-components';
import { RangeCalendar } from '../Calendar/index.ts';
import { DatePickerButton } from '../DatePicker/DatePickerButton.tsx';
import { DatePickerInput } from '../DatePicker/DatePickerInput.tsx';
import { FieldParts, type FieldTextProps, fieldStyles } from '../Field/index.ts';
import { Popover } from '../Popover/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './DateRangePicker.module.css';

export interface DateRangePickerProps
  extends Omit<
      AriaDateRangePickerProps<CalendarDate>,
      'children' | 'granularity' | 'hourCycle' | 'hideTimeZone'
    >,
    FieldTextProps {}

/**
 * A from–to date field: two sets of segments and a range calendar behind the button.
 * `value`/`onChange` are `{ start, end }` of `CalendarDate`s; both ends are included.
 */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateRangePickerProps) {
  return (
    <AriaDateRangePicker
      {...props}
      className={composeClassName(className, fieldStyles.field, styles.dateRangePicker)}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Group className={[fieldStyles.input, fieldStyles.inputGroup].join(' ')}>
          <DatePickerInput slot="start" />
          <span aria-hidden="true" className={styles.separator}>
            –
          </span>
          <DatePickerInput slot="end" />
          <DatePickerButton />
        </Group>
      </FieldParts>
      <Popover placement="bottom end">
        <Dialog className={styles.dialog}>
          <RangeCalendar />
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
