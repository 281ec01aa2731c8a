import { computePayslip, type PayslipInput, paymentDaysOf } from '@hr/domain';
import { GHANA_PAYE_2024, GHANA_SSNIT, TWO_DIGITS_HALF_UP } from '@hr/domain/payroll/worked-cases';
import { parseDate } from '@internationalized/date';
import type {
  EmployeePayChoices,
  EmployeePayItem,
  EmployeeRelief,
  PayslipPreview,
  PayslipPreviewResult,
} from './employeePay.ts';

/** A Ghanaian employee's pay, as the Salary section's stories show it. */

export const STORY_TODAY = '2026-11-25';

export const payChoices: EmployeePayChoices = {
  Earning: [
    {
      id: 'item-housing',
      code: 'HOUSING',
      description: 'Housing',
      amount: '1000.00',
      quantity: '1',
      unit: 'Month',
    },
    {
      id: 'item-overtime',
      code: 'OVERTIME',
      description: 'Overtime',
      amount: '50.00',
      quantity: '1',
      unit: 'Hour',
    },
  ],
  Deduction: [
    {
      id: 'item-loan',
      code: 'LOAN',
      description: 'Staff loan',
      amount: '250.00',
      quantity: '1',
      unit: 'Month',
    },
  ],
  Bonus: [
    {
      id: 'item-13th',
      code: '13TH',
      description: '13th month',
      amount: '5000.00',
      quantity: '1',
      unit: 'Year',
    },
  ],
  'Statutory Contribution': [
    {
      id: 'contribution-ssnit',
      code: 'SSNIT',
      description: 'SSNIT',
      amount: null,
      quantity: null,
      unit: null,
    },
  ],
};

export const payItems: readonly EmployeePayItem[] = [
  {
    id: 'assigned-housing',
    group: 'Earning',
    itemId: 'item-housing',
    code: 'HOUSING',
    description: 'Housing',
    amount: null,
    quantity: null,
    itemAmount: '1000.00',
    itemQuantity: '1',
    unit: 'Month',
    effectiveDate: '2026-01-01',
    endDate: null,
  },
  {
    id: 'assigned-overtime',
    group: 'Earning',
    itemId: 'item-overtime',
    code: 'OVERTIME',
    description: 'Overtime',
    amount: '62.50',
    quantity: '8',
    itemAmount: '50.00',
    itemQuantity: '1',
    unit: 'Hour',
    effectiveDate: '2026-11-01',
    endDate: '2026-11-30',
  },
  {
    id: 'assigned-loan',
    group: 'Deduction',
    itemId: 'item-loan',
    code: 'LOAN',
    description: 'Staff loan',
    amount: '300.00',
    quantity: null,
    itemAmount: '250.00',
    itemQuantity: '1',
    unit: 'Month',
    effectiveDate: '2026-03-01',
    endDate: '2027-02-28',
  },
  {
    id: 'assigned-13th',
    group: 'Bonus',
    itemId: 'item-13th',
    code: '13TH',
    description: '13th month',
    amount: null,
    quantity: null,
    itemAmount: '5000.00',
    itemQuantity: '1',
    unit: 'Year',
    effectiveDate: '2026-12-01',
    endDate: '2026-12-31',
  },
  {
    id: 'assigned-ssnit',
    group: 'Statutory Contribution',
    itemId: 'contribution-ssnit',
    code: 'SSNIT',
    description: 'SSNIT',
    amount: null,
    quantity: null,
    itemAmount: null,
    itemQuantity: null,
    unit: null,
    effectiveDate: '2026-01-01',
    endDate: null,
  },
];

export const payReliefs: readonly EmployeeRelief[] = [
  {
    id: 'relief-rent',
    description: 'Rent relief',
    amount: '2400.00',
    per: 'Year',
    effectiveDate: '2026-01-01',
    endDate: null,
  },
];

/**
 * Kofi Mensah's December payslip, computed by the engine from the Ghana case (basic 5,000, a
 * housing allowance of 1,000 outside the statutory base, SSNIT before tax, GRA's 2024 monthly PAYE):
 * the preview shows real engine output, PAYE 1,029.75 and net pay 4,695.25.
 */
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

const december = {
  employeeId: 'employee-kofi',
  employeeName: 'Kofi Mensah',
  payPeriod: 'Monthly',
  periodStart: '2026-12-01',
  periodEnd: '2026-12-31',
  currency: 'GHS',
  footer: 'Questions about your pay? Ask payroll@example.com.',
};

export const ghanaPreview: PayslipPreview = {
  ...computePayslip(ghanaInput),
  ...december,
  paymentDays: null,
};

/** The same employee joining on 10 December: 22 of December's 31 calendar days are paid. */
const joinedDays = paymentDaysOf({
  method: 'Calendar Days',
  period: { from: parseDate('2026-12-01'), to: parseDate('2026-12-31') },
  employed: { from: parseDate('2026-12-10'), to: parseDate('2026-12-31') },
});

export const joinedMidPeriodPreview: PayslipPreview = {
  ...computePayslip({ ...ghanaInput, paymentDays: joinedDays }),
  ...december,
  paymentDays: {
    paid: joinedDays.paidDays.toString(),
    total: joinedDays.periodDays.toString(),
    method: joinedDays.method,
    explanation: 'Joined on December 10, 2026: basic salary paid for the days employed.',
  },
};

export const NO_BASIC_SALARY =
  'Kofi Mensah has no basic salary on 2026-12-01. Add one in the Salary section.';

export const previewReady = async (): Promise<PayslipPreviewResult> => ({ ok: true, preview: ghanaPreview });
export const previewRefused = async (): Promise<PayslipPreviewResult> => ({
  ok: false,
  message: NO_BASIC_SALARY,
});
