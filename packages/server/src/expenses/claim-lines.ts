import { convertLine, currencyMinorDigits, mileageLine, moneyString } from '@hr/domain';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { ExpenseClaimLineInput } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type { ExpenseMoney } from './expense-access.ts';

/**
 * The columns of a claim's lines as a save writes them (issue 32 item 2): an amount line converted to
 * the payroll currency at the rate the claimant entered or, without one, at the employer's table rate
 * for the line's date, the rate and its source recorded on the line; a mileage line priced at its
 * vehicle's rate, the rate recorded on the line. Each claimed amount is rounded once (the domain's
 * convertLine and mileageLine). Every problem is a 400 naming the line's field: `lines[1].exchangeRate`.
 */

export interface PricedLine {
  id?: string;
  position: number;
  date: string;
  category_id: string;
  description: string;
  kind: 'amount' | 'mileage';
  amount: string;
  currency: string;
  exchange_rate: string | null;
  rate_source: 'entered' | 'table' | null;
  exchange_rate_id: string | null;
  distance_km: string | null;
  mileage_rate_id: string | null;
  rate_per_km: string | null;
  claimed_amount: string;
}

function refuse(index: number, field: string, problem: string): never {
  throw new Refusal(400, `Line ${index + 1}: ${problem}`, { field: `lines[${index}].${field}` });
}

export async function pricedLines(
  db: Kysely<Database>,
  employerId: string,
  lines: readonly ExpenseClaimLineInput[],
  money: ExpenseMoney,
): Promise<PricedLine[]> {
  const categoryIds = new Set(
    (
      await db.selectFrom('expense_categories').select('id').where('employer_id', '=', employerId).execute()
    ).map((row) => row.id),
  );
  const priced: PricedLine[] = [];
  for (const [index, line] of lines.entries()) {
    if (!categoryIds.has(line.categoryId)) refuse(index, 'categoryId', 'choose a category from the list.');
    const common = {
      ...(line.id ? { id: line.id } : {}),
      position: index + 1,
      date: line.date,
      category_id: line.categoryId,
      description: line.description.trim(),
    };
    priced.push({
      ...common,
      ...(line.kind === 'mileage'
        ? await mileageColumns(db, employerId, index, line, money)
        : await amountColumns(db, employerId, index, line, money)),
    });
  }
  return priced;
}

type KindColumns = Omit<PricedLine, 'id' | 'position' | 'date' | 'category_id' | 'description'>;

async function amountColumns(
  db: Kysely<Database>,
  employerId: string,
  index: number,
  line: ExpenseClaimLineInput,
  money: ExpenseMoney,
): Promise<KindColumns> {
  if (line.distanceKm !== undefined) refuse(index, 'distanceKm', 'a distance belongs on a mileage line.');
  if (line.mileageRateId !== undefined)
    refuse(index, 'mileageRateId', 'a mileage rate belongs on a mileage line.');
  if (line.amount === undefined) refuse(index, 'amount', 'enter the amount.');
  if (line.currency === undefined) refuse(index, 'currency', 'choose the currency.');
  const { amount, currency } = line;
  const digits = currencyMinorDigits(currency);
  if (new Decimal(amount).decimalPlaces() > digits) {
    refuse(index, 'amount', `${currency} has ${digits === 0 ? 'no decimals' : `${digits} decimals`}.`);
  }
  if (new Decimal(amount).isZero()) refuse(index, 'amount', 'enter an amount more than 0.');
  if (currency === money.currency) {
    if (line.exchangeRate !== undefined) {
      refuse(index, 'exchangeRate', `${currency} is the payroll currency; it takes no exchange rate.`);
    }
    return {
      kind: 'amount',
      amount,
      currency,
      exchange_rate: null,
      rate_source: null,
      exchange_rate_id: null,
      distance_km: null,
      mileage_rate_id: null,
      rate_per_km: null,
      claimed_amount: moneyString(convertLine(amount, null, currency, money).amount, money.digits),
    };
  }
  let rate = line.exchangeRate ?? null;
  let tableRateId: string | null = null;
  if (rate !== null) {
    if (!new Decimal(rate).gt(0)) refuse(index, 'exchangeRate', 'the exchange rate must be more than 0.');
  } else {
    const table = await db
      .selectFrom('exchange_rates')
      .select(['id', 'rate'])
      .where('employer_id', '=', employerId)
      .where('currency', '=', currency)
      .where('effective_from', '<=', line.date)
      .orderBy('effective_from', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!table) {
      refuse(
        index,
        'exchangeRate',
        `there is no ${currency} exchange rate on or before ${line.date}. Enter the rate.`,
      );
    }
    rate = new Decimal(table.rate).toFixed();
    tableRateId = table.id;
  }
  return {
    kind: 'amount',
    amount,
    currency,
    exchange_rate: rate,
    rate_source: tableRateId ? 'table' : 'entered',
    exchange_rate_id: tableRateId,
    distance_km: null,
    mileage_rate_id: null,
    rate_per_km: null,
    claimed_amount: moneyString(convertLine(amount, rate, currency, money).amount, money.digits),
  };
}

async function mileageColumns(
  db: Kysely<Database>,
  employerId: string,
  index: number,
  line: ExpenseClaimLineInput,
  money: ExpenseMoney,
): Promise<KindColumns> {
  for (const field of ['amount', 'currency', 'exchangeRate'] as const) {
    if (line[field] !== undefined)
      refuse(index, field, 'a mileage line is priced from its distance and rate.');
  }
  if (line.distanceKm === undefined) refuse(index, 'distanceKm', 'enter the distance in km.');
  if (line.mileageRateId === undefined) refuse(index, 'mileageRateId', 'choose the vehicle’s mileage rate.');
  const rate = await db
    .selectFrom('mileage_rates')
    .select(['id', 'rate_per_km', 'active', 'vehicle_type'])
    .where('employer_id', '=', employerId)
    .where('id', '=', line.mileageRateId)
    .executeTakeFirst();
  if (!rate) refuse(index, 'mileageRateId', 'choose a mileage rate from the list.');
  if (!rate.active) {
    refuse(index, 'mileageRateId', `the rate for ${rate.vehicle_type} is no longer in use; choose another.`);
  }
  if (new Decimal(line.distanceKm).isZero()) refuse(index, 'distanceKm', 'enter a distance more than 0.');
  const ratePerKm = new Decimal(rate.rate_per_km).toFixed();
  const { amount } = mileageLine(line.distanceKm, ratePerKm, money);
  const claimed = moneyString(amount, money.digits);
  return {
    kind: 'mileage',
    amount: claimed,
    currency: money.currency,
    exchange_rate: null,
    rate_source: null,
    exchange_rate_id: null,
    distance_km: line.distanceKm,
    mileage_rate_id: rate.id,
    rate_per_km: ratePerKm,
    claimed_amount: claimed,
  };
}
