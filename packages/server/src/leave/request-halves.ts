import { type DayPart, halvesRangeOf } from '@hr/domain';
import type { CalendarDate } from '@internationalized/date';

/**
 * The half days a request spans as PostgreSQL's int4range literal: migration 0011's exclusion
 * constraint refuses two standing requests of one employee that share a half day.
 */
export function halvesOf(range: {
  from: CalendarDate;
  to: CalendarDate;
  fromPart: DayPart;
  toPart: DayPart;
}): string {
  const { first, afterLast } = halvesRangeOf(range);
  return `[${first},${afterLast})`;
}
