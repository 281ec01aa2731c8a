import { describe, expect, it } from 'vitest';
import { computePayslip, type Payslip } from './payslip.ts';
import {
  GHANA_PAYE_2024,
  GHANA_SSNIT,
  KENYA_CONTRIBUTIONS_2025,
  KENYA_PAYE_2025,
  NIGERIA_PAYE_2026,
  NIGERIA_PENSION,
  TWO_DIGITS_HALF_UP,
} from './workedCases.ts';

function line(payslip: Payslip, kind: string, code: string) {
  const found = payslip.lines.find((candidate) => candidate.kind === kind && candidate.code === code);
  if (!found) throw new Error(`No ${kind} line ${code}`);
  return found;
}

describe('computePayslip: worked cases', () => {
  it('Kenya 2025, monthly gross 100,000: PAYE 19,812.35, net 71,617.65', () => {
    // Sources: Finance Act 2023 bands and the 2,400 personal relief (KRA PAYE); SHIF 2.75% (Social
    // Health Insurance Act 2023); Housing Levy 1.5% + 1.5% (Affordable Housing Act 2024); NSSF 6%
    // up to the 72,000 upper earnings limit from February 2025 (NSSF Act 2013); SHIF, Housing Levy
    // and NSSF deducted before PAYE (Tax Laws (Amendment) Act 2024).
    const payslip = computePayslip({
      payPeriod: 'Monthly',
      money: TWO_DIGITS_HALF_UP,
      basicPay: '100000',
      contributions: KENYA_CONTRIBUTIONS_2025,
      taxTables: [KENYA_PAYE_2025],
    });
    expect(line(payslip, 'Employee Contribution', 'NSSF').amount).toBe('4320.00');
    expect(line(payslip, 'Employee Contribution', 'SHIF').amount).toBe('2750.00');
    expect(line(payslip, 'Employee Contribution', 'AHL').amount).toBe('1500.00');
    expect(payslip.taxableIncome).toBe('91430.00');
    expect(line(payslip, 'Tax', 'PAYE')).toMatchObject({
      amount: '19812.35',
      explanation:
        'PAYE 4,483.25 on the first 32,333.00 + 30% × 59,097.00 = 22,212.35 − relief 2,400.00 = 19,812.35',
    });
    expect(payslip).toMatchObject({
      gross: '100000.00',
      totalDeductions: '28382.35',
      netPay: '71617.65',
      employerCost: '105820.00',
    });
    expect(line(payslip, 'Employee Contribution', 'NSSF').explanation).toBe(
      'NSSF on 100,000.00 (basic): 4,320.00 on the first 72,000.00 + 0% × 28,000.00 = 4,320.00; before tax',
    );
    expect(payslip.taxableIncomeExplanation).toBe(
      'basic 100,000.00 − NSSF 4,320.00 − SHIF 2,750.00 − Housing Levy 1,500.00 = 91,430.00',
    );
  });

  it('Nigeria Tax Act 2025, ₦1,000,000 a month with rent ₦2,400,000 a year: tax 140,900, net 779,100', () => {
    // Sources: Nigeria Tax Act 2025, Fourth Schedule (the yearly bands); rent relief 20% of the rent
    // paid, at most 500,000 a year (s. 30): 20% × 2,400,000 = 480,000; pension 8% of gross deducted
    // before tax (Pension Reform Act 2014).
    const payslip = computePayslip({
      payPeriod: 'Monthly',
      money: TWO_DIGITS_HALF_UP,
      basicPay: '1000000',
      contributions: [NIGERIA_PENSION],
      reliefs: [{ code: 'RENT', description: 'Rent relief', amount: '480000', per: 'Year' }],
      taxTables: [NIGERIA_PAYE_2026],
    });
    expect(line(payslip, 'Employee Contribution', 'PENSION').amount).toBe('80000.00');
    expect(line(payslip, 'Relief', 'RENT')).toMatchObject({
      amount: '40000.00',
      explanation:
        'Rent relief 480,000.00 a year ÷ 12 = 40,000.00; lowers taxable income, not taken from pay',
    });
    expect(payslip.taxableIncome).toBe('880000.00');
    expect(line(payslip, 'Tax', 'PAYE')).toMatchObject({
      amount: '140900.00',
      explanation:
        'PAYE on 10,560,000.00 a year (880,000.00 × 12): 330,000.00 on the first 3,000,000.00 + 18% × 7,560,000.00 = 1,690,800.00 a year ÷ 12 = 140,900.00',
    });
    expect(payslip).toMatchObject({
      totalDeductions: '220900.00',
      netPay: '779100.00',
      employerCost: '1100000.00',
    });
  });

  it('Ghana 2024, basic 5,000 and a housing allowance outside the statutory base: the lines of the issue', () => {
    // Sources: GRA monthly PAYE rates from January 2024; SSNIT 5.5% of basic from the employee and
    // 13% from the employer, the employee's share relieved from tax (National Pensions Act 2008).
    const payslip = computePayslip({
      payPeriod: 'Monthly',
      money: TWO_DIGITS_HALF_UP,
      basicPay: '5000',
      items: [
        { kind: 'Earning', code: 'HOUSING', description: 'Housing', amount: '1000', otherStatutory: false },
      ],
      contributions: [GHANA_SSNIT],
      taxTables: [GHANA_PAYE_2024],
    });
    expect(line(payslip, 'Employee Contribution', 'SSNIT').explanation).toBe(
      'SSNIT 5.5% × 5,000.00 (basic; Housing excluded: Other Statutory off) = 275.00; before tax',
    );
    expect(line(payslip, 'Employer Contribution', 'SSNIT')).toMatchObject({
      amount: '650.00',
      explanation: 'SSNIT (employer) 13% × 5,000.00 (basic; Housing excluded: Other Statutory off) = 650.00',
    });
    expect(line(payslip, 'Tax', 'PAYE').explanation).toBe(
      'PAYE 572.67 on the first 3,896.67 + 25% × 1,828.33 = 1,029.75',
    );
    expect(payslip).toMatchObject({
      gross: '6000.00',
      statutoryBase: '5000.00',
      taxableIncome: '5725.00',
      totalDeductions: '1304.75',
      netPay: '4695.25',
      employerCost: '6650.00',
    });
    expect(payslip.rounding).toEqual({
      rule: 'Half Up',
      minorUnit: '0.01',
      explanation: 'Each line rounded once to 0.01, half up.',
    });
  });
});
