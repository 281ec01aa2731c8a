import type { PayrollTemplate } from './template.ts';

const BEFORE_TAX = 'deducted before PAYE since the Tax Laws (Amendment) Act 2024 (27 December 2024)';

/** Kenya: KRA's PAYE bands, NSSF tiers I and II, SHIF and the Affordable Housing Levy. */
export const KENYA_TEMPLATE: PayrollTemplate = {
  country: 'KE',
  name: 'Kenya',
  currency: 'KES',
  effectiveFrom: '2025-02-01',
  taxes: [
    {
      effectiveFrom: '2023-07-01',
      source: {
        title:
          'Kenya Revenue Authority: PAYE monthly rates under the Finance Act 2023 (10% to 24,000; 25% to 32,333; 30% to 500,000; 32.5% to 800,000; 35% above) and personal relief of 2,400 a month',
        url: 'https://www.kra.go.ke',
      },
      values: {
        code: 'PAYE',
        description: 'Kenya PAYE 2025',
        isActive: true,
        type: 'PAYE Tax',
        basis: 'Monthly',
        reliefPerMonth: '2400',
        brackets: [
          { incomeMoreThan: '0', percentage: '10' },
          { incomeMoreThan: '24000', percentage: '25' },
          { incomeMoreThan: '32333', percentage: '30' },
          { incomeMoreThan: '500000', percentage: '32.5' },
          { incomeMoreThan: '800000', percentage: '35' },
        ],
      },
    },
    {
      effectiveFrom: '2025-02-01',
      source: {
        title:
          'NSSF Act 2013, Third Schedule, year-three limits from February 2025: 6% of pensionable earnings from each side, tier I to the lower earnings limit of 8,000 and tier II to the upper earnings limit of 72,000',
        url: 'https://www.nssf.or.ke',
      },
      values: {
        code: 'NSSF',
        description: 'NSSF tiers I and II',
        isActive: true,
        type: 'Other',
        basis: 'Monthly',
        reliefPerMonth: '',
        brackets: [
          { incomeMoreThan: '0', percentage: '6' },
          { incomeMoreThan: '72000', percentage: '0' },
        ],
      },
    },
  ],
  contributions: [
    {
      effectiveFrom: '2025-02-01',
      source: {
        title: 'NSSF Act 2013, Third Schedule, year-three limits from February 2025 (the NSSF table)',
        url: 'https://www.nssf.or.ke',
      },
      values: {
        code: 'NSSF',
        description: 'NSSF',
        isActive: true,
        employee: { type: 'Statutory Table', amount: '', cappedAmount: '', tableCode: 'NSSF' },
        employer: { type: 'Statutory Table', amount: '', cappedAmount: '', tableCode: 'NSSF' },
        employeeBeforeTax: true,
      },
    },
    {
      effectiveFrom: '2024-12-27',
      source: {
        title: `Social Health Insurance Act 2023 and its Regulations 2024: 2.75% of gross salary, at least KSh 300 a month; ${BEFORE_TAX}`,
        url: 'https://sha.go.ke',
      },
      values: {
        code: 'SHIF',
        description: 'SHIF',
        isActive: true,
        employee: { type: 'Gross Income', amount: '2.75', cappedAmount: '', tableCode: null },
        employer: { type: 'Not Applicable', amount: '', cappedAmount: '', tableCode: null },
        employeeBeforeTax: true,
      },
    },
    {
      effectiveFrom: '2024-12-27',
      source: {
        title: `Affordable Housing Act 2024, s. 4: 1.5% of gross salary from the employee and 1.5% from the employer; ${BEFORE_TAX}`,
        url: 'https://www.kra.go.ke',
      },
      values: {
        code: 'AHL',
        description: 'Housing Levy',
        isActive: true,
        employee: { type: 'Gross Income', amount: '1.5', cappedAmount: '', tableCode: null },
        employer: { type: 'Gross Income', amount: '1.5', cappedAmount: '', tableCode: null },
        employeeBeforeTax: true,
      },
    },
  ],
  notes: [
    'SHIF’s minimum of KSh 300 a month cannot be expressed: below a gross of 10,909.09 the engine takes 2.75% and does not raise it to 300.',
  ],
};
