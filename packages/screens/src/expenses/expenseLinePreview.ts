import { convertLine, type LineAmount, type MoneyRules, mileageLine } from '@hr/domain';
import { type ExpenseLineInput, isDistance, isExchangeRate, isLineAmount } from './expenseClaimForm.ts';
import type { MileageRateChoice } from './expenseClaims.ts';

/** The payroll currency and how the employer rounds it: what a line's amount is worked out in. */
export type PayrollMoney = MoneyRules & { currency: string };

/**
 * A line's amount in the payroll currency as the domain works it out (and the server records it),
 * while the claimant types: null until the line has what it needs (an amount and, for a foreign
 * currency, a rate; or a distance and a vehicle type).
 */
export function linePreview(
  line: Pick<
    ExpenseLineInput,
    'kind' | 'amount' | 'currency' | 'exchangeRate' | 'distanceKm' | 'mileageRateId'
  >,
  money: PayrollMoney,
  mileageRates: readonly MileageRateChoice[],
): LineAmount | null {
  if (line.kind === 'mileage') {
    const rate = mileageRates.find((candidate) => candidate.id === line.mileageRateId);
    const distance = line.distanceKm.trim();
    return rate && isDistance(distance) ? mileageLine(distance, rate.ratePerKm, money) : null;
  }
  const amount = line.amount.trim();
  if (!isLineAmount(amount, line.currency)) return null;
  if (line.currency === money.currency) return convertLine(amount, null, line.currency, money);
  const rate = line.exchangeRate.trim();
  return isExchangeRate(rate) ? convertLine(amount, rate, line.currency, money) : null;
}
