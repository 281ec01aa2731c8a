import { CalendarDate } from '@internationalized/date';
import type { Decimal } from 'decimal.js';
import { sumAmounts } from './amounts.ts';
import type { CountedDay } from './countLeave.ts';

/**
 * The leave year: twelve months from the first day of a start month the employer sets (January for
 * a calendar year, April for a UK tax year). Balances are kept per leave year.
 */
export interface LeaveYear {
  start: CalendarDate;
  end: CalendarDate;
}

function assertStartMonth(startMonth: number) {
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) {
    throw new RangeError(`A leave year starts in a month from 1 to 12, not ${startMonth}.`);
  }
}

/** The leave year `date` falls in. */
export function leaveYearOf(date: CalendarDate, startMonth: number): LeaveYear {
  assertStartMonth(startMonth);
  const startYear = date.month >= startMonth ? date.year : date.year - 1;
  const start = new CalendarDate(startYear, startMonth, 1);
  return { start, end: start.add({ years: 1 }).subtract({ days: 1 }) };
}

export function nextLeaveYear(year: LeaveYear): LeaveYear {
  const start = year.end.add({ days: 1 });
  return { start, end: start.add({ years: 1 }).subtract({ days: 1 }) };
}

/** A leave year's name in keys and messages: its first month, '2024-04'. */
export function leaveYearLabel(year: LeaveYear): string {
  return year.start.toString().slice(0, 7);
}

/** The days of a request that fall in one leave year, and what they count. */
export interface LeaveYearPart {
  leaveYear: LeaveYear;
  days: CountedDay[];
  total: Decimal;
}

/**
 * A request's counted days by leave year, in order, so that each year's balance is charged its own
 * days: 30 December to 3 January charges December's days to the old year and January's to the new.
 */
export function splitByLeaveYear(days: readonly CountedDay[], startMonth: number): LeaveYearPart[] {
  const parts: Omit<LeaveYearPart, 'total'>[] = [];
  for (const day of days) {
    const current = parts.at(-1);
    if (current && day.date.compare(current.leaveYear.end) <= 0) current.days.push(day);
    else parts.push({ leaveYear: leaveYearOf(day.date, startMonth), days: [day] });
  }
  return parts.map((part) => ({ ...part, total: sumAmounts(part.days.map((day) => day.amount)) }));
}
