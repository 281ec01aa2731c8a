import type { RequestItem } from './requests.ts';

const base = {
  employeeId: 'e-ama',
  employeeName: 'Ama Mensah',
  reason: null,
  submittedOn: '2026-11-20',
  decidedOn: null,
  decidedByName: null,
  rejectionReason: null,
  waitingOn: null,
  canWithdraw: false,
  canDecide: false,
} as const;

/** Ama's own requests, one in each state. */
export const myRequests: RequestItem[] = [
  {
    ...base,
    id: 'r-bank',
    kind: 'Change of details',
    subject: 'Bank account',
    description: 'Bank account: GCB Bank 0012345678',
    reason: 'I moved banks',
    status: 'Pending',
    waitingOn: 'Kwame Boateng',
    canWithdraw: true,
  },
  {
    ...base,
    id: 'r-letter',
    kind: 'Letter',
    subject: 'Salary certificate',
    description: 'Salary certificate',
    status: 'Approved',
    decidedOn: '2026-11-22',
    decidedByName: 'Efua Owusu',
  },
  {
    ...base,
    id: 'r-name',
    kind: 'Change of details',
    subject: 'Name',
    description: 'Name: Ama Owusu',
    status: 'Rejected',
    decidedOn: '2026-11-21',
    decidedByName: 'Efua Owusu',
    rejectionReason: 'Send the marriage certificate first.',
  },
  {
    ...base,
    id: 'r-marital',
    kind: 'Change of details',
    subject: 'Marital status',
    description: 'Marital status: Married',
    status: 'Withdrawn',
    decidedOn: '2026-11-21',
  },
];

/** Requests of others waiting on the reader's decision. */
export const waitingForMe: RequestItem[] = [
  {
    ...base,
    id: 'r-kofi',
    employeeId: 'e-kofi',
    employeeName: 'Kofi Boateng',
    kind: 'Letter',
    subject: 'Employment confirmation',
    description: 'Employment confirmation',
    reason: 'For a visa application',
    status: 'Pending',
    waitingOn: 'Efua Owusu',
    canDecide: true,
  },
];

export const banks = [
  { id: 'b-eco', name: 'Ecobank' },
  { id: 'b-gcb', name: 'GCB Bank' },
];
