import type { PayPeriod } from '../schemas/employee.ts';
import { PERIODS_PER_YEAR, type RoundingRule } from './constants.ts';
import type { ContributionSideInput } from './contributions.ts';
import { guard, minorString, minorToDecimal, pow10, roundProduct } from './minorUnits.ts';
import { describeRounding, type MoneyRules, minorUnit, roundMoney, toDecimal } from './money.ts';
import type { PayItemInput } from './payItems.ts';
import {
  capOf,
  grossIncomeRate,
  isNegative,
  minorOf,
  quantityOf,
  rateOf,
  sideAmount,
} from './payslipFigures.ts';
import { tableStep } from './payslipTableTax.ts';
import { describePayslip, type PayslipFigures, type PayslipText } from './payslipText.ts';
import type { Payslip, PayslipInput, PayslipLine } from './payslipTypes.ts';
import { checkPaymentDays, isWholePeriod, type PaymentDays, prorate } from './proration.ts';
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
 *
 * Every amount is computed here, at once; the lines' text is written when a reader first asks for
 * `lines` or `taxableIncomeExplanation` (payslipText.ts), so a run that keeps 10,000 payslips keeps
 * their figures, not 10,000 payslips' explanations.
 */

/** priceItem (payItems.ts) in minor units; proration by payment days stays a decimal.js step. */
function itemAmount(item: PayItemInput, days: PaymentDays | null, money: MoneyRules): number {
  const { digits } = money;
  const unitAmount = minorOf(item.amount, digits, item.code, ' amount');
  const quantity = quantityOf(item.quantity, item.code);
  if (isNegative(unitAmount)) throw new RangeError(`${item.code}: an amount is not negative.`);
  if (quantity && !(quantity.int > 0)) throw new RangeError(`${item.code}: a quantity is more than 0.`);
  if ((item.prorate ?? item.kind === 'Earning') && days !== null) {
    const unit = minorToDecimal(unitAmount, digits);
    const exact = prorate(quantity ? unit.times(toDecimal(quantity.text)) : unit, days);
    return minorOf(roundMoney(exact, money).toFixed(digits), digits, item.code, ' amount');
  }
  if (quantity) {
    const halfEven = money.rounding === 'Half Even';
    return roundProduct(unitAmount, quantity.int, pow10(quantity.scale), halfEven, item.code, ' amount');
  }
  return unitAmount;
}

/** contributionAmount (contributions.ts) in minor units; null for a side that does not apply. */
function contributionAmount(
  side: ContributionSideInput,
  label: string,
  base: number,
  payPeriod: PayPeriod,
  money: MoneyRules,
): number | null {
  const { digits } = money;
  const halfEven = money.rounding === 'Half Even';
  switch (side.type) {
    case 'Not Applicable':
      return null;
    case 'Fixed Amount': {
      const given = rateOf(sideAmount(side, label), label, ' amount');
      if (isNegative(given.int)) throw new RangeError(`${label}: a contribution amount is not negative.`);
      return given.scale <= digits
        ? guard(given.int * pow10(digits - given.scale), label, ' amount')
        : roundProduct(given.int, 1, pow10(given.scale - digits), halfEven, label, ' amount');
    }
    case 'Gross Income': {
      const rate = grossIncomeRate(side, label);
      const cap = capOf(side, label, digits);
      const applied = cap !== null && base > cap ? cap : base;
      return roundProduct(rate.int, applied, 100 * pow10(rate.scale), halfEven, label);
    }
    case 'Statutory Table': {
      if (!side.table) throw new RangeError(`${label}: Statutory Table needs a table.`);
      if (side.table.type !== 'Other')
        throw new RangeError(`${label}: a contribution's table is of type Other.`);
      const cap = capOf(side, label, digits);
      const applied = cap !== null && base > cap ? cap : base;
      return tableStep(side.table, applied, payPeriod, money, label).amount;
    }
  }
}

type Rounding = Payslip['rounding'];

const roundings: (Rounding | undefined)[] = [];

/** One rounding note per digits and rule, shared by every payslip (frozen: one payslip cannot change another's). */
function roundingOf(money: MoneyRules): Rounding {
  const key = money.digits * 2 + (money.rounding === 'Half Even' ? 1 : 0);
  let rounding = roundings[key];
  if (!rounding) {
    rounding = Object.freeze({
      rule: money.rounding as RoundingRule,
      minorUnit: minorUnit(money.digits),
      explanation: describeRounding(money),
    });
    roundings[key] = rounding;
  }
  return rounding;
}

let textFields: PropertyDescriptorMap;

/**
 * A payslip as computePayslip returns it: the totals as strings, `lines` and `taxableIncomeExplanation`
 * written from the figures the first time they are read and kept from then on. Both are own enumerable
 * properties, so a spread, JSON.stringify or a deep equality sees a plain payslip.
 */
class ComputedPayslip implements Payslip {
  declare lines: PayslipLine[];
  declare taxableIncomeExplanation: string;
  declare gross: string;
  declare statutoryBase: string;
  declare taxableIncome: string;
  declare totalDeductions: string;
  declare netPay: string;
  declare employerCost: string;
  declare rounding: Rounding;
  #figures: PayslipFigures | null;
  #text: PayslipText | null = null;

  constructor(figures: PayslipFigures, gross: number, deductions: number, employerCost: number) {
    const { digits } = figures.input.money;
    Object.defineProperties(this, textFields);
    this.gross = minorString(gross, digits);
    this.statutoryBase = minorString(figures.statutoryBase, digits);
    this.taxableIncome = minorString(figures.taxable, digits);
    this.totalDeductions = minorString(deductions, digits);
    this.netPay = minorString(gross - deductions, digits);
    this.employerCost = minorString(employerCost, digits);
    this.rounding = roundingOf(figures.input.money);
    this.#figures = figures;
  }

  #described(): PayslipText {
    if (!this.#text) {
      this.#text = describePayslip(this.#figures as PayslipFigures);
      this.#figures = null;
    }
    return this.#text;
  }

  static {
    textFields = {
      lines: {
        enumerable: true,
        get(this: ComputedPayslip) {
          return this.#described().lines;
        },
        set(this: ComputedPayslip, lines: PayslipLine[]) {
          this.#described().lines = lines;
        },
      },
      taxableIncomeExplanation: {
        enumerable: true,
        get(this: ComputedPayslip) {
          return this.#described().taxableIncomeExplanation;
        },
        set(this: ComputedPayslip, explanation: string) {
          this.#described().taxableIncomeExplanation = explanation;
        },
      },
    };
  }
}

/** The payslip in minor units (exported for the property tests). */
export function integerPayslip(input: PayslipInput): Payslip {
  const { money, payPeriod } = input;
  const { digits } = money;
  if (input.paymentDays) checkPaymentDays(input.paymentDays);
  const days = input.paymentDays && !isWholePeriod(input.paymentDays) ? input.paymentDays : null;
  const amounts: number[] = [];

  let basic: number;
  let basicExplanation: string | null = null;
  if (typeof input.basicPay === 'string' && !days) {
    basic = minorOf(input.basicPay, digits, 'basic pay');
    if (isNegative(basic)) throw new RangeError('Basic pay is not negative.');
  } else {
    const line = basicPayLine(input.basicPay, input.paymentDays, money);
    basic = minorOf(line.amount.toFixed(digits), digits, 'basic pay');
    basicExplanation = line.explanation;
  }
  amounts.push(basic);

  let gross = basic;
  let taxable = basic;
  let statutory = basic;
  let deductions = 0;
  let employerContributions = 0;
  for (const item of input.items ?? []) {
    const amount = itemAmount(item, days, money);
    amounts.push(amount);
    const deduction = item.kind === 'Deduction';
    const signed = deduction ? -amount : amount;
    if (deduction) deductions += amount;
    else gross += amount;
    if (item.tax ?? true) taxable += signed;
    if (item.otherStatutory ?? true) statutory += signed;
  }

  const base = statutory < 0 ? 0 : guard(statutory, 'The statutory base');
  for (const item of input.contributions ?? []) {
    const label = item.description ?? item.code;
    const employee = contributionAmount(item.employee, label, base, payPeriod, money);
    if (employee !== null) {
      amounts.push(employee);
      deductions += employee;
      if (item.employeeBeforeTax) taxable -= employee;
    }
    const employer = contributionAmount(item.employer, `${label} (employer)`, base, payPeriod, money);
    if (employer !== null) {
      amounts.push(employer);
      employerContributions += employer;
    }
  }

  for (const relief of input.reliefs ?? []) {
    const given = minorOf(relief.amount, digits, relief.code, ' relief');
    if (isNegative(given)) throw new RangeError(`${relief.code}: a relief is not negative.`);
    const amount =
      relief.per === 'Period'
        ? given
        : roundProduct(
            given,
            1,
            PERIODS_PER_YEAR[payPeriod],
            money.rounding === 'Half Even',
            relief.code,
            ' relief',
          );
    amounts.push(amount);
    taxable -= amount;
  }
  const floored = taxable < 0;
  if (floored) taxable = 0;
  guard(taxable, 'Taxable income');

  for (const table of input.taxTables ?? []) {
    if (table.type !== 'PAYE Tax') throw new RangeError(`${table.code}: only a PAYE Tax table taxes pay.`);
    const tax = tableStep(table, taxable, payPeriod, money, table.code).amount;
    amounts.push(tax);
    deductions += tax;
  }

  guard(gross, 'Gross pay');
  guard(deductions, 'Total deductions');
  guard(gross - deductions, 'Net pay');
  guard(gross + employerContributions, "The employer's cost");
  const figures = { input, amounts, basicExplanation, statutoryBase: base, taxable, floored };
  return new ComputedPayslip(figures, gross, deductions, gross + employerContributions);
}

export function computePayslip(input: PayslipInput): Payslip {
  const { digits } = input.money;
  if (!Number.isInteger(digits) || digits < 0 || digits > 4)
    throw new RangeError(`A currency's digits run from 0 to 4, not ${digits}.`);
  return integerPayslip(input);
}
