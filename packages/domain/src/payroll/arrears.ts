import type { Decimal } from 'decimal.js';
import { formatMoney, moneyString, toDecimal, ZERO } from './money.ts';
import type { PayslipLine } from './payslip.ts';

/**
 * Arrears of a salary adjustment (§2.9, issue 14): what a period already paid in a final run is short
 * of, or over, what today's record pays for it. Only what adds up to gross counts (basic salary,
 * earnings, bonuses); deductions, contributions and tax follow from the arrears line itself in the run
 * that pays it. Arrears lines a payslip carried for earlier periods are not part of its own period's pay.
 */

/** A payslip line as kept: arrears lines say which period (its first day) they make up for. */
export type PaidLine = Omit<PayslipLine, 'kind'> & { kind: string; arrearsFor?: string | null };

export interface ArrearsInput {
  /** The lines of the final payslip that paid the period. */
  paid: readonly PaidLine[];
  /** The lines the engine computes for the same period from today's record. */
  recomputed: readonly PayslipLine[];
  /** The arrears already paid for the period (the sum of lines arrearsFor it in final payslips). */
  alreadyPaid: string;
  /** The period for the explanation: "September 2026". */
  period: string;
  /** Since when the record changed, for the explanation: "1 Sep 2026". */
  since?: string;
  digits: number;
}

export interface Arrears {
  /** Negative for an over-payment, recovered by the run that pays it. */
  amount: string;
  /** "basic 4,000.00 → 4,500.00 from 1 Sep 2026 = 500.00" */
  explanation: string;
}

const GROSS_KINDS: ReadonlySet<string> = new Set(['Basic', 'Earning', 'Bonus']);

function grossLines(lines: readonly PaidLine[]): Map<string, { label: string; amount: Decimal }> {
  const byCode = new Map<string, { label: string; amount: Decimal }>();
  for (const line of lines) {
    if (!GROSS_KINDS.has(line.kind) || line.arrearsFor) continue;
    const key = `${line.kind}:${line.code}`;
    const label = line.kind === 'Basic' ? 'basic' : line.label;
    const amount = toDecimal(line.amount, `${line.code} amount`);
    byCode.set(key, { label, amount: (byCode.get(key)?.amount ?? ZERO).plus(amount) });
  }
  return byCode;
}

function total(lines: Map<string, { amount: Decimal }>): Decimal {
  return [...lines.values()].reduce((sum, line) => sum.plus(line.amount), ZERO);
}

/** The arrears due for one period, or null when the period was paid what today's record pays. */
export function periodArrears(input: ArrearsInput): Arrears | null {
  const { digits } = input;
  const paid = grossLines(input.paid);
  const recomputed = grossLines(input.recomputed);
  const alreadyPaid = toDecimal(input.alreadyPaid, 'arrears already paid');
  const difference = total(recomputed).minus(total(paid));
  const amount = difference.minus(alreadyPaid);
  if (amount.isZero()) return null;

  const money = (value: Decimal) => formatMoney(value, digits);
  const changes: string[] = [];
  for (const key of new Set([...recomputed.keys(), ...paid.keys()])) {
    const before = paid.get(key);
    const after = recomputed.get(key);
    const was = before?.amount ?? ZERO;
    const now = after?.amount ?? ZERO;
    if (!was.eq(now)) {
      changes.push(`${(after ?? before)?.label} ${money(was)} → ${money(now)}`);
    }
  }
  const since = input.since ? ` from ${input.since}` : '';
  let explanation = `${changes.length > 0 ? changes.join('; ') : 'no change'}${since} = ${money(difference)}`;
  if (!alreadyPaid.isZero()) explanation += ` − ${money(alreadyPaid)} already paid = ${money(amount)}`;
  if (amount.isNegative()) {
    explanation += `; ${input.period} was over-paid by ${money(amount.neg())}, recovered`;
  }
  return { amount: moneyString(amount, digits), explanation };
}
