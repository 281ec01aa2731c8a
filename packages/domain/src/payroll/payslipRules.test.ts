import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { computePayslip, type PayslipInput } from './payslip.ts';
import { GHANA_PAYE_2024, GHANA_SSNIT, KENYA_PAYE_2025, TWO_DIGITS_HALF_UP } from './workedCases.ts';

function payslip(input: Partial<PayslipInput>) {
  return computePayslip({ payPeriod: 'Monthly', money: TWO_DIGITS_HALF_UP, basicPay: '5000', ...input });
}

function explanations(input: Partial<PayslipInput>) {
  return payslip(input).lines.map((line) => `${line.kind}: ${line.explanation}`);
}

describe('computePayslip: pay items', () => {
  it('multiplies amount by quantity and counts an earning in gross, taxable income and the statutory base', () => {
    const result = payslip({
      items: [
        {
          kind: 'Earning',
          code: 'TRANSPORT',
          description: 'Transport',
          amount: '12.50',
          quantity: '22',
          unit: 'days',
        },
      ],
      contributions: [GHANA_SSNIT],
    });
    expect(result.lines[1]).toEqual({
      kind: 'Earning',
      code: 'TRANSPORT',
      label: 'Transport',
      amount: '275.00',
      explanation: 'Transport 12.50 × 22 days = 275.00; taxable; in the statutory base',
    });
    expect(result).toMatchObject({ gross: '5275.00', statutoryBase: '5275.00' });
    expect(result.lines.find((line) => line.kind === 'Employee Contribution')?.amount).toBe('290.13');
  });

  it('leaves an item with Tax off out of taxable income, and one with Other Statutory off out of the base', () => {
    const result = payslip({
      items: [
        { kind: 'Bonus', code: 'GIFT', amount: '300', tax: false },
        { kind: 'Earning', code: 'CAR', amount: '700', otherStatutory: false },
      ],
    });
    expect(result).toMatchObject({ gross: '6000.00', taxableIncome: '5700.00', statutoryBase: '5300.00' });
    expect(result.lines.map((line) => line.explanation)).toContain(
      'GIFT 300.00; not taxable (Tax off); in the statutory base',
    );
  });

  it('takes a deduction after tax from net pay only, and one before tax from taxable income too', () => {
    const afterTax = payslip({
      items: [
        {
          kind: 'Deduction',
          code: 'LOAN',
          description: 'Loan',
          amount: '400',
          tax: false,
          otherStatutory: false,
        },
      ],
      taxTables: [GHANA_PAYE_2024],
    });
    const none = payslip({ taxTables: [GHANA_PAYE_2024] });
    expect(afterTax.taxableIncome).toBe(none.taxableIncome);
    expect(afterTax.lines.find((line) => line.kind === 'Tax')?.amount).toBe(
      none.lines.find((line) => line.kind === 'Tax')?.amount,
    );
    expect(new Decimal(none.netPay).minus(afterTax.netPay).toFixed(2)).toBe('400.00');
    expect(afterTax.lines[1]?.explanation).toBe('Loan 400.00; after tax: reduces net pay only');

    const beforeTax = payslip({ items: [{ kind: 'Deduction', code: 'UNION', amount: '100' }] });
    expect(beforeTax).toMatchObject({
      taxableIncome: '4900.00',
      statutoryBase: '4900.00',
      netPay: '4900.00',
    });
  });
});

describe('computePayslip: reliefs, contributions after tax, proration, rounding', () => {
  it('lowers taxable income by a relief without taking it from pay, never below 0', () => {
    const result = payslip({
      reliefs: [{ code: 'R', description: 'Relief', amount: '6000', per: 'Period' }],
    });
    expect(result).toMatchObject({ taxableIncome: '0.00', netPay: '5000.00', totalDeductions: '0.00' });
    expect(result.taxableIncomeExplanation).toBe('basic 5,000.00 − Relief 6,000.00 = 0, never below 0');
  });

  it('takes an employee contribution not before tax from net pay but not from taxable income', () => {
    const result = payslip({ contributions: [{ ...GHANA_SSNIT, employeeBeforeTax: false }] });
    expect(result).toMatchObject({ taxableIncome: '5000.00', netPay: '4725.00', employerCost: '5650.00' });
    expect(result.lines.find((line) => line.kind === 'Employee Contribution')?.explanation).toMatch(
      /; after tax$/,
    );
  });

  it('prorates basic pay and earnings by the payment days, not bonuses, and shows the formula', () => {
    const paymentDays = {
      method: 'Calendar Days' as const,
      paidDays: new Decimal(16),
      periodDays: new Decimal(31),
    };
    expect(
      explanations({
        paymentDays,
        items: [
          { kind: 'Earning', code: 'HOUSING', amount: '1000' },
          { kind: 'Bonus', code: 'BONUS', amount: '1000' },
        ],
      }),
    ).toEqual([
      'Basic: Basic 5,000.00 × 16/31 calendar days = 2,580.65',
      'Earning: HOUSING 1,000.00 × 16/31 calendar days = 516.13; taxable; in the statutory base',
      'Bonus: BONUS 1,000.00; taxable; in the statutory base',
    ]);
    const full = {
      method: 'Fixed 30-Day Month' as const,
      paidDays: new Decimal(30),
      periodDays: new Decimal(30),
    };
    expect(explanations({ paymentDays: full })).toEqual(['Basic: Basic 5,000.00']);
    expect(() => payslip({ paymentDays: { ...full, paidDays: new Decimal(31) } })).toThrow(/Paid days/);
  });

  it('rounds each line by the employer’s rule and prints the rule with the totals', () => {
    // 3% of 4,000.50 is 120.015: the even cent is 120.02.
    const contribution = { ...GHANA_SSNIT, employee: { type: 'Gross Income' as const, amount: '3' } };
    const halfEven = computePayslip({
      payPeriod: 'Monthly',
      money: { digits: 2, rounding: 'Half Even' },
      basicPay: '4000.50',
      contributions: [contribution],
    });
    expect(halfEven.lines.find((line) => line.kind === 'Employee Contribution')?.amount).toBe('120.02');
    const taxOn = (rounding: 'Half Up' | 'Half Even') =>
      computePayslip({
        payPeriod: 'Monthly',
        money: { digits: 2, rounding },
        basicPay: '26400.02',
        taxTables: [KENYA_PAYE_2025],
      }).lines.find((line) => line.kind === 'Tax')?.amount;
    // 2,400 + 25% × 2,400.02 = 3,000.005, less 2,400 relief = 600.005.
    expect(taxOn('Half Up')).toBe('600.01');
    expect(taxOn('Half Even')).toBe('600.00');
    expect(halfEven.rounding.explanation).toBe('Each line rounded once to 0.01, half even.');
  });

  it('keeps a currency without minor units in whole units', () => {
    const result = computePayslip({
      payPeriod: 'Monthly',
      money: { digits: 0, rounding: 'Half Up' },
      basicPay: '300001',
      contributions: [GHANA_SSNIT],
    });
    expect(result.lines.map((line) => line.amount)).toEqual(['300001', '16500', '39000']);
    expect(result.rounding.minorUnit).toBe('1');
  });

  it('refuses amounts that are not decimals', () => {
    expect(() => payslip({ basicPay: '5,000' })).toThrow('Not a decimal basic pay: "5,000"');
    expect(() => payslip({ basicPay: '-1' })).toThrow('Basic pay is not negative.');
  });
});
