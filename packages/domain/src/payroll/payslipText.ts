import type { PayPeriod } from '../schemas/employee.ts';
import { PAYSLIP_LINE_KINDS, type PayItemKind, type PayslipLineKind, PERIODS_PER_YEAR } from './constants.ts';
import type { ContributionSideInput } from './contributions.ts';
import { formatMinor, minorString } from './minorUnits.ts';
import type { MoneyRules } from './money.ts';
import type { PayItemInput } from './payItems.ts';
import { capOf, grossIncomeRate, minorOf, quantityOf } from './payslipFigures.ts';
import { describeTableStep, tableStep } from './payslipTableTax.ts';
import type { PayslipInput, PayslipLine } from './payslipTypes.ts';
import { describeProration, isWholePeriod } from './proration.ts';

/**
 * A payslip's explanations, written when a reader asks for them (computePayslip keeps figures, not
 * text: 10,000 payslips' explanations were most of a run's memory and most of its collector's work).
 * It walks the input in the order the amounts were computed (payslip.ts) and writes each line's text
 * from its amount and the input's figures, to the character what the decimal.js engine writes
 * (test-support/payslipDecimal.ts, held to it by payslipIntegers.property.test.ts).
 */

/** What a computed payslip keeps to write its lines. */
export interface PayslipFigures {
  input: PayslipInput;
  /** Each line's amount in minor units, in the order computed: basic, items, contributions, reliefs, taxes. */
  amounts: readonly number[];
  /** The basic pay's explanation when it came from salary parts or payment days; else written here. */
  basicExplanation: string | null;
  statutoryBase: number;
  /** Taxable income, never below 0; `floored` when it was. */
  taxable: number;
  floored: boolean;
}

export interface PayslipText {
  lines: PayslipLine[];
  taxableIncomeExplanation: string;
}

const KIND_INDEX = new Map<PayslipLineKind, number>(PAYSLIP_LINE_KINDS.map((kind, index) => [kind, index]));

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

/** priceItem's explanation (payItems.ts): the unit amount, × the quantity, prorated, = the amount. */
function itemText(
  item: PayItemInput,
  label: string,
  amount: number,
  digits: number,
  proration: string,
): string {
  if (item.explanation !== undefined) return item.explanation;
  const unitAmount = minorOf(item.amount, digits, item.code, ' amount');
  const quantity = quantityOf(item.quantity, item.code);
  const prorated = (item.prorate ?? item.kind === 'Earning') && proration !== '';
  let explanation = `${label} ${formatMinor(unitAmount, digits)}`;
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
  return explanation;
}

interface Base {
  amount: number;
  madeOf: string;
  excludedNote: string;
}

function baseNote(base: Base, cap: number | null, digits: number): string {
  const capped =
    cap !== null && base.amount > cap
      ? ` ${formatMinor(base.amount, digits)}, capped at ${formatMinor(cap, digits)}`
      : '';
  return `(${base.madeOf}${capped}${base.excludedNote})`;
}

/** contributionAmount's explanation (contributions.ts) for an amount computed already. */
function contributionText(
  side: ContributionSideInput,
  label: string,
  amount: number,
  base: Base,
  payPeriod: PayPeriod,
  money: MoneyRules,
): string {
  const { digits } = money;
  if (side.type === 'Fixed Amount') return `${label} fixed amount ${formatMinor(amount, digits)}`;
  if (side.type === 'Gross Income') {
    const rate = grossIncomeRate(side, label);
    const cap = capOf(side, label, digits);
    const applied = cap !== null && base.amount > cap ? cap : base.amount;
    const note = baseNote(base, cap, digits);
    return `${label} ${rate.text}% × ${formatMinor(applied, digits)} ${note} = ${formatMinor(amount, digits)}`;
  }
  const table = side.table;
  if (!table) throw new RangeError(`${label}: Statutory Table needs a table.`);
  const cap = capOf(side, label, digits);
  const applied = cap !== null && base.amount > cap ? cap : base.amount;
  const step = tableStep(table, applied, payPeriod, money, label);
  return describeTableStep(step, table.basis, digits, label, baseNote(base, cap, digits));
}

export function describePayslip(figures: PayslipFigures): PayslipText {
  const { input, amounts } = figures;
  const { money, payPeriod } = input;
  const { digits } = money;
  const byKind: PayslipLine[][] = PAYSLIP_LINE_KINDS.map(() => []);
  let at = 0;
  const next = () => amounts[at++] as number;
  const add = (kind: PayslipLineKind, code: string, label: string, amount: number, explanation: string) =>
    byKind[KIND_INDEX.get(kind) ?? 0]?.push({
      kind,
      code,
      label,
      amount: minorString(amount, digits),
      explanation,
    });

  const basic = next();
  add(
    'Basic',
    'BASIC',
    'Basic salary',
    basic,
    figures.basicExplanation ?? `Basic ${formatMinor(basic, digits)}`,
  );
  let taxableParts = `basic ${formatMinor(basic, digits)}`;
  let madeOf = 'basic';
  const excluded: string[] = [];

  const days = input.paymentDays && !isWholePeriod(input.paymentDays) ? input.paymentDays : null;
  const proration = days ? describeProration(days) : '';
  for (const item of input.items ?? []) {
    const amount = next();
    const label = item.description ?? item.code;
    const tax = item.tax ?? true;
    const otherStatutory = item.otherStatutory ?? true;
    const text = itemText(item, label, amount, digits, proration);
    add(
      item.kind,
      item.code,
      label,
      amount,
      `${text}; ${SWITCH_NOTES[switchIndex(item.kind, tax, otherStatutory)]}`,
    );
    const deduction = item.kind === 'Deduction';
    if (tax) taxableParts += ` ${deduction ? '−' : '+'} ${label} ${formatMinor(amount, digits)}`;
    if (otherStatutory) madeOf += ` ${deduction ? '−' : '+'} ${label}`;
    else if (!deduction) excluded.push(label);
  }

  const base: Base = {
    amount: figures.statutoryBase,
    madeOf,
    excludedNote: excluded.length > 0 ? `; ${excluded.join(', ')} excluded: Other Statutory off` : '',
  };
  for (const item of input.contributions ?? []) {
    const label = item.description ?? item.code;
    if (item.employee.type !== 'Not Applicable') {
      const amount = next();
      const text = contributionText(item.employee, label, amount, base, payPeriod, money);
      const timing = item.employeeBeforeTax ? 'before tax' : 'after tax';
      add('Employee Contribution', item.code, label, amount, `${text}; ${timing}`);
      if (item.employeeBeforeTax) taxableParts += ` − ${label} ${formatMinor(amount, digits)}`;
    }
    if (item.employer.type !== 'Not Applicable') {
      const amount = next();
      const text = contributionText(item.employer, `${label} (employer)`, amount, base, payPeriod, money);
      add('Employer Contribution', item.code, label, amount, text);
    }
  }

  const note = 'lowers taxable income, not taken from pay';
  for (const relief of input.reliefs ?? []) {
    const amount = next();
    const label = relief.description ?? relief.code;
    let explanation: string;
    if (relief.per === 'Period') {
      explanation = `${label} ${formatMinor(amount, digits)}; ${note}`;
    } else {
      const given = minorOf(relief.amount, digits, relief.code, ' relief');
      const periods = PERIODS_PER_YEAR[payPeriod];
      explanation = `${label} ${formatMinor(given, digits)} a year ÷ ${periods} = ${formatMinor(amount, digits)}; ${note}`;
    }
    add('Relief', relief.code, label, amount, explanation);
    taxableParts += ` − ${label} ${formatMinor(amount, digits)}`;
  }

  for (const table of input.taxTables ?? []) {
    const amount = next();
    const step = tableStep(table, figures.taxable, payPeriod, money, table.code);
    add(
      'Tax',
      table.code,
      table.description,
      amount,
      describeTableStep(step, table.basis, digits, table.code),
    );
  }

  const lines: PayslipLine[] = [];
  for (const kind of byKind) for (const line of kind) lines.push(line);
  const total = figures.floored ? '0, never below 0' : formatMinor(figures.taxable, digits);
  return { lines, taxableIncomeExplanation: `${taxableParts} = ${total}` };
}
