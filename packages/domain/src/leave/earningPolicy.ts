import type { CalendarDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import * as v from 'valibot';
import { LEAVE_AMOUNT_DECIMAL_PLACES, LEAVE_ROUNDINGS, type LeaveRounding } from './amounts.ts';

/**
 * An earning policy: how a leave type's yearly entitlement is earned (all at the start of the leave
 * year, or month by month), the step accruals are rounded to, the months a new employee waits
 * before first using it, and how much unused leave carries into the next leave year and for how
 * long. Amounts are in the leave type's unit (days, or hours for Hour-unit types).
 */

export const EARNING_FREQUENCIES = ['Yearly', 'Monthly'] as const;
export type EarningFrequency = (typeof EARNING_FREQUENCIES)[number];

export const EARNING_FREQUENCY_LABELS: Record<EarningFrequency, string> = {
  Yearly: 'All at the start of the leave year',
  Monthly: 'Each month',
};

export interface EarningPolicy {
  entitlement: Decimal;
  frequency: EarningFrequency;
  rounding: LeaveRounding;
  waitingPeriodMonths: number;
  /** The most that carries into the next leave year; 0 carries nothing, null has no cap. */
  carryOverCap: Decimal | null;
  /** Months into the new leave year after which carried-over leave expires; null never. */
  carryOverExpiresAfterMonths: number | null;
}

export const EARNING_POLICY_LIMITS = {
  amountMaxIntegerDigits: 4,
  waitingPeriodMaxMonths: 24,
  /** Carried-over leave expires within its leave year: after 1 to 11 months. */
  expiryMaxMonths: 11,
} as const;

export const ENTITLEMENT_MESSAGE = 'Enter the yearly entitlement, like 20 or 20.5.';
export const CARRY_OVER_CAP_MESSAGE =
  'Enter the most that carries over, like 5, or leave it empty for no cap.';
export const WAITING_PERIOD_MESSAGE = `Enter whole months from 0 to ${EARNING_POLICY_LIMITS.waitingPeriodMaxMonths}.`;
export const EXPIRY_MESSAGE = `Enter whole months from 1 to ${EARNING_POLICY_LIMITS.expiryMaxMonths}, or leave it empty for never.`;

const amountFormat = new RegExp(
  `^\\d{1,${EARNING_POLICY_LIMITS.amountMaxIntegerDigits}}(\\.\\d{1,${LEAVE_AMOUNT_DECIMAL_PLACES}})?$`,
);

function isWholeNumberOfMonths(text: string, min: number, max: number): boolean {
  return /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;
}

/** What a form types, a stored row holds or the wire sends: text, a number, or null for none. */
const typedValue = v.pipe(
  v.nullable(v.union([v.string(), v.number()])),
  v.transform((typed) => (typed === null ? '' : String(typed).trim())),
);

function amount(message: string) {
  return v.pipe(
    typedValue,
    v.check((text) => amountFormat.test(text), message),
    v.transform((text) => new Decimal(text)),
  );
}

/** Empty ('' from a form, null from a row or the wire) means none. */
function amountOrNone(message: string) {
  return v.pipe(
    typedValue,
    v.check((text) => text === '' || amountFormat.test(text), message),
    v.transform((text) => (text === '' ? null : new Decimal(text))),
  );
}

function months(min: number, max: number, message: string) {
  return v.pipe(
    typedValue,
    v.check((text) => isWholeNumberOfMonths(text, min, max), message),
    v.transform(Number),
  );
}

function monthsOrNone(min: number, max: number, message: string) {
  return v.pipe(
    typedValue,
    v.check((text) => text === '' || isWholeNumberOfMonths(text, min, max), message),
    v.transform((text) => (text === '' ? null : Number(text))),
  );
}

/** Amounts are decimal strings ("20.5") as on the wire, with at most 2 decimal places; months are whole numbers. */
export const EarningPolicySchema = v.object({
  entitlement: amount(ENTITLEMENT_MESSAGE),
  frequency: v.picklist(EARNING_FREQUENCIES, 'Choose how the leave is earned.'),
  rounding: v.picklist(LEAVE_ROUNDINGS, 'Choose how accruals are rounded.'),
  waitingPeriodMonths: months(0, EARNING_POLICY_LIMITS.waitingPeriodMaxMonths, WAITING_PERIOD_MESSAGE),
  carryOverCap: amountOrNone(CARRY_OVER_CAP_MESSAGE),
  carryOverExpiresAfterMonths: monthsOrNone(1, EARNING_POLICY_LIMITS.expiryMaxMonths, EXPIRY_MESSAGE),
}) satisfies v.GenericSchema<unknown, EarningPolicy>;
export type EarningPolicyInput = v.InferInput<typeof EarningPolicySchema>;

/** A new earning policy: monthly, in half days, no waiting, nothing carried over. */
export const EARNING_POLICY_DEFAULTS: EarningPolicyInput = {
  entitlement: '',
  frequency: 'Monthly',
  rounding: 'Half',
  waitingPeriodMonths: '0',
  carryOverCap: '0',
  carryOverExpiresAfterMonths: '',
};

/** The first day an employee hired on `hireDate` may use the leave; null when there is no wait. */
export function firstUsableDay(policy: EarningPolicy, hireDate: CalendarDate): CalendarDate | null {
  return policy.waitingPeriodMonths > 0 ? hireDate.add({ months: policy.waitingPeriodMonths }) : null;
}
