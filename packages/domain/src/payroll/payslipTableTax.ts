import type { PayPeriod } from '../schemas/employee.ts';
import type { TaxTable } from './brackets.ts';
import { PERIODS_PER_YEAR } from './constants.ts';
import {
  exactProduct,
  exactSum,
  formatMinor,
  guard,
  pow10,
  roundProduct,
  scaledMoney,
} from './minorUnits.ts';
import type { MoneyRules } from './money.ts';
import { minorOf, type Rate, rateOf } from './payslipFigures.ts';

/** A table's brackets in minor units, for one pay period's basis (direct, or a monthly table × 12). */
interface IntTable {
  bounds: number[];
  rates: Rate[];
  cumulative: number[];
  relief: number;
}

/** Each table read once per digits and kept for every payslip that uses it (a run shares its tables). */
const intTables = new WeakMap<TaxTable, { digits: number; direct: IntTable; yearly: IntTable }>();

function intTableOf(table: TaxTable, digits: number): { direct: IntTable; yearly: IntTable } {
  const known = intTables.get(table);
  if (known && known.digits === digits) return known;
  const minor = (value: { toFixed(): string }, what: string) => minorOf(value.toFixed(), digits, what);
  const bounds = table.brackets.map((bracket) => minor(bracket.incomeMoreThan, 'Income More Than'));
  const cumulative = table.brackets.map((bracket) => minor(bracket.cumulativeTax, 'Cumulative Tax'));
  const tableRates = table.brackets.map((bracket) => rateOf(bracket.percentage.toFixed(), '%'));
  const relief = minor(table.reliefPerMonth, 'relief');
  const times12 = (value: number) => guard(value * 12, table.code, ' × 12');
  const direct = { bounds, rates: tableRates, cumulative, relief };
  const yearly: IntTable =
    table.basis === 'Monthly'
      ? {
          bounds: bounds.map(times12),
          rates: tableRates,
          cumulative: cumulative.map(times12),
          relief: times12(relief),
        }
      : { ...direct, relief: times12(relief) };
  const prepared = { digits, direct, yearly };
  intTables.set(table, prepared);
  return prepared;
}

function isGreater(a: number | bigint, b: number | bigint): boolean {
  return typeof a === 'number' && typeof b === 'number' ? a > b : BigInt(a) > BigInt(b);
}

/** round(value / denominator), value exact (number or bigint). */
function roundExact(value: number | bigint, denominator: number, halfEven: boolean, what: string): number {
  if (typeof value === 'number') return roundProduct(value, 1, denominator, halfEven, what);
  const big = BigInt(denominator);
  let quotient = value / big;
  const twice = (value - quotient * big) * 2n;
  if (twice > big || (twice === big && (!halfEven || quotient % 2n === 1n))) quotient += 1n;
  return guard(Number(quotient), what);
}

function minus(a: number | bigint, b: number | bigint): number | bigint {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return BigInt(a) - BigInt(b);
}

/** One table applied to one period's income: the amount and every figure its explanation shows. */
export interface TableStep {
  amount: number;
  income: number;
  periods: number;
  basisIncome: number;
  table: IntTable;
  /** The bracket the income falls in, -1 below the first. */
  band: number;
  rate: Rate | undefined;
  excess: number;
  /** The exact tax, an integer over 10^taxScale (digits + 2 + the %'s decimals). */
  tax: number | bigint;
  taxScale: number;
  scaledRelief: number | bigint;
  afterRelief: number | bigint;
}

/** tableAmountForPeriod (tableTax.ts) in minor units: the same amount, rounded once. */
export function tableStep(
  table: TaxTable,
  periodIncome: number,
  payPeriod: PayPeriod,
  money: MoneyRules,
  label: string,
): TableStep {
  const { digits } = money;
  const halfEven = money.rounding === 'Half Even';
  const prepared = intTableOf(table, digits);
  const direct = table.basis === 'Monthly' && payPeriod === 'Monthly';
  const periods = direct ? 1 : PERIODS_PER_YEAR[payPeriod];
  const intTable = direct ? prepared.direct : prepared.yearly;
  const { bounds, rates: bandRates, cumulative, relief } = intTable;
  const income = periodIncome < 0 ? 0 : periodIncome;
  const basisIncome = periods === 1 ? income : guard(income * periods, label, ' income a year');
  let band = -1;
  for (let index = 0; index < bounds.length; index++) {
    if (basisIncome > (bounds[index] as number)) band = index;
    else break;
  }
  let tax: number | bigint = 0;
  let taxScale = digits;
  let perUnit = 1;
  let excess = 0;
  let rate: Rate | undefined;
  if (band >= 0) {
    rate = bandRates[band] as Rate;
    excess = basisIncome - (bounds[band] as number);
    perUnit = 100 * pow10(rate.scale);
    taxScale = digits + 2 + rate.scale;
    tax = exactSum(exactProduct(cumulative[band] as number, perUnit), exactProduct(rate.int, excess));
  }
  const scaledRelief = exactProduct(relief, perUnit);
  const afterRelief = isGreater(tax, scaledRelief) ? minus(tax, scaledRelief) : 0;
  const amount = roundExact(afterRelief, perUnit * periods, halfEven, label);
  return {
    amount,
    income,
    periods,
    basisIncome,
    table: intTable,
    band,
    rate,
    excess,
    tax,
    taxScale,
    scaledRelief,
    afterRelief,
  };
}

/** The step's explanation, as tableAmountForPeriod (tableTax.ts) writes it. */
export function describeTableStep(
  step: TableStep,
  basis: TaxTable['basis'],
  digits: number,
  label: string,
  baseNote = '',
): string {
  const { amount, income, periods, basisIncome, band, rate, excess, tax, taxScale, scaledRelief } = step;
  const { bounds, cumulative, relief } = step.table;
  const parts: string[] = [label];
  if (periods > 1) {
    const scaled = basis === 'Monthly' ? ', monthly table × 12' : '';
    parts.push(
      `on ${formatMinor(basisIncome, digits)} a year (${formatMinor(income, digits)}${baseNote ? ` ${baseNote}` : ''} × ${periods}${scaled}):`,
    );
  } else if (baseNote) {
    parts.push(`on ${formatMinor(income, digits)} ${baseNote}:`);
  }
  if (!rate) parts.push(`no income above ${formatMinor(bounds[0] ?? 0, digits)}`);
  else if (bounds[band] === 0) parts.push(`${rate.text}% × ${formatMinor(excess, digits)}`);
  else {
    parts.push(
      `${formatMinor(cumulative[band] as number, digits)} on the first ${formatMinor(bounds[band] as number, digits)} + ${rate.text}% × ${formatMinor(excess, digits)}`,
    );
  }
  const perYear = periods > 1 ? ' a year' : '';
  if (relief > 0) {
    const floor = isGreater(scaledRelief, tax) ? ', never below 0' : '';
    parts.push(
      `= ${scaledMoney(tax, taxScale, digits, true)} − relief ${formatMinor(relief, digits)}${perYear}${floor}`,
    );
  }
  parts.push(
    periods > 1
      ? `= ${scaledMoney(step.afterRelief, taxScale, digits, true)} a year ÷ ${periods} = ${formatMinor(amount, digits)}`
      : `= ${formatMinor(amount, digits)}`,
  );
  return parts.join(' ');
}
