import { isIsoDate, LEAVE_SETUP_LIMITS } from '@hr/domain';
import * as v from 'valibot';
import { hundredthsOf, normalizeAmountText } from './leaveAmountText.ts';
import type { FirstDayPart, LastDayPart, LeaveTypeChoice } from './leaveRequests.ts';

/**
 * The Schedule screen's application form. The policy (notice, balance, waiting period) is the
 * server's to check, through the preview; this schema checks only what the form can know: that
 * everything needed is there and well formed.
 */

export const LEAVE_REASON_MAX_LENGTH = 500;

export const LEAVE_APPLICATION_MESSAGES = {
  leaveType: 'Choose a leave type.',
  dates: 'Choose the first and last day of the leave.',
  datesInOrder: 'The last day is on or after the first.',
  hours: `Enter hours more than 0 and at most ${LEAVE_SETUP_LIMITS.maxHoursPerDay}, with at most two decimals.`,
  reason: 'This leave type needs a reason.',
  reasonTooLong: `Use at most ${LEAVE_REASON_MAX_LENGTH} characters.`,
} as const;

/** What the form holds: text as typed, '' for nothing chosen or typed. */
export interface LeaveApplicationInput {
  leaveTypeId: string;
  from: string;
  to: string;
  fromPart: FirstDayPart;
  toPart: LastDayPart;
  /** Hour-unit types: hours taken on the first day (the only day of a one-day range); '' for all. */
  fromHours: string;
  /** Hour-unit types: hours taken on the last day of a longer range; '' for all. */
  toHours: string;
  reason: string;
}

/** What the screen sends to preview and to apply. */
export interface LeaveApplicationValues {
  /** Whom an administrator applies for; null when the person applies for themselves. */
  employeeId: string | null;
  leaveTypeId: string;
  from: string;
  to: string;
  /** Always 'whole' for Hour-unit types, which give hours instead. */
  fromPart: FirstDayPart;
  toPart: LastDayPart;
  /** Decimal text ("3.5"); null for Day-unit types and for a whole day. */
  fromHours: string | null;
  toHours: string | null;
  reason: string | null;
  /** The files uploaded for it, attached when it is applied for. */
  attachmentIds: string[];
}

/** The fields a refusal can name and have shown on the field itself. */
export type LeaveApplicationField = Exclude<keyof LeaveApplicationInput, 'fromPart' | 'toPart'>;

/** What the form's fields give; the screen adds whom it is for and the files uploaded. */
export type LeaveApplicationFormValues = Omit<LeaveApplicationValues, 'employeeId' | 'attachmentIds'>;

export const EMPTY_LEAVE_APPLICATION: LeaveApplicationInput = {
  leaveTypeId: '',
  from: '',
  to: '',
  fromPart: 'whole',
  toPart: 'whole',
  fromHours: '',
  toHours: '',
  reason: '',
};

const maxHours = BigInt(LEAVE_SETUP_LIMITS.maxHoursPerDay) * 100n;

const hours = v.pipe(
  v.string(),
  v.trim(),
  v.check((typed) => {
    if (typed === '') return true;
    const hundredths = hundredthsOf(typed);
    return hundredths !== null && hundredths > 0n && hundredths <= maxHours;
  }, LEAVE_APPLICATION_MESSAGES.hours),
);

const date = v.pipe(v.string(), v.check(isIsoDate, LEAVE_APPLICATION_MESSAGES.dates));

export interface LeaveApplicationSchemaOptions {
  leaveTypes: readonly LeaveTypeChoice[];
  /** An administrator applies for someone, and the policy only warns them: a reason is never required. */
  isAdministrator: boolean;
  /** For the preview, a missing reason is the server's to report, with the days counted. */
  isPreview?: boolean;
}

/** The form's schema for the leave types on offer: it knows each one's unit and whether it needs a reason. */
export function createLeaveApplicationSchema({
  leaveTypes,
  isAdministrator,
  isPreview = false,
}: LeaveApplicationSchemaOptions) {
  const typeOf = (id: string) => leaveTypes.find((type) => type.id === id);
  const needsReason = (id: string) => !isAdministrator && !isPreview && typeOf(id)?.requireReason === true;
  return v.pipe(
    v.object({
      leaveTypeId: v.pipe(
        v.string(),
        v.check((id) => typeOf(id) !== undefined, LEAVE_APPLICATION_MESSAGES.leaveType),
      ),
      from: date,
      to: date,
      fromPart: v.picklist(['whole', 'afternoon']),
      toPart: v.picklist(['whole', 'morning']),
      fromHours: hours,
      toHours: hours,
      reason: v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(LEAVE_REASON_MAX_LENGTH, LEAVE_APPLICATION_MESSAGES.reasonTooLong),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['from'], ['to']],
        ({ from, to }) => to >= from,
        LEAVE_APPLICATION_MESSAGES.datesInOrder,
      ),
      ['to'],
    ),
    v.forward(
      v.partialCheck(
        [['leaveTypeId'], ['reason']],
        ({ leaveTypeId, reason }) => !needsReason(leaveTypeId) || reason !== '',
        LEAVE_APPLICATION_MESSAGES.reason,
      ),
      ['reason'],
    ),
    v.transform((input): LeaveApplicationFormValues => {
      const inHours = typeOf(input.leaveTypeId)?.leaveUnit === 'Hour';
      const isOneDay = input.from === input.to;
      const hoursOf = (typed: string) => (inHours && typed !== '' ? normalizeAmountText(typed) : null);
      return {
        leaveTypeId: input.leaveTypeId,
        from: input.from,
        to: input.to,
        fromPart: inHours ? 'whole' : input.fromPart,
        toPart: inHours ? 'whole' : input.toPart,
        fromHours: hoursOf(input.fromHours),
        toHours: isOneDay ? null : hoursOf(input.toHours),
        reason: input.reason === '' ? null : input.reason,
      };
    }),
  );
}
