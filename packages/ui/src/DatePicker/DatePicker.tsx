import type { CalendarDate } from '@internationalized/date';
import { useRef } from 'react';
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

/** How much of a date was typed when focus left the field: no part, some parts, or all of them. */
export type DateSegmentsFilled = 'none' | 'some' | 'all';

export interface DatePickerProps extends DateOnlyProps<AriaDatePickerProps<CalendarDate>>, FieldTextProps {
  /**
   * Called when focus leaves the field, with how much of the date is typed. `onChange` reports whole
   * dates only (a half-typed one leaves the value empty), so a form that must not take "12/__/2026"
   * for no date at all marks 'some' as incomplete here.
   */
  onSegmentsBlur?: (filled: DateSegmentsFilled) => void;
}

function filledSegments(group: HTMLElement | null): DateSegmentsFilled {
  const segments = [...(group?.querySelectorAll('[role="spinbutton"]') ?? [])];
  const typed = segments.filter((segment) => !segment.hasAttribute('data-placeholder')).length;
  if (typed === 0) return 'none';
  return typed === segments.length ? 'all' : 'some';
}

/**
 * A date field: typed segment by segment, or chosen from the calendar behind the button.
 * `value`/`onChange` are `CalendarDate`s (a day, never a timestamp), e.g. `parseDate('2024-03-15')`.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  className,
  onSegmentsBlur,
  onFocusChange,
  ...props
}: DatePickerProps) {
  const group = useRef<HTMLDivElement>(null);
  return (
    <AriaDatePicker
      {...props}
      onFocusChange={(isFocused) => {
        onFocusChange?.(isFocused);
        if (!isFocused) onSegmentsBlur?.(filledSegments(group.current));
      }}
      className={composeClassName(className, fieldStyles.field, styles.datePicker)}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Group ref={group} className={[fieldStyles.input, fieldStyles.inputGroup].join(' ')}>
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
