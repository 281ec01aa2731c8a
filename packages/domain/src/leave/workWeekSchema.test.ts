import { CalendarDate } from '@internationalized/date';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { countLeave } from './countLeave.ts';
import {
  LEAVE_SETTINGS_DEFAULTS,
  LEAVE_YEAR_MONTH_MESSAGE,
  LeaveSettingsSchema,
} from './leaveSettingsSchema.ts';
import {
  describeWorkWeek,
  HOLIDAY_CALENDAR_DEFAULTS,
  HOLIDAY_NAME_MESSAGE,
  HOURS_PER_DAY_MESSAGE,
  HolidayCalendarSchema,
  NO_WORKED_DAY_MESSAGE,
  SAME_HOLIDAY_TWICE_MESSAGE,
  toHolidays,
  toWorkWeek,
  WORK_WEEK_DEFAULTS,
  WorkWeekSchema,
} from './workWeekSchema.ts';

function messages(result: { issues?: readonly v.BaseIssue<unknown>[] }) {
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) byField[v.getDotPath(issue) ?? ''] ??= issue.message;
  return byField;
}

describe('WorkWeekSchema', () => {
  it('reads a pattern with hours typed as text or a number, exactly', () => {
    const sixDays = { ...WORK_WEEK_DEFAULTS, code: ' SIX ', name: 'Six days' };
    sixDays.days = ['whole', 'whole', 'whole', 'whole', 'whole', 'morning', 'none'];
    expect(v.parse(WorkWeekSchema, { ...sixDays, hoursPerDay: ' 7.50 ' })).toEqual({
      code: 'SIX',
      name: 'Six days',
      isDefault: false,
      days: ['whole', 'whole', 'whole', 'whole', 'whole', 'morning', 'none'],
      hoursPerDay: '7.5',
    });
    expect(v.parse(WorkWeekSchema, { ...sixDays, hoursPerDay: 8 }).hoursPerDay).toBe('8');
  });

  it.each(['0', '24.01', '-1', '7.125', 'eight', ''])('refuses %j hours a day', (hours) => {
    const result = v.safeParse(WorkWeekSchema, {
      ...WORK_WEEK_DEFAULTS,
      code: 'A',
      name: 'A',
      hoursPerDay: hours,
    });
    expect(messages(result)).toEqual({ hoursPerDay: HOURS_PER_DAY_MESSAGE });
  });

  it('refuses a week without a worked day, and a missing code and name', () => {
    const result = v.safeParse(WorkWeekSchema, {
      ...WORK_WEEK_DEFAULTS,
      days: ['none', 'none', 'none', 'none', 'none', 'none', 'none'],
    });
    expect(messages(result)).toEqual({
      code: 'Enter a code.',
      name: 'Enter a name.',
      days: NO_WORKED_DAY_MESSAGE,
    });
  });

  it('becomes the pattern leave is counted with: a Saturday morning counts half', () => {
    const values = v.parse(WorkWeekSchema, {
      ...WORK_WEEK_DEFAULTS,
      code: 'SIX',
      name: 'Six',
      days: ['whole', 'whole', 'whole', 'whole', 'whole', 'morning', 'none'],
    });
    // Friday 2026-12-04 to Monday 2026-12-07: Fri 1 + Sat 0.5 + Sun 0 + Mon 1.
    const count = countLeave(
      { from: new CalendarDate(2026, 12, 4), to: new CalendarDate(2026, 12, 7) },
      { unit: 'Day', dayCount: 'Workday', workWeek: toWorkWeek(values), holidays: [] },
    );
    expect(count.total.toString()).toBe('2.5');
    expect(describeWorkWeek(values)).toBe('Mon, Tue, Wed, Thu, Fri, Sat (am); 8 h a day');
  });
});

describe('HolidayCalendarSchema', () => {
  const christmas = {
    name: ' Christmas Day ',
    date: '2026-12-25',
    part: 'whole',
    repeatsYearly: true,
  } as const;

  it('reads holidays and hands them to the day counter', () => {
    const values = v.parse(HolidayCalendarSchema, {
      ...HOLIDAY_CALENDAR_DEFAULTS,
      code: 'GH',
      name: 'Ghana',
      holidays: [
        christmas,
        { name: 'Christmas Eve', date: '2026-12-24', part: 'afternoon', repeatsYearly: false },
      ],
    });
    expect(values.holidays[0]).toEqual({ ...christmas, name: 'Christmas Day' });
    // Thu 24 (afternoon a holiday) and Fri 25 (a holiday): half a day of leave in Monday-to-Friday.
    const count = countLeave(
      { from: new CalendarDate(2026, 12, 24), to: new CalendarDate(2026, 12, 25) },
      {
        unit: 'Day',
        dayCount: 'Workday',
        workWeek: toWorkWeek({ days: WORK_WEEK_DEFAULTS.days, hoursPerDay: '8' }),
        holidays: toHolidays(values.holidays),
      },
    );
    expect(count.total.toString()).toBe('0.5');
  });

  it('names the row of a broken holiday: no name, a half-typed or impossible date, the same one twice', () => {
    const result = v.safeParse(HolidayCalendarSchema, {
      ...HOLIDAY_CALENDAR_DEFAULTS,
      code: 'GH',
      name: 'Ghana',
      holidays: [
        { ...christmas, name: ' ' },
        { ...christmas, date: '2026-02-30' },
        christmas,
        { ...christmas, name: 'christmas day' },
      ],
    });
    expect(messages(result)).toEqual({
      'holidays.0.name': HOLIDAY_NAME_MESSAGE,
      'holidays.1.date': 'Enter a complete date.',
      'holidays.3.date': SAME_HOLIDAY_TWICE_MESSAGE,
    });
  });
});

describe('LeaveSettingsSchema', () => {
  it('keeps the defaults and refuses a month outside 1 to 12', () => {
    expect(v.parse(LeaveSettingsSchema, LEAVE_SETTINGS_DEFAULTS)).toEqual(LEAVE_SETTINGS_DEFAULTS);
    for (const month of [0, 13, 1.5]) {
      const result = v.safeParse(LeaveSettingsSchema, {
        ...LEAVE_SETTINGS_DEFAULTS,
        leaveYearStartMonth: month,
      });
      expect(messages(result)).toEqual({ leaveYearStartMonth: LEAVE_YEAR_MONTH_MESSAGE });
    }
  });
});
