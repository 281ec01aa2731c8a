import { Decimal } from 'decimal.js';
import { type Selectable, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  ExchangeRate,
  MileageRate,
  ReferenceIdRequest,
  SaveExchangeRateRequest,
  SaveMileageRateRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { inUse, Refusal } from '../core/refusal.ts';
import type { ExchangeRatesTable, MileageRatesTable } from '../db/schema-expenses.ts';
import { expenseMoney, requireExpenseModule } from './expense-access.ts';
import { rateText } from './expense-numbers.ts';
import { deleteSetUpRow, saveSetUpRow } from './set-up-rows.ts';
import { claimLinesUse, linesUsing } from './setup-uses.ts';

/**
 * Expense Claim › Mileage Rate and Exchange Rate (issue 32 items 1–2): the rates a claim line is
 * priced or converted at. A line records the rate it used, so changing a rate never changes a saved
 * line; a rate a line used is not deleted (a mileage rate is deactivated instead; an exchange rate is
 * followed by a newer one).
 */

export const NO_SUCH_MILEAGE_RATE = 'There is no such mileage rate.';
export const NO_SUCH_EXCHANGE_RATE = 'There is no such exchange rate.';

function mileageRateOf(row: Selectable<MileageRatesTable>, digits: number): MileageRate {
  return {
    id: row.id,
    vehicleType: row.vehicle_type,
    ratePerKm: rateText(row.rate_per_km, digits),
    active: row.active,
  };
}

function exchangeRateOf(row: Selectable<ExchangeRatesTable>): ExchangeRate {
  return { id: row.id, currency: row.currency, rate: rateText(row.rate), effectiveFrom: row.effective_from };
}

export async function listMileageRates(deps: ServiceDeps, caller: Caller): Promise<{ items: MileageRate[] }> {
  await requireExpenseModule(deps, caller);
  const { digits } = await expenseMoney(deps.db, caller.employerId);
  const rows = await deps.db
    .selectFrom('mileage_rates')
    .selectAll()
    .where('employer_id', '=', caller.employerId)
    .orderBy(sql`lower(vehicle_type) collate "C"`)
    .orderBy('id')
    .execute();
  return { items: rows.map((row) => mileageRateOf(row, digits)) };
}

export async function saveMileageRate(
  deps: ServiceDeps,
  caller: Caller,
  request: SaveMileageRateRequest,
): Promise<MileageRate> {
  await requireExpenseModule(deps, caller);
  const { digits } = await expenseMoney(deps.db, caller.employerId);
  const vehicleType = request.vehicleType.trim();
  const columns = { vehicle_type: vehicleType, rate_per_km: request.ratePerKm, active: request.active };
  return saveSetUpRow(deps, caller, {
    table: 'mileage_rates',
    id: request.id,
    columns,
    toWire: (row: Selectable<MileageRatesTable>) => mileageRateOf(row, digits),
    notFound: NO_SUCH_MILEAGE_RATE,
    operation: 'saveMileageRate',
    recordType: 'mileage-rate',
    unique: {
      constraint: 'mileage_rates_vehicle_type_key',
      refusal: () =>
        new Refusal(409, `There is already a mileage rate for ${vehicleType}.`, { field: 'vehicleType' }),
    },
  });
}

export async function deleteMileageRate(
  deps: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  await requireExpenseModule(deps, caller);
  const { digits } = await expenseMoney(deps.db, caller.employerId);
  return deleteSetUpRow(deps, caller, {
    table: 'mileage_rates',
    id,
    toWire: (row: Selectable<MileageRatesTable>) => mileageRateOf(row, digits),
    notFound: NO_SUCH_MILEAGE_RATE,
    operation: 'deleteMileageRate',
    recordType: 'mileage-rate',
    nameOf: (row) => `The mileage rate for ${row.vehicle_type}`,
    refuseIfUsed: async (trx, name) => {
      const lines = await linesUsing(trx, caller.employerId, 'mileage_rate_id', id);
      if (lines > 0) throw inUse(name, [claimLinesUse(lines)]);
    },
  });
}

export async function listExchangeRates(
  deps: ServiceDeps,
  caller: Caller,
): Promise<{ items: ExchangeRate[] }> {
  await requireExpenseModule(deps, caller);
  const rows = await deps.db
    .selectFrom('exchange_rates')
    .selectAll()
    .where('employer_id', '=', caller.employerId)
    .orderBy('currency')
    .orderBy('effective_from', 'desc')
    .execute();
  return { items: rows.map(exchangeRateOf) };
}

export async function saveExchangeRate(
  deps: ServiceDeps,
  caller: Caller,
  request: SaveExchangeRateRequest,
): Promise<ExchangeRate> {
  await requireExpenseModule(deps, caller);
  const { currency: payrollCurrency } = await expenseMoney(deps.db, caller.employerId);
  if (request.currency === payrollCurrency) {
    throw new Refusal(400, `${payrollCurrency} is the payroll currency; it needs no exchange rate.`, {
      field: 'currency',
    });
  }
  if (!new Decimal(request.rate).gt(0))
    throw new Refusal(400, 'The rate must be more than 0.', { field: 'rate' });
  const columns = { currency: request.currency, rate: request.rate, effective_from: request.effectiveFrom };
  return saveSetUpRow(deps, caller, {
    table: 'exchange_rates',
    id: request.id,
    columns,
    toWire: exchangeRateOf,
    notFound: NO_SUCH_EXCHANGE_RATE,
    operation: 'saveExchangeRate',
    recordType: 'exchange-rate',
    unique: {
      constraint: 'exchange_rates_currency_from_key',
      refusal: () =>
        new Refusal(
          409,
          `There is already a ${request.currency} rate effective from ${request.effectiveFrom}.`,
          {
            field: 'effectiveFrom',
          },
        ),
    },
  });
}

export async function deleteExchangeRate(
  deps: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  await requireExpenseModule(deps, caller);
  return deleteSetUpRow(deps, caller, {
    table: 'exchange_rates',
    id,
    toWire: exchangeRateOf,
    notFound: NO_SUCH_EXCHANGE_RATE,
    operation: 'deleteExchangeRate',
    recordType: 'exchange-rate',
    nameOf: (row) => `The ${row.currency} rate effective from ${row.effective_from}`,
    refuseIfUsed: async (trx, name) => {
      const lines = await linesUsing(trx, caller.employerId, 'exchange_rate_id', id);
      if (lines > 0) {
        throw new Refusal(
          409,
          `${name} can't be deleted: ${lines === 1 ? '1 claim line was' : `${lines} claim lines were`} converted at it. Add a newer rate instead.`,
        );
      }
    },
  });
}
