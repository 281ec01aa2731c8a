import * as v from 'valibot';
import { LEAVE_ROUNDINGS } from './amounts.ts';

/**
 * Leave Management's Settings page (issue 12 item 10): when the leave year starts, the step accruals
 * are rounded to, whether employees see the planner of their department, and whether leave e-mails
 * are sent (the bell lists the same items either way).
 */
export const LEAVE_SETTINGS_LABELS = {
  leaveYearStartMonth: 'Leave year starts in',
  accrualRounding: 'Round accruals to',
  employeesSeePlanner: 'Employees see the planner of their department',
  emailNotifications: 'Send leave notifications by e-mail',
} as const;

export const LEAVE_YEAR_MONTH_MESSAGE = 'Choose the month the leave year starts in.';

export const LeaveSettingsSchema = v.object({
  leaveYearStartMonth: v.pipe(
    v.number(LEAVE_YEAR_MONTH_MESSAGE),
    v.integer(LEAVE_YEAR_MONTH_MESSAGE),
    v.minValue(1, LEAVE_YEAR_MONTH_MESSAGE),
    v.maxValue(12, LEAVE_YEAR_MONTH_MESSAGE),
  ),
  accrualRounding: v.picklist(LEAVE_ROUNDINGS, 'Choose how accruals are rounded.'),
  employeesSeePlanner: v.boolean(),
  emailNotifications: v.boolean(),
});
export type LeaveSettingsValues = v.InferOutput<typeof LeaveSettingsSchema>;

/** An employer's settings until an administrator saves others: a calendar leave year, half days. */
export const LEAVE_SETTINGS_DEFAULTS: LeaveSettingsValues = {
  leaveYearStartMonth: 1,
  accrualRounding: 'Half',
  employeesSeePlanner: true,
  emailNotifications: true,
};
