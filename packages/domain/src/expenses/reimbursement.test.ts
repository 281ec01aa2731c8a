import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { computePayslip } from '../payroll/payslip.ts';
import { TWO_DIGITS_HALF_UP } from '../payroll/workedCases.ts';
import { reimbursementItems } from './reimbursement.ts';

// EC-0042: a taxi 85.00, a hotel USD 120.00 × 15.25 = 1,830.00 approved at 1,500.00, 42 km × 2.50 =
// 105.00 (none taxable), and a taxable meal allowance of 60.00.
const EC_0042 = {
  number: 42,
  approvedOn: '2026-11-12',
  lines: [
    { approvedAmount: '85.00', taxable: false },
    { approvedAmount: '1500.00', taxable: false },
    { approvedAmount: '105.00', taxable: false },
    { approvedAmount: '60.00', taxable: true },
  ],
};

describe('reimbursementItems', () => {
  it('pays the non-taxable and the taxable lines as one earning each, explained', () => {
    expect(reimbursementItems(EC_0042)).toEqual([
      {
        kind: 'Earning',
        code: 'EXPENSE:EC-0042',
        description: 'Expense claim EC-0042',
        amount: '1690.00',
        tax: false,
        otherStatutory: false,
        prorate: false,
        explanation: 'Expense claim EC-0042 approved 12 Nov: 3 lines = 1,690.00',
      },
      {
        kind: 'Earning',
        code: 'EXPENSE:EC-0042:TAXABLE',
        description: 'Expense claim EC-0042',
        amount: '60.00',
        tax: true,
        otherStatutory: false,
        prorate: false,
        explanation: 'Expense claim EC-0042 approved 12 Nov: 1 line = 60.00',
      },
    ]);
  });

  it('leaves out lines approved at 0, and an item with nothing to pay', () => {
    const items = reimbursementItems({
      number: 7,
      approvedOn: '2026-12-01',
      lines: [
        { approvedAmount: '40.00', taxable: false },
        { approvedAmount: '0.00', taxable: false },
        { approvedAmount: '0.00', taxable: true },
      ],
    });
    expect(items.map(({ code, amount, explanation }) => ({ code, amount, explanation }))).toEqual([
      {
        code: 'EXPENSE:EC-0007',
        amount: '40.00',
        explanation: 'Expense claim EC-0007 approved 1 Dec: 1 line = 40.00',
      },
    ]);
    expect(reimbursementItems({ number: 8, approvedOn: '2026-12-01', lines: [] })).toEqual([]);
  });

  it('adds to gross pay on the payslip with its explanation; only the taxable item is taxed', () => {
    const payslip = computePayslip({
      payPeriod: 'Monthly',
      money: TWO_DIGITS_HALF_UP,
      basicPay: '5000.00',
      paymentDays: { method: 'Calendar Days', paidDays: new Decimal(15), periodDays: new Decimal(30) },
      items: reimbursementItems(EC_0042),
    });
    // Basic is prorated to half a month; a reimbursement never is: the money was spent.
    expect(payslip.gross).toBe('4250.00');
    expect(payslip.taxableIncome).toBe('2560.00');
    expect(payslip.lines.filter((line) => line.code.startsWith('EXPENSE:'))).toEqual([
      {
        kind: 'Earning',
        code: 'EXPENSE:EC-0042',
        label: 'Expense claim EC-0042',
        amount: '1690.00',
        explanation:
          'Expense claim EC-0042 approved 12 Nov: 3 lines = 1,690.00; not taxable (Tax off); not in the statutory base (Other Statutory off)',
      },
      {
        kind: 'Earning',
        code: 'EXPENSE:EC-0042:TAXABLE',
        label: 'Expense claim EC-0042',
        amount: '60.00',
        explanation:
          'Expense claim EC-0042 approved 12 Nov: 1 line = 60.00; taxable; not in the statutory base (Other Statutory off)',
      },
    ]);
  });
});
