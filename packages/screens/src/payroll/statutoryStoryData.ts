import {
  KENYA_TEMPLATE,
  moneyField,
  NIGERIA_TEMPLATE,
  type PayrollTemplate,
  templateSourceText,
  withCumulativeTax,
} from '@hr/domain';
import * as v from 'valibot';
import type { PayrollTemplateSideView, PayrollTemplateView } from './payrollTemplate.ts';
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
  // Made from the Kenya template: its source shows beside it.
  source: 'NSSF Act 2013, Third Schedule, year-three limits from February 2025',
  effectiveFrom: '2025-02-01',
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

/** A domain template as the server lists it (amounts with two digits), for the template stories. */
function templateView(template: PayrollTemplate): PayrollTemplateView {
  const two = (text: string) => (text === '' ? null : v.parse(moneyField(2), text));
  const side = (
    values: PayrollTemplate['contributions'][number]['values']['employee'],
  ): PayrollTemplateSideView => ({
    type: values.type,
    amount: values.amount === '' ? null : values.amount,
    cappedAmount: two(values.cappedAmount),
    tableCode: values.tableCode,
  });
  return {
    ...template,
    taxes: template.taxes.map(({ values, effectiveFrom, source }) => ({
      ...values,
      reliefPerMonth: two(values.reliefPerMonth),
      brackets: withCumulativeTax(values.brackets, 2).map((bracket) => ({
        incomeMoreThan: bracket.incomeMoreThan.toFixed(2),
        percentage: bracket.percentage.toString(),
        cumulativeTax: bracket.cumulativeTax.toFixed(2),
      })),
      effectiveFrom,
      source: templateSourceText(source),
    })),
    contributions: template.contributions.map(({ values, effectiveFrom, source }) => ({
      ...values,
      employer: side(values.employer),
      employee: side(values.employee),
      effectiveFrom,
      source: templateSourceText(source),
    })),
  };
}

export const storyTemplates: PayrollTemplateView[] = [
  templateView(KENYA_TEMPLATE),
  templateView(NIGERIA_TEMPLATE),
];
