import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkLeaveApplication,
  describeNoticeRule,
  type LeaveApplication,
  type LeavePolicy,
} from './applicationPolicy.ts';
import { LEAVE_TYPE_DEFAULTS, LeaveTypeSchema } from './leaveTypeSchema.ts';
import { MONDAY_TO_FRIDAY } from './workWeek.ts';

const day = parseDate;

/** Annual leave: 5 days or more 10 workdays ahead, 10 days or more 20 workdays ahead. */
const policy: LeavePolicy = v.parse(LeaveTypeSchema, {
  ...LEAVE_TYPE_DEFAULTS,
  code: 'AL',
  allowNegativeBalance: false,
  rules: [
    { isEnabled: true, minDays: '', advanceWorkdays: '' },
    { isEnabled: true, minDays: '5', advanceWorkdays: '10' },
    { isEnabled: true, minDays: '10', advanceWorkdays: '20' },
  ],
});

/** Monday 18 to Friday 22 March 2024, with a reason and a letter, 12 days left. */
const application: LeaveApplication = {
  counted: new Decimal(5),
  reason: 'Family visit',
  hasAttachment: true,
  appliedOn: day('2024-03-04'),
  firstDay: day('2024-03-18'),
  charges: [{ leaveYearStart: day('2024-01-01'), available: new Decimal(12), charged: new Decimal(5) }],
  firstUsableDay: null,
  workWeek: MONDAY_TO_FRIDAY,
  holidays: [],
};

function rulesFound(overrides: Partial<LeaveApplication>, leavePolicy = policy) {
  return checkLeaveApplication(leavePolicy, { ...application, ...overrides }, 'employee').refusals.map(
    (finding) => finding.rule,
  );
}

describe('checkLeaveApplication: notice rules', () => {
  it('accepts 5 days applied exactly 10 workdays ahead (Mon 4 to Fri 15 March)', () => {
    expect(rulesFound({})).toEqual([]);
  });

  it('refuses 5 days applied 6 workdays ahead, naming rule 1 and the notice given', () => {
    const { refusals } = checkLeaveApplication(
      policy,
      { ...application, appliedOn: day('2024-03-08') },
      'employee',
    );
    expect(refusals).toEqual([
      {
        rule: 'notice-rule-1',
        field: 'from',
        message:
          'Rule 1: Leave of 5 days or more is applied for 10 workdays in advance. This request gives 6 workdays.',
      },
    ]);
  });

  it('applies every rule whose days are reached', () => {
    expect(rulesFound({ counted: new Decimal(10), appliedOn: day('2024-03-08') })).toEqual([
      'notice-rule-1',
      'notice-rule-2',
    ]);
    expect(rulesFound({ counted: new Decimal('4.5'), appliedOn: day('2024-03-15') })).toEqual([]);
  });

  it('counts a holiday out of the notice', () => {
    const goodFriday = {
      name: 'Good Friday',
      date: day('2024-03-15'),
      part: 'whole' as const,
      repeatsYearly: false,
    };
    expect(rulesFound({ holidays: [goodFriday] })).toEqual(['notice-rule-1']);
  });

  it('reads an Hour-unit request in days of the work week for the rules', () => {
    const hourly = { ...policy, leaveUnit: 'Hour' as const };
    const late = { appliedOn: day('2024-03-11') };
    expect(rulesFound({ ...late, counted: new Decimal(40) }, hourly)).toEqual(['notice-rule-1']);
    expect(rulesFound({ ...late, counted: new Decimal(39) }, hourly)).toEqual([]);
  });

  it('ignores a disabled rule', () => {
    const [anytime, first, second] = policy.rules;
    const relaxed: LeavePolicy = { ...policy, rules: [anytime, { ...first, isEnabled: false }, second] };
    expect(rulesFound({ appliedOn: day('2024-03-15') }, relaxed)).toEqual([]);
  });
});

describe('checkLeaveApplication: reason, attachment, balance, waiting period', () => {
  it('needs a reason and an attachment when the leave type says so', () => {
    expect(rulesFound({ reason: '  ', hasAttachment: false })).toEqual([
      'reason-required',
      'attachment-required',
    ]);
    expect(rulesFound({ reason: null }, { ...policy, requireReason: false })).toEqual([]);
  });

  it('refuses a charge beyond a leave year’s balance unless negative balances are allowed', () => {
    const charges = [
      { leaveYearStart: day('2024-01-01'), available: new Decimal(2), charged: new Decimal(2) },
      { leaveYearStart: day('2025-01-01'), available: new Decimal('0.5'), charged: new Decimal(1) },
    ];
    const { refusals } = checkLeaveApplication(policy, { ...application, charges }, 'employee');
    expect(refusals).toEqual([
      {
        rule: 'negative-balance',
        field: null,
        message: 'Not enough leave in the leave year from 2025-01-01: 0.5 days available, 1 day requested.',
      },
    ]);
    expect(rulesFound({ charges }, { ...policy, allowNegativeBalance: true })).toEqual([]);
  });

  it('refuses leave before the waiting period ends', () => {
    expect(rulesFound({ firstUsableDay: day('2024-03-19') })).toEqual(['waiting-period']);
    expect(rulesFound({ firstUsableDay: day('2024-03-18') })).toEqual([]);
  });
});

describe('checkLeaveApplication: administrators and HR', () => {
  it('turns every refusal into a warning for them to decide on', () => {
    const late = { ...application, appliedOn: day('2024-03-08'), reason: '' };
    const asEmployee = checkLeaveApplication(policy, late, 'employee');
    const asAdministrator = checkLeaveApplication(policy, late, 'administrator');
    expect(asEmployee.refusals).toHaveLength(2);
    expect(asAdministrator).toEqual({ refusals: [], warnings: asEmployee.refusals });
  });
});

describe('describeNoticeRule', () => {
  it('reads a rule in days or workdays, singular or plural', () => {
    expect(describeNoticeRule({ minDays: 5, advanceWorkdays: 10 }, 'Workday')).toBe(
      'Leave of 5 days or more is applied for 10 workdays in advance.',
    );
    expect(describeNoticeRule({ minDays: 1, advanceWorkdays: 1 }, 'Calendar')).toBe(
      'Leave of 1 day or more is applied for 1 day in advance.',
    );
  });
});
