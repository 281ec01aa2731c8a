import type { CalendarDate } from '@internationalized/date';
import { type DayPart, halvesOf } from './dayParts.ts';

/**
 * The half days a request spans, numbered so that ranges of them can be compared: the morning of a
 * day is its Julian day × 2, the afternoon the next number. From a Monday afternoon to a Wednesday
 * morning is [Mon × 2 + 1, Wed × 2 + 1), four halves: two requests overlap exactly when they share a
 * half day, so a morning off and an afternoon off on one date can both stand.
 */
export interface HalvesRange {
  first: number;
  /** One past the last half: the range is half-open. */
  afterLast: number;
}

const MORNING = 1;
const AFTERNOON = 2;

function julianDay(date: CalendarDate): number {
  return date.calendar.toJulianDay(date);
}

export function halvesRangeOf(range: {
  from: CalendarDate;
  to: CalendarDate;
  fromPart: DayPart;
  toPart: DayPart;
}): HalvesRange {
  const oneDay = range.from.compare(range.to) === 0;
  const firstDay = oneDay ? halvesOf(range.fromPart) & halvesOf(range.toPart) : halvesOf(range.fromPart);
  const lastDay = oneDay ? firstDay : halvesOf(range.toPart);
  if (range.to.compare(range.from) < 0 || firstDay === 0 || lastDay === 0) {
    throw new RangeError('A request spans at least one half day, from its first day to its last.');
  }
  return {
    first: julianDay(range.from) * 2 + (firstDay & MORNING ? 0 : 1),
    afterLast: julianDay(range.to) * 2 + (lastDay & AFTERNOON ? 2 : 1),
  };
}

export function halvesOverlap(a: HalvesRange, b: HalvesRange): boolean {
  return a.first < b.afterLast && b.first < a.afterLast;
}
