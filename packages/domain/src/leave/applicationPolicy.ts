import type { CalendarDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import type { LeaveDayCount, LeaveUnit } from './constants.ts';
import { noticeDays } from './countLeave.ts';
import type { Holiday } from './holidays.ts';
import type { LeaveTypeValues } from './leaveTypeSchema.ts';
import type { WorkWeek } from './workWeek.ts';

/**
 * A leave type's application policy (§2.8, §6): the notice rules, a reason, an attachment, no
 * negative balance unless allowed, and the earning policy's waiting period. An employee's own
 * submission is refused on any of them; an administrator's or HR's is not, but they are shown the
 * same findings as warnings and decide.
 */

export type LeavePolicy = Pick<
  LeaveTypeValues,
  'leaveUnit' | 'allowNegativeBalance' | 'requireReason' | 'requireAttachment' | 'noticeDayCount' | 'rules'
>;

/** What one leave year's balance holds before this request, and what the request takes from it. */
export interface LeaveYearCharge {
  leaveYearStart: CalendarDate;
  available: Decimal;
  charged: Decimal;
}

export interface LeaveApplication {
  /** The request's total in the leave type's unit, as `countLeave` counted it. */
  counted: Decimal;
  reason: string | null;
  hasAttachment: boolean;
  appliedOn: CalendarDate;
  firstDay: CalendarDate;
  /** One charge per leave year the request falls in (`splitByLeaveYear`). */
  charges: readonly LeaveYearCharge[];
  /** The first day the employee may use this leave after the waiting period; null when none. */
  firstUsableDay: CalendarDate | null;
  /** The employee's calendar: it counts the notice and turns hours into days for the rules. */
  workWeek: WorkWeek;
  holidays: readonly Holiday[];
}

export type LeavePolicyRule =
  | 'notice-rule-1'
  | 'notice-rule-2'
  | 'reason-required'
  | 'attachment-required'
  | 'negative-balance'
  | 'waiting-period';

export interface LeavePolicyFinding {
  rule: LeavePolicyRule;
  /** The application's field the finding is about, for a 400 that names it; null for the balance. */
  field: 'from' | 'reason' | 'attachment' | null;
  message: string;
}

/** Who submits: HR submits as an administrator. */
export type LeaveSubmitter = 'employee' | 'administrator';

export interface LeavePolicyOutcome {
  refusals: LeavePolicyFinding[];
  warnings: LeavePolicyFinding[];
}

function quantity(amount: Decimal | number, word: string): string {
  return `${amount.toString()} ${new Decimal(amount).equals(1) ? word : `${word}s`}`;
}

function noticeWord(dayCount: LeaveDayCount): string {
  return dayCount === 'Workday' ? 'workday' : 'day';
}

function unitWord(unit: LeaveUnit): string {
  return unit === 'Day' ? 'day' : 'hour';
}

/** Rule 1 or 2 as the leave type form and the refusals read it (rule 0 is `LEAVE_RULE_0_TEXT`). */
export function describeNoticeRule(
  rule: { minDays: number; advanceWorkdays: number },
  noticeDayCount: LeaveDayCount,
): string {
  return `Leave of ${quantity(rule.minDays, 'day')} or more is applied for ${quantity(rule.advanceWorkdays, noticeWord(noticeDayCount))} in advance.`;
}

function findings(policy: LeavePolicy, application: LeaveApplication): LeavePolicyFinding[] {
  const found: LeavePolicyFinding[] = [];
  const days =
    policy.leaveUnit === 'Day'
      ? application.counted
      : application.counted.div(application.workWeek.hoursPerDay);
  const notice = noticeDays(application.appliedOn, application.firstDay, {
    dayCount: policy.noticeDayCount,
    workWeek: application.workWeek,
    holidays: application.holidays,
  });
  for (const [number, rule] of [
    [1, policy.rules[1]],
    [2, policy.rules[2]],
  ] as const) {
    const { minDays, advanceWorkdays } = rule;
    if (!rule.isEnabled || minDays === null || advanceWorkdays === null) continue;
    if (days.gte(minDays) && notice.lt(advanceWorkdays)) {
      found.push({
        rule: number === 1 ? 'notice-rule-1' : 'notice-rule-2',
        field: 'from',
        message: `Rule ${number}: ${describeNoticeRule({ minDays, advanceWorkdays }, policy.noticeDayCount)} This request gives ${quantity(notice, noticeWord(policy.noticeDayCount))}.`,
      });
    }
  }
  if (policy.requireReason && (application.reason ?? '').trim() === '') {
    found.push({ rule: 'reason-required', field: 'reason', message: 'This leave type needs a reason.' });
  }
  if (policy.requireAttachment && !application.hasAttachment) {
    found.push({
      rule: 'attachment-required',
      field: 'attachment',
      message: 'This leave type needs an attachment.',
    });
  }
  if (!policy.allowNegativeBalance) {
    for (const charge of application.charges) {
      if (charge.available.minus(charge.charged).lt(0)) {
        found.push({
          rule: 'negative-balance',
          field: null,
          message: `Not enough leave in the leave year from ${charge.leaveYearStart.toString()}: ${quantity(charge.available, unitWord(policy.leaveUnit))} available, ${quantity(charge.charged, unitWord(policy.leaveUnit))} requested.`,
        });
      }
    }
  }
  if (application.firstUsableDay && application.firstDay.compare(application.firstUsableDay) < 0) {
    found.push({
      rule: 'waiting-period',
      field: 'from',
      message: `This leave can be taken from ${application.firstUsableDay.toString()}, after its waiting period.`,
    });
  }
  return found;
}

/**
 * Checks an application against its leave type's policy. Every finding refuses an employee's own
 * submission; for an administrator or HR the same findings are warnings.
 */
export function checkLeaveApplication(
  policy: LeavePolicy,
  application: LeaveApplication,
  submittedBy: LeaveSubmitter,
): LeavePolicyOutcome {
  const found = findings(policy, application);
  return submittedBy === 'employee' ? { refusals: found, warnings: [] } : { refusals: [], warnings: found };
}
