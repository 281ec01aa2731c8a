import type { PayItem } from './payItem.ts';
import type { PayrollSettings } from './payrollSettings.ts';

/** Story data for the Earnings, Deductions and Bonus pages and Payroll Settings (KES, 2 decimals). */

function payItem(fields: Omit<PayItem, 'quantity' | 'tax' | 'otherStatutory'> & Partial<PayItem>): PayItem {
  return { quantity: '1', tax: true, otherStatutory: true, ...fields };
}

export const earnings: readonly PayItem[] = [
  payItem({
    id: 'pi-hse',
    kind: 'Earning',
    code: 'HSE',
    description: 'Housing allowance',
    isActive: true,
    amount: '15000.00',
    unit: 'Month',
    otherStatutory: false,
    employeesAssigned: 3,
  }),
  payItem({
    id: 'pi-trp',
    kind: 'Earning',
    code: 'TRP',
    description: 'Transport',
    isActive: true,
    amount: '500.00',
    quantity: '2',
    unit: 'Day',
    employeesAssigned: 0,
  }),
  payItem({
    id: 'pi-ot',
    kind: 'Earning',
    code: 'OT',
    description: 'Overtime (old rate)',
    isActive: false,
    amount: '350.00',
    quantity: '4',
    unit: 'Hour',
    employeesAssigned: 0,
  }),
];

export const deductions: readonly PayItem[] = [
  payItem({
    id: 'pi-loan',
    kind: 'Deduction',
    code: 'LOAN',
    description: 'Staff loan repayment',
    isActive: true,
    amount: '2500.00',
    unit: 'Month',
    tax: false,
    otherStatutory: false,
    employeesAssigned: 1,
  }),
  payItem({
    id: 'pi-pens',
    kind: 'Deduction',
    code: 'PENS',
    description: 'Voluntary pension',
    isActive: true,
    amount: '1000.00',
    unit: 'Month',
    employeesAssigned: 4,
  }),
];

export const bonuses: readonly PayItem[] = [
  payItem({
    id: 'pi-perf',
    kind: 'Bonus',
    code: 'PERF',
    description: 'Performance bonus',
    isActive: true,
    amount: '20000.00',
    unit: 'Quarter',
    employeesAssigned: 2,
  }),
];

export const payrollSettings: PayrollSettings = {
  currency: 'KES',
  rounding: 'Half Up',
  prorationMethod: 'Calendar Days',
  payDay: 28,
  payslipFooter: 'Questions about your pay? Write to payroll@example.co.ke.',
  arrearsTaxable: true,
  arrearsStatutory: true,
  overtimePay: false,
  overtimeRateKind: 'Multiplier of the hourly rate',
  overtimeRate: '1.5',
  absenceUnpaid: false,
};

/** The server's 409 when a currency change would leave amounts with more decimals than it has. */
export const currencyRefused =
  'JPY has no decimals, but 3 pay items have amounts with cents, such as TRP 500.50. Change those amounts first.';
