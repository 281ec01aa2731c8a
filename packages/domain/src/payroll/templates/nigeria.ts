import type { PayrollTemplate } from './template.ts';

/** Every row is dated 1 January 2026: the day the Nigeria Tax Act 2025 sets the bands and the deductions together. */
const IN_FORCE = '2026-01-01';

/** Nigeria: the Nigeria Tax Act 2025's yearly bands, pension 8% / 10% and the National Housing Fund. */
export const NIGERIA_TEMPLATE: PayrollTemplate = {
  country: 'NG',
  name: 'Nigeria',
  currency: 'NGN',
  effectiveFrom: IN_FORCE,
  taxes: [
    {
      effectiveFrom: IN_FORCE,
      source: {
        title:
          'Nigeria Tax Act 2025, Fourth Schedule (in force from 1 January 2026): 0% on the first ₦800,000; 15% on the next ₦2,200,000; 18% on the next ₦9,000,000; 21% on the next ₦13,000,000; 23% on the next ₦25,000,000; 25% above ₦50,000,000',
        url: 'https://www.firs.gov.ng',
      },
      values: {
        code: 'PAYE',
        description: 'Nigeria PAYE 2026',
        isActive: true,
        type: 'PAYE Tax',
        basis: 'Yearly',
        reliefPerMonth: '',
        brackets: [
          { incomeMoreThan: '0', percentage: '0' },
          { incomeMoreThan: '800000', percentage: '15' },
          { incomeMoreThan: '3000000', percentage: '18' },
          { incomeMoreThan: '12000000', percentage: '21' },
          { incomeMoreThan: '25000000', percentage: '23' },
          { incomeMoreThan: '50000000', percentage: '25' },
        ],
      },
    },
  ],
  contributions: [
    {
      effectiveFrom: IN_FORCE,
      source: {
        title:
          'Pension Reform Act 2014, s. 4(1): 8% of monthly emoluments from the employee and 10% from the employer',
        url: 'https://www.pencom.gov.ng',
      },
      values: {
        code: 'PENSION',
        description: 'Pension',
        isActive: true,
        employee: { type: 'Gross Income', amount: '8', cappedAmount: '', tableCode: null },
        employer: { type: 'Gross Income', amount: '10', cappedAmount: '', tableCode: null },
        employeeBeforeTax: true,
      },
    },
    {
      effectiveFrom: IN_FORCE,
      source: {
        title:
          'National Housing Fund Act (Cap N45 LFN 2004), s. 4: 2.5% of the employee’s monthly basic salary',
        url: 'https://www.fmbn.gov.ng',
      },
      values: {
        code: 'NHF',
        description: 'National Housing Fund',
        isActive: true,
        employee: { type: 'Gross Income', amount: '2.5', cappedAmount: '', tableCode: null },
        employer: { type: 'Not Applicable', amount: '', cappedAmount: '', tableCode: null },
        employeeBeforeTax: true,
      },
    },
  ],
  notes: [
    'Pension is due on basic, housing and transport; NHF on basic alone. The engine takes both of one statutory base (basic and the items with Other Statutory on), so it cannot give them different bases: choose the base for pension and adjust NHF by hand where allowances are in it.',
    'Rent relief (20% of the rent paid, at most ₦500,000 a year) is the employee’s own: record it as a relief on the employee.',
  ],
};
