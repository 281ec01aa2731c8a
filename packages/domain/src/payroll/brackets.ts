import { Decimal } from 'decimal.js';
import type { TaxTableBasis, TaxTableType } from './constants.ts';
import { type Amount, formatMoney, percentOf, toDecimal, ZERO } from './money.ts';

/**
 * Statutory tables (§2.9 "Statutory Taxes"): brackets "Income More Than", "%" and a derived
 * "Cumulative Tax". A band applies to income strictly above its lower bound, up to and including
 * the next bound: no gaps and no "+1" (Frappe's `(income − from + 1) × %` is a unit off at every
 * bound, hrms#1457). The Cumulative Tax of a row is the tax due at its lower bound: the sum of the
 * full bands below it, each kept at the currency's minor unit as published tables print it.
 */

/** A bracket as typed or stored: its lower bound and the % of income above it. */
export interface TaxBracketInput {
  incomeMoreThan: Amount;
  percentage: Amount;
}

/** A bracket with its derived column. */
export interface TaxBracket {
  incomeMoreThan: Decimal;
  percentage: Decimal;
  cumulativeTax: Decimal;
}

/** A statutory table as the employer sets it up; `reliefPerMonth` is a tax credit (PAYE only). */
export interface TaxTableInput {
  code: string;
  description?: string;
  type: TaxTableType;
  basis: TaxTableBasis;
  brackets: readonly TaxBracketInput[];
  reliefPerMonth?: Amount | null;
}

export interface TaxTable {
  code: string;
  description: string;
  type: TaxTableType;
  basis: TaxTableBasis;
  brackets: readonly TaxBracket[];
  reliefPerMonth: Decimal;
}

export type BracketField = 'brackets' | 'incomeMoreThan' | 'percentage';

/** A problem with a table's brackets; `row` counts from 1 (0 for the table as a whole). */
export interface BracketFinding {
  row: number;
  field: BracketField;
  message: string;
}

export const BRACKET_FIELD_LABELS: Record<Exclude<BracketField, 'brackets'>, string> = {
  incomeMoreThan: 'Income More Than',
  percentage: '%',
};

export const NO_BRACKETS_MESSAGE = 'Add at least one bracket.';

const plainDecimal = /^\d+(\.\d+)?$/;

function readAmount(value: Amount): Decimal | null {
  if (typeof value === 'string') return plainDecimal.test(value.trim()) ? new Decimal(value.trim()) : null;
  return value.isFinite() && !value.isNegative() ? value : null;
}

/**
 * Every problem with `brackets`, each naming its row and field: the first starts at 0, bounds
 * strictly rise, amounts have at most the currency's digits and % runs from 0 to 100.
 */
export function validateBrackets(brackets: readonly TaxBracketInput[], digits: number): BracketFinding[] {
  if (brackets.length === 0) return [{ row: 0, field: 'brackets', message: NO_BRACKETS_MESSAGE }];
  const findings: BracketFinding[] = [];
  let previous: { row: number; bound: Decimal } | null = null;
  brackets.forEach((bracket, index) => {
    const row = index + 1;
    const bound = readAmount(bracket.incomeMoreThan);
    if (bound === null || bound.decimalPlaces() > digits) {
      const places = digits === 0 ? 'no decimals' : `at most ${digits} decimals`;
      findings.push({
        row,
        field: 'incomeMoreThan',
        message: `Row ${row}: Income More Than must be an amount of 0 or more with ${places}.`,
      });
    } else if (row === 1 && !bound.isZero()) {
      findings.push({
        row,
        field: 'incomeMoreThan',
        message:
          'Row 1: Income More Than must be 0, so the first bracket starts with the first unit of income.',
      });
    } else if (previous && !bound.gt(previous.bound)) {
      findings.push({
        row,
        field: 'incomeMoreThan',
        message: `Row ${row}: Income More Than must be more than row ${previous.row}'s ${formatMoney(previous.bound, digits)}.`,
      });
    }
    if (bound !== null) previous = { row, bound };
    const percentage = readAmount(bracket.percentage);
    if (percentage === null || percentage.gt(100)) {
      findings.push({ row, field: 'percentage', message: `Row ${row}: % must be a number from 0 to 100.` });
    }
  });
  return findings;
}

/** A band's full tax, kept at the minor unit, always half up so that tax never drops across a bound. */
function bandTax(percentage: Decimal, width: Decimal, digits: number): Decimal {
  return percentOf(percentage, width).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
}

/**
 * The Cumulative Tax column as the brackets are typed: one string per row with the currency's
 * digits, or null from the first row whose bound or % cannot be read, or does not rise.
 */
export function cumulativeTaxColumn(brackets: readonly TaxBracketInput[], digits: number): (string | null)[] {
  let cumulative = ZERO;
  let broken = false;
  return brackets.map((bracket, index) => {
    const bound = readAmount(bracket.incomeMoreThan);
    const before = brackets[index - 1];
    const lower = before ? readAmount(before.incomeMoreThan) : ZERO;
    const percentage = before ? readAmount(before.percentage) : ZERO;
    if (
      broken ||
      bound === null ||
      lower === null ||
      percentage === null ||
      (index > 0 && !bound.gt(lower))
    ) {
      broken = true;
      return null;
    }
    if (index === 0 && !bound.isZero()) {
      broken = true;
      return null;
    }
    if (index > 0) cumulative = cumulative.plus(bandTax(percentage, bound.minus(lower), digits));
    return cumulative.toFixed(digits);
  });
}

/** The brackets with their derived column; throws when they do not validate. */
export function withCumulativeTax(brackets: readonly TaxBracketInput[], digits: number): TaxBracket[] {
  const findings = validateBrackets(brackets, digits);
  if (findings.length > 0) throw new RangeError(findings.map((finding) => finding.message).join(' '));
  let cumulative = ZERO;
  let previous: { incomeMoreThan: Decimal; percentage: Decimal } | null = null;
  return brackets.map((input) => {
    const incomeMoreThan = toDecimal(input.incomeMoreThan, 'Income More Than');
    const percentage = toDecimal(input.percentage, '%');
    if (previous) {
      cumulative = cumulative.plus(
        bandTax(previous.percentage, incomeMoreThan.minus(previous.incomeMoreThan), digits),
      );
    }
    previous = { incomeMoreThan, percentage };
    return { incomeMoreThan, percentage, cumulativeTax: cumulative };
  });
}

/** A validated table with its derived column, ready for any number of payslips. */
export function prepareTaxTable(input: TaxTableInput, digits: number): TaxTable {
  const relief = input.reliefPerMonth == null ? ZERO : toDecimal(input.reliefPerMonth, 'relief');
  if (relief.isNegative()) throw new RangeError(`${input.code}: a relief is not negative.`);
  return {
    code: input.code,
    description: input.description ?? input.code,
    type: input.type,
    basis: input.basis,
    brackets: withCumulativeTax(input.brackets, digits),
    reliefPerMonth: relief,
  };
}

/** The band an income falls in: the last whose lower bound it is strictly above; null for no income. */
export function bandOf(brackets: readonly TaxBracket[], income: Decimal): TaxBracket | null {
  let band: TaxBracket | null = null;
  for (const bracket of brackets) {
    if (income.gt(bracket.incomeMoreThan)) band = bracket;
    else break;
  }
  return band;
}

/** How a table taxes an income: its band, the excess over the band's bound and the exact tax. */
export interface BracketTax {
  band: TaxBracket | null;
  excess: Decimal;
  tax: Decimal;
}

/** The band's cumulative tax plus the band's % of the excess, exact (the caller rounds once). */
export function taxOnIncome(brackets: readonly TaxBracket[], income: Decimal): BracketTax {
  const band = bandOf(brackets, income);
  if (!band) return { band: null, excess: ZERO, tax: ZERO };
  const excess = income.minus(band.incomeMoreThan);
  return { band, excess, tax: band.cumulativeTax.plus(percentOf(band.percentage, excess)) };
}

/** The table with every bound and cumulative tax × `factor` (a monthly table carried through a year). */
export function scaleBrackets(brackets: readonly TaxBracket[], factor: number): TaxBracket[] {
  return brackets.map((bracket) => ({
    incomeMoreThan: bracket.incomeMoreThan.times(factor),
    percentage: bracket.percentage,
    cumulativeTax: bracket.cumulativeTax.times(factor),
  }));
}
