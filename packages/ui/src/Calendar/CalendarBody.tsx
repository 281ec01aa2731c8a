import type { CalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarHeading,
  type ClassNameOrFunction,
  Text,
} from 'react-aria-components';
import { IconButton } from '../Button/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Calendar.module.css';

/** The root class of both calendars, joined with the caller's. */
export function calendarClassName<T>(className: ClassNameOrFunction<T> | undefined) {
  return composeClassName(className, styles.calendar);
}

/**
 * What Calendar and RangeCalendar both show inside react-aria's calendar: the month heading
 * between the previous- and next-month buttons, the weekday header and day cells, and the error
 * while the value is invalid.
 */
export function CalendarBody({
  isInvalid,
  errorMessage,
  dayContent,
}: {
  isInvalid: boolean;
  errorMessage?: ReactNode;
  dayContent?: ((date: CalendarDate) => ReactNode) | undefined;
}) {
  return (
    <>
      <div className={styles.header}>
        <IconButton slot="previous" icon="chevronLeft" aria-label="Previous month" size="small" />
        <CalendarHeading className={styles.heading} />
        <IconButton slot="next" icon="chevronRight" aria-label="Next month" size="small" />
      </div>
      <CalendarGrid className={styles.grid} weekdayStyle="short">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) =>
            dayContent ? (
              <CalendarCell date={date} className={`${styles.cell} ${styles.cellWithContent}`}>
                {({ formattedDate }) => (
                  <>
                    <span>{formattedDate}</span>
                    {dayContent(date)}
                  </>
                )}
              </CalendarCell>
            ) : (
              <CalendarCell date={date} className={styles.cell} />
            )
          }
        </CalendarGridBody>
      </CalendarGrid>
      {isInvalid && errorMessage ? (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </>
  );
}
