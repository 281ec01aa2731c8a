import type {
  ContractType,
  EmploymentTermsInput,
  EmploymentTermsValues,
  NoticePeriodUnit,
  PayPeriod,
} from '@hr/domain';
import type { FormSubmitResult } from '../../forms/index.ts';

/** One dated set of an employee's terms, as the list and the history show it. */
export interface EmploymentTermsRow {
  effectiveDate: string;
  contractType: ContractType;
  startDate: string;
  endDate: string | null;
  probationEndDate: string | null;
  confirmationDate: string | null;
  noticePeriod: number | null;
  noticePeriodUnit: NoticePeriodUnit | null;
  hoursPerWeek: string | null;
  workWeekId: string | null;
  holidayCalendarId: string | null;
  leaveWorkflowId: string | null;
  payFrequency: PayPeriod;
}

/** One person of the list: the terms in effect today and the next ones scheduled. */
export interface EmploymentTermsItem {
  id: string;
  employeeNo: string;
  employeeName: string;
  inEffect: EmploymentTermsRow | null;
  next: EmploymentTermsRow | null;
}

/** One person's terms, newest first, and which row is in effect today (null: none yet). */
export interface EmploymentTermsHistory {
  inEffectDate: string | null;
  rows: readonly EmploymentTermsRow[];
}

export interface EmploymentTermsFilters {
  /** '' for every contract type. */
  contractType: ContractType | '';
  /** '' for any end; else a contract in effect ending within that many days. */
  endingWithinDays: '' | '14' | '30' | '60' | '90';
}

export const NO_FILTERS: EmploymentTermsFilters = { contractType: '', endingWithinDays: '' };

export interface Choice {
  id: string;
  name: string;
}

/** The employer's set-up rows the dialog chooses from. */
export interface EmploymentTermsChoices {
  workWeeks: readonly Choice[];
  holidayCalendars: readonly Choice[];
  leaveWorkflows: readonly Choice[];
}

export type EmploymentTermsField = keyof EmploymentTermsInput;

export interface EmploymentTermsScreenProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  items: readonly EmploymentTermsItem[];
  /** How many people match the filters in all (the list shows the first page). */
  total: number;
  filters: EmploymentTermsFilters;
  onFiltersChange: (filters: EmploymentTermsFilters) => void;
  choices: EmploymentTermsChoices;
  /** Records the terms; feedback naming a field shows on it, any other above the fields. */
  onRecord: (values: EmploymentTermsValues) => Promise<FormSubmitResult<EmploymentTermsField>>;
  /** Loads one person's dated terms, for their Terms history. */
  onLoadHistory: (employeeId: string, signal: AbortSignal) => Promise<EmploymentTermsHistory>;
  /** Cancels terms scheduled after today; a refusal (they took effect meanwhile) stays in the confirmation. */
  onCancelTerms: (employeeId: string, effectiveDate: string) => Promise<FormSubmitResult>;
}

/** The dialog's starting values: the person's terms in effect, to change from, with a date to fill in. */
export function termsFormInput(item: EmploymentTermsItem | undefined): EmploymentTermsInput {
  const terms = item?.inEffect;
  return {
    employeeId: item?.id ?? '',
    effectiveDate: '',
    contractType: terms?.contractType ?? 'Permanent',
    startDate: terms?.startDate ?? '',
    endDate: terms?.endDate ?? '',
    probationEndDate: terms?.probationEndDate ?? '',
    confirmationDate: terms?.confirmationDate ?? '',
    noticePeriod:
      terms?.noticePeriod === null || terms?.noticePeriod === undefined ? '' : String(terms.noticePeriod),
    noticePeriodUnit: terms?.noticePeriodUnit ?? '',
    hoursPerWeek: terms?.hoursPerWeek ?? '',
    workWeekId: terms?.workWeekId ?? '',
    holidayCalendarId: terms?.holidayCalendarId ?? '',
    leaveWorkflowId: terms?.leaveWorkflowId ?? '',
    payFrequency: terms?.payFrequency ?? 'Monthly',
  };
}
