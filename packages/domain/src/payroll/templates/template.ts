import * as v from 'valibot';
import { isIsoDate } from '../../schemas/fieldRules.ts';
import { isCurrencyCode } from '../../schemas/money.ts';
import { prepareTaxTable, type TaxTable } from '../brackets.ts';
import { CONTRIBUTION_TYPES } from '../constants.ts';
import type { ContributionSideInput, StatutoryContributionInput } from '../contributions.ts';
import {
  type StatutoryContributionFormInput,
  type StatutoryTaxInput,
  statutoryContributionSchema,
  statutoryTaxSchema,
} from '../setupSchemas.ts';

/**
 * Country templates for payroll set-up (issue 34): a country's statutory tax tables and
 * contributions as published, each row with the date it is in force from and the source it is taken
 * from (the Act, the authority's published table), in exactly the shape the Statutory Taxes and
 * Statutory Contribution forms take. A contribution side of type Statutory Table names the
 * template's own table by code (`tableCode`), as the employer's row will name the table made from
 * it. What the engine cannot express (a minimum contribution, a base other than the statutory base)
 * is said in `notes`, never faked.
 */

export const PAYROLL_TEMPLATE_COUNTRIES = ['GH', 'NG', 'KE'] as const;
export type PayrollTemplateCountry = (typeof PAYROLL_TEMPLATE_COUNTRIES)[number];

export interface PayrollTemplateSource {
  /** The Act or the authority's published table, by its title. */
  title: string;
  /** Where it is published, as text. */
  url: string;
}

export interface PayrollTemplateTax {
  /** A date (YYYY-MM-DD): a pay run whose period ends before it does not use the table. */
  effectiveFrom: string;
  source: PayrollTemplateSource;
  /** The table as the Statutory Taxes form takes it. */
  values: StatutoryTaxInput;
}

export interface PayrollTemplateContributionSide {
  type: (typeof CONTRIBUTION_TYPES)[number];
  amount: string;
  cappedAmount: string;
  /** For Statutory Table: the code of a table of type Other in the same template. */
  tableCode: string | null;
}

export interface PayrollTemplateContribution {
  effectiveFrom: string;
  source: PayrollTemplateSource;
  values: Omit<StatutoryContributionFormInput, 'employer' | 'employee'> & {
    employer: PayrollTemplateContributionSide;
    employee: PayrollTemplateContributionSide;
  };
}

export interface PayrollTemplate {
  country: PayrollTemplateCountry;
  /** The country's name, as the chooser lists it. */
  name: string;
  /** The currency its amounts are in; it is applied only to an employer paying in it. */
  currency: string;
  /** The date from which every row of the template is in force together (the latest row's). */
  effectiveFrom: string;
  taxes: readonly PayrollTemplateTax[];
  contributions: readonly PayrollTemplateContribution[];
  /** What the engine cannot express, in words the administrator reads before confirming. */
  notes: readonly string[];
}

const isoDate = v.pipe(v.string(), v.check(isIsoDate, 'a date as YYYY-MM-DD'));
const SourceSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1)),
  url: v.pipe(v.string(), v.trim(), v.minLength(1)),
});
const SideSchema = v.object({
  type: v.picklist(CONTRIBUTION_TYPES),
  amount: v.string(),
  cappedAmount: v.string(),
  tableCode: v.nullable(v.string()),
});

/** The shape of a template; the rows' rules are the forms' (checkPayrollTemplate). */
export const PayrollTemplateSchema = v.object({
  country: v.picklist(PAYROLL_TEMPLATE_COUNTRIES),
  name: v.pipe(v.string(), v.minLength(1)),
  currency: v.pipe(v.string(), v.check(isCurrencyCode, 'a currency code')),
  effectiveFrom: isoDate,
  taxes: v.array(v.object({ effectiveFrom: isoDate, source: SourceSchema, values: v.unknown() })),
  contributions: v.array(
    v.object({
      effectiveFrom: isoDate,
      source: SourceSchema,
      values: v.looseObject({ employer: SideSchema, employee: SideSchema }),
    }),
  ),
  notes: v.array(v.pipe(v.string(), v.minLength(1))),
});

/** "Ghana Revenue Authority, Monthly PAYE rates from January 2024 (gra.gov.gh/...)". */
export function templateSourceText(source: PayrollTemplateSource): string {
  return `${source.title} (${source.url})`;
}

/** The contribution's values as the Statutory Contribution form takes them, its table codes swapped for ids. */
export function templateContributionInput(
  contribution: PayrollTemplateContribution,
  tableId: (code: string) => string | null,
): StatutoryContributionFormInput {
  const side = ({ tableCode, ...rest }: PayrollTemplateContributionSide) => ({
    ...rest,
    tableId: tableCode === null ? null : tableId(tableCode),
  });
  const { values } = contribution;
  return { ...values, employer: side(values.employer), employee: side(values.employee) };
}

/**
 * Every problem with a template, in words: its shape, each row against the form's schema for the
 * currency's digits (the schema the server checks with), a Statutory Table side naming one of the
 * template's tables of type Other, codes unique, and the template's date the latest row's.
 */
export function checkPayrollTemplate(template: PayrollTemplate, digits: number): string[] {
  const shape = v.safeParse(PayrollTemplateSchema, template);
  if (!shape.success) return shape.issues.map((issue) => `${template.country}: ${issue.message}`);
  const problems: string[] = [];
  const taxSchema = statutoryTaxSchema(digits);
  for (const tax of template.taxes) {
    const checked = v.safeParse(taxSchema, tax.values);
    if (!checked.success) problems.push(...checked.issues.map((i) => `${tax.values.code}: ${i.message}`));
  }
  const others = new Set(template.taxes.filter((t) => t.values.type === 'Other').map((t) => t.values.code));
  const contributionSchema = statutoryContributionSchema(digits);
  for (const contribution of template.contributions) {
    const { code } = contribution.values;
    for (const side of [contribution.values.employer, contribution.values.employee]) {
      if (side.type === 'Statutory Table' && (side.tableCode === null || !others.has(side.tableCode)))
        problems.push(
          `${code}: ${side.tableCode ?? 'no table'} is not a table of type Other in the template.`,
        );
    }
    const checked = v.safeParse(
      contributionSchema,
      templateContributionInput(contribution, (c) => c),
    );
    if (!checked.success) problems.push(...checked.issues.map((i) => `${code}: ${i.message}`));
  }
  for (const codes of [
    template.taxes.map((t) => t.values.code),
    template.contributions.map((c) => c.values.code),
  ]) {
    const seen = new Set<string>();
    for (const code of codes) {
      if (seen.has(code.toLowerCase())) problems.push(`${code} is in the template twice.`);
      seen.add(code.toLowerCase());
    }
  }
  const latest = [...template.taxes, ...template.contributions]
    .map((row) => row.effectiveFrom)
    .reduce((a, b) => (a > b ? a : b), '');
  if (latest !== template.effectiveFrom)
    problems.push(
      `${template.country}: the template's effective date is ${template.effectiveFrom}, its latest row's ${latest}.`,
    );
  return problems;
}

/** The template's tables ready for the engine, by code (every table, PAYE and Other). */
export function templateTaxTables(template: PayrollTemplate, digits: number): Map<string, TaxTable> {
  return new Map(
    template.taxes.map(({ values }) => [
      values.code,
      prepareTaxTable(
        {
          code: values.code,
          description: values.description,
          type: values.type,
          basis: values.basis,
          reliefPerMonth: values.reliefPerMonth === '' ? null : values.reliefPerMonth,
          brackets: values.brackets,
        },
        digits,
      ),
    ]),
  );
}

/**
 * What the pay engine computes with for a period ending on `on` (a date): the template's PAYE tables
 * and contributions in force by then, as the server's selection by effective date gives them.
 */
export function templateEngineInputs(
  template: PayrollTemplate,
  digits: number,
  on: string,
): { taxTables: TaxTable[]; contributions: StatutoryContributionInput[] } {
  const tables = templateTaxTables(template, digits);
  const side = ({
    type,
    amount,
    cappedAmount,
    tableCode,
  }: PayrollTemplateContributionSide): ContributionSideInput => ({
    type,
    amount: amount === '' ? null : amount,
    cappedAmount: cappedAmount === '' ? null : cappedAmount,
    table: tableCode === null ? null : (tables.get(tableCode) ?? null),
  });
  return {
    taxTables: template.taxes
      .filter((tax) => tax.values.type === 'PAYE Tax' && tax.effectiveFrom <= on)
      .map((tax) => tables.get(tax.values.code) as TaxTable),
    contributions: template.contributions
      .filter((contribution) => contribution.effectiveFrom <= on)
      .map(({ values }) => ({
        code: values.code,
        description: values.description,
        employer: side(values.employer),
        employee: side(values.employee),
        employeeBeforeTax: values.employeeBeforeTax,
      })),
  };
}
