import type { AttendanceRequestItem } from './attendanceRequests.ts';

const base = {
  employeeId: 'e-ama',
  employeeName: 'Ama Mensah',
  kind: 'Forgot to punch',
  checkIn: null,
  checkOut: null,
  submittedOn: '2026-11-28',
  decidedOn: null,
  decidedByName: null,
  rejectionReason: null,
  waitingOn: null,
  canWithdraw: false,
  canDecide: false,
} as const;

/** Ama's own requests, one in each state. */
export const myAttendanceRequests: AttendanceRequestItem[] = [
  {
    ...base,
    id: 'ar-forgot',
    date: '2026-11-27',
    checkOut: '17:10',
    reason: 'My phone was flat when I left.',
    status: 'Pending',
    waitingOn: 'Kwame Boateng',
    canWithdraw: true,
  },
  {
    ...base,
    id: 'ar-home',
    kind: 'Work from home',
    date: '2026-11-20',
    checkIn: '08:30',
    checkOut: '16:45',
    reason: 'Plumber at home.',
    status: 'Approved',
    decidedOn: '2026-11-21',
    decidedByName: 'Kwame Boateng',
  },
  {
    ...base,
    id: 'ar-duty',
    kind: 'On duty',
    date: '2026-11-18',
    checkIn: '07:00',
    reason: 'Trade fair stand.',
    status: 'Rejected',
    decidedOn: '2026-11-19',
    decidedByName: 'Kwame Boateng',
    rejectionReason: 'The fair was on the 19th.',
  },
];

/** A line manager's view: Kofi's request waits on them. */
export const waitingOnManager: AttendanceRequestItem[] = [
  {
    ...base,
    id: 'ar-kofi',
    employeeId: 'e-kofi',
    employeeName: 'Kofi Boateng',
    date: '2026-12-01',
    checkIn: '08:05',
    reason: 'The gate reader was down.',
    status: 'Pending',
    waitingOn: 'Kwame Boateng',
    canDecide: true,
  },
];
