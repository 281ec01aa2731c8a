import type { CalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import { Calendar as AriaCalendar, type CalendarProps as AriaCalendarProps } from 'react-aria-components';
import { useFirstDayOfWeek } from '../RegionalSettings/index.ts';
import { CalendarBody, calendarClassName } from './CalendarBody.tsx';

export interface CalendarProps extends Omit<AriaCalendarProps<CalendarDate>, 'children' | 'visibleDuration'> {
  /** Shown under the month while `isInvalid`. */
  errorMessage?: ReactNode;
  /**
   * Something a day shows under its number (how many hearings it has); the cells grow to hold it.
   * Say it in words elsewhere too: a cell's accessible name is its date.
   */
  dayContent?: (date: CalendarDate) => ReactNode;
}

/**
 * A month calendar for choosing one day. Values are `CalendarDate`s (a day, never a timestamp).
 * Standalone it needs an `aria-label`; inside a DatePicker the picker labels and drives it.
 */
export function Calendar({ errorMessage, dayContent, className, ...props }: CalendarProps) {
  const firstDayOfWeek = useFirstDayOfWeek();
  return (
    // The employer's first day of the week (Employer › Setting) unless a calendar names its own.
    <AriaCalendar firstDayOfWeek={firstDayOfWeek} {...props} className={calendarClassName(className)}>
      {({ isInvalid }) => (
        <CalendarBody isInvalid={isInvalid} errorMessage={errorMessage} dayContent={dayContent} />
      )}
    </AriaCalendar>
  );
}
