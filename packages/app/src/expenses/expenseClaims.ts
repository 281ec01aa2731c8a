import type {
  ExchangeRateRow,
  ExpenseCategoryRow,
  ExpenseClaimRecord,
  ExpenseClaimSummaryRow,
  MileageRateRow,
} from '@hr/api';
import type {
  ExchangeRateEntry,
  ExpenseCategoryChoice,
  ExpenseClaim,
  ExpenseClaimSummary,
  MileageRateChoice,
} from '@hr/screens';

/**
 * A claim as a list row: the contract has no day the claim was started, so "Started" shows the day it
 * was submitted (a draft's is blank).
 */
export function toClaimSummary(row: ExpenseClaimSummaryRow): ExpenseClaimSummary {
  const { lines: _lineCount, ...claim } = row;
  return { ...claim, createdOn: row.submittedAt?.slice(0, 10) ?? '' };
}

/** A claim in full, its receipts as the stored files the screens download. */
export function toClaim(record: ExpenseClaimRecord): ExpenseClaim {
  return {
    ...record,
    lines: record.lines.map((line) => ({
      ...line,
      receipts: line.receipts.map(({ fileName, ...receipt }) => ({ ...receipt, name: fileName })),
    })),
  };
}

/** The active categories a claimant chooses from. */
export function toCategoryChoices(rows: readonly ExpenseCategoryRow[]): ExpenseCategoryChoice[] {
  return rows
    .filter((row) => row.active)
    .map(({ id, code, description, taxable, receiptRequiredAbove }) => ({
      id,
      code,
      description,
      taxable,
      receiptRequiredAbove,
    }));
}

/** The active mileage rates a claimant chooses from. */
export function toMileageRateChoices(rows: readonly MileageRateRow[]): MileageRateChoice[] {
  return rows
    .filter((row) => row.active)
    .map(({ id, vehicleType, ratePerKm }) => ({ id, vehicleType, ratePerKm }));
}

export function toExchangeRateEntries(rows: readonly ExchangeRateRow[]): ExchangeRateEntry[] {
  return rows.map(({ currency, rate, effectiveFrom }) => ({ currency, rate, effectiveFrom }));
}
