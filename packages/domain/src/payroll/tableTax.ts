import type { Decimal } from 'decimal.js';
import type { PayPeriod } from '../schemas/employee.ts';
import { scaleBrackets, type TaxTable, taxOnIncome } from './brackets.ts';
import { PERIODS_PER_YEAR } from './constants.ts';
import { formatMoney, formatPercent, type MoneyRules, roundMoney, ZERO } from './money.ts';

/**
 * A statutory table applied to one pay period's income. A monthly table taxes a monthly period
 * directly. Any other pair (a yearly table, or a weekly, semi-monthly or bi-weekly period) carries
 * the period's income through the year (× 12, 52, 24 or 26), taxes it by the yearly table (a monthly
 * table's bounds, cumulative tax and relief × 12), and divides the tax back: Frappe knew only the
 * annualised way, and a Ghanaian employer's monthly table came out wrong. The table's relief per
 * month is a tax credit taken from the tax, never below 0. The result is rounded once.
 */

export interface TableAmount {
  amount: Decimal;
  explanation: string;
}

interface TableOnPeriod {
  /** Periods a year when the income is carried through the year; 1 when taxed directly. */
  periods: number;
  brackets: TaxTable['brackets'];
  relief: Decimal;
}

/** Tables scaled to a year, kept per table so a run of many payslips scales each once. */
const yearlyBrackets = new WeakMap<TaxTable, TaxTable['brackets']>();

function onPeriod(table: TaxTable, payPeriod: PayPeriod): TableOnPeriod {
  if (table.basis === 'Monthly' && payPeriod === 'Monthly') {
    return { periods: 1, brackets: table.brackets, relief: table.reliefPerMonth };
  }
  let brackets = table.brackets;
  if (table.basis === 'Monthly') {
    brackets = yearlyBrackets.get(table) ?? scaleBrackets(table.brackets, 12);
    yearlyBrackets.set(table, brackets);
  }
  return { periods: PERIODS_PER_YEAR[payPeriod], brackets, relief: table.reliefPerMonth.times(12) };
}

/**
 * `label` is how the line names itself ("PAYE", "NSSF"); `baseNote` says what the income is made
 * of when that is not plain taxable income ("(basic 100,000.00, capped at 72,000.00)").
 */
export function tableAmountForPeriod(
  table: TaxTable,
  periodIncome: Decimal,
  payPeriod: PayPeriod,
  money: MoneyRules,
  label: string,
  baseNote = '',
): TableAmount {
  const { periods, brackets, relief } = onPeriod(table, payPeriod);
  const income = periodIncome.isNegative() ? ZERO : periodIncome;
  const basisIncome = periods === 1 ? income : income.times(periods);
  const { band, excess, tax } = taxOnIncome(brackets, basisIncome);
  const afterRelief = tax.gt(relief) ? tax.minus(relief) : ZERO;
  const amount = roundMoney(periods === 1 ? afterRelief : afterRelief.div(periods), money);

  const { digits } = money;
  const parts: string[] = [label];
  if (periods > 1) {
    const scaled = table.basis === 'Monthly' ? ', monthly table × 12' : '';
    parts.push(
      `on ${formatMoney(basisIncome, digits)} a year (${formatMoney(income, digits)}${baseNote ? ` ${baseNote}` : ''} × ${periods}${scaled}):`,
    );
  } else if (baseNote) {
    parts.push(`on ${formatMoney(income, digits)} ${baseNote}:`);
  }
  if (!band) parts.push(`no income above ${formatMoney(brackets[0]?.incomeMoreThan ?? ZERO, digits)}`);
  else if (band.incomeMoreThan.isZero())
    parts.push(`${formatPercent(band.percentage)} × ${formatMoney(excess, digits)}`);
  else {
    parts.push(
      `${formatMoney(band.cumulativeTax, digits)} on the first ${formatMoney(band.incomeMoreThan, digits)} + ${formatPercent(band.percentage)} × ${formatMoney(excess, digits)}`,
    );
  }
  const perYear = periods > 1 ? ' a year' : '';
  if (relief.gt(0)) {
    const floor = tax.lt(relief) ? ', never below 0' : '';
    parts.push(`= ${formatMoney(tax, digits)} − relief ${formatMoney(relief, digits)}${perYear}${floor}`);
  }
  parts.push(
    periods > 1
      ? `= ${formatMoney(afterRelief, digits)} a year ÷ ${periods} = ${formatMoney(amount, digits)}`
      : `= ${formatMoney(amount, digits)}`,
  );
  return { amount, explanation: parts.join(' ') };
}
