import { parseDate } from '@internationalized/date';
import type { Decimal } from 'decimal.js';
import { type Amount, formatMoney, toDecimal, ZERO } from '../payroll/money.ts';
import type { PayItemInput } from '../payroll/payItems.ts';
import { dayMonth } from '../payroll/salaryParts.ts';
import { formatClaimNumber } from './constants.ts';

/**
 * An approved claim as the pay run pays it (issue 32 item 4): one Earning for the lines of categories
 * that are not taxable and one for the taxable ones, each explained on the payslip. The amounts are
 * the approved amounts added exactly (each line was rounded once when it was claimed); neither counts
 * in the statutory base, and neither is prorated — the money was spent, whatever days were worked.
 */

export interface ClaimToReimburse {
  number: number;
  /** YYYY-MM-DD: the day the last approver approved it. */
  approvedOn: string;
  lines: readonly { approvedAmount: Amount; taxable: boolean }[];
}

/** The decimals an amount is written with ("120.50" → 2), so the item keeps the currency's digits. */
function writtenPlaces(amount: Amount): number {
  if (typeof amount !== 'string') return amount.decimalPlaces();
  const point = amount.indexOf('.');
  return point < 0 ? 0 : amount.length - point - 1;
}

function item(claim: ClaimToReimburse, taxable: boolean, places: number): PayItemInput | null {
  const number = formatClaimNumber(claim.number);
  let total: Decimal = ZERO;
  let count = 0;
  for (const [index, line] of claim.lines.entries()) {
    if (line.taxable !== taxable) continue;
    const amount = toDecimal(line.approvedAmount, `${number} line ${index + 1} approved amount`);
    if (amount.isNegative())
      throw new RangeError(`${number} line ${index + 1}: an approved amount is not negative.`);
    if (amount.isZero()) continue;
    total = total.plus(amount);
    count += 1;
  }
  if (count === 0) return null;
  const approvedOn = dayMonth(parseDate(claim.approvedOn));
  return {
    kind: 'Earning',
    code: taxable ? `EXPENSE:${number}:TAXABLE` : `EXPENSE:${number}`,
    description: `Expense claim ${number}`,
    amount: total.toFixed(places),
    tax: taxable,
    otherStatutory: false,
    prorate: false,
    explanation: `Expense claim ${number} approved ${approvedOn}: ${count} ${count === 1 ? 'line' : 'lines'} = ${formatMoney(total, places)}`,
  };
}

/**
 * The pay items that reimburse an approved claim: the non-taxable one first, then the taxable one,
 * each only when its lines were approved at more than 0. Together they are the claim's approved total.
 */
export function reimbursementItems(claim: ClaimToReimburse): PayItemInput[] {
  const places = Math.max(0, ...claim.lines.map((line) => writtenPlaces(line.approvedAmount)));
  return [item(claim, false, places), item(claim, true, places)].filter(
    (payItem): payItem is PayItemInput => payItem !== null,
  );
}
