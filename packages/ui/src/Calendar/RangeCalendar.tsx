import type { CalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  RangeCalendar as AriaRangeCalendar,
  type RangeCalendarProps as AriaRangeCalendarProps,
  composeRenderProps,
  Text,
} from 'react-aria-components';
import styles from './Calendar.module.css';
import { CalendarHeader } from './CalendarHeader.tsx';
import { CalendarMonthGrid } from './CalendarMonthGrid.tsx';

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
  return (
    <AriaRangeCalendar
      {...props}
      className={composeRenderProps(className, (given) => [styles.calendar, given].filter(Boolean).join(' '))}
    >
      {({ isInvalid }) => (
        <>
          <CalendarHeader />
          <CalendarMonthGrid />
          {isInvalid && errorMessage ? (
            <Text slot="errorMessage" className={styles.error}>
              {errorMessage}
            </Text>
          ) : null}
        </>
      )}
    </AriaRangeCalendar>
  );
}
