import type { PayPeriod } from '../schemas/employee.ts';
import type { TaxTable } from './brackets.ts';
import type { PayslipLineKind, RoundingRule } from './constants.ts';
import type { StatutoryContributionInput } from './contributions.ts';
import type { Amount, MoneyRules } from './money.ts';
import type { PayItemInput } from './payItems.ts';
import type { PaymentDays } from './proration.ts';
import type { BasicPay } from './salaryParts.ts';

/** The pay engine's input and output (computePayslip), shared by its integer path and its decimal fallback. */

/** An amount recorded on the employee that lowers taxable income (a rent relief), per period or per year. */
export interface EmployeeReliefInput {
  code: string;
  description?: string;
  amount: Amount;
  per: 'Period' | 'Year';
}

/**
 * computePayslip keeps its input, not a copy, to write the lines' explanations when they are first
 * read (payslipText.ts): build a fresh input per payslip and leave it as it is until the payslip's
 * lines have been read, as every caller does.
 */
export interface PayslipInput {
  payPeriod: PayPeriod;
  money: MoneyRules;
  /**
   * The full period's basic pay, prorated by `paymentDays` when the period is partly paid; or, when
   * the salary changes inside the period, each salary's part (salaryPartsOf), with `paymentDays`.
   */
  basicPay: BasicPay;
  paymentDays?: PaymentDays | null;
  items?: readonly PayItemInput[];
  contributions?: readonly StatutoryContributionInput[];
  reliefs?: readonly EmployeeReliefInput[];
  /** The PAYE tables that tax this employee, prepared once per run (prepareTaxTable). */
  taxTables?: readonly TaxTable[];
}

export interface PayslipLine {
  kind: PayslipLineKind;
  code: string;
  label: string;
  /** The rounded amount as a decimal string with the currency's digits. */
  amount: string;
  explanation: string;
}

export interface Payslip {
  lines: PayslipLine[];
  gross: string;
  statutoryBase: string;
  taxableIncome: string;
  totalDeductions: string;
  netPay: string;
  employerCost: string;
  /** "basic 100,000.00 − NSSF 4,320.00 − SHIF 2,750.00 = 93,930.00" */
  taxableIncomeExplanation: string;
  rounding: { rule: RoundingRule; minorUnit: string; explanation: string };
}
