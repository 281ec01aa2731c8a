import type { CalendarDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { NO_LEAVE, sumAmounts } from './amounts.ts';
import { daysFrom, eachDay } from './calendarDays.ts';
import type { LeaveDayCount, LeaveUnit } from './constants.ts';
import { BOTH_HALVES, countHalves, type DayHalves, type DayPart, halvesOf } from './dayParts.ts';
import { type Holiday, holidayDatesWithin, holidayHalvesLookup } from './holidays.ts';
import { type WorkWeek, workedHalvesOn } from './workWeek.ts';

/**
 * The days of a leave request: from and to (both included), and the part of the first and last day
 * taken ('afternoon' on the first day starts the leave at midday, 'morning' on the last day ends it
 * then). For one day both ends describe that day, so its part is what both allow. Hour-unit leave
 * may also give the hours taken on the first and last day; a day never counts more hours than it
 * has to count, and a one-day range takes the fewer of the two.
 */
export interface LeaveRange {
  from: CalendarDate;
  to: CalendarDate;
  fromPart?: DayPart;
  toPart?: DayPart;
  fromHours?: Decimal;
  toHours?: Decimal;
}

/** What decides how a range counts: the leave type's unit and day count, the employee's calendar. */
export interface LeaveCountRules {
  unit: LeaveUnit;
  dayCount: LeaveDayCount;
  workWeek: WorkWeek;
  holidays: readonly Holiday[];
}

/** One day of a range and what it counts, in the leave type's unit (days or hours). */
export interface CountedDay {
  date: CalendarDate;
  amount: Decimal;
}

/** Every day of the range with its amount (0 for a day that does not count), and their total. */
export interface LeaveCount {
  days: CountedDay[];
  total: Decimal;
}

const HALF = new Decimal('0.5');

/**
 * Counts a range of leave. Workday counts only the halves the employee works that are not a
 * holiday, so a weekend counts nothing and a half-day holiday on a worked day counts half; Calendar
 * counts every requested half of every day. A Day-unit half counts 0.5 days; an Hour-unit half
 * counts half the work week's hours per day.
 */
export function countLeave(range: LeaveRange, rules: LeaveCountRules): LeaveCount {
  if (range.to.compare(range.from) < 0) throw new RangeError('A leave range ends on or after its first day.');
  const hasHours = range.fromHours !== undefined || range.toHours !== undefined;
  if (hasHours && rules.unit !== 'Hour') throw new RangeError('Only Hour-unit leave is taken in hours.');
  if (range.fromHours?.lt(0) || range.toHours?.lt(0)) {
    throw new RangeError('Hours of leave are not negative.');
  }
  const holidayHalvesOn = holidayHalvesLookup(rules.holidays);
  const amountPerHalf = rules.unit === 'Day' ? HALF : rules.workWeek.hoursPerDay.div(2);

  const days = eachDay(range.from, range.to).map((date): CountedDay => {
    const isFirst = date.compare(range.from) === 0;
    const isLast = date.compare(range.to) === 0;
    let requested: DayHalves = BOTH_HALVES;
    if (isFirst) requested &= halvesOf(range.fromPart ?? 'whole');
    if (isLast) requested &= halvesOf(range.toPart ?? 'whole');
    const counted =
      rules.dayCount === 'Calendar'
        ? requested
        : requested & workedHalvesOn(date, rules.workWeek) & ~holidayHalvesOn(date);
    let amount = amountPerHalf.times(countHalves(counted));
    if (isFirst && range.fromHours) amount = Decimal.min(amount, range.fromHours);
    if (isLast && range.toHours) amount = Decimal.min(amount, range.toHours);
    return { date, amount };
  });
  return { days, total: sumAmounts(days.map((day) => day.amount)) };
}

/**
 * The notice a request gives: the days that count (workdays, or calendar days, as the leave type's
 * notice day count says) from the day it is applied for, included, to the day before its first day.
 * Applying on a Friday for the Monday gives one workday; applying on the first day or later gives
 * none. Half-worked days count half.
 *
 * It is worked out by period, not day by day: the notice before a day years away costs what the
 * notice before next week does (whole weeks at once, the few days left over, then each holiday of
 * the span taken back), so no request can hold the server by naming a far date.
 */
export function noticeDays(
  appliedOn: CalendarDate,
  firstDay: CalendarDate,
  rules: Omit<LeaveCountRules, 'unit'>,
): Decimal {
  if (appliedOn.compare(firstDay) >= 0) return NO_LEAVE;
  if (rules.dayCount === 'Calendar') return new Decimal(daysFrom(appliedOn, firstDay));
  return HALF.times(workedHalvesBetween(appliedOn, firstDay.subtract({ days: 1 }), rules));
}

/** The halves from `from` to `to` (both included) the work week works and no holiday takes. */
function workedHalvesBetween(
  from: CalendarDate,
  to: CalendarDate,
  { workWeek, holidays }: Pick<LeaveCountRules, 'workWeek' | 'holidays'>,
): number {
  const wholeWeeks = Math.floor((daysFrom(from, to) + 1) / 7);
  const halvesPerWeek = sumOf(workWeek.days.map((part) => countHalves(halvesOf(part))));
  const leftOver = eachDay(from.add({ days: wholeWeeks * 7 }), to);
  const holidayHalvesOn = holidayHalvesLookup(holidays);
  const takenByHolidays = holidayDatesWithin(holidays, from, to).map((date) =>
    countHalves(workedHalvesOn(date, workWeek) & holidayHalvesOn(date)),
  );
  return (
    wholeWeeks * halvesPerWeek +
    sumOf(leftOver.map((date) => countHalves(workedHalvesOn(date, workWeek)))) -
    sumOf(takenByHolidays)
  );
}

function sumOf(numbers: readonly number[]): number {
  return numbers.reduce((total, number) => total + number, 0);
}
