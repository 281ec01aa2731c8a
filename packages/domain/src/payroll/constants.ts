import type { PayPeriod } from '../schemas/employee.ts';

/** The option lists of payroll set-up (hr-payroll-spec.md §2.9, §9), as the screens and the wire spell them. */

/** How many of each pay period a year holds: a period's income carried through the year is × this. */
export const PERIODS_PER_YEAR: Record<PayPeriod, number> = {
  Monthly: 12,
  Weekly: 52,
  'Semi-Monthly': 24,
  'Bi-Weekly': 26,
};

/** §2.9 Statutory Taxes: a PAYE table taxes pay; an Other table computes a contribution (tiered pension). */
export const TAX_TABLE_TYPES = ['PAYE Tax', 'Other'] as const;
export type TaxTableType = (typeof TAX_TABLE_TYPES)[number];

/** The period a table's bounds and relief are written for. */
export const TAX_TABLE_BASES = ['Monthly', 'Yearly'] as const;
export type TaxTableBasis = (typeof TAX_TABLE_BASES)[number];

/** §2.9 Statutory Contribution: the Type of its Employer and Employee sections. */
export const CONTRIBUTION_TYPES = [
  'Not Applicable',
  'Fixed Amount',
  'Gross Income',
  'Statutory Table',
] as const;
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];

/** How a line is rounded to the currency's minor unit; half up unless the employer chooses otherwise. */
export const ROUNDING_RULES = ['Half Up', 'Half Even'] as const;
export type RoundingRule = (typeof ROUNDING_RULES)[number];
export const DEFAULT_ROUNDING_RULE: RoundingRule = 'Half Up';

export const ROUNDING_RULE_LABELS: Record<RoundingRule, string> = {
  'Half Up': 'Half up (0.005 rounds up)',
  'Half Even': 'Half even (0.005 rounds to the even cent)',
};

/** How a partly worked period is paid (Settings). */
export const PRORATION_METHODS = ['Calendar Days', 'Working Days', 'Fixed 30-Day Month'] as const;
export type ProrationMethod = (typeof PRORATION_METHODS)[number];

/** The pay items of §2.9: earnings and bonuses add to gross pay, deductions take from it. */
export const PAY_ITEM_KINDS = ['Earning', 'Deduction', 'Bonus'] as const;
export type PayItemKind = (typeof PAY_ITEM_KINDS)[number];

/** Every kind of payslip line, in the order a payslip lists them. */
export const PAYSLIP_LINE_KINDS = [
  'Basic',
  'Earning',
  'Bonus',
  'Deduction',
  'Employee Contribution',
  'Relief',
  'Tax',
  'Employer Contribution',
] as const;
export type PayslipLineKind = (typeof PAYSLIP_LINE_KINDS)[number];
