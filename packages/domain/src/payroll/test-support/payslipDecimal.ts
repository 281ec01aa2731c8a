import type { Decimal } from 'decimal.js';
import { PAYSLIP_LINE_KINDS, type PayslipLineKind, PERIODS_PER_YEAR } from '../constants.ts';
import { contributionAmount, type StatutoryBase } from '../contributions.ts';
import {
  describeRounding,
  formatMoney,
  minorUnit,
  moneyString,
  roundMoney,
  toDecimal,
  ZERO,
} from '../money.ts';
import { priceItem } from '../payItems.ts';
import type { EmployeeReliefInput, Payslip, PayslipInput } from '../payslipTypes.ts';
import { checkPaymentDays, isWholePeriod } from '../proration.ts';
import { basicPayLine } from '../salaryParts.ts';
import { tableAmountForPeriod } from '../tableTax.ts';

/**
 * One employee's payslip for one period: every line with its amount and a one-line explanation a
 * payroll officer can check by hand, and the totals. Gross is basic pay plus earnings and bonuses;
 * total deductions are the deductions, the employee's contributions and the taxes; net pay is gross
 * less total deductions; the employer's cost is gross plus the employer's contributions. Reliefs
 * lower taxable income and are not taken from pay. Every line is rounded once and the totals add the
 * rounded lines, so the payslip adds up as printed.
 */

const LINE_ORDER = new Map(PAYSLIP_LINE_KINDS.map((kind, index) => [kind, index]));

function reliefAmount(
  relief: EmployeeReliefInput,
  input: PayslipInput,
): { amount: Decimal; explanation: string } {
  const label = relief.description ?? relief.code;
  const given = toDecimal(relief.amount, `${relief.code} relief`);
  if (given.isNegative()) throw new RangeError(`${relief.code}: a relief is not negative.`);
  const { digits } = input.money;
  const note = 'lowers taxable income, not taken from pay';
  if (relief.per === 'Period') {
    const amount = roundMoney(given, input.money);
    return { amount, explanation: `${label} ${formatMoney(amount, digits)}; ${note}` };
  }
  const periods = PERIODS_PER_YEAR[input.payPeriod];
  const amount = roundMoney(given.div(periods), input.money);
  return {
    amount,
    explanation: `${label} ${formatMoney(given, digits)} a year ÷ ${periods} = ${formatMoney(amount, digits)}; ${note}`,
  };
}

/**
 * The payslip in decimal.js throughout, as the engine counted before it counted in integers: the
 * reference the property tests hold the integer engine (payslip.ts) to. Test support only: production
 * counts in integers and refuses what they cannot take (scripts/import-directions.test.mjs keeps it so).
 */
export function computePayslipDecimal(input: PayslipInput): Payslip {
  const { money, payPeriod } = input;
  const { digits } = money;
  if (input.paymentDays) checkPaymentDays(input.paymentDays);
  const days = input.paymentDays && !isWholePeriod(input.paymentDays) ? input.paymentDays : null;
  const lines: {
    kind: PayslipLineKind;
    code: string;
    label: string;
    amount: Decimal;
    explanation: string;
  }[] = [];

  const { amount: basic, explanation: basicExplanation } = basicPayLine(
    input.basicPay,
    input.paymentDays,
    money,
  );
  lines.push({
    kind: 'Basic',
    code: 'BASIC',
    label: 'Basic salary',
    amount: basic,
    explanation: basicExplanation,
  });

  let gross = basic;
  let taxable = basic;
  let statutory = basic;
  let deductions = ZERO;
  let employerContributions = ZERO;
  const taxableParts = [`basic ${formatMoney(basic, digits)}`];
  const baseParts = ['basic'];
  const excluded: string[] = [];

  for (const item of input.items ?? []) {
    const priced = priceItem(item, days, money);
    const { kind, code, label, amount, explanation } = priced;
    lines.push({ kind, code, label, amount, explanation });
    const sign = priced.kind === 'Deduction' ? -1 : 1;
    const signed = sign < 0 ? priced.amount.neg() : priced.amount;
    if (sign < 0) deductions = deductions.plus(priced.amount);
    else gross = gross.plus(priced.amount);
    if (priced.tax) {
      taxable = taxable.plus(signed);
      taxableParts.push(`${sign < 0 ? '−' : '+'} ${priced.label} ${formatMoney(priced.amount, digits)}`);
    }
    if (priced.otherStatutory) {
      statutory = statutory.plus(signed);
      baseParts.push(`${sign < 0 ? '−' : '+'} ${priced.label}`);
    } else if (sign > 0) {
      excluded.push(priced.label);
    }
  }

  const base: StatutoryBase = {
    amount: statutory.isNegative() ? ZERO : statutory,
    madeOf: baseParts.join(' '),
    excluded,
  };
  for (const contribution of input.contributions ?? []) {
    const label = contribution.description ?? contribution.code;
    const employee = contributionAmount(contribution.employee, label, base, payPeriod, money);
    if (employee) {
      const timing = contribution.employeeBeforeTax ? 'before tax' : 'after tax';
      lines.push({
        kind: 'Employee Contribution',
        code: contribution.code,
        label,
        amount: employee.amount,
        explanation: `${employee.explanation}; ${timing}`,
      });
      deductions = deductions.plus(employee.amount);
      if (contribution.employeeBeforeTax) {
        taxable = taxable.minus(employee.amount);
        taxableParts.push(`− ${label} ${formatMoney(employee.amount, digits)}`);
      }
    }
    const employer = contributionAmount(contribution.employer, `${label} (employer)`, base, payPeriod, money);
    if (employer) {
      lines.push({ kind: 'Employer Contribution', code: contribution.code, label, ...employer });
      employerContributions = employerContributions.plus(employer.amount);
    }
  }

  for (const relief of input.reliefs ?? []) {
    const { amount, explanation } = reliefAmount(relief, input);
    const label = relief.description ?? relief.code;
    lines.push({ kind: 'Relief', code: relief.code, label, amount, explanation });
    taxable = taxable.minus(amount);
    taxableParts.push(`− ${label} ${formatMoney(amount, digits)}`);
  }
  const floored = taxable.isNegative();
  if (floored) taxable = ZERO;

  for (const table of input.taxTables ?? []) {
    if (table.type !== 'PAYE Tax') throw new RangeError(`${table.code}: only a PAYE Tax table taxes pay.`);
    const tax = tableAmountForPeriod(table, taxable, payPeriod, money, table.code);
    lines.push({ kind: 'Tax', code: table.code, label: table.description, ...tax });
    deductions = deductions.plus(tax.amount);
  }

  lines.sort((a, b) => (LINE_ORDER.get(a.kind) ?? 0) - (LINE_ORDER.get(b.kind) ?? 0));
  return {
    lines: lines.map((line) => ({ ...line, amount: moneyString(line.amount, digits) })),
    gross: moneyString(gross, digits),
    statutoryBase: moneyString(base.amount, digits),
    taxableIncome: moneyString(taxable, digits),
    totalDeductions: moneyString(deductions, digits),
    netPay: moneyString(gross.minus(deductions), digits),
    employerCost: moneyString(gross.plus(employerContributions), digits),
    taxableIncomeExplanation: `${taxableParts.join(' ')} = ${floored ? '0, never below 0' : formatMoney(taxable, digits)}`,
    rounding: {
      rule: money.rounding,
      minorUnit: minorUnit(money.digits),
      explanation: describeRounding(money),
    },
  };
}
