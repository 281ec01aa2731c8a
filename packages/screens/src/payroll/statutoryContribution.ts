import {
  type ContributionType,
  formatMoneyText,
  type RoundingRule,
  type StatutoryContributionFormInput,
  type StatutoryContributionValues,
} from '@hr/domain';
import type { FormSubmitResult } from '../forms/index.ts';
import type { StartFromTemplateProps } from './payrollTemplate.ts';
import type { StatutoryTax } from './statutoryTax.ts';

/** One side (Employer or Employee) of a contribution as the server sends it. */
export interface ContributionSide {
  type: ContributionType;
  /** The fixed amount (Fixed Amount) or the % (Gross Income); null for the other types. */
  amount: string | null;
  /** The most earnings the % or the table is taken of; null for no cap. */
  cappedAmount: string | null;
  /** The statutory table of type Other (Statutory Table); null for the other types. */
  tableId: string | null;
}

/** A statutory contribution as the list has it (the wire's StatutoryContribution). */
export interface StatutoryContribution {
  id: string;
  code: string;
  description: string;
  isActive: boolean;
  employer: ContributionSide;
  employee: ContributionSide;
  /** Whether the employee's share is deducted before tax (lowers taxable income). */
  employeeBeforeTax: boolean;
  /** How many employees have it on their Salary section; one assigned is deactivated, not deleted. */
  employeesAssigned: number;
  /** Where a row made from a country template comes from; null for one typed by hand. */
  source?: string | null;
  /** The date a template's row is in force from ('YYYY-MM-DD'); null for always. */
  effectiveFrom?: string | null;
}

export type ContributionSideName = 'employer' | 'employee';

/** The fields a refusal can name and have shown on the field itself; any other shows above the fields. */
export type StatutoryContributionField =
  | 'code'
  | 'description'
  | `${ContributionSideName}.${'amount' | 'cappedAmount' | 'tableId'}`;

export interface StatutoryContributionCallbacks {
  /**
   * Adds a contribution (`existing` undefined) or saves the changes to `existing`. Answer
   * `{ field: 'code', message }` for a 409 (the code is taken) and it shows on Code; feedback naming
   * another StatutoryContributionField shows on that field, any other above the fields.
   */
  onSave: (
    values: StatutoryContributionValues,
    existing?: StatutoryContribution,
  ) => Promise<FormSubmitResult<StatutoryContributionField>>;
  /**
   * Deletes a contribution. While employees have it, answer with the server's refusal, e.g. "NSSF is
   * assigned to 12 employees. Deactivate it instead."
   */
  onDelete: (item: StatutoryContribution) => Promise<FormSubmitResult>;
  /** Activates or deactivates a contribution at once, without the other changes in the dialog. */
  onSetActive: (item: StatutoryContribution, active: boolean) => Promise<FormSubmitResult>;
}

export interface StatutoryContributionsScreenProps extends StatutoryContributionCallbacks {
  /** "Start from a template"; without it the page offers none. */
  template?: StartFromTemplateProps;
  /** The payroll currency (Payroll Settings): amounts take its digits. */
  currency: string;
  /** The payroll's rounding rule, for the preview; half up unless Settings say otherwise. */
  rounding?: RoundingRule;
  /** The statutory tables of type Other a Statutory Table side may use. */
  tables: readonly StatutoryTax[];
  /** 'loading' until the list has come. */
  status: 'loading' | 'error' | 'ready';
  /** Why the list could not be loaded. */
  errorMessage?: string;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: () => void;
  /** Every contribution of the employer, active or not; the screen sorts and filters them itself. */
  items: readonly StatutoryContribution[];
}

/** The form of an existing contribution: amounts as the text they are typed as, none as ''. */
export function toContributionInput(item: StatutoryContribution): StatutoryContributionFormInput {
  const side = ({ type, amount, cappedAmount, tableId }: ContributionSide) => ({
    type,
    amount: amount ?? '',
    cappedAmount: cappedAmount ?? '',
    tableId,
  });
  return {
    code: item.code,
    description: item.description,
    isActive: item.isActive,
    employer: side(item.employer),
    employee: side(item.employee),
    employeeBeforeTax: item.employeeBeforeTax,
  };
}

/** A side in the list: "Not Applicable", "200.00", "1.5% of gross", "NSSF table, capped at 72,000.00". */
export function describeSide(
  side: ContributionSide,
  tables: readonly StatutoryTax[],
  digits: number,
): string {
  const cap = side.cappedAmount === null ? '' : `, capped at ${formatMoneyText(side.cappedAmount, digits)}`;
  switch (side.type) {
    case 'Not Applicable':
      return side.type;
    case 'Fixed Amount':
      return formatMoneyText(side.amount ?? '', digits);
    case 'Gross Income':
      return `${side.amount ?? ''}% of gross${cap}`;
    case 'Statutory Table': {
      const table = tables.find((candidate) => candidate.id === side.tableId);
      return `${table?.code ?? 'Statutory'} table${cap}`;
    }
  }
}
