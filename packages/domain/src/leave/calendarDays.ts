import { type CalendarDate, getDayOfWeek } from '@internationalized/date';

/**
 * Calendar arithmetic on dates without times (CalendarDate), so no time zone or daylight-saving
 * change can move a day.
 */

/** ISO order: Monday first. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 0 for Monday to 6 for Sunday, whatever the locale's first day of the week. */
export function weekdayIndex(date: CalendarDate): number {
  return getDayOfWeek(date, 'en', 'mon');
}

/** The days from `from` to `to`: 1 from a Monday to the Tuesday, -1 back. */
export function daysFrom(from: CalendarDate, to: CalendarDate): number {
  return to.calendar.toJulianDay(to) - from.calendar.toJulianDay(from);
}

/** Every day from `from` to `to`, both included; none when `to` is before `from`. */
export function eachDay(from: CalendarDate, to: CalendarDate): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let day = from; day.compare(to) <= 0; day = day.add({ days: 1 })) days.push(day);
  return days;
}

/** Whether `date` lies from `from` to `to`, both included. */
export function isWithin(date: CalendarDate, from: CalendarDate, to: CalendarDate): boolean {
  return date.compare(from) >= 0 && date.compare(to) <= 0;
}
