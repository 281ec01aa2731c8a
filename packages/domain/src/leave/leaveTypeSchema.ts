import * as v from 'valibot';
import { CODE_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, LEAVE_TYPE_DEFAULT_COLOR } from '../constants.ts';
import { ENTER_A_CODE } from '../schemas/employer.ts';
import { optionalText, requiredText } from '../schemas/fieldRules.ts';
import { LEAVE_DAY_COUNTS, LEAVE_UNITS } from './constants.ts';

/**
 * The leave type form (§2.8, §3, §5): its fields, their limits and the defaults of a new leave
 * type. The form and the server check the same schema. Rule numbers are typed as text and read as
 * integers (§5: "7 days" reads 7), and they are checked only on an enabled rule, so a disabled rule
 * keeps what was typed without blocking the form.
 */

export const LEAVE_TYPE_LIMITS = {
  codeMaxLength: CODE_MAX_LENGTH,
  descriptionMaxLength: DESCRIPTION_MAX_LENGTH,
  /** A rule's "days or more" and "workdays in advance": a year at most. */
  ruleMinValue: 1,
  ruleMaxValue: 365,
} as const;

const { ruleMinValue, ruleMaxValue } = LEAVE_TYPE_LIMITS;
export const RULE_MIN_DAYS_MESSAGE = `Enter a whole number of days from ${ruleMinValue} to ${ruleMaxValue}.`;
export const RULE_ADVANCE_MESSAGE = `Enter a whole number of workdays from ${ruleMinValue} to ${ruleMaxValue}.`;
export const LEAVE_TYPE_COLOR_MESSAGE = 'Choose a colour, like #008000.';

/** §5: a rule number read as an integer; null when nothing readable was typed. */
export function readRuleNumber(typed: string | number): number | null {
  const value = Number.parseInt(String(typed), 10);
  return Number.isNaN(value) ? null : value;
}

function isRuleNumber(value: number | null): boolean {
  return value !== null && value >= ruleMinValue && value <= ruleMaxValue;
}

const ruleNumber = v.pipe(v.union([v.string(), v.number()]), v.transform(readRuleNumber));

/** Rule 1 or 2: leave of `minDays` days or more is applied `advanceWorkdays` workdays ahead. */
const NoticeRuleSchema = v.pipe(
  v.object({ isEnabled: v.boolean(), minDays: ruleNumber, advanceWorkdays: ruleNumber }),
  v.forward(
    v.check(({ isEnabled, minDays }) => !isEnabled || isRuleNumber(minDays), RULE_MIN_DAYS_MESSAGE),
    ['minDays'],
  ),
  v.forward(
    v.check(
      ({ isEnabled, advanceWorkdays }) => !isEnabled || isRuleNumber(advanceWorkdays),
      RULE_ADVANCE_MESSAGE,
    ),
    ['advanceWorkdays'],
  ),
);

/** Rule 0, "For ALL leaves, apply ANYTIME.", has no inputs: whatever they hold is dropped. */
const AnytimeRuleSchema = v.pipe(
  v.object({ isEnabled: v.boolean(), minDays: ruleNumber, advanceWorkdays: ruleNumber }),
  v.transform(({ isEnabled }) => ({ isEnabled, minDays: null, advanceWorkdays: null })),
);

export const LeaveTypeSchema = v.object({
  code: requiredText(LEAVE_TYPE_LIMITS.codeMaxLength, ENTER_A_CODE),
  description: optionalText(LEAVE_TYPE_LIMITS.descriptionMaxLength),
  isActive: v.boolean(),
  leaveUnit: v.picklist(LEAVE_UNITS, 'Choose a leave unit.'),
  dayCount: v.picklist(LEAVE_DAY_COUNTS, 'Choose a day count.'),
  color: v.pipe(
    v.string(),
    v.regex(/^#[0-9A-Fa-f]{6}$/, LEAVE_TYPE_COLOR_MESSAGE),
    v.transform((hex) => hex.toUpperCase()),
  ),
  isPaidLeave: v.boolean(),
  allowNegativeBalance: v.boolean(),
  requireReason: v.boolean(),
  requireAttachment: v.boolean(),
  /** §3: how the days of notice before a first day are counted (Workday unless set otherwise). */
  noticeDayCount: v.picklist(LEAVE_DAY_COUNTS, 'Choose a day count.'),
  rules: v.tuple([AnytimeRuleSchema, NoticeRuleSchema, NoticeRuleSchema]),
});
export type LeaveTypeInput = v.InferInput<typeof LeaveTypeSchema>;
export type LeaveTypeValues = v.InferOutput<typeof LeaveTypeSchema>;
export type LeaveRule = LeaveTypeValues['rules'][number];

/** §3: a new leave type. Every flag is on, Day and Workday; only rule 0 is enabled. */
export const LEAVE_TYPE_DEFAULTS: LeaveTypeInput = {
  code: '',
  description: '',
  isActive: true,
  leaveUnit: 'Day',
  dayCount: 'Workday',
  color: LEAVE_TYPE_DEFAULT_COLOR,
  isPaidLeave: true,
  allowNegativeBalance: true,
  requireReason: true,
  requireAttachment: true,
  noticeDayCount: 'Workday',
  rules: [
    { isEnabled: true, minDays: '', advanceWorkdays: '' },
    { isEnabled: false, minDays: '', advanceWorkdays: '' },
    { isEnabled: false, minDays: '', advanceWorkdays: '' },
  ],
};
