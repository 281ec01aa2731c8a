import { parseDate } from '@internationalized/date';
import type { LeaveApplicationValues } from './leaveApplicationSchema.ts';
import type {
  LeaveAssessment,
  LeaveBalance,
  LeaveRequest,
  LeaveToReview,
  LeaveTypeChoice,
} from './leaveRequests.ts';

/** The stories' today: a Monday. */
export const STORY_TODAY = '2026-03-02';

export const leaveTypeChoices: LeaveTypeChoice[] = [
  {
    id: 'lt-al',
    code: 'AL',
    description: 'Annual leave',
    color: '#008000',
    leaveUnit: 'Day',
    requireReason: false,
    requireAttachment: false,
  },
  {
    id: 'lt-sl',
    code: 'SL',
    description: 'Sick leave',
    color: '#D14343',
    leaveUnit: 'Day',
    requireReason: true,
    requireAttachment: false,
  },
  {
    id: 'lt-toil',
    code: 'TOIL',
    description: 'Time off in lieu',
    color: '#3366CC',
    leaveUnit: 'Hour',
    requireReason: false,
    requireAttachment: false,
  },
];

/** Annual leave: 12.5 days today, 8 once the 4.5 approved for Easter (r-approved) are taken. */
export const balances: LeaveBalance[] = [
  {
    leaveTypeId: 'lt-al',
    leaveTypeCode: 'AL',
    color: '#008000',
    unit: 'Day',
    balance: '12.5',
    afterBookedLeave: '8',
    pending: '2',
  },
  {
    leaveTypeId: 'lt-sl',
    leaveTypeCode: 'SL',
    color: '#D14343',
    unit: 'Day',
    balance: '5',
    afterBookedLeave: '5',
    pending: '0',
  },
  {
    leaveTypeId: 'lt-toil',
    leaveTypeCode: 'TOIL',
    color: '#3366CC',
    unit: 'Hour',
    balance: '7.5',
    afterBookedLeave: '7.5',
    pending: '0',
  },
];

const ada = { employeeId: 'e-ada', employeeName: 'Ada Lovelace' };
const annual = { leaveTypeId: 'lt-al', leaveTypeCode: 'AL', color: '#008000', unit: 'Day' as const };

export const requests: LeaveRequest[] = [
  {
    ...ada,
    ...annual,
    id: 'r-pending',
    from: '2026-03-16',
    to: '2026-03-17',
    fromPart: 'whole',
    toPart: 'whole',
    amount: '2',
    reason: null,
    status: 'pending',
    submittedAs: 'employee',
    submittedOn: '2026-02-27',
    attachments: [],
  },
  {
    ...ada,
    ...annual,
    id: 'r-approved',
    from: '2026-04-06',
    to: '2026-04-10',
    fromPart: 'afternoon',
    toPart: 'whole',
    amount: '4.5',
    reason: 'Easter with family',
    status: 'approved',
    submittedAs: 'employee',
    submittedOn: '2026-02-10',
    attachments: [],
  },
  {
    ...ada,
    ...annual,
    id: 'r-taken',
    from: '2026-01-05',
    to: '2026-01-06',
    fromPart: 'whole',
    toPart: 'whole',
    amount: '2',
    reason: null,
    status: 'approved',
    submittedAs: 'administrator',
    submittedOn: '2025-12-15',
    attachments: [],
  },
  {
    ...ada,
    leaveTypeId: 'lt-sl',
    leaveTypeCode: 'SL',
    color: '#D14343',
    unit: 'Day',
    id: 'r-rejected',
    from: '2026-02-12',
    to: '2026-02-12',
    fromPart: 'whole',
    toPart: 'morning',
    amount: '0.5',
    reason: 'Dentist',
    status: 'rejected',
    submittedAs: 'employee',
    submittedOn: '2026-02-11',
    attachments: [],
  },
];

function isWeekend(date: string) {
  const weekday = parseDate(date).toDate('UTC').getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Halves of a day the fake server counts: a weekend counts none. */
function halvesOn(date: string, values: LeaveApplicationValues) {
  if (isWeekend(date)) return 0;
  let halves = 2;
  if (date === values.from && values.fromPart === 'afternoon') halves -= 1;
  if (date === values.to && values.toPart === 'morning') halves -= 1;
  return halves;
}

/** Half-day counts as the decimal text the server sends ("1.5"). */
function halvesToDays(halves: number) {
  return `${Math.floor(halves / 2)}${halves % 2 === 1 ? '.5' : ''}`;
}

/** What a server with a Monday-to-Friday week and no holidays answers for Day-unit leave. */
export function assessmentOf(values: LeaveApplicationValues, available = '12.5'): LeaveAssessment {
  const days: LeaveAssessment['days'][number][] = [];
  let total = 0;
  for (let day = parseDate(values.from); day.compare(parseDate(values.to)) <= 0; day = day.add({ days: 1 })) {
    const halves = halvesOn(day.toString(), values);
    total += halves;
    days.push({
      date: day.toString(),
      amount: halvesToDays(halves),
      worked: isWeekend(day.toString()) ? 'none' : 'whole',
      holidays: [],
    });
  }
  const availableHalves = Number(available) * 2;
  return {
    employeeId: values.employeeId ?? 'e-ada',
    unit: 'Day',
    days,
    total: halvesToDays(total),
    charges: [
      {
        leaveYearStart: '2026-01-01',
        available,
        charged: halvesToDays(total),
        after: halvesToDays(availableHalves - total),
      },
    ],
    refusals: [],
    warnings: [],
  };
}

export const NOTICE_REFUSAL =
  'Rule 1: Leave of 5 days or more is applied for 10 workdays in advance. This request gives 3 workdays.';

export const toReview: LeaveToReview[] = [
  {
    requestId: 'r-1',
    approvalId: 'a-1',
    employeeId: 'e-grace',
    employeeName: 'Grace Hopper',
    leaveTypeId: 'lt-al',
    leaveTypeCode: 'AL',
    leaveTypeDescription: 'Annual leave',
    color: '#008000',
    from: '2026-03-16',
    to: '2026-03-20',
    fromPart: 'whole',
    toPart: 'morning',
    amount: '4.5',
    unit: 'Day',
    reason: 'School holidays',
    submittedOn: '2026-02-20',
    attachments: [{ id: 'f-ticket', name: 'flight ticket.pdf', mediaType: 'application/pdf', size: 48_213 }],
    waitingSince: '2026-02-20',
    escalated: false,
    balance: '14',
    afterBookedLeave: '11',
    alsoAway: [{ employeeName: 'Alan Turing', from: '2026-03-18', to: '2026-03-19' }],
  },
  {
    requestId: 'r-2',
    approvalId: 'a-2',
    employeeId: 'e-alan',
    employeeName: 'Alan Turing',
    leaveTypeId: 'lt-toil',
    leaveTypeCode: 'TOIL',
    leaveTypeDescription: 'Time off in lieu',
    color: '#3366CC',
    from: '2026-03-06',
    to: '2026-03-06',
    fromPart: 'whole',
    toPart: 'whole',
    amount: '3.5',
    unit: 'Hour',
    reason: null,
    submittedOn: '2026-02-13',
    attachments: [],
    waitingSince: '2026-02-23',
    escalated: true,
    balance: '10',
    afterBookedLeave: '10',
    alsoAway: [],
  },
];
