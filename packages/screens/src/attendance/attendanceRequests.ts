import {
  ATTENDANCE_REQUEST_KINDS,
  type AttendanceRequestKind,
  AttendanceRequestSchema,
  type AttendanceRequestValues,
  type RequestStatus,
} from '@hr/domain';
import * as v from 'valibot';
import type { RequestScreenProps } from '../employees/request/index.ts';
import type { FormSubmitResult } from '../forms/index.ts';

/** One attendance request as listAttendanceRequests carries it. */
export interface AttendanceRequestItem {
  id: string;
  employeeId: string;
  employeeName: string;
  /** The day the request is for, 'YYYY-MM-DD'. */
  date: string;
  kind: AttendanceRequestKind;
  /** Wall times 'HH:MM' in the person's zone. */
  checkIn: string | null;
  checkOut: string | null;
  reason: string;
  status: RequestStatus;
  /** Whose decision a pending request waits on. */
  waitingOn: string | null;
  submittedOn: string;
  decidedOn: string | null;
  decidedByName: string | null;
  rejectionReason: string | null;
  canWithdraw: boolean;
  canDecide: boolean;
}

export type AttendanceRequestField = keyof AttendanceRequestValues;
export const ATTENDANCE_REQUEST_FIELDS = [
  'kind',
  'date',
  'checkIn',
  'checkOut',
  'reason',
] as const satisfies readonly AttendanceRequestField[];

/** What the dialog's fields hold: text as typed, '' for an empty time. */
export interface AttendanceRequestInput {
  kind: AttendanceRequestKind;
  date: string;
  checkIn: string;
  checkOut: string;
  reason: string;
}

/** The form's text read as the domain's request (an empty time is none), then checked by its schema. */
export const AttendanceRequestFormSchema = v.pipe(
  v.object({
    kind: v.picklist(ATTENDANCE_REQUEST_KINDS, 'Choose what happened.'),
    date: v.string(),
    checkIn: v.string(),
    checkOut: v.string(),
    reason: v.string(),
  }),
  v.transform((input) => ({
    ...input,
    checkIn: input.checkIn.trim() || null,
    checkOut: input.checkOut.trim() || null,
  })),
  AttendanceRequestSchema,
);

export type AskAttendanceRequest = (
  values: AttendanceRequestValues,
) => Promise<FormSubmitResult<AttendanceRequestField>>;

export interface AttendanceRequestsPanelProps
  extends Pick<
    RequestScreenProps,
    'status' | 'errorMessage' | 'onRetry' | 'ownEmployeeId' | 'onWithdraw' | 'onDecide'
  > {
  /** The requests the reader follows: their own, and those of the people they reach. */
  requests: AttendanceRequestItem[];
  /** The requests waiting on the reader's decision. */
  toDecide: AttendanceRequestItem[];
  /** The reader's today, 'YYYY-MM-DD': the day a new request starts on. */
  today: string;
  onAsk: AskAttendanceRequest;
}
