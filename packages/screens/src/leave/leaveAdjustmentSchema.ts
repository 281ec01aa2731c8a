import { isIsoDate } from '@hr/domain';
import * as v from 'valibot';
import { hundredthsOf, normalizeAmountText } from './leaveAmountText.ts';
import { LEAVE_REASON_MAX_LENGTH } from './leaveApplicationSchema.ts';

/**
 * An administrator's adjustment of one employee's balance of one leave type: an amount in the leave
 * type's unit, added (or taken away when negative) on a date, always with its reason, as the ledger's
 * adjusted entries are.
 */

export const LEAVE_ADJUSTMENT_MESSAGES = {
  employee: 'Choose the employee.',
  leaveType: 'Choose a leave type.',
  date: 'Enter the date the adjustment counts from.',
  amount: 'Enter the amount to add, or a negative amount to take away, with at most two decimals.',
  zero: 'An adjustment of 0 changes nothing: enter the amount to add or take away.',
  reason: 'Say why the balance is adjusted.',
  reasonTooLong: `Use at most ${LEAVE_REASON_MAX_LENGTH} characters.`,
} as const;

export const LeaveAdjustmentSchema = v.object({
  employeeId: v.pipe(v.string(), v.nonEmpty(LEAVE_ADJUSTMENT_MESSAGES.employee)),
  leaveTypeId: v.pipe(v.string(), v.nonEmpty(LEAVE_ADJUSTMENT_MESSAGES.leaveType)),
  date: v.pipe(v.string(), v.check(isIsoDate, LEAVE_ADJUSTMENT_MESSAGES.date)),
  amount: v.pipe(
    v.string(),
    v.trim(),
    v.check((typed) => hundredthsOf(typed) !== null, LEAVE_ADJUSTMENT_MESSAGES.amount),
    v.check((typed) => hundredthsOf(typed) !== 0n, LEAVE_ADJUSTMENT_MESSAGES.zero),
    v.transform(normalizeAmountText),
  ),
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(LEAVE_ADJUSTMENT_MESSAGES.reason),
    v.maxLength(LEAVE_REASON_MAX_LENGTH, LEAVE_ADJUSTMENT_MESSAGES.reasonTooLong),
  ),
});

export type LeaveAdjustmentInput = v.InferInput<typeof LeaveAdjustmentSchema>;
export type LeaveAdjustmentValues = v.InferOutput<typeof LeaveAdjustmentSchema>;
export type LeaveAdjustmentField = keyof LeaveAdjustmentInput;

export const EMPTY_LEAVE_ADJUSTMENT: LeaveAdjustmentInput = {
  employeeId: '',
  leaveTypeId: '',
  date: '',
  amount: '',
  reason: '',
};
