import type { CalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  RangeCalendar as AriaRangeCalendar,
  type RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components';
import { useFirstDayOfWeek } from '../RegionalSettings/index.ts';
import { CalendarBody, calendarClassName } from './CalendarBody.tsx';

export interface RangeCalendarProps
  extends Omit<AriaRangeCalendarProps<CalendarDate>, 'children' | 'visibleDuration'> {
  /** Shown under the month while `isInvalid`. */
  errorMessage?: ReactNode;
}

/**
 * A month calendar for choosing a span of days: the first press sets the start, the second the
 * end. The value is `{ start, end }` of `CalendarDate`s.
 */
export function RangeCalendar({ errorMessage, className, ...props }: RangeCalendarProps) {
  const firstDayOfWeek = useFirstDayOfWeek();
  return (
    // The employer's first day of the week (Employer › Setting) unless a calendar names its own.
    <AriaRangeCalendar firstDayOfWeek={firstDayOfWeek} {...props} className={calendarClassName(className)}>
      {({ isInvalid }) => <CalendarBody isInvalid={isInvalid} errorMessage={errorMessage} />}
    </AriaRangeCalendar>
  );
}
