import type {
  OvertimeRateKind,
  PayrollSettingsInput,
  PayrollSettingsValues,
  ProrationMethod,
  RoundingRule,
} from '@hr/domain';
import type { FormSubmitResult } from '../forms/index.ts';

/** The payroll settings as the server sends them (its defaults until an administrator saves). */
export interface PayrollSettings {
  currency: string;
  rounding: RoundingRule;
  prorationMethod: ProrationMethod;
  payDay: number;
  payslipFooter: string | null;
  arrearsTaxable: boolean;
  arrearsStatutory: boolean;
  overtimePay: boolean;
  overtimeRateKind: OvertimeRateKind;
  overtimeRate: string;
  absenceUnpaid: boolean;
}

export type PayrollSettingsField = keyof PayrollSettingsValues;

export interface PayrollSettingsScreenProps {
  /** 'loading' until the settings have come. */
  status: 'loading' | 'error' | 'ready';
  /** Why the settings could not be loaded. */
  errorMessage?: string;
  /** Loads them again; without it the error offers no retry. */
  onRetry?: () => void;
  /** The settings in force; present once `status` is 'ready'. */
  settings?: PayrollSettings;
  /**
   * Saves the whole form. Feedback naming a field shows on it: answer the server's 409 on a currency
   * change (amounts already set up have more decimals than the new currency allows) with
   * `{ field: 'currency', message }`; any other shows above the form.
   */
  onSave: (values: PayrollSettingsValues) => Promise<FormSubmitResult<PayrollSettingsField>>;
}

/** What each proration method pays for a period worked in part. */
export const PRORATION_METHOD_HINTS: Record<ProrationMethod, string> = {
  'Calendar Days': 'Pay × days employed ÷ days in the period, weekends included.',
  'Working Days':
    "Pay × working days employed ÷ working days in the period, by the employee's work week and holidays.",
  'Fixed 30-Day Month': 'Pay × days employed ÷ 30, whatever the length of the month.',
};

/** The form of saved settings: no footer as ''. */
export function toPayrollSettingsInput(settings: PayrollSettings): PayrollSettingsInput {
  return { ...settings, payslipFooter: settings.payslipFooter ?? '' };
}
