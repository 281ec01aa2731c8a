import type { StatutoryContribution } from './statutoryContribution.ts';
import type { StatutoryTax } from './statutoryTax.ts';

/** The stories' payroll (KES): Kenya's 2025 PAYE and NSSF tables, and an inactive old table. */
export const STORY_CURRENCY = 'KES';

export const payeKenya: StatutoryTax = {
  id: 'tax-1',
  code: 'PAYE',
  description: 'Kenya PAYE 2025',
  isActive: true,
  type: 'PAYE Tax',
  basis: 'Monthly',
  reliefPerMonth: '2400.00',
  brackets: [
    { incomeMoreThan: '0.00', percentage: '10', cumulativeTax: '0.00' },
    { incomeMoreThan: '24000.00', percentage: '25', cumulativeTax: '2400.00' },
    { incomeMoreThan: '32333.00', percentage: '30', cumulativeTax: '4483.25' },
    { incomeMoreThan: '500000.00', percentage: '32.5', cumulativeTax: '144783.35' },
    { incomeMoreThan: '800000.00', percentage: '35', cumulativeTax: '242283.35' },
  ],
  contributionsUsing: 0,
};

export const nssfTable: StatutoryTax = {
  id: 'tax-2',
  code: 'NSSF',
  description: 'NSSF tiers I and II',
  isActive: true,
  type: 'Other',
  basis: 'Monthly',
  reliefPerMonth: null,
  brackets: [
    { incomeMoreThan: '0.00', percentage: '6', cumulativeTax: '0.00' },
    { incomeMoreThan: '72000.00', percentage: '0', cumulativeTax: '4320.00' },
  ],
  contributionsUsing: 1,
};

export const oldPaye: StatutoryTax = {
  id: 'tax-3',
  code: 'PAYE2024',
  description: 'Kenya PAYE 2024',
  isActive: false,
  type: 'PAYE Tax',
  basis: 'Yearly',
  reliefPerMonth: null,
  brackets: [{ incomeMoreThan: '0.00', percentage: '10', cumulativeTax: '0.00' }],
  contributionsUsing: 0,
};

export const statutoryTaxes: StatutoryTax[] = [payeKenya, nssfTable, oldPaye];

export const nssf: StatutoryContribution = {
  id: 'con-1',
  code: 'NSSF',
  description: 'NSSF pension',
  isActive: true,
  employer: { type: 'Statutory Table', amount: null, cappedAmount: null, tableId: nssfTable.id },
  employee: { type: 'Statutory Table', amount: null, cappedAmount: null, tableId: nssfTable.id },
  employeeBeforeTax: true,
  employeesAssigned: 12,
};

export const housingLevy: StatutoryContribution = {
  id: 'con-2',
  code: 'AHL',
  description: 'Housing Levy',
  isActive: true,
  employer: { type: 'Gross Income', amount: '1.5', cappedAmount: null, tableId: null },
  employee: { type: 'Gross Income', amount: '1.5', cappedAmount: null, tableId: null },
  employeeBeforeTax: true,
  employeesAssigned: 12,
};

export const oldWelfare: StatutoryContribution = {
  id: 'con-3',
  code: 'WELF',
  description: 'Welfare fund',
  isActive: false,
  employer: { type: 'Not Applicable', amount: null, cappedAmount: null, tableId: null },
  employee: { type: 'Fixed Amount', amount: '200.00', cappedAmount: null, tableId: null },
  employeeBeforeTax: false,
  employeesAssigned: 0,
};

export const statutoryContributions: StatutoryContribution[] = [nssf, housingLevy, oldWelfare];
