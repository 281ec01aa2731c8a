import { Decimal } from 'decimal.js';
import { formatDay } from '../employerSettings/formatDay.ts';
import { type Amount, formatMoney, toDecimal, ZERO } from '../payroll/money.ts';
import { isIsoDate } from '../schemas/fieldRules.ts';
import { EXPENSE_APPROVAL_REASON_MAX, expenseLineLabel } from './constants.ts';

/**
 * The rules a claim is checked against when it is submitted (issue 32 item 2), and the rule for an
 * approver's amount (item 3). Each problem names the line as the claimant numbers them ("Line 2") with
 * its category, and the figures that broke the rule, so the message is enough to fix it.
 */

export interface CategoryRules {
  id: string;
  code: string;
  description: string;
  /** Decimal strings in the payroll currency; null when the category has no such limit. */
  limitPerClaim: string | null;
  limitPerMonth: string | null;
  /** A receipt is required when the line is above this; "0": always; null: never. */
  receiptRequiredAbove: string | null;
  /** A category switched off takes no new lines; absent means in use. */
  active?: boolean;
}

export interface LineForRules {
  /** 0-based position on the claim; messages say `Line ${index + 1}`. */
  index: number;
  /** YYYY-MM-DD. */
  date: string;
  categoryId: string;
  /** In the payroll currency, already converted and rounded (convertLine, mileageLine). */
  claimedAmount: string;
  /** How many receipt files the line has. */
  receipts: number;
}

export interface LineProblem {
  index: number;
  field: 'amount' | 'receipts' | 'categoryId' | 'date';
  message: string;
}

export interface ClaimRulesOptions {
  /** YYYY-MM-DD in the employer's time zone: a line dated after it is refused. Left out, dates are not compared. */
  today?: string;
}

interface CheckedLine {
  line: LineForRules;
  category: CategoryRules;
  name: string;
  amount: Decimal;
}

const plainDecimal = /^\d+(\.\d+)?$/;

function readAmount(typed: string, digits: number): Decimal | null {
  if (!plainDecimal.test(typed)) return null;
  const value = new Decimal(typed);
  return value.decimalPlaces() <= digits ? value : null;
}

function places(digits: number): string {
  return digits === 0 ? 'no decimals' : `at most ${digits} decimals`;
}

/** "1 and 3", "1, 2 and 4". */
function lineNumbers(lines: readonly CheckedLine[]): string {
  const numbers = lines.map(({ line }) => String(line.index + 1));
  const last = numbers.pop();
  return numbers.length === 0 ? `${last}` : `${numbers.join(', ')} and ${last}`;
}

/** "2026-11" → "Nov 2026" (formatDay's "1 Nov 2026" without the day). */
function monthLabel(month: string): string {
  return formatDay(`${month}-01`, 'D MMM YYYY').slice('1 '.length);
}

/** "Taxi's", "Meals'". */
function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

function sumOf(lines: readonly CheckedLine[]): Decimal {
  return lines.reduce((sum, { amount }) => sum.plus(amount), ZERO);
}

/**
 * The lines of one group (a category on the claim, or a category in a month) in order, starting from
 * `already`: the first line that takes the running total over `limit`, with the lines up to it.
 */
function firstOverLimit(
  group: readonly CheckedLine[],
  already: Decimal,
  limit: Decimal,
): { over: CheckedLine; upTo: CheckedLine[]; total: Decimal } | null {
  let total = already;
  for (const [at, checked] of group.entries()) {
    total = total.plus(checked.amount);
    if (total.gt(limit)) return { over: checked, upTo: group.slice(0, at + 1), total };
  }
  return null;
}

function groupBy(
  lines: readonly CheckedLine[],
  key: (line: CheckedLine) => string,
): Map<string, CheckedLine[]> {
  const groups = new Map<string, CheckedLine[]>();
  for (const line of lines) {
    const name = key(line);
    groups.set(name, [...(groups.get(name) ?? []), line]);
  }
  return groups;
}

function lineProblems(
  line: LineForRules,
  category: CategoryRules | undefined,
  digits: number,
  options: ClaimRulesOptions,
): { problems: LineProblem[]; checked: CheckedLine | null } {
  const { index } = line;
  const name = expenseLineLabel(index, category?.description);
  const problems: LineProblem[] = [];
  if (!category) {
    problems.push({ index, field: 'categoryId', message: `${name}: choose a category from the list.` });
  } else if (category.active === false) {
    problems.push({
      index,
      field: 'categoryId',
      message: `${name}: ${category.description} is no longer in use; choose another category.`,
    });
  }
  const dated = isIsoDate(line.date);
  if (!dated) {
    problems.push({ index, field: 'date', message: `${name}: enter a complete date.` });
  } else if (options.today !== undefined && line.date > options.today) {
    problems.push({
      index,
      field: 'date',
      message: `${name}: the date ${formatDay(line.date, 'D MMM YYYY')} is after today.`,
    });
  }
  const amount = readAmount(line.claimedAmount, digits);
  if (amount === null || amount.isZero()) {
    problems.push({
      index,
      field: 'amount',
      message: `${name}: enter an amount more than 0 with ${places(digits)}.`,
    });
  }
  if (!category || category.active === false || amount === null || amount.isZero()) {
    return { problems, checked: null };
  }

  const receiptAbove =
    category.receiptRequiredAbove === null ? null : toDecimal(category.receiptRequiredAbove);
  if (receiptAbove !== null && line.receipts < 1 && (receiptAbove.isZero() || amount.gt(receiptAbove))) {
    const rule = receiptAbove.isZero()
      ? `${category.description} always needs a receipt`
      : `${formatMoney(amount, digits)} is above ${formatMoney(receiptAbove, digits)}, so ${category.description} needs a receipt`;
    problems.push({ index, field: 'receipts', message: `${name}: ${rule}; attach one.` });
  }
  return { problems, checked: dated ? { line, category, name, amount } : null };
}

/**
 * Everything wrong with a claim's lines, in line order: an unknown or switched-off category, a date
 * that is not a day (or is after `options.today`), an amount that is not more than 0 with the currency's
 * digits, a missing receipt, and the category limits. A limit per claim counts the claim's lines of
 * the category together; a limit per month adds the employee's other claims that are neither drafts nor
 * rejected (`alreadyThisMonth`, keyed `${categoryId}:${YYYY-MM}`, without this claim's own lines). A limit
 * is reported once, on the line that takes the total over it.
 */
export function claimProblems(
  lines: readonly LineForRules[],
  categories: ReadonlyMap<string, CategoryRules>,
  alreadyThisMonth: ReadonlyMap<string, Amount>,
  digits: number,
  options: ClaimRulesOptions = {},
): LineProblem[] {
  const problems: LineProblem[] = [];
  const checked: CheckedLine[] = [];
  const ordered = [...lines].sort((a, b) => a.index - b.index);
  for (const line of ordered) {
    const result = lineProblems(line, categories.get(line.categoryId), digits, options);
    problems.push(...result.problems);
    if (result.checked) checked.push(result.checked);
  }
  const money = (value: Decimal) => formatMoney(value, digits);

  for (const group of groupBy(checked, ({ category }) => category.id).values()) {
    const category = group[0]?.category;
    if (!category?.limitPerClaim) continue;
    const limit = toDecimal(category.limitPerClaim, `${category.code} limit per claim`);
    const found = firstOverLimit(group, ZERO, limit);
    if (!found) continue;
    const { over, upTo, total } = found;
    const figure =
      upTo.length === 1
        ? `${money(total)} is over`
        : `lines ${lineNumbers(upTo)} together come to ${money(total)}, over`;
    problems.push({
      index: over.line.index,
      field: 'amount',
      message: `${over.name}: ${figure} ${possessive(category.description)} limit of ${money(limit)} per claim.`,
    });
  }

  for (const [key, group] of groupBy(
    checked,
    ({ category, line }) => `${category.id}:${line.date.slice(0, 7)}`,
  )) {
    const category = group[0]?.category;
    if (!category?.limitPerMonth) continue;
    const limit = toDecimal(category.limitPerMonth, `${category.code} limit per month`);
    const alreadyAmount = alreadyThisMonth.get(key);
    const already =
      alreadyAmount === undefined ? ZERO : toDecimal(alreadyAmount, `already claimed for ${key}`);
    const found = firstOverLimit(group, already, limit);
    if (!found) continue;
    const { over, upTo, total } = found;
    const month = monthLabel(key.slice(key.lastIndexOf(':') + 1));
    const ours =
      upTo.length === 1 ? money(sumOf(upTo)) : `lines ${lineNumbers(upTo)} (${money(sumOf(upTo))})`;
    let figure: string;
    if (!already.isZero()) {
      figure = `${ours} and ${money(already)} already claimed in ${month} come to ${money(total)}, over`;
    } else if (upTo.length === 1) {
      figure = `${money(total)} in ${month} is over`;
    } else {
      figure = `lines ${lineNumbers(upTo)} together come to ${money(total)} in ${month}, over`;
    }
    problems.push({
      index: over.line.index,
      field: 'amount',
      message: `${over.name}: ${figure} ${possessive(category.description)} limit of ${money(limit)} per month.`,
    });
  }
  return problems.sort((a, b) => a.index - b.index);
}

/**
 * What is wrong with an approver's amount for a line, or null: not an amount of 0 or more with the
 * currency's digits, more than was claimed, or less than was claimed without a reason. The claimed
 * amount is never changed; the approved amount sits beside it.
 */
export function approvedAmountProblem(
  claimed: Amount,
  approved: Amount,
  reason: string | null | undefined,
  digits: number,
): string | null {
  const claimedValue = toDecimal(claimed, 'claimed amount');
  const value =
    typeof approved === 'string'
      ? readAmount(approved.trim(), digits)
      : approved.isFinite() && !approved.isNegative() && approved.decimalPlaces() <= digits
        ? approved
        : null;
  if (value === null) return `Enter an approved amount of 0 or more with ${places(digits)}.`;
  if (value.gt(claimedValue)) {
    return `The approved amount ${formatMoney(value, digits)} is more than the ${formatMoney(claimedValue, digits)} claimed.`;
  }
  const why = reason?.trim() ?? '';
  if (value.lt(claimedValue) && why === '') {
    return `A reason is required to approve less than the ${formatMoney(claimedValue, digits)} claimed.`;
  }
  if (why.length > EXPENSE_APPROVAL_REASON_MAX)
    return `Use at most ${EXPENSE_APPROVAL_REASON_MAX} characters for the reason.`;
  return null;
}
