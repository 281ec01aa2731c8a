import type {
  ExchangeRateEntry,
  ExpenseCategoryChoice,
  ExpenseClaim,
  ExpenseClaimLine,
  ExpenseClaimSummary,
  MileageRateChoice,
} from './expenseClaims.ts';

/** Stories' data for the claim screens: an employer paying in GHS, with USD receipts at a recorded rate. */

export const ama = { id: 'emp-ama', name: 'Ama Mensah' };
export const kofi = { id: 'emp-kofi', name: 'Kofi Mensah' };

export const taxi: ExpenseCategoryChoice = {
  id: 'cat-taxi',
  code: 'TAXI',
  description: 'Taxi',
  taxable: false,
  receiptRequiredAbove: '0',
};
export const hotel: ExpenseCategoryChoice = {
  id: 'cat-hotel',
  code: 'HOTEL',
  description: 'Hotel',
  taxable: false,
  receiptRequiredAbove: '500.00',
};
export const meals: ExpenseCategoryChoice = {
  id: 'cat-meals',
  code: 'MEALS',
  description: 'Meals',
  taxable: true,
  receiptRequiredAbove: null,
};
export const mileage: ExpenseCategoryChoice = {
  id: 'cat-mileage',
  code: 'MILEAGE',
  description: 'Mileage',
  taxable: false,
  receiptRequiredAbove: null,
};
export const categories: readonly ExpenseCategoryChoice[] = [taxi, hotel, meals, mileage];

export const mileageRates: readonly MileageRateChoice[] = [
  { id: 'rate-car', vehicleType: 'Car', ratePerKm: '2.50' },
  { id: 'rate-motorbike', vehicleType: 'Motorbike', ratePerKm: '1.2000' },
];

export const exchangeRates: readonly ExchangeRateEntry[] = [
  { currency: 'USD', rate: '15.000000', effectiveFrom: '2026-10-01' },
  { currency: 'USD', rate: '15.250000', effectiveFrom: '2026-11-01' },
  { currency: 'EUR', rate: '16.400000', effectiveFrom: '2026-11-01' },
];

const receipt = (id: string, name: string, sha256: string) => ({
  id,
  name,
  mediaType: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
  size: 182_400,
  sha256,
});

const taxiLine: ExpenseClaimLine = {
  id: 'line-taxi',
  position: 1,
  date: '2026-11-10',
  category: taxi,
  description: 'Taxi from Kotoka airport to the Accra office',
  kind: 'amount',
  amount: '250.00',
  currency: 'GHS',
  exchangeRate: null,
  rateSource: null,
  distanceKm: null,
  vehicleType: null,
  ratePerKm: null,
  claimedAmount: '250.00',
  approvedAmount: null,
  approvedReason: null,
  explanation: 'GHS 250.00',
  receipts: [receipt('file-taxi', 'taxi-receipt.jpg', 'a1'.repeat(32))],
  duplicates: [],
};

const hotelLine: ExpenseClaimLine = {
  id: 'line-hotel',
  position: 2,
  date: '2026-11-11',
  category: hotel,
  description: 'Two nights in Lagos for the supplier audit',
  kind: 'amount',
  amount: '120.00',
  currency: 'USD',
  exchangeRate: '15.250000',
  rateSource: 'table',
  distanceKm: null,
  vehicleType: null,
  ratePerKm: null,
  claimedAmount: '1830.00',
  approvedAmount: null,
  approvedReason: null,
  explanation: 'USD 120.00 × 15.25 = GHS 1,830.00',
  receipts: [receipt('file-hotel', 'hotel-invoice.pdf', 'b2'.repeat(32))],
  duplicates: [{ claimNumber: 'EC-0007', employeeName: 'Kofi Mensah', lineDate: '2026-11-11' }],
};

const mileageLine: ExpenseClaimLine = {
  id: 'line-mileage',
  position: 3,
  date: '2026-11-12',
  category: mileage,
  description: 'Client visit in Tema',
  kind: 'mileage',
  amount: '105.00',
  currency: 'GHS',
  exchangeRate: null,
  rateSource: null,
  distanceKm: '42',
  vehicleType: 'Car',
  ratePerKm: '2.50',
  claimedAmount: '105.00',
  approvedAmount: null,
  approvedReason: null,
  explanation: '42 km × 2.50 = 105.00',
  receipts: [],
  duplicates: [],
};

const waitingSteps: ExpenseClaim['steps'] = [
  {
    position: 1,
    approvers: ['Kwame Asante'],
    decision: null,
    decidedBy: null,
    decidedAt: null,
    comment: null,
  },
  {
    position: 2,
    approvers: ['Efua Boateng', 'Yaw Darko'],
    decision: null,
    decidedBy: null,
    decidedAt: null,
    comment: null,
  },
];

/** Submitted, waiting on its first step; its hotel receipt was claimed before by Kofi Mensah. */
export const submittedClaim: ExpenseClaim = {
  id: 'claim-42',
  number: 'EC-0042',
  employee: ama,
  title: 'Lagos supplier audit',
  status: 'submitted',
  currency: 'GHS',
  totalClaimed: '2185.00',
  totalApproved: null,
  submittedAt: '2026-11-13T09:30:00Z',
  decidedAt: null,
  paidOn: null,
  paidBy: null,
  paidReference: null,
  payRunId: null,
  lines: [taxiLine, hotelLine, mileageLine],
  steps: waitingSteps,
  canDecide: true,
};

/** Approved with the hotel lowered at step 1, then approved at step 2. */
export const approvedClaim: ExpenseClaim = {
  ...submittedClaim,
  id: 'claim-43',
  number: 'EC-0043',
  status: 'approved',
  totalApproved: '1855.00',
  decidedAt: '2026-11-16T14:05:00Z',
  canDecide: false,
  lines: [
    { ...taxiLine, approvedAmount: '250.00' },
    {
      ...hotelLine,
      duplicates: [],
      approvedAmount: '1500.00',
      approvedReason: 'The hotel policy allows USD 100 a night at most.',
    },
    { ...mileageLine, approvedAmount: '105.00' },
  ],
  steps: [
    {
      position: 1,
      approvers: [],
      decision: 'approved',
      decidedBy: 'Kwame Asante',
      decidedAt: '2026-11-14T10:00:00Z',
      comment: 'Hotel lowered to the policy rate.',
    },
    {
      position: 2,
      approvers: [],
      decision: 'approved',
      decidedBy: 'Efua Boateng',
      decidedAt: '2026-11-16T14:05:00Z',
      comment: null,
    },
  ],
};

export const paidByPayrollClaim: ExpenseClaim = {
  ...approvedClaim,
  id: 'claim-44',
  number: 'EC-0044',
  status: 'paid',
  paidOn: '2026-11-30',
  paidBy: 'payroll',
  payRunId: 'run-2026-11',
};

export const paidOutsideClaim: ExpenseClaim = {
  ...approvedClaim,
  id: 'claim-45',
  number: 'EC-0045',
  status: 'paid',
  paidOn: '2026-11-20',
  paidBy: 'outside',
  paidReference: 'Bank transfer FT-88213',
};

export const rejectedClaim: ExpenseClaim = {
  ...submittedClaim,
  id: 'claim-46',
  number: 'EC-0046',
  title: 'Team dinner',
  status: 'rejected',
  totalClaimed: '250.00',
  decidedAt: '2026-11-15T08:00:00Z',
  canDecide: false,
  lines: [taxiLine],
  steps: [
    {
      position: 1,
      approvers: [],
      decision: 'rejected',
      decidedBy: 'Kwame Asante',
      decidedAt: '2026-11-15T08:00:00Z',
      comment: 'Team dinners are paid from the department budget, not claimed.',
    },
  ],
};

export const draftClaim: ExpenseClaim = {
  ...submittedClaim,
  id: 'claim-47',
  number: 'EC-0047',
  title: 'Kumasi workshop',
  status: 'draft',
  submittedAt: null,
  canDecide: false,
  steps: [],
  lines: [
    { ...taxiLine, duplicates: [] },
    { ...hotelLine, duplicates: [] },
  ],
  totalClaimed: '2080.00',
};

const summaryOf = (claim: ExpenseClaim, createdOn: string): ExpenseClaimSummary => ({
  id: claim.id,
  number: claim.number,
  employee: claim.employee,
  title: claim.title,
  status: claim.status,
  currency: claim.currency,
  totalClaimed: claim.totalClaimed,
  totalApproved: claim.totalApproved,
  createdOn,
  submittedAt: claim.submittedAt,
  decidedAt: claim.decidedAt,
  paidOn: claim.paidOn,
});

/** My Claims, newest first: one of each status. */
export const myClaims: readonly ExpenseClaimSummary[] = [
  summaryOf(draftClaim, '2026-11-28'),
  summaryOf(rejectedClaim, '2026-11-14'),
  summaryOf(paidByPayrollClaim, '2026-11-12'),
  summaryOf(approvedClaim, '2026-11-12'),
  summaryOf(submittedClaim, '2026-11-12'),
];

/** The approver's queue, oldest first. */
export const queueClaims: readonly ExpenseClaim[] = [
  submittedClaim,
  {
    ...submittedClaim,
    id: 'claim-48',
    number: 'EC-0048',
    employee: kofi,
    title: 'Takoradi site visit',
    totalClaimed: '105.00',
    submittedAt: '2026-11-20T11:00:00Z',
    lines: [mileageLine],
  },
];

export const queueSummaries: readonly ExpenseClaimSummary[] = queueClaims.map((claim) =>
  summaryOf(claim, '2026-11-12'),
);
