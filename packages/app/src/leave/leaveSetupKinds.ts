import {
  createHolidayCalendar,
  createLeaveType,
  createWorkWeek,
  deleteHolidayCalendar,
  deleteLeaveType,
  deleteWorkWeek,
  getHolidayCalendar,
  type HolidayCalendar,
  type LeaveType,
  listHolidayCalendars,
  listLeaveTypes,
  listWorkWeeks,
  updateHolidayCalendar,
  updateLeaveType,
  updateWorkWeek,
  type WorkWeek,
} from '@hr/api';
import type { HolidayCalendarValues, LeaveTypeValues, WorkWeekValues } from '@hr/domain';
import type * as Screens from '@hr/screens';
import { apiClient } from '../api/client.ts';
import type { EditableListApi, ReferenceListApi } from '../employer/useReferenceList.ts';

const client = apiClient;

// The contract holds a week to exactly seven days and a leave type to exactly three rules
// (minItems = maxItems), which its generated array types cannot say; the screens' tuples can.
const asWeek = (days: WorkWeek['days']) => days as WorkWeekValues['days'];
const asRules = (rules: LeaveType['rules']) => rules as LeaveTypeValues['rules'];

export const leaveTypesApi: ReferenceListApi<
  LeaveType,
  Screens.LeaveType,
  LeaveTypeValues,
  Screens.LeaveTypeField
> = {
  list: async (signal) => (await listLeaveTypes(client, { includeInactive: true }, { signal })).returnObject,
  create: (values) => createLeaveType(client, values),
  update: (id, values) => updateLeaveType(client, { id, ...values }),
  setActive: (id, isActive) => updateLeaveType(client, { id, isActive }),
  remove: (id) => deleteLeaveType(client, { id }),
  toItem: ({ rules, ...row }) => ({ ...row, rules: asRules(rules) }),
  // The dialog places feedback on the fields it has (rules.1.minDays...) and the rest above them.
  fields: 'any-field',
};

export const workWeeksApi: EditableListApi<
  WorkWeek,
  Screens.WorkWeekPattern,
  WorkWeekValues,
  'code' | 'name' | 'hoursPerDay' | 'days'
> = {
  list: async (signal) => (await listWorkWeeks(client, { signal })).returnObject,
  create: (values) => createWorkWeek(client, values),
  update: (id, values) => updateWorkWeek(client, { id, ...values }),
  remove: (id) => deleteWorkWeek(client, { id }),
  toItem: ({ days, ...row }) => ({ ...row, days: asWeek(days) }),
  fields: ['code', 'name', 'hoursPerDay', 'days'],
};

/**
 * Holiday calendars come listed without their holidays; the screen edits them with theirs, so each
 * is read whole (an employer keeps a handful).
 */
export const holidayCalendarsApi: EditableListApi<
  HolidayCalendar,
  Screens.HolidayCalendar,
  HolidayCalendarValues,
  string
> = {
  list: async (signal) => {
    const { returnObject: summaries } = await listHolidayCalendars(client, { signal });
    return Promise.all(
      summaries.map(async ({ id }) => (await getHolidayCalendar(client, { id }, { signal })).returnObject),
    );
  },
  create: (values) => createHolidayCalendar(client, values),
  update: (id, values) => updateHolidayCalendar(client, { id, ...values }),
  remove: (id) => deleteHolidayCalendar(client, { id }),
  toItem: (row) => row,
  fields: 'any-field',
};
