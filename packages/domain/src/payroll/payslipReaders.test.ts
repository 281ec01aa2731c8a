import { describe, expect, it } from 'vitest';
import { computePayslip, type PayslipInput } from './payslip.ts';
import { computePayslipDecimal } from './test-support/payslipDecimal.ts';
import { KENYA_CONTRIBUTIONS_2025, KENYA_PAYE_2025, TWO_DIGITS_HALF_UP } from './workedCases.ts';

/**
 * computePayslip writes its lines' text when it is first read (payslipText.ts): every way a reader
 * takes a payslip (the server's spread into a response, JSON on the wire and in payslips.lines, reading
 * it twice) gets the payslip the decimal.js engine writes.
 */
const input: PayslipInput = {
  payPeriod: 'Monthly',
  money: TWO_DIGITS_HALF_UP,
  basicPay: '84250.00',
  items: [
    { kind: 'Earning', code: 'HOUSING', description: 'Housing', amount: '8000.00', otherStatutory: false },
    { kind: 'Earning', code: 'TRANSPORT', amount: '250.00', quantity: '22', unit: 'days' },
    { kind: 'Deduction', code: 'LOAN', description: 'Loan', amount: '2500.00', tax: false },
  ],
  contributions: KENYA_CONTRIBUTIONS_2025,
  reliefs: [{ code: 'RENT', description: 'Rent relief', amount: '24000.00', per: 'Year' }],
  taxTables: [KENYA_PAYE_2025],
};

describe('a computed payslip, however it is read', () => {
  const reference = computePayslipDecimal(input);

  it('goes through JSON as the decimal.js payslip', () => {
    expect(JSON.parse(JSON.stringify(computePayslip(input)))).toEqual(reference);
  });

  it('spreads into a plain object with every line and explanation', () => {
    const spread = { ...computePayslip(input) };
    expect(Object.getOwnPropertyDescriptor(spread, 'lines')?.value).toEqual(reference.lines);
    expect(spread).toEqual(reference);
  });

  it('gives the same lines each time they are read, and keeps what a reader sets', () => {
    const payslip = computePayslip(input);
    const first = payslip.lines;
    expect(payslip.lines).toBe(first);
    expect(payslip.taxableIncomeExplanation).toBe(reference.taxableIncomeExplanation);
    payslip.lines = first.filter((line) => line.kind !== 'Relief');
    expect(payslip.lines.map((line) => line.kind)).not.toContain('Relief');
  });
});
