import { LEAVE_TYPE_DEFAULTS, LeaveTypeSchema } from '@hr/domain';
import * as v from 'valibot';
import type { HolidayCalendar } from './holidayCalendar.ts';
import type { LeaveType } from './leaveType.ts';
import type { WorkWeekPattern } from './workWeek.ts';

/** The rules of a leave type with only rule 0 on, as §3's defaults have them once saved. */
const anytimeOnly = v.parse(LeaveTypeSchema, { ...LEAVE_TYPE_DEFAULTS, code: 'X' }).rules;

/** The stories' leave types: one inactive, one counted in hours, one with both notice rules. */
export const leaveTypes: LeaveType[] = [
  {
    id: 'lt-1',
    code: 'AL',
    description: 'Annual leave',
    isActive: true,
    leaveUnit: 'Day',
    dayCount: 'Workday',
    color: '#008000',
    isPaidLeave: true,
    allowNegativeBalance: false,
    requireReason: false,
    requireAttachment: false,
    noticeDayCount: 'Workday',
    rules: [
      { isEnabled: true, minDays: null, advanceWorkdays: null },
      { isEnabled: true, minDays: 5, advanceWorkdays: 10 },
      { isEnabled: false, minDays: 15, advanceWorkdays: 30 },
    ],
  },
  {
    id: 'lt-2',
    code: 'SL',
    description: 'Sick leave',
    isActive: true,
    leaveUnit: 'Day',
    dayCount: 'Calendar',
    color: '#D14343',
    isPaidLeave: true,
    allowNegativeBalance: true,
    requireReason: true,
    requireAttachment: true,
    noticeDayCount: 'Workday',
    rules: anytimeOnly,
  },
  {
    id: 'lt-3',
    code: 'TOIL',
    description: 'Time off in lieu',
    isActive: true,
    leaveUnit: 'Hour',
    dayCount: 'Workday',
    color: '#1F55D1',
    isPaidLeave: true,
    allowNegativeBalance: false,
    requireReason: true,
    requireAttachment: false,
    noticeDayCount: 'Workday',
    rules: anytimeOnly,
  },
  {
    id: 'lt-4',
    code: 'UNP',
    description: null,
    isActive: false,
    leaveUnit: 'Day',
    dayCount: 'Workday',
    color: '#808080',
    isPaidLeave: false,
    allowNegativeBalance: true,
    requireReason: true,
    requireAttachment: false,
    noticeDayCount: 'Workday',
    rules: anytimeOnly,
  },
];

/** The stories' work weeks: the office's default and a six-day pattern with a half Saturday. */
export const workWeeks: WorkWeekPattern[] = [
  {
    id: 'ww-1',
    code: 'OFFICE',
    name: 'Office week',
    isDefault: true,
    days: ['whole', 'whole', 'whole', 'whole', 'whole', 'none', 'none'],
    hoursPerDay: '8',
  },
  {
    id: 'ww-2',
    code: 'SHOP',
    name: 'Shop floor',
    isDefault: false,
    days: ['whole', 'whole', 'whole', 'whole', 'whole', 'morning', 'none'],
    hoursPerDay: '7.5',
  },
];

/** The stories' holiday calendars: Ghana's, the default, and an empty one for a branch abroad. */
export const holidayCalendars: HolidayCalendar[] = [
  {
    id: 'hc-1',
    code: 'GH',
    name: 'Ghana',
    isDefault: true,
    holidays: [
      { name: 'New Year’s Day', date: '2026-01-01', part: 'whole', repeatsYearly: true },
      { name: 'Independence Day', date: '2026-03-06', part: 'whole', repeatsYearly: true },
      { name: 'Christmas Eve', date: '2026-12-24', part: 'afternoon', repeatsYearly: true },
    ],
  },
  { id: 'hc-2', code: 'UK', name: 'London office', isDefault: false, holidays: [] },
];
