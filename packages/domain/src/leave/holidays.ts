import { CalendarDate } from '@internationalized/date';
import { type DayHalves, type DayPart, halvesOf, NO_HALVES } from './dayParts.ts';

/**
 * A holiday of an employee's holiday calendar: a whole day or one half of it, once or every year.
 * A yearly holiday falls on its month and day from its first year on, so one on 29 February falls
 * only in leap years (a common year has no such day).
 */
export interface Holiday {
  name: string;
  date: CalendarDate;
  part: DayPart;
  repeatsYearly: boolean;
}

function monthDay(date: CalendarDate): string {
  return `${date.month}-${date.day}`;
}

/**
 * A look-up of the holiday halves of any date, built once for a calendar so that counting a long
 * range does not scan every holiday for every day. Two holidays on one day join their halves.
 */
export function holidayHalvesLookup(holidays: readonly Holiday[]): (date: CalendarDate) => DayHalves {
  const onDate = new Map<string, DayHalves>();
  const yearly = new Map<string, Holiday[]>();
  for (const holiday of holidays) {
    if (holiday.repeatsYearly) {
      const key = monthDay(holiday.date);
      yearly.set(key, [...(yearly.get(key) ?? []), holiday]);
    } else {
      const key = holiday.date.toString();
      onDate.set(key, (onDate.get(key) ?? NO_HALVES) | halvesOf(holiday.part));
    }
  }
  return (date) => {
    let halves = onDate.get(date.toString()) ?? NO_HALVES;
    for (const holiday of yearly.get(monthDay(date)) ?? []) {
      if (holiday.date.year <= date.year) halves |= halvesOf(holiday.part);
    }
    return halves;
  };
}

/**
 * The dates from `from` to `to` (both included) on which a holiday falls, each once and in no
 * particular order. A yearly holiday is looked at once per year of the range, never per day, so a
 * range of years costs its years times the calendar's holidays.
 */
export function holidayDatesWithin(
  holidays: readonly Holiday[],
  from: CalendarDate,
  to: CalendarDate,
): CalendarDate[] {
  const dates = new Map<string, CalendarDate>();
  const keep = (date: CalendarDate) => {
    if (date.compare(from) >= 0 && date.compare(to) <= 0) dates.set(date.toString(), date);
  };
  for (const holiday of holidays) {
    if (!holiday.repeatsYearly) {
      keep(holiday.date);
      continue;
    }
    for (let year = Math.max(from.year, holiday.date.year); year <= to.year; year += 1) {
      const date = new CalendarDate(year, holiday.date.month, holiday.date.day);
      // 29 February in a common year is constrained to the 28th: that year has no such holiday.
      if (date.day === holiday.date.day) keep(date);
    }
  }
  return [...dates.values()];
}

/**
 * A look-up of the names of the holidays falling on any date, once or yearly, in the calendar's
 * order: what the leave preview shows beside a day that a holiday takes out of the count.
 */
export function holidayNamesLookup(holidays: readonly Holiday[]): (date: CalendarDate) => string[] {
  const byMonthDay = new Map<string, Holiday[]>();
  for (const holiday of holidays) {
    const key = monthDay(holiday.date);
    byMonthDay.set(key, [...(byMonthDay.get(key) ?? []), holiday]);
  }
  return (date) =>
    (byMonthDay.get(monthDay(date)) ?? [])
      .filter((holiday) =>
        holiday.repeatsYearly ? holiday.date.year <= date.year : holiday.date.compare(date) === 0,
      )
      .map((holiday) => holiday.name);
}
