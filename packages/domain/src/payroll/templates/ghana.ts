import type { PayrollTemplate } from './template.ts';

/** Cap on insurable earnings for 2026 (SSNIT public notice of 14 January 2026). */
const SSNIT_CAP_2026 = '69000';
const SSNIT_SOURCE = {
  title:
    'SSNIT public notice of 14 January 2026: maximum insurable earnings GH¢69,000 a month from 1 January 2026 (the 2026 figure, up from GH¢61,000 in 2025); National Pensions Act 2008 (Act 766): 13.5% to the first tier (5.5% employee, 8% employer) and 5% to the second tier (employer)',
  url: 'https://www.ssnit.org.gh',
};

/** Ghana: GRA's monthly PAYE bands from January 2024 and SSNIT's two tiers with the 2026 cap. */
export const GHANA_TEMPLATE: PayrollTemplate = {
  country: 'GH',
  name: 'Ghana',
  currency: 'GHS',
  effectiveFrom: '2026-01-01',
  taxes: [
    {
      effectiveFrom: '2024-01-01',
      source: {
        title: 'Ghana Revenue Authority: monthly income tax rates for resident individuals from January 2024',
        url: 'https://gra.gov.gh/domestic-tax/tax-types/paye/',
      },
      values: {
        code: 'PAYE',
        description: 'Ghana PAYE 2024',
        isActive: true,
        type: 'PAYE Tax',
        basis: 'Monthly',
        reliefPerMonth: '',
        brackets: [
          { incomeMoreThan: '0', percentage: '0' },
          { incomeMoreThan: '490', percentage: '5' },
          { incomeMoreThan: '600', percentage: '10' },
          { incomeMoreThan: '730', percentage: '17.5' },
          { incomeMoreThan: '3896.67', percentage: '25' },
          { incomeMoreThan: '19896.67', percentage: '30' },
          { incomeMoreThan: '50416.67', percentage: '35' },
        ],
      },
    },
  ],
  contributions: [
    {
      effectiveFrom: '2026-01-01',
      source: SSNIT_SOURCE,
      values: {
        code: 'SSNIT',
        description: 'SSNIT first tier',
        isActive: true,
        employee: { type: 'Gross Income', amount: '5.5', cappedAmount: SSNIT_CAP_2026, tableCode: null },
        employer: { type: 'Gross Income', amount: '8', cappedAmount: SSNIT_CAP_2026, tableCode: null },
        employeeBeforeTax: true,
      },
    },
    {
      effectiveFrom: '2026-01-01',
      source: SSNIT_SOURCE,
      values: {
        code: 'TIER2',
        description: 'Second tier pension',
        isActive: true,
        employee: { type: 'Not Applicable', amount: '', cappedAmount: '', tableCode: null },
        employer: { type: 'Gross Income', amount: '5', cappedAmount: SSNIT_CAP_2026, tableCode: null },
        employeeBeforeTax: true,
      },
    },
  ],
  notes: [
    'SSNIT is a % of basic salary: turn Other Statutory off on allowances so they stay out of its base.',
    'The minimum insurable earnings (the national minimum wage) cannot be expressed: a contribution below the minimum is not raised to it.',
    'The second tier is paid to the employer’s approved trustee, not to SSNIT; both tiers show on the payslip as employer contributions.',
  ],
};
