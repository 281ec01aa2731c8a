import { referenceArgs } from '../employer/employerStoryData.ts';
import type { ExchangeRate, ExpenseCategory, MileageRate } from './expenseSetup.ts';

/** Taxi with both limits and a receipt above 50, a hotel always needing one, a taxable allowance, one inactive. */
export const expenseCategories: ExpenseCategory[] = [
  {
    id: 'cat-taxi',
    code: 'TAXI',
    description: 'Taxi',
    taxable: false,
    limitPerClaim: '200.00',
    limitPerMonth: '600.00',
    receiptRequiredAbove: '50.00',
    active: true,
  },
  {
    id: 'cat-hotel',
    code: 'HOTEL',
    description: 'Hotel',
    taxable: false,
    limitPerClaim: '3000.00',
    limitPerMonth: null,
    receiptRequiredAbove: '0.00',
    active: true,
  },
  {
    id: 'cat-phone',
    code: 'PHONE',
    description: 'Phone allowance',
    taxable: true,
    limitPerClaim: null,
    limitPerMonth: '150.00',
    receiptRequiredAbove: null,
    active: true,
  },
  {
    id: 'cat-gym',
    code: 'GYM',
    description: 'Gym membership',
    taxable: true,
    limitPerClaim: null,
    limitPerMonth: null,
    receiptRequiredAbove: null,
    active: false,
  },
];

export const mileageRates: MileageRate[] = [
  { id: 'mr-car', vehicleType: 'Car', ratePerKm: '2.50', active: true },
  { id: 'mr-moto', vehicleType: 'Motorbike', ratePerKm: '1.2500', active: true },
  { id: 'mr-van', vehicleType: 'Van', ratePerKm: '3.10', active: false },
];

/** Two USD rates (November's replacing October's) and one EUR. */
export const exchangeRates: ExchangeRate[] = [
  { id: 'xr-usd-nov', currency: 'USD', rate: '15.250000', effectiveFrom: '2026-11-01' },
  { id: 'xr-usd-oct', currency: 'USD', rate: '14.900000', effectiveFrom: '2026-10-01' },
  { id: 'xr-eur', currency: 'EUR', rate: '16.754321', effectiveFrom: '2026-11-15' },
];

/** What every set-up screen's story starts with: ready, in GHS, every callback answering success. */
export const setupArgs = <TItem>(items: TItem[]) => ({ ...referenceArgs(items), currency: 'GHS' });
