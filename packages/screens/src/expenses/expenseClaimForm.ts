import {
  EXPENSE_CLAIM_TITLE_MAX,
  EXPENSE_LINE_DESCRIPTION_MAX,
  fitsCurrency,
  isCurrencyCode,
  isDecimalAmount,
  isIsoDate,
} from '@hr/domain';
import * as v from 'valibot';
import type { StoredFile } from '../files/StoredFile.ts';

/**
 * The claim editor's form: what the claimant types (every field a string while typed), and the body
 * of save-expense-claim it becomes. Written here until the domain's expenseClaimFormSchema lands.
 */

export type ExpenseLineKind = 'amount' | 'mileage';

export interface ExpenseLineInput {
  /** The saved line's id; null for a line added since. */
  id: string | null;
  date: string;
  categoryId: string;
  description: string;
  kind: ExpenseLineKind;
  amount: string;
  currency: string;
  /** '' for a line in the payroll currency. */
  exchangeRate: string;
  /** Where the rate came from: the employer's table (prefilled) or typed by the claimant. */
  rateSource: 'table' | 'entered' | null;
  distanceKm: string;
  mileageRateId: string;
  receipts: StoredFile[];
}

export interface ExpenseClaimInput {
  title: string;
  lines: ExpenseLineInput[];
}

interface LineCommon {
  id?: string;
  date: string;
  categoryId: string;
  description: string;
  receiptIds: string[];
}

/**
 * One line of save-expense-claim's body. A foreign line sends its rate only when the claimant typed
 * it; without one the server takes the table's rate for the line's day (and records it as such).
 */
export type ExpenseClaimLineValues = LineCommon &
  (
    | { kind: 'amount'; amount: string; currency: string; exchangeRate?: string }
    | { kind: 'mileage'; distanceKm: string; mileageRateId: string }
  );

export interface ExpenseClaimValues {
  title: string;
  lines: ExpenseClaimLineValues[];
}

/** The form's fields a refusal may name, for a line: the server names them `lines[1].amount`. */
export const EXPENSE_LINE_FIELDS = [
  'date',
  'categoryId',
  'description',
  'amount',
  'currency',
  'exchangeRate',
  'distanceKm',
  'mileageRateId',
  'receipts',
] as const;

const RATE_FORMAT = /^\d{1,12}(\.\d{1,6})?$/;
const DISTANCE_FORMAT = /^\d{1,6}(\.\d{1,2})?$/;
const isPositive = (text: string) => /[1-9]/.test(text);

export const isExchangeRate = (text: string) => RATE_FORMAT.test(text) && isPositive(text);
export const isDistance = (text: string) => DISTANCE_FORMAT.test(text) && isPositive(text);
export const isLineAmount = (amount: string, currency: string) =>
  isDecimalAmount(amount) && isCurrencyCode(currency) && fitsCurrency(amount, currency) && isPositive(amount);

function lineSchema(payrollCurrency: string) {
  return v.pipe(
    v.object({
      id: v.nullable(v.string()),
      date: v.pipe(v.string(), v.check(isIsoDate, 'Enter the day of the expense.')),
      categoryId: v.pipe(v.string(), v.nonEmpty('Choose a category.')),
      description: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty('Say what the expense was for.'),
        v.maxLength(EXPENSE_LINE_DESCRIPTION_MAX, `Use at most ${EXPENSE_LINE_DESCRIPTION_MAX} characters.`),
      ),
      kind: v.picklist(['amount', 'mileage']),
      amount: v.string(),
      currency: v.string(),
      exchangeRate: v.string(),
      rateSource: v.nullable(v.picklist(['table', 'entered'])),
      distanceKm: v.string(),
      mileageRateId: v.string(),
      receipts: v.array(
        v.object({ id: v.string(), name: v.string(), mediaType: v.string(), size: v.number() }),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['kind'], ['currency']],
        (line) => line.kind !== 'amount' || isCurrencyCode(line.currency),
        'Choose the currency of the receipt.',
      ),
      ['currency'],
    ),
    v.forward(
      v.partialCheck(
        [['kind'], ['amount'], ['currency']],
        (line) => line.kind !== 'amount' || isLineAmount(line.amount.trim(), line.currency),
        'Enter an amount more than 0, with no more decimals than the currency has.',
      ),
      ['amount'],
    ),
    v.forward(
      v.partialCheck(
        [['kind'], ['currency'], ['exchangeRate']],
        (line) =>
          line.kind !== 'amount' ||
          line.currency === payrollCurrency ||
          isExchangeRate(line.exchangeRate.trim()),
        `Enter the rate: ${payrollCurrency} for 1 unit of the receipt's currency, more than 0, up to 6 decimals.`,
      ),
      ['exchangeRate'],
    ),
    v.forward(
      v.partialCheck(
        [['kind'], ['distanceKm']],
        (line) => line.kind !== 'mileage' || isDistance(line.distanceKm.trim()),
        'Enter the distance in km, more than 0, up to 2 decimals.',
      ),
      ['distanceKm'],
    ),
    v.forward(
      v.partialCheck(
        [['kind'], ['mileageRateId']],
        (line) => line.kind !== 'mileage' || line.mileageRateId !== '',
        'Choose the vehicle type.',
      ),
      ['mileageRateId'],
    ),
    v.transform((line): ExpenseClaimLineValues => {
      const common: LineCommon = {
        ...(line.id ? { id: line.id } : {}),
        date: line.date,
        categoryId: line.categoryId,
        description: line.description,
        receiptIds: line.receipts.map((receipt) => receipt.id),
      };
      if (line.kind === 'mileage') {
        return {
          ...common,
          kind: 'mileage',
          distanceKm: line.distanceKm.trim(),
          mileageRateId: line.mileageRateId,
        };
      }
      const isEntered = line.currency !== payrollCurrency && line.rateSource === 'entered';
      return {
        ...common,
        kind: 'amount',
        amount: line.amount.trim(),
        currency: line.currency,
        ...(isEntered ? { exchangeRate: line.exchangeRate.trim() } : {}),
      };
    }),
  );
}

/** The editor's schema for an employer paying in `payrollCurrency`. */
export function expenseClaimEditorSchema(payrollCurrency: string) {
  return v.object({
    title: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Give the claim a title.'),
      v.maxLength(EXPENSE_CLAIM_TITLE_MAX, `Use at most ${EXPENSE_CLAIM_TITLE_MAX} characters.`),
    ),
    lines: v.pipe(v.array(lineSchema(payrollCurrency)), v.minLength(1, 'Add a line for each expense.')),
  });
}

/** A new line: today, in the payroll currency, an amount. */
export function newLine(today: string, payrollCurrency: string): ExpenseLineInput {
  return {
    id: null,
    date: today,
    categoryId: '',
    description: '',
    kind: 'amount',
    amount: '',
    currency: payrollCurrency,
    exchangeRate: '',
    rateSource: null,
    distanceKm: '',
    mileageRateId: '',
    receipts: [],
  };
}

/**
 * The refusal's field as the form names it: the server's `lines[1].amount` is the form's
 * `lines.1.amount` (its `receiptIds` the form's `receipts`); null for a field the form does not show.
 */
export function formFieldOf(serverField: string | undefined): string | null {
  if (serverField === 'title' || serverField === 'lines') return serverField;
  const match = /^lines\[(\d+)\]\.(\w+)$/.exec(serverField ?? '');
  if (!match) return null;
  const field = match[2] === 'receiptIds' ? 'receipts' : match[2];
  return (EXPENSE_LINE_FIELDS as readonly string[]).includes(field ?? '')
    ? `lines.${match[1]}.${field}`
    : null;
}
