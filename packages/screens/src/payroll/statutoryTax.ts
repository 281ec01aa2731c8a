import type { StatutoryTaxInput, StatutoryTaxValues, TaxTableBasis, TaxTableType } from '@hr/domain';
import type { FormSubmitResult } from '../forms/index.ts';
import type { StartFromTemplateProps } from './payrollTemplate.ts';

/** One bracket as the server sends it; the Cumulative Tax is the engine's, never stored. */
export interface StatutoryTaxBracket {
  incomeMoreThan: string;
  percentage: string;
  cumulativeTax: string;
}

/** A statutory table as the list has it (the wire's StatutoryTax; amounts as decimal text). */
export interface StatutoryTax {
  id: string;
  code: string;
  description: string;
  isActive: boolean;
  type: TaxTableType;
  basis: TaxTableBasis;
  /** A tax credit per month (PAYE Tax only); null for none. */
  reliefPerMonth: string | null;
  brackets: readonly StatutoryTaxBracket[];
  /** How many statutory contributions use the table; one in use is deactivated, not deleted. */
  contributionsUsing: number;
  /** Where a row made from a country template comes from; null for one typed by hand. */
  source?: string | null;
  /** The date a template's row is in force from ('YYYY-MM-DD'); null for always. */
  effectiveFrom?: string | null;
}

/** The fields a refusal can name and have shown on the field itself; any other shows above the fields. */
export type StatutoryTaxField = 'code' | 'description' | 'reliefPerMonth';

export interface StatutoryTaxCallbacks {
  /**
   * Adds a table (`existing` undefined) or saves the changes to `existing`. Answer
   * `{ field: 'code', message }` for a 409 (the code is taken) and it shows on Code; feedback naming
   * another StatutoryTaxField shows on that field, any other above the fields.
   */
  onSave: (
    values: StatutoryTaxValues,
    existing?: StatutoryTax,
  ) => Promise<FormSubmitResult<StatutoryTaxField>>;
  /**
   * Deletes a table. While contributions use it, answer with the server's refusal, e.g. "NSSF is used
   * by 1 statutory contribution. Deactivate it instead."
   */
  onDelete: (item: StatutoryTax) => Promise<FormSubmitResult>;
  /** Activates or deactivates a table at once, without the other changes in the dialog. */
  onSetActive: (item: StatutoryTax, active: boolean) => Promise<FormSubmitResult>;
}

export interface StatutoryTaxesScreenProps extends StatutoryTaxCallbacks {
  /** "Start from a template"; without it the page offers none. */
  template?: StartFromTemplateProps;
  /** The payroll currency (Payroll Settings): amounts take its digits. */
  currency: string;
  /** 'loading' until the list has come. */
  status: 'loading' | 'error' | 'ready';
  /** Why the list could not be loaded. */
  errorMessage?: string;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: () => void;
  /** Every statutory table of the employer, active or not; the screen sorts and filters them itself. */
  items: readonly StatutoryTax[];
}

/** The form of an existing table: amounts as the text they are typed as, no relief as ''. */
export function toStatutoryTaxInput(item: StatutoryTax): StatutoryTaxInput {
  return {
    code: item.code,
    description: item.description,
    isActive: item.isActive,
    type: item.type,
    basis: item.basis,
    reliefPerMonth: item.reliefPerMonth ?? '',
    brackets: item.brackets.map(({ incomeMoreThan, percentage }) => ({ incomeMoreThan, percentage })),
  };
}
