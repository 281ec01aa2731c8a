import type { ContributionType, TaxTableBasis, TaxTableType } from '@hr/domain';
import type { FormSubmitResult } from '../forms/index.ts';

/** A template table's bracket, with the Cumulative Tax the server works out (as a StatutoryTaxBracket). */
export interface PayrollTemplateBracketView {
  incomeMoreThan: string;
  percentage: string;
  cumulativeTax: string;
}

/** A country template as the server lists it (the wire's PayrollTemplate; amounts as decimal text). */
export interface PayrollTemplateView {
  country: string;
  name: string;
  currency: string;
  /** The date ('YYYY-MM-DD') from which every row of the template is in force together. */
  effectiveFrom: string;
  /** What the pay engine cannot express, read before applying. */
  notes: readonly string[];
  taxes: readonly {
    code: string;
    description: string;
    type: TaxTableType;
    basis: TaxTableBasis;
    reliefPerMonth: string | null;
    brackets: readonly PayrollTemplateBracketView[];
    effectiveFrom: string;
    source: string;
  }[];
  contributions: readonly {
    code: string;
    description: string;
    employer: PayrollTemplateSideView;
    employee: PayrollTemplateSideView;
    employeeBeforeTax: boolean;
    effectiveFrom: string;
    source: string;
  }[];
}

export interface PayrollTemplateSideView {
  type: ContributionType;
  amount: string | null;
  cappedAmount: string | null;
  /** For Statutory Table: the code of the template's table it uses. */
  tableCode: string | null;
}

/** "Start from a template" on Statutory Taxes and Statutory Contribution. */
export interface StartFromTemplateProps {
  /** The templates to choose from; empty while they load. */
  templates: readonly PayrollTemplateView[];
  /**
   * Creates the template's rows. Answer with the server's refusal (a code already used, another
   * currency) and it shows in the dialog; answer nothing once the rows are made.
   */
  onApply: (template: PayrollTemplateView) => Promise<FormSubmitResult>;
  /** The dialog opens at once on this country (stories). */
  defaultCountry?: string;
}

/** "5.5% of gross, capped at 69,000.00", "NSSF table", "Not Applicable". */
export function describeTemplateSide(side: PayrollTemplateSideView): string {
  const cap = side.cappedAmount === null ? '' : `, capped at ${side.cappedAmount}`;
  switch (side.type) {
    case 'Not Applicable':
      return side.type;
    case 'Fixed Amount':
      return side.amount ?? '';
    case 'Gross Income':
      return `${side.amount ?? ''}% of gross${cap}`;
    case 'Statutory Table':
      return `${side.tableCode ?? 'Statutory'} table${cap}`;
  }
}

/** "0% above 0.00; 5% above 490.00; …" */
export function describeBrackets(brackets: readonly PayrollTemplateBracketView[]): string {
  return brackets.map((bracket) => `${bracket.percentage}% above ${bracket.incomeMoreThan}`).join('; ');
}

/** What the Source column shows: a template row's source and the date it is in force from; '' for a row typed by hand. */
export function sourceText(row: { source?: string | null; effectiveFrom?: string | null }): string {
  if (!row.source) return '';
  return row.effectiveFrom ? `${row.source}; in force from ${row.effectiveFrom}` : row.source;
}
