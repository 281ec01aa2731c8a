import type { ExpenseClaimStatus } from '@hr/domain';
import type { BadgeVariant } from '@hr/ui';
import type { StoredFile } from '../files/StoredFile.ts';

/**
 * Expense Claims as the screens have them (issue 32): plain data (ids, ISO days and times, amounts as
 * decimal strings from the wire, never numbers); the app maps the contract onto it. Shared by the claim
 * screens and the set-up and report screens.
 */

// The statuses and their labels are the domain's (one place for a spec constant); re-exported so the
// expense screens import every claim name from here.
export { EXPENSE_CLAIM_STATUS_LABELS, EXPENSE_CLAIM_STATUSES, type ExpenseClaimStatus } from '@hr/domain';

/** Coloured as the other states of the app are: waiting amber, approved and paid green, rejected red. */
export const EXPENSE_CLAIM_STATUS_BADGES: Record<ExpenseClaimStatus, BadgeVariant> = {
  draft: 'neutral',
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
  paid: 'success',
};

/** A person as a claim names them (the claimant, a decider). */
export interface ExpensePerson {
  id: string;
  name: string;
}

/** One claim as a list shows it: My Claims, the approver's queue. */
export interface ExpenseClaimSummary {
  id: string;
  /** As printed: "EC-0042". */
  number: string;
  employee: ExpensePerson;
  title: string;
  status: ExpenseClaimStatus;
  /** The payroll currency every total is in (ISO 4217). */
  currency: string;
  totalClaimed: string;
  /** Null until decided. */
  totalApproved: string | null;
  /** ISO day the claim was started (its first save). */
  createdOn: string;
  /** ISO date and time; null for a draft. */
  submittedAt: string | null;
  /** ISO date and time of the last decision; null until decided. */
  decidedAt: string | null;
  /** ISO day it was paid; null until paid. */
  paidOn: string | null;
}

/** A receipt stored in the attachment store, with its content's SHA-256 (hex). */
export interface ExpenseReceipt extends StoredFile {
  sha256: string;
}

/** The same receipt (same content) on a line of another claim of the employer that is not a draft. */
export interface ExpenseDuplicateReceipt {
  /** "EC-0007". */
  claimNumber: string;
  employeeName: string;
  /** ISO day of the other claim's line. */
  lineDate: string;
}

/** A category as a line names it. */
export interface ExpenseCategoryRef {
  id: string;
  code: string;
  description: string;
  taxable: boolean;
}

/** One line of a claim, as the server keeps and explains it. */
export interface ExpenseClaimLine {
  id: string;
  /** 1 for the first line. */
  position: number;
  /** ISO day the expense was incurred. */
  date: string;
  category: ExpenseCategoryRef;
  description: string;
  kind: 'amount' | 'mileage';
  /** In the line's own `currency`; for a mileage line, the distance × rate in the payroll currency. */
  amount: string;
  currency: string;
  /** Payroll-currency units for one unit of `currency`; null in the payroll currency. */
  exchangeRate: string | null;
  rateSource: 'entered' | 'table' | null;
  distanceKm: string | null;
  vehicleType: string | null;
  ratePerKm: string | null;
  /** In the payroll currency, rounded once. */
  claimedAmount: string;
  /** What the last decision approved; null until decided, equal to claimed unless lowered. */
  approvedAmount: string | null;
  /** Why the line was approved lower than claimed. */
  approvedReason: string | null;
  /** How the claimed amount was worked out: "USD 120.00 × 15.25 = GHS 1,830.00", "42 km × 2.50 = 105.00". */
  explanation: string;
  receipts: readonly ExpenseReceipt[];
  duplicates: readonly ExpenseDuplicateReceipt[];
}

/** One step of a claim's approval, as the approvals engine keeps it. */
export interface ExpenseApprovalStep {
  /** 1 for the first step. */
  position: number;
  /** Whom the step names now (may be empty once decided). */
  approvers: readonly string[];
  decision: 'approved' | 'rejected' | null;
  decidedBy: string | null;
  /** ISO date and time. */
  decidedAt: string | null;
  comment: string | null;
}

/** A claim in full (the contract's ExpenseClaim). */
export interface ExpenseClaim extends Omit<ExpenseClaimSummary, 'createdOn'> {
  /** How it was paid, once paid: in a pay run, or outside payroll with a reference. */
  paidBy: 'payroll' | 'outside' | null;
  paidReference: string | null;
  payRunId: string | null;
  lines: readonly ExpenseClaimLine[];
  steps: readonly ExpenseApprovalStep[];
  /** Whether the reader may decide the step waiting now. */
  canDecide: boolean;
}

/** An active category a claimant may choose, with the rule that asks for a receipt. */
export interface ExpenseCategoryChoice extends ExpenseCategoryRef {
  /** A receipt is required when a line is over this amount (payroll currency); "0": always; null: never. */
  receiptRequiredAbove: string | null;
}

/** An active mileage rate a claimant may choose. */
export interface MileageRateChoice {
  id: string;
  vehicleType: string;
  /** Payroll currency per km. */
  ratePerKm: string;
}

/** One row of the employer's exchange-rate table. */
export interface ExchangeRateEntry {
  /** ISO 4217. */
  currency: string;
  /** Payroll-currency units for one unit of `currency`. */
  rate: string;
  /** ISO day. */
  effectiveFrom: string;
}

/** The table's rate for `currency` on `date`: the latest taking effect on or before it; null when none does. */
export function tableRateOn(
  rates: readonly ExchangeRateEntry[],
  currency: string,
  date: string,
): ExchangeRateEntry | null {
  let found: ExchangeRateEntry | null = null;
  for (const entry of rates) {
    if (entry.currency !== currency || entry.effectiveFrom > date) continue;
    if (found === null || entry.effectiveFrom > found.effectiveFrom) found = entry;
  }
  return found;
}
