import type { EmployeeChoice } from '../employer/referenceData.ts';
import type { AnnualSalaryReport } from './annualSalaryReport.ts';
import type { SalaryAdjustment } from './salaryAdjustment.ts';

/** Issue 14's stories: a Ghanaian employer's salary adjustments and an employee's year. */

export const reportEmployees: EmployeeChoice[] = [
  { id: 'emp-kofi', name: 'Kofi Mensah' },
  { id: 'emp-ama', name: 'Ama Owusu' },
  { id: 'emp-long', name: 'Oluwaseun Adebayo-Richardson Nkrumah-Appiah Wolde-Giorgis' },
];

const base = { settledByRunId: null, createdAt: '2026-11-20T09:00:00Z', createdBy: 'Ada Lovelace' };

export const adjustments: readonly SalaryAdjustment[] = [
  {
    ...base,
    id: 'adj-1',
    employeeId: 'emp-kofi',
    employeeName: 'Kofi Mensah',
    effectiveDate: '2026-09-01',
    amount: '4500.00',
    currency: 'GHS',
    remarks: 'Promotion to senior accountant',
    items: [
      {
        group: 'Earning',
        itemId: 'item-housing',
        code: 'HOUSING',
        description: 'Housing',
        amount: null,
        quantity: null,
      },
      {
        group: 'Statutory Contribution',
        itemId: 'contribution-ssnit',
        code: 'SSNIT',
        description: 'SSNIT',
        amount: null,
        quantity: null,
      },
    ],
    arrears: 'Due',
  },
  {
    ...base,
    id: 'adj-2',
    employeeId: 'emp-ama',
    employeeName: 'Ama Owusu',
    effectiveDate: '2026-07-01',
    amount: '3800.00',
    currency: 'GHS',
    remarks: null,
    items: [],
    arrears: 'Paid',
    settledByRunId: 'run-aug',
  },
  {
    ...base,
    id: 'adj-3',
    employeeId: 'emp-ama',
    employeeName: 'Ama Owusu',
    effectiveDate: '2026-12-01',
    amount: null,
    currency: null,
    remarks: 'Overtime for the year-end close',
    items: [
      {
        group: 'Earning',
        itemId: 'item-overtime',
        code: 'OVERTIME',
        description: 'Overtime',
        amount: '62.50',
        quantity: '8',
      },
    ],
    arrears: 'None',
  },
];

export const longNameAdjustments: readonly SalaryAdjustment[] = [
  {
    ...base,
    id: 'adj-long',
    employeeId: 'emp-long',
    employeeName: 'Oluwaseun Adebayo-Richardson Nkrumah-Appiah Wolde-Giorgis',
    effectiveDate: '2026-10-01',
    amount: '1250000.00',
    currency: 'GHS',
    remarks:
      'Regrading after the collective agreement of October, with the responsibility allowance for the regional office and the transport allowance restored',
    items: adjustments[0]?.items ?? [],
    arrears: 'Due',
  },
];

const month = (
  number: number,
  payslips: number,
  gross: string,
  taxableIncome: string,
  tax: string,
  contributions: string[],
  otherDeductions: string,
  netPay: string,
) => ({ month: number, payslips, gross, taxableIncome, tax, contributions, otherDeductions, netPay });

const noPay = (number: number) => month(number, 0, '0.00', '0.00', '0.00', ['0.00', '0.00'], '0.00', '0.00');

export const annualReport: AnnualSalaryReport = {
  employeeId: 'emp-kofi',
  employeeName: 'Kofi Mensah',
  employeeNo: 'EMP-014',
  year: 2026,
  currency: 'GHS',
  contributions: [
    { code: 'SSNIT', label: 'SSNIT' },
    { code: 'PF', label: 'Provident fund' },
  ],
  months: [
    ...[1, 2, 3, 4, 5, 6, 7, 8].map(noPay),
    month(9, 1, '5000.00', '4725.00', '861.25', ['275.00', '250.00'], '250.00', '3363.75'),
    month(10, 2, '5500.00', '5197.50', '980.38', ['302.50', '275.00'], '250.00', '3692.12'),
    month(11, 1, '5000.00', '4725.00', '861.25', ['275.00', '250.00'], '0.00', '3613.75'),
    noPay(12),
  ],
  totals: {
    payslips: 4,
    gross: '15500.00',
    taxableIncome: '14647.50',
    tax: '2702.88',
    contributions: ['852.50', '775.00'],
    otherDeductions: '500.00',
    netPay: '10669.62',
  },
};

export const emptyAnnualReport: AnnualSalaryReport = {
  ...annualReport,
  contributions: [],
  months: Array.from({ length: 12 }, (_, index) => ({ ...noPay(index + 1), contributions: [] })),
  totals: {
    payslips: 0,
    gross: '0.00',
    taxableIncome: '0.00',
    tax: '0.00',
    contributions: [],
    otherDeductions: '0.00',
    netPay: '0.00',
  },
};
