import type { PayPeriod } from '../schemas/employee.ts';
import type { TaxTable } from './brackets.ts';
import { PAYSLIP_LINE_KINDS, type PayItemKind, type PayslipLineKind, PERIODS_PER_YEAR } from './constants.ts';
import type { ContributionSideInput } from './contributions.ts';
import {
  exactProduct,
  exactSum,
  formatMinor,
  guard,
  minorString,
  minorToDecimal,
  parseMinor,
  parseScaled,
  pow10,
  roundProduct,
  type Scaled,
  scaledMoney,
  scaledText,
} from './minorUnits.ts';
import { type Amount, describeRounding, type MoneyRules, minorUnit, roundMoney, toDecimal } from './money.ts';
import type { PayItemInput } from './payItems.ts';
import type { Payslip, PayslipInput, PayslipLine } from './payslipTypes.ts';
import {
  checkPaymentDays,
  describeProration,
  isWholePeriod,
  type PaymentDays,
  prorate,
} from './proration.ts';
import { basicPayLine } from './salaryParts.ts';

export type { EmployeeReliefInput, Payslip, PayslipInput, PayslipLine } from './payslipTypes.ts';

/**
 * One employee's payslip for one period: every line with its amount and a one-line explanation a
 * payroll officer can check by hand, and the totals. Gross is basic pay plus earnings and bonuses;
 * total deductions are the deductions, the employee's contributions and the taxes; net pay is gross
 * less total deductions; the employer's cost is gross plus the employer's contributions. Reliefs
 * lower taxable income and are not taken from pay. Every line is rounded once and the totals add the
 * rounded lines, so the payslip adds up as printed.
 *
 * It counts in whole minor units (minorUnits.ts): amounts are safe integers, a % or a quantity is an
 * integer over a power of ten, and each rate step is an exact fraction rounded once. decimal.js is
 * left only for proration by payment days (a fraction of days, some halves). Input the integer path
 * cannot take (an amount with more decimals than the currency has, which the contract refuses) is a
 * RangeError naming the amount. The engine as it counted before, in decimal.js throughout, is the
 * reference the property tests hold this one to (test-support/payslipDecimal.ts).
 */

/**
 * `text` flattened: an explanation built piece by piece is a tree of string pieces in V8 until it is
 * read; reading one character flattens it, so a kept payslip holds one flat string per explanation
 * and the pieces die young (fewer, smaller objects for the collector to copy).
 */
function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}

const KIND_COUNT = PAYSLIP_LINE_KINDS.length;
const KIND_INDEX = new Map<PayslipLineKind, number>(PAYSLIP_LINE_KINDS.map((kind, index) => [kind, index]));

/** A % or a quantity as typed, read once: its integer over 10^scale and its text ("2.75"). */
interface Rate extends Scaled {
  text: string;
}

const rates = new Map<string, Rate>();

function rateOf(amount: Amount, name: string, field = ''): Rate {
  if (typeof amount === 'string') {
    const known = rates.get(amount);
    if (known) return known;
  }
  const scaled = parseScaled(amount, name, field);
  if (scaled.int === 0 && typeof amount === 'string' && amount.startsWith('-')) scaled.int = -0;
  const rate = { ...scaled, text: scaledText(scaled) };
  if (typeof amount === 'string') {
    if (rates.size > 10_000) rates.clear();
    rates.set(amount, rate);
  }
  return rate;
}

function minorOf(amount: Amount, digits: number, name: string, field = ''): number {
  const units = parseMinor(amount, digits, name, field);
  if (units === 0 && typeof amount === 'string' && amount.startsWith('-')) return -0;
  return units;
}

/** "-0.00" is refused as negative, as decimal.js's isNegative() refuses it: minorOf and rateOf keep its sign. */
function isNegative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

/** A table's brackets in minor units, for one pay period's basis (direct, or a monthly table × 12). */
interface IntTable {
  bounds: number[];
  rates: Rate[];
  cumulative: number[];
  relief: number;
}

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

/** tableAmountForPeriod (tableTax.ts) in minor units: the same amount and the same explanation. */
function tableAmount(
  table: TaxTable,
  periodIncome: number,
  payPeriod: PayPeriod,
  money: MoneyRules,
  label: string,
  baseNote = '',
): { amount: number; explanation: string } {
  const { digits } = money;
  const halfEven = money.rounding === 'Half Even';
  const prepared = intTableOf(table, digits);
  const direct = table.basis === 'Monthly' && payPeriod === 'Monthly';
  const periods = direct ? 1 : PERIODS_PER_YEAR[payPeriod];
  const { bounds, rates: bandRates, cumulative, relief } = direct ? prepared.direct : prepared.yearly;
  const income = periodIncome < 0 ? 0 : periodIncome;
  const basisIncome = periods === 1 ? income : guard(income * periods, label, ' income a year');
  let band = -1;
  for (let index = 0; index < bounds.length; index++) {
    if (basisIncome > (bounds[index] as number)) band = index;
    else break;
  }
  // The exact tax, an integer over 10^(digits + 2 + the %'s decimals).
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

  const parts: string[] = [label];
  if (periods > 1) {
    const scaled = table.basis === 'Monthly' ? ', monthly table × 12' : '';
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
      ? `= ${scaledMoney(afterRelief, taxScale, digits, true)} a year ÷ ${periods} = ${formatMinor(amount, digits)}`
      : `= ${formatMinor(amount, digits)}`,
  );
  return { amount, explanation: parts.join(' ') };
}

interface Base {
  amount: number;
  madeOf: string;
  excludedNote: string;
}

function capOf(side: ContributionSideInput, code: string, digits: number): number | null {
  if (side.cappedAmount == null || side.cappedAmount === '') return null;
  const cap = minorOf(side.cappedAmount, digits, code, ' capped amount');
  if (isNegative(cap)) throw new RangeError(`${code}: a capped amount is not negative.`);
  return cap;
}

function baseNote(base: Base, cap: number | null, digits: number): string {
  const capped =
    cap !== null && base.amount > cap
      ? ` ${formatMinor(base.amount, digits)}, capped at ${formatMinor(cap, digits)}`
      : '';
  return `(${base.madeOf}${capped}${base.excludedNote})`;
}

function sideAmount(side: ContributionSideInput, code: string): Amount {
  if (side.amount == null) throw new RangeError(`${code}: ${side.type} needs an amount.`);
  return side.amount;
}

/** contributionAmount (contributions.ts) in minor units. */
function contribution(
  side: ContributionSideInput,
  label: string,
  base: Base,
  payPeriod: PayPeriod,
  money: MoneyRules,
): { amount: number; explanation: string } | null {
  const { digits } = money;
  switch (side.type) {
    case 'Not Applicable':
      return null;
    case 'Fixed Amount': {
      const given = rateOf(sideAmount(side, label), label, ' amount');
      if (isNegative(given.int)) throw new RangeError(`${label}: a contribution amount is not negative.`);
      const halfEven = money.rounding === 'Half Even';
      const amount =
        given.scale <= digits
          ? guard(given.int * pow10(digits - given.scale), label, ' amount')
          : roundProduct(given.int, 1, pow10(given.scale - digits), halfEven, label, ' amount');
      return { amount, explanation: `${label} fixed amount ${formatMinor(amount, digits)}` };
    }
    case 'Gross Income': {
      const rate = rateOf(sideAmount(side, label), label, ' amount');
      if (isNegative(rate.int)) throw new RangeError(`${label}: a contribution amount is not negative.`);
      if (rate.int > 100 * pow10(rate.scale)) throw new RangeError(`${label}: a % runs from 0 to 100.`);
      const cap = capOf(side, label, digits);
      const applied = cap !== null && base.amount > cap ? cap : base.amount;
      const halfEven = money.rounding === 'Half Even';
      const amount = roundProduct(rate.int, applied, 100 * pow10(rate.scale), halfEven, label);
      const note = baseNote(base, cap, digits);
      return {
        amount,
        explanation: `${label} ${rate.text}% × ${formatMinor(applied, digits)} ${note} = ${formatMinor(amount, digits)}`,
      };
    }
    case 'Statutory Table': {
      if (!side.table) throw new RangeError(`${label}: Statutory Table needs a table.`);
      if (side.table.type !== 'Other')
        throw new RangeError(`${label}: a contribution's table is of type Other.`);
      const cap = capOf(side, label, digits);
      const applied = cap !== null && base.amount > cap ? cap : base.amount;
      return tableAmount(side.table, applied, payPeriod, money, label, baseNote(base, cap, digits));
    }
  }
}

const SWITCH_NOTES: string[] = [];
const ITEM_KIND_INDEX: Record<PayItemKind, number> = { Earning: 0, Deduction: 1, Bonus: 2 };

function switchIndex(kind: PayItemKind, tax: boolean, otherStatutory: boolean): number {
  return ITEM_KIND_INDEX[kind] * 4 + (tax ? 2 : 0) + (otherStatutory ? 1 : 0);
}
for (const kind of ['Earning', 'Deduction', 'Bonus'] as const) {
  for (const tax of [true, false]) {
    for (const otherStatutory of [true, false]) {
      let note: string;
      if (kind === 'Deduction') {
        const taxNote = tax ? 'before tax' : 'after tax: reduces net pay only';
        note = otherStatutory ? `${taxNote}; lowers the statutory base` : taxNote;
      } else {
        const taxNote = tax ? 'taxable' : 'not taxable (Tax off)';
        note = `${taxNote}; ${otherStatutory ? 'in the statutory base' : 'not in the statutory base (Other Statutory off)'}`;
      }
      SWITCH_NOTES[switchIndex(kind, tax, otherStatutory)] = note;
    }
  }
}

interface Priced {
  kind: PayItemKind;
  label: string;
  amount: number;
  tax: boolean;
  otherStatutory: boolean;
  explanation: string;
}

/** priceItem (payItems.ts) in minor units; proration by payment days stays a decimal.js step. */
function price(item: PayItemInput, days: PaymentDays | null, money: MoneyRules, proration: string): Priced {
  const { digits } = money;
  const label = item.description ?? item.code;
  const unitAmount = minorOf(item.amount, digits, item.code, ' amount');
  const quantity =
    item.quantity == null || item.quantity === '' ? null : rateOf(item.quantity, item.code, ' quantity');
  if (isNegative(unitAmount)) throw new RangeError(`${item.code}: an amount is not negative.`);
  if (quantity && !(quantity.int > 0)) throw new RangeError(`${item.code}: a quantity is more than 0.`);
  const prorated = (item.prorate ?? item.kind === 'Earning') && days !== null;
  let amount: number;
  if (prorated) {
    const unit = minorToDecimal(unitAmount, digits);
    const exact = prorate(quantity ? unit.times(toDecimal(quantity.text)) : unit, days);
    amount = minorOf(roundMoney(exact, money).toFixed(digits), digits, item.code, ' amount');
  } else if (quantity) {
    const halfEven = money.rounding === 'Half Even';
    amount = roundProduct(unitAmount, quantity.int, pow10(quantity.scale), halfEven, item.code, ' amount');
  } else {
    amount = unitAmount;
  }
  const tax = item.tax ?? true;
  const otherStatutory = item.otherStatutory ?? true;
  let explanation = item.explanation;
  if (explanation === undefined) {
    explanation = `${label} ${formatMinor(unitAmount, digits)}`;
    let more = false;
    if (quantity && !(quantity.int === 1 && quantity.scale === 0)) {
      explanation += ` × ${quantity.text}${item.unit ? ` ${item.unit}` : ''}`;
      more = true;
    }
    if (prorated) {
      explanation += ` ${proration}`;
      more = true;
    }
    if (more || amount !== unitAmount) explanation += ` = ${formatMinor(amount, digits)}`;
  }
  return {
    kind: item.kind,
    label,
    amount,
    tax,
    otherStatutory,
    explanation: `${explanation}; ${SWITCH_NOTES[switchIndex(item.kind, tax, otherStatutory)]}`,
  };
}

interface Line {
  kind: PayslipLineKind;
  code: string;
  label: string;
  amount: number;
  explanation: string;
}

/** The payslip in minor units (exported for the property tests). */
export function integerPayslip(input: PayslipInput): Payslip {
  const { money, payPeriod } = input;
  const { digits } = money;
  if (input.paymentDays) checkPaymentDays(input.paymentDays);
  const days = input.paymentDays && !isWholePeriod(input.paymentDays) ? input.paymentDays : null;
  // Each line is written as it is made, into its kind's list: the payslip lists them kind by kind.
  const byKind: PayslipLine[][] = Array.from({ length: KIND_COUNT }, () => []);
  const add = (line: Line) =>
    byKind[KIND_INDEX.get(line.kind) ?? 0]?.push({
      kind: line.kind,
      code: line.code,
      label: line.label,
      amount: minorString(line.amount, digits),
      explanation: flat(line.explanation),
    });

  let basic: number;
  let basicExplanation: string;
  if (typeof input.basicPay === 'string' && !days) {
    basic = minorOf(input.basicPay, digits, 'basic pay');
    if (isNegative(basic)) throw new RangeError('Basic pay is not negative.');
    basicExplanation = `Basic ${formatMinor(basic, digits)}`;
  } else {
    const line = basicPayLine(input.basicPay, input.paymentDays, money);
    basic = minorOf(line.amount.toFixed(digits), digits, 'basic pay');
    basicExplanation = line.explanation;
  }
  add({ kind: 'Basic', code: 'BASIC', label: 'Basic salary', amount: basic, explanation: basicExplanation });

  let gross = basic;
  let taxable = basic;
  let statutory = basic;
  let deductions = 0;
  let employerContributions = 0;
  let taxableParts = `basic ${formatMinor(basic, digits)}`;
  let madeOf = 'basic';
  const excluded: string[] = [];

  const proration = days ? describeProration(days) : '';
  for (const item of input.items ?? []) {
    const priced = price(item, days, money, proration);
    const { kind, label, amount } = priced;
    add({ kind, code: item.code, label, amount, explanation: priced.explanation });
    const deduction = kind === 'Deduction';
    const signed = deduction ? -amount : amount;
    if (deduction) deductions += amount;
    else gross += amount;
    if (priced.tax) {
      taxable += signed;
      taxableParts += ` ${deduction ? '−' : '+'} ${label} ${formatMinor(amount, digits)}`;
    }
    if (priced.otherStatutory) {
      statutory += signed;
      madeOf += ` ${deduction ? '−' : '+'} ${label}`;
    } else if (!deduction) {
      excluded.push(label);
    }
  }

  const base: Base = {
    amount: statutory < 0 ? 0 : guard(statutory, 'The statutory base'),
    madeOf,
    excludedNote: excluded.length > 0 ? `; ${excluded.join(', ')} excluded: Other Statutory off` : '',
  };
  for (const item of input.contributions ?? []) {
    const label = item.description ?? item.code;
    const employee = contribution(item.employee, label, base, payPeriod, money);
    if (employee) {
      const timing = item.employeeBeforeTax ? 'before tax' : 'after tax';
      add({
        kind: 'Employee Contribution',
        code: item.code,
        label,
        amount: employee.amount,
        explanation: `${employee.explanation}; ${timing}`,
      });
      deductions += employee.amount;
      if (item.employeeBeforeTax) {
        taxable -= employee.amount;
        taxableParts += ` − ${label} ${formatMinor(employee.amount, digits)}`;
      }
    }
    const employer = contribution(item.employer, `${label} (employer)`, base, payPeriod, money);
    if (employer) {
      add({ kind: 'Employer Contribution', code: item.code, label, ...employer });
      employerContributions += employer.amount;
    }
  }

  for (const relief of input.reliefs ?? []) {
    const label = relief.description ?? relief.code;
    const given = minorOf(relief.amount, digits, relief.code, ' relief');
    if (isNegative(given)) throw new RangeError(`${relief.code}: a relief is not negative.`);
    const note = 'lowers taxable income, not taken from pay';
    let amount = given;
    let explanation: string;
    if (relief.per === 'Period') {
      explanation = `${label} ${formatMinor(amount, digits)}; ${note}`;
    } else {
      const periods = PERIODS_PER_YEAR[payPeriod];
      amount = roundProduct(given, 1, periods, money.rounding === 'Half Even', relief.code, ' relief');
      explanation = `${label} ${formatMinor(given, digits)} a year ÷ ${periods} = ${formatMinor(amount, digits)}; ${note}`;
    }
    add({ kind: 'Relief', code: relief.code, label, amount, explanation });
    taxable -= amount;
    taxableParts += ` − ${label} ${formatMinor(amount, digits)}`;
  }
  const floored = taxable < 0;
  if (floored) taxable = 0;
  guard(taxable, 'Taxable income');

  for (const table of input.taxTables ?? []) {
    if (table.type !== 'PAYE Tax') throw new RangeError(`${table.code}: only a PAYE Tax table taxes pay.`);
    const tax = tableAmount(table, taxable, payPeriod, money, table.code);
    add({ kind: 'Tax', code: table.code, label: table.description, ...tax });
    deductions += tax.amount;
  }

  const lines: PayslipLine[] = [];
  for (const kind of byKind) for (const line of kind) lines.push(line);
  guard(gross, 'Gross pay');
  guard(deductions, 'Total deductions');
  return {
    lines,
    gross: minorString(gross, digits),
    statutoryBase: minorString(base.amount, digits),
    taxableIncome: minorString(taxable, digits),
    totalDeductions: minorString(deductions, digits),
    netPay: minorString(guard(gross - deductions, 'Net pay'), digits),
    employerCost: minorString(guard(gross + employerContributions, "The employer's cost"), digits),
    taxableIncomeExplanation: flat(
      `${taxableParts} = ${floored ? '0, never below 0' : formatMinor(taxable, digits)}`,
    ),
    rounding: roundingOf(money),
  };
}

const roundingTexts: ({ minorUnit: string; explanation: string } | undefined)[] = [];

function roundingOf(money: MoneyRules): Payslip['rounding'] {
  const key = money.digits * 2 + (money.rounding === 'Half Even' ? 1 : 0);
  let texts = roundingTexts[key];
  if (!texts) {
    texts = { minorUnit: minorUnit(money.digits), explanation: describeRounding(money) };
    roundingTexts[key] = texts;
  }
  return { rule: money.rounding, minorUnit: texts.minorUnit, explanation: texts.explanation };
}

export function computePayslip(input: PayslipInput): Payslip {
  const { digits } = input.money;
  if (!Number.isInteger(digits) || digits < 0 || digits > 4)
    throw new RangeError(`A currency's digits run from 0 to 4, not ${digits}.`);
  return integerPayslip(input);
}
