import { describe, expect, it } from 'vitest';
import { currencyMinorDigits } from '../../schemas/money.ts';
import { computePayslip, type Payslip } from '../payslip.ts';
import { TWO_DIGITS_HALF_UP } from '../workedCases.ts';
import {
  checkPayrollTemplate,
  GHANA_TEMPLATE,
  KENYA_TEMPLATE,
  NIGERIA_TEMPLATE,
  PAYROLL_TEMPLATES,
  type PayrollTemplate,
  payrollTemplate,
  templateEngineInputs,
} from './index.ts';

function line(payslip: Payslip, kind: string, code: string) {
  const found = payslip.lines.find((candidate) => candidate.kind === kind && candidate.code === code);
  if (!found) throw new Error(`No ${kind} line ${code}`);
  return found;
}

function monthly(template: PayrollTemplate, basicPay: string, on: string): Payslip {
  return computePayslip({
    payPeriod: 'Monthly',
    money: TWO_DIGITS_HALF_UP,
    basicPay,
    ...templateEngineInputs(template, 2, on),
  });
}

describe('the country templates', () => {
  it.each(PAYROLL_TEMPLATES.map((template) => [template.name, template] as const))(
    '%s validates against the Statutory Taxes and Statutory Contribution schemas the server checks with',
    (_, template) => {
      expect(checkPayrollTemplate(template, currencyMinorDigits(template.currency))).toEqual([]);
    },
  );

  it('a template with a broken row is refused, naming the row and the problem', () => {
    const broken: PayrollTemplate = {
      ...KENYA_TEMPLATE,
      taxes: KENYA_TEMPLATE.taxes.map((tax) =>
        tax.values.code === 'PAYE'
          ? { ...tax, values: { ...tax.values, brackets: [...tax.values.brackets].reverse() } }
          : tax,
      ),
      contributions: KENYA_TEMPLATE.contributions.map((contribution) =>
        contribution.values.code === 'NSSF'
          ? {
              ...contribution,
              values: {
                ...contribution.values,
                employer: { ...contribution.values.employer, tableCode: 'PAYE' },
              },
            }
          : contribution,
      ),
    };
    const problems = checkPayrollTemplate(broken, 2);
    expect(problems).toContain('NSSF: PAYE is not a table of type Other in the template.');
    expect(problems.some((problem) => problem.startsWith('PAYE: Row 1'))).toBe(true);
  });

  it('a template dated before its latest row is refused', () => {
    expect(checkPayrollTemplate({ ...GHANA_TEMPLATE, effectiveFrom: '2024-01-01' }, 2)).toEqual([
      "GH: the template's effective date is 2024-01-01, its latest row's 2026-01-01.",
    ]);
  });

  it('payrollTemplate finds a country by its code and nothing for another', () => {
    expect(payrollTemplate('GH')?.name).toBe('Ghana');
    expect(payrollTemplate('NG')?.currency).toBe('NGN');
    expect(payrollTemplate('ZA')).toBeUndefined();
  });

  it('a period ending before a row is in force leaves the row out', () => {
    const before = templateEngineInputs(NIGERIA_TEMPLATE, 2, '2025-12-31');
    expect(before).toEqual({ taxTables: [], contributions: [] });
    const kenyaJanuary = templateEngineInputs(KENYA_TEMPLATE, 2, '2025-01-31');
    expect(kenyaJanuary.contributions.map((c) => c.code)).toEqual(['SHIF', 'AHL']);
    expect(kenyaJanuary.taxTables.map((t) => t.code)).toEqual(['PAYE']);
  });
});

describe('worked cases from the templates', () => {
  it('Ghana: the GRA table’s cumulative tax at the top of each band', () => {
    // Source: GRA, monthly income tax rates for resident individuals from January 2024, whose table
    // sets each band's tax beside the cumulative tax: 110 × 5% = 5.50; + 130 × 10% = 18.50;
    // + 3,166.67 × 17.5% = 572.67; + 16,000 × 25% = 4,572.67; + 30,520 × 30% = 13,728.67.
    const table = templateEngineInputs(GHANA_TEMPLATE, 2, '2024-01-31').taxTables[0];
    expect(table?.brackets.map((bracket) => bracket.cumulativeTax.toFixed(2))).toEqual([
      '0.00',
      '0.00',
      '5.50',
      '18.50',
      '572.67',
      '4572.67',
      '13728.67',
    ]);
  });

  it('Ghana 2026: basic 80,000 above the SSNIT cap of 69,000', () => {
    // Sources: SSNIT's notice of 14 January 2026 (cap GH¢69,000 a month, so a most of 13.5% ×
    // 69,000 = 9,315.00 to the first tier, 5.5% × 69,000 = 3,795.00 of it the employee's); GRA 2024
    // bands: 13,728.67 on the first 50,416.67 + 35% × (80,000 − 3,795 − 50,416.67) = 22,754.59.
    const payslip = monthly(GHANA_TEMPLATE, '80000', '2026-01-31');
    expect(line(payslip, 'Employee Contribution', 'SSNIT').amount).toBe('3795.00');
    expect(line(payslip, 'Employer Contribution', 'SSNIT').amount).toBe('5520.00');
    expect(line(payslip, 'Employer Contribution', 'TIER2').amount).toBe('3450.00');
    expect(payslip.taxableIncome).toBe('76205.00');
    expect(line(payslip, 'Tax', 'PAYE').amount).toBe('22754.59');
    expect(payslip).toMatchObject({ netPay: '53450.41', employerCost: '88970.00' });
  });

  it('Ghana 2026: basic 3,000 under the cap, SSNIT 5.5% + 13% in all', () => {
    // Sources: SSNIT 5.5% employee, 8% + 5% employer; GRA 2024: 18.50 on the first 730 + 17.5% ×
    // (2,835 − 730) = 386.88.
    const payslip = monthly(GHANA_TEMPLATE, '3000', '2026-03-31');
    expect(line(payslip, 'Employee Contribution', 'SSNIT').amount).toBe('165.00');
    expect(payslip.taxableIncome).toBe('2835.00');
    expect(line(payslip, 'Tax', 'PAYE').amount).toBe('386.88');
    expect(payslip).toMatchObject({ netPay: '2448.12', employerCost: '3390.00' });
  });

  it('Kenya 2025: gross 100,000, as the KRA bands, NSSF limits, SHIF and Housing Levy give it', () => {
    // Sources: KRA's PAYE rates (Finance Act 2023) and personal relief 2,400; NSSF year-three UEL
    // 72,000 (6% = 4,320); SHIF 2.75% = 2,750; Housing Levy 1.5% = 1,500; all three deducted before
    // PAYE (Tax Laws (Amendment) Act 2024): taxable 91,430; 4,483.25 on the first 32,333 + 30% ×
    // 59,097 = 22,212.35 − 2,400 = 19,812.35.
    const payslip = monthly(KENYA_TEMPLATE, '100000', '2025-03-31');
    expect(payslip.taxableIncome).toBe('91430.00');
    expect(line(payslip, 'Tax', 'PAYE').amount).toBe('19812.35');
    expect(payslip).toMatchObject({ netPay: '71617.65', employerCost: '105820.00' });
  });

  it('Kenya 2025: gross 20,000 owes no PAYE once the personal relief is taken', () => {
    // Sources as above: NSSF 6% × 20,000 = 1,200; SHIF 550; Housing Levy 300; taxable 17,950 at 10%
    // = 1,795, less than the 2,400 relief.
    const payslip = monthly(KENYA_TEMPLATE, '20000', '2025-03-31');
    expect(payslip.taxableIncome).toBe('17950.00');
    expect(line(payslip, 'Tax', 'PAYE').amount).toBe('0.00');
    expect(payslip.netPay).toBe('17950.00');
  });

  it('Nigeria 2026: ₦100,000 a month, pension and NHF before tax, 15% above ₦800,000 a year', () => {
    // Sources: Nigeria Tax Act 2025, Fourth Schedule (0% on the first ₦800,000, 15% on the next
    // ₦2,200,000); Pension Reform Act 2014 (8% / 10%); NHF Act (2.5%). 100,000 − 8,000 − 2,500 =
    // 89,500 a month, 1,074,000 a year: 15% × 274,000 = 41,100 a year, 3,425 a month.
    const payslip = monthly(NIGERIA_TEMPLATE, '100000', '2026-01-31');
    expect(line(payslip, 'Employee Contribution', 'PENSION').amount).toBe('8000.00');
    expect(line(payslip, 'Employee Contribution', 'NHF').amount).toBe('2500.00');
    expect(payslip.taxableIncome).toBe('89500.00');
    expect(line(payslip, 'Tax', 'PAYE').amount).toBe('3425.00');
    expect(payslip).toMatchObject({ netPay: '86075.00', employerCost: '110000.00' });
  });

  it('Nigeria 2026: ₦5,000,000 a month reaches the 25% band', () => {
    // Source: Nigeria Tax Act 2025, Fourth Schedule. Taxable 5,000,000 − 400,000 − 125,000 =
    // 4,475,000 a month, 53,700,000 a year: 0 + 330,000 + 1,620,000 + 2,730,000 + 5,750,000 on the
    // first 50,000,000 (10,430,000) + 25% × 3,700,000 = 11,355,000 a year, 946,250 a month.
    const payslip = monthly(NIGERIA_TEMPLATE, '5000000', '2026-06-30');
    expect(payslip.taxableIncome).toBe('4475000.00');
    expect(line(payslip, 'Tax', 'PAYE').amount).toBe('946250.00');
  });
});
