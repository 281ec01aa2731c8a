import type { TaxTable } from './brackets.ts';
import type { StatutoryContributionInput } from './contributions.ts';
import type { MoneyRules } from './money.ts';
import {
  GHANA_TEMPLATE,
  KENYA_TEMPLATE,
  NIGERIA_TEMPLATE,
  type PayrollTemplate,
  templateEngineInputs,
  templateTaxTables,
} from './templates/index.ts';

/**
 * Published statutory set-ups the tests (and the benchmark) compute payslips with. Each names the
 * law it comes from; the figures are the law's, the shape is the engine's. The tables and Kenya's
 * contributions come from the country templates (templates/), so the figures live in one place.
 */

export const TWO_DIGITS_HALF_UP: MoneyRules = { digits: 2, rounding: 'Half Up' };

/** A template's table by code, for two-digit currencies: the templates are the one source of the figures. */
function templateTable(template: PayrollTemplate, code: string): TaxTable {
  const table = templateTaxTables(template, 2).get(code);
  if (!table) throw new Error(`${template.country} has no table ${code}`);
  return table;
}

/**
 * Kenya PAYE, monthly: Finance Act 2023 bands as KRA publishes them (10% to 24,000; 25% to 32,333;
 * 30% to 500,000; 32.5% to 800,000; 35% above) and the personal relief of 2,400 a month.
 */
export const KENYA_PAYE_2025: TaxTable = templateTable(KENYA_TEMPLATE, 'PAYE');

/**
 * Kenya NSSF from February 2025 (NSSF Act 2013, year-three limits): 6% of pensionable earnings up
 * to the upper earnings limit of 72,000 a month (Tiers I and II together), nothing above: at most
 * 4,320 from the employee and 4,320 from the employer.
 */
export const KENYA_NSSF_2025: TaxTable = templateTable(KENYA_TEMPLATE, 'NSSF');

/**
 * Kenya's contributions, all deducted before PAYE since the Tax Laws (Amendment) Act 2024: NSSF
 * (above), SHIF 2.75% of gross (Social Health Insurance Act 2023) and the Affordable Housing Levy
 * 1.5% of gross from the employee and 1.5% from the employer (Affordable Housing Act 2024).
 */
export const KENYA_CONTRIBUTIONS_2025: StatutoryContributionInput[] = templateEngineInputs(
  KENYA_TEMPLATE,
  2,
  '2025-02-28',
).contributions;

/**
 * Nigeria Tax Act 2025, Fourth Schedule (in force from 1 January 2026), a yearly table: 0% on the
 * first 800,000; 15% to 3,000,000; 18% to 12,000,000; 21% to 25,000,000; 23% to 50,000,000; 25%
 * above.
 */
export const NIGERIA_PAYE_2026: TaxTable = templateTable(NIGERIA_TEMPLATE, 'PAYE');

/** Pension Reform Act 2014: 8% from the employee (deductible before tax) and 10% from the employer. */
export const NIGERIA_PENSION: StatutoryContributionInput = {
  code: 'PENSION',
  description: 'Pension',
  employee: { type: 'Gross Income', amount: '8' },
  employer: { type: 'Gross Income', amount: '10' },
  employeeBeforeTax: true,
};

/**
 * Ghana PAYE, monthly, as the Ghana Revenue Authority publishes its rates from January 2024: 0% on the first 490; 5% on the next 110; 10% on the next 130; 17.5% on the next
 * 3,166.67; 25% on the next 16,000; 30% on the next 30,520; 35% above 50,416.67.
 */
export const GHANA_PAYE_2024: TaxTable = templateTable(GHANA_TEMPLATE, 'PAYE');

/** National Pensions Act 2008 (Act 766): SSNIT 5.5% of basic salary from the employee, 13% from the employer. */
export const GHANA_SSNIT: StatutoryContributionInput = {
  code: 'SSNIT',
  description: 'SSNIT',
  employee: { type: 'Gross Income', amount: '5.5' },
  employer: { type: 'Gross Income', amount: '13' },
  employeeBeforeTax: true,
};
