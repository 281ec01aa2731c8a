import { computePayslip, type PayslipInput } from '@hr/domain';
import { GHANA_PAYE_2024, GHANA_SSNIT, TWO_DIGITS_HALF_UP } from '@hr/domain/payroll/worked-cases';
import type { EmployeeChoice } from '../employer/referenceData.ts';
import type {
  BankTransferSummary,
  PayRun,
  PayRunCheck,
  PayRunCheckResult,
  Payslip,
  PayslipSummary,
} from './payRuns.ts';

/** A Ghanaian employer's November 2026 payroll, as the pay run stories show it. */

export const LONG_NAME = 'Oluwaseun Adebayo-Ogunlesi Nwachukwu-Mensah Akua Serwaa Boateng-Asante';

const november = {
  payPeriod: 'Monthly',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  payDate: '2026-11-25',
} as const;

export const draftRun: PayRun = {
  id: 'run-november',
  ...november,
  offCycle: false,
  selection: { scope: 'all', ids: [] },
  status: 'Draft',
  progress: null,
  currency: 'GHS',
  employees: 3,
  gross: '18000.00',
  totalDeductions: '3914.25',
  netPay: '14085.75',
  employerCost: '19950.00',
  skipped: [
    { employeeId: 'employee-ama', employeeName: 'Ama Owusu', problem: 'No basic salary on 2026-11-01.' },
    {
      employeeId: 'employee-john',
      employeeName: 'John Smith',
      problem: 'Salary is in USD; payroll is in GHS.',
    },
  ],
  error: null,
  createdAt: '2026-11-24T09:00:00Z',
  processedAt: '2026-11-24T09:02:00Z',
  finalisedAt: null,
  finalisedBy: null,
};

export const processingRun: PayRun = {
  ...draftRun,
  id: 'run-processing',
  status: 'Processing',
  progress: { done: 1200, total: 10000 },
  employees: 0,
  gross: '0.00',
  totalDeductions: '0.00',
  netPay: '0.00',
  employerCost: '0.00',
  skipped: [],
  processedAt: null,
};

export const queuedRun: PayRun = {
  ...processingRun,
  id: 'run-queued',
  status: 'Queued',
  progress: { done: 0, total: null },
};

export const failedRun: PayRun = {
  ...processingRun,
  id: 'run-failed',
  status: 'Failed',
  progress: null,
  error: 'The statutory table PAYE has no bracket for an income of 250,000.00.',
};

export const finalRun: PayRun = {
  ...draftRun,
  id: 'run-final',
  status: 'Final',
  skipped: [],
  finalisedAt: '2026-11-25T10:30:00Z',
  finalisedBy: 'Ada Lovelace',
};

const october = {
  payPeriod: 'Monthly',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  payDate: '2026-10-26',
} as const;

export const payRuns: readonly PayRun[] = [
  processingRun,
  draftRun,
  { ...finalRun, id: 'run-october', ...october },
  {
    ...finalRun,
    id: 'run-october-bonus',
    ...october,
    offCycle: true,
    employees: 1,
    gross: '5000.00',
    netPay: '3750.00',
  },
];

const payslipOf = (
  id: string,
  employeeNo: string | null,
  employeeName: string,
  net: string,
): PayslipSummary => ({
  id,
  runId: draftRun.id,
  employeeId: `employee-${id}`,
  employeeNo,
  employeeName,
  ...november,
  currency: 'GHS',
  gross: '6000.00',
  totalDeductions: '1304.75',
  netPay: net,
  employerCost: '6650.00',
  final: false,
  paymentMethod: 'Bank',
});

export const runPayslips: readonly PayslipSummary[] = [
  payslipOf('payslip-akosua', 'EMP-002', 'Akosua Asante', '4695.25'),
  payslipOf('payslip-kofi', 'EMP-001', 'Kofi Mensah', '4695.25'),
  payslipOf('payslip-long', null, LONG_NAME, '4695.25'),
];

/** Kofi Mensah's own final payslips, newest first, as My Payslips lists them. */
export const myPayslips: readonly PayslipSummary[] = [
  { ...payslipOf('payslip-november', 'EMP-001', 'Kofi Mensah', '4695.25'), final: true },
  {
    ...payslipOf('payslip-october', 'EMP-001', 'Kofi Mensah', '4500.50'),
    ...october,
    final: true,
  },
];

export const bankTransfers: BankTransferSummary = {
  runId: finalRun.id,
  banks: [
    { bankId: 'bank-gcb', bankName: 'GCB Bank', employees: 2, total: '9390.50' },
    { bankId: 'bank-ecobank', bankName: 'Ecobank Ghana', employees: 1, total: '4695.25' },
  ],
  cash: { employees: 0, total: '0.00' },
  cheque: { employees: 1, total: '1200.00' },
  total: '15285.75',
};

/** Kofi Mensah's November: the Ghana case, plus September's arrears in the arrears story. */
const ghanaInput: PayslipInput = {
  payPeriod: 'Monthly',
  money: TWO_DIGITS_HALF_UP,
  basicPay: '5000',
  items: [
    { kind: 'Earning', code: 'HOUSING', description: 'Housing', amount: '1000', otherStatutory: false },
  ],
  contributions: [GHANA_SSNIT],
  taxTables: [GHANA_PAYE_2024],
};

function payslipFrom(input: PayslipInput, arrears: Record<string, string>): Payslip {
  const computed = computePayslip(input);
  return {
    ...computed,
    ...payslipOf('payslip-kofi', 'EMP-001', 'Kofi Mensah', computed.netPay),
    gross: computed.gross,
    totalDeductions: computed.totalDeductions,
    employerCost: computed.employerCost,
    final: true,
    runId: finalRun.id,
    employerName: 'Accra Textiles Ltd',
    basicPay: '5000.00',
    tax: computed.lines.find((line) => line.kind === 'Tax')?.amount ?? '0.00',
    paymentDays: null,
    lines: computed.lines.map((line) => ({ ...line, arrearsFor: arrears[line.code] ?? null })),
    footer: 'Questions about your pay? Ask payroll@example.com.',
    bankName: 'GCB Bank',
    bankAccount: '1021130004567',
    yearToDate: {
      year: 2026,
      gross: '66000.00',
      taxableIncome: '62975.00',
      tax: '11327.25',
      totalDeductions: '14352.25',
      netPay: '51647.75',
      employerCost: '73150.00',
    },
  };
}

export const payslip: Payslip = payslipFrom(ghanaInput, {});

export const arrearsPayslip: Payslip = payslipFrom(
  {
    ...ghanaInput,
    items: [
      ...(ghanaInput.items ?? []),
      { kind: 'Earning', code: 'ARREARS:2026-09-01', description: 'Arrears September 2026', amount: '500' },
    ],
  },
  { 'ARREARS:2026-09-01': '2026-09-01' },
);

export const draftPayslip: Payslip = {
  ...payslip,
  final: false,
  paymentDays: {
    paid: '22',
    total: '30',
    method: 'Calendar Days',
    explanation: 'Joined on 9 Nov 2026: basic salary paid for the days employed.',
  },
};

export const departments = [
  { id: 'department-finance', name: 'Finance' },
  { id: 'department-operations', name: 'Operations' },
];

export const branches = [
  { id: 'branch-accra', name: 'Accra' },
  { id: 'branch-kumasi', name: 'Kumasi' },
];

export const employeeChoices: readonly EmployeeChoice[] = [
  { id: 'employee-kofi', name: 'Kofi Mensah' },
  { id: 'employee-akosua', name: 'Akosua Asante' },
  { id: 'employee-ama', name: 'Ama Owusu' },
];

export const checkWithBlockers: PayRunCheck = {
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  employees: 12,
  blockers: draftRun.skipped,
  alreadyPaid: [{ employeeId: 'employee-akosua', employeeName: 'Akosua Asante' }],
};

export const checkReady = async (): Promise<PayRunCheckResult> => ({ ok: true, check: checkWithBlockers });

/** The server's refusal of a regular run of a period already paid (process-pay-run's 409). */
export const ALREADY_PAID =
  'Kofi Mensah is already paid for 1–30 Nov 2026 in a final run. Mark the run off-cycle to pay again.';

export const employeeHref = (id: string) => `/employee/edit/${id}`;
export const runHref = (id: string) => `/payroll/process-pay-roll/${id}`;
export const payslipHref = (id: string) => `/payroll/payslips/${id}`;
