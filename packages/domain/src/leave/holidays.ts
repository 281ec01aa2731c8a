import type { CalendarDate } from '@internationalized/date';
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
