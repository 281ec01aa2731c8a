import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import * as v from 'valibot';
import { CODE_MAX_LENGTH, DESCRIPTION_MAX_LENGTH } from '../constants.ts';
import { ENTER_A_CODE, ENTER_A_NAME } from '../schemas/employer.ts';
import { COMPLETE_DATE, isIsoDate, requiredText } from '../schemas/fieldRules.ts';
import { WEEKDAYS } from './calendarDays.ts';
import { DAY_PARTS } from './dayParts.ts';
import type { Holiday } from './holidays.ts';
import type { WorkedPart, WorkWeek } from './workWeek.ts';

/**
 * The WorkDay and Holiday pages (§2.2, issue 12 item 1): a work-week pattern and a holiday calendar
 * as a form and the server check them. An employer keeps several of each (a branch abroad, a
 * part-time pattern); the default one applies to employees whose Employment terms name none.
 */

export const WORKED_PARTS = [
  'whole',
  'morning',
  'afternoon',
  'none',
] as const satisfies readonly WorkedPart[];

export const WORKED_PART_LABELS: Record<WorkedPart, string> = {
  whole: 'Whole day',
  morning: 'Morning only',
  afternoon: 'Afternoon only',
  none: 'Not worked',
};

export const DAY_PART_LABELS: Record<(typeof DAY_PARTS)[number], string> = {
  whole: 'Whole day',
  morning: 'Morning',
  afternoon: 'Afternoon',
};

export const LEAVE_SETUP_LIMITS = {
  codeMaxLength: CODE_MAX_LENGTH,
  nameMaxLength: DESCRIPTION_MAX_LENGTH,
  /** Hours of a whole working day: more than 0, at most 24, in steps of a hundredth. */
  maxHoursPerDay: 24,
  /** Holidays in one calendar: years of public holidays and the employer's own. */
  maxHolidays: 500,
} as const;

export const HOURS_PER_DAY_MESSAGE = `Enter the hours of a working day, more than 0 and at most ${LEAVE_SETUP_LIMITS.maxHoursPerDay}, with at most two decimals.`;
export const NO_WORKED_DAY_MESSAGE = 'Choose at least one worked day.';
export const HOLIDAY_NAME_MESSAGE = 'Enter the holiday’s name.';
export const TOO_MANY_HOLIDAYS_MESSAGE = `A calendar holds at most ${LEAVE_SETUP_LIMITS.maxHolidays} holidays.`;
export const SAME_HOLIDAY_TWICE_MESSAGE = 'This holiday is already in the calendar on that date.';

const code = requiredText(LEAVE_SETUP_LIMITS.codeMaxLength, ENTER_A_CODE);
const name = requiredText(LEAVE_SETUP_LIMITS.nameMaxLength, ENTER_A_NAME);

/** Hours typed as text or a number, read exactly and sent as a decimal text ("7.5"). */
const hoursPerDay = v.pipe(
  v.union([v.string(), v.number()], HOURS_PER_DAY_MESSAGE),
  v.transform((typed) => String(typed).trim()),
  v.check((typed) => {
    if (!/^\d+(\.\d{1,2})?$/.test(typed)) return false;
    const hours = new Decimal(typed);
    return hours.gt(0) && hours.lte(LEAVE_SETUP_LIMITS.maxHoursPerDay);
  }, HOURS_PER_DAY_MESSAGE),
  v.transform((typed) => new Decimal(typed).toString()),
);

const workedPart = v.picklist(WORKED_PARTS, 'Choose how much of the day is worked.');

export const WorkWeekSchema = v.object({
  code,
  name,
  isDefault: v.boolean(),
  /** Monday first, as WEEKDAYS. */
  days: v.pipe(
    v.tuple([workedPart, workedPart, workedPart, workedPart, workedPart, workedPart, workedPart]),
    v.check((days) => days.some((part) => part !== 'none'), NO_WORKED_DAY_MESSAGE),
  ),
  hoursPerDay,
});
export type WorkWeekInput = v.InferInput<typeof WorkWeekSchema>;
export type WorkWeekValues = v.InferOutput<typeof WorkWeekSchema>;

/** A new work week: Monday to Friday, 8 hours. */
export const WORK_WEEK_DEFAULTS: WorkWeekInput = {
  code: '',
  name: '',
  isDefault: false,
  days: ['whole', 'whole', 'whole', 'whole', 'whole', 'none', 'none'],
  hoursPerDay: '8',
};

/** The pattern countLeave reads, from checked values. */
export function toWorkWeek(values: Pick<WorkWeekValues, 'days' | 'hoursPerDay'>): WorkWeek {
  return { days: values.days, hoursPerDay: new Decimal(values.hoursPerDay) };
}

/** "Mon–Fri, 8 h": how a list names a pattern in a few characters. */
export function describeWorkWeek(values: Pick<WorkWeekValues, 'days' | 'hoursPerDay'>): string {
  const parts = values.days.flatMap((part, index) => {
    if (part === 'none') return [];
    const day = WEEKDAYS[index]?.slice(0, 3) ?? '';
    return [part === 'whole' ? day : `${day} (${part === 'morning' ? 'am' : 'pm'})`];
  });
  return `${parts.join(', ')}; ${values.hoursPerDay} h a day`;
}

const HolidaySchema = v.object({
  name: requiredText(LEAVE_SETUP_LIMITS.nameMaxLength, HOLIDAY_NAME_MESSAGE),
  date: v.pipe(v.string(), v.check(isIsoDate, COMPLETE_DATE)),
  part: v.picklist(DAY_PARTS, 'Choose a whole day or a half.'),
  repeatsYearly: v.boolean(),
});
export type HolidayValues = v.InferOutput<typeof HolidaySchema>;

export const HolidayCalendarSchema = v.object({
  code,
  name,
  isDefault: v.boolean(),
  holidays: v.pipe(
    v.array(HolidaySchema),
    v.maxLength(LEAVE_SETUP_LIMITS.maxHolidays, TOO_MANY_HOLIDAYS_MESSAGE),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const seen = new Set<string>();
      dataset.value.forEach((holiday, index) => {
        const key = `${holiday.date}|${holiday.name.toLocaleLowerCase('en')}`;
        if (seen.has(key)) {
          addIssue({
            message: SAME_HOLIDAY_TWICE_MESSAGE,
            path: [
              {
                type: 'array',
                origin: 'value',
                input: dataset.value,
                key: index,
                value: holiday,
              },
              { type: 'object', origin: 'value', input: holiday, key: 'date', value: holiday.date },
            ],
          });
        }
        seen.add(key);
      });
    }),
  ),
});
export type HolidayCalendarInput = v.InferInput<typeof HolidayCalendarSchema>;
export type HolidayCalendarValues = v.InferOutput<typeof HolidayCalendarSchema>;

export const HOLIDAY_CALENDAR_DEFAULTS: HolidayCalendarInput = {
  code: '',
  name: '',
  isDefault: false,
  holidays: [],
};

/** The holidays countLeave reads, from checked values. */
export function toHolidays(holidays: readonly HolidayValues[]): Holiday[] {
  return holidays.map((holiday) => ({ ...holiday, date: parseDate(holiday.date) }));
}
