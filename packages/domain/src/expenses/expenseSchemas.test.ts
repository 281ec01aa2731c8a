import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EXPENSE_CATEGORY_DEFAULTS,
  exchangeRateDefaults,
  exchangeRateFormSchema,
  expenseCategoryFormSchema,
  expenseClaimFormSchema,
  MILEAGE_RATE_DEFAULTS,
  mileageRateFormSchema,
  newExpenseLine,
} from './expenseSchemas.ts';

function issuesOf(result: v.SafeParseResult<v.GenericSchema>) {
  return (result.issues ?? []).map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));
}

describe('expense category form', () => {
  const schema = expenseCategoryFormSchema(2);
  const taxi = { ...EXPENSE_CATEGORY_DEFAULTS, code: 'TAXI', description: 'Taxi' };

  it('writes limits with the currency digits, blank as none, and 0 as always needing a receipt', () => {
    expect(
      v.parse(schema, { ...taxi, limitPerClaim: '200', limitPerMonth: ' 600.5 ', receiptRequiredAbove: '0' }),
    ).toEqual({
      code: 'TAXI',
      description: 'Taxi',
      taxable: false,
      limitPerClaim: '200.00',
      limitPerMonth: '600.50',
      receiptRequiredAbove: '0.00',
      active: true,
    });
    expect(v.parse(schema, taxi)).toMatchObject({
      limitPerClaim: null,
      limitPerMonth: null,
      receiptRequiredAbove: null,
    });
  });

  it('refuses a limit of 0, too many decimals, a limit per claim above the month, and a missing code', () => {
    expect(
      issuesOf(v.safeParse(schema, { ...taxi, code: ' ', limitPerClaim: '0', limitPerMonth: '10.005' })),
    ).toEqual([
      { path: 'code', message: 'Enter a code.' },
      {
        path: 'limitPerClaim',
        message: 'Enter a limit more than 0 with at most 2 decimals, or leave it blank for no limit.',
      },
      {
        path: 'limitPerMonth',
        message: 'Enter a limit more than 0 with at most 2 decimals, or leave it blank for no limit.',
      },
    ]);
    expect(issuesOf(v.safeParse(schema, { ...taxi, limitPerClaim: '300', limitPerMonth: '200' }))).toEqual([
      { path: 'limitPerClaim', message: 'The limit per claim cannot be more than the limit per month.' },
    ]);
    expect(issuesOf(v.safeParse(schema, { ...taxi, code: 'X'.repeat(21) }))).toEqual([
      { path: 'code', message: 'Use at most 20 characters.' },
    ]);
  });

  it('takes no decimals in a currency without a minor unit', () => {
    expect(issuesOf(v.safeParse(expenseCategoryFormSchema(0), { ...taxi, limitPerClaim: '200.5' }))).toEqual([
      {
        path: 'limitPerClaim',
        message: 'Enter a limit more than 0 with no decimals, or leave it blank for no limit.',
      },
    ]);
  });
});

describe('mileage rate form', () => {
  it('keeps a rate of up to 4 decimals plainly and refuses 0 or a fifth decimal', () => {
    expect(
      v.parse(mileageRateFormSchema, { ...MILEAGE_RATE_DEFAULTS, vehicleType: ' Car ', ratePerKm: '2.50' }),
    ).toEqual({
      vehicleType: 'Car',
      ratePerKm: '2.5',
      active: true,
    });
    for (const ratePerKm of ['0', '0.65432', '-1', '1e3', '']) {
      expect(
        issuesOf(v.safeParse(mileageRateFormSchema, { vehicleType: 'Car', ratePerKm, active: true })),
      ).toEqual([{ path: 'ratePerKm', message: 'Enter a rate per km more than 0 with at most 4 decimals.' }]);
    }
  });
});

describe('exchange rate form', () => {
  const schema = exchangeRateFormSchema('GHS');

  it('takes a rate of up to 6 decimals for a currency other than the payroll one', () => {
    expect(v.parse(schema, { currency: 'usd', rate: '15.123425', effectiveFrom: '2026-11-01' })).toEqual({
      currency: 'USD',
      rate: '15.123425',
      effectiveFrom: '2026-11-01',
    });
  });

  it('refuses the payroll currency, an unknown code, a seventh decimal and a missing date', () => {
    expect(issuesOf(v.safeParse(schema, { currency: 'GHS', rate: '1.1234567', effectiveFrom: '' }))).toEqual([
      { path: 'currency', message: 'Choose a currency other than GHS, the payroll currency.' },
      {
        path: 'rate',
        message: 'Enter the GHS for one unit of the currency: more than 0 with at most 6 decimals.',
      },
      { path: 'effectiveFrom', message: 'Enter a complete date.' },
    ]);
    expect(
      issuesOf(v.safeParse(schema, { ...exchangeRateDefaults('2026-12-03'), currency: 'XYZ', rate: '2' })),
    ).toEqual([{ path: 'currency', message: 'Choose a currency from the list.' }]);
  });
});

describe('expense claim form', () => {
  const schema = expenseClaimFormSchema({
    payrollCurrency: 'GHS',
    today: '2026-12-03',
    categoryDescriptions: new Map([
      ['cat-taxi', 'Taxi'],
      ['cat-hotel', 'Hotel'],
      ['cat-mileage', 'Mileage'],
    ]),
  });
  const blank = newExpenseLine('GHS', '2026-12-01');
  const taxi = {
    ...blank,
    categoryId: 'cat-taxi',
    description: 'Airport to office',
    amount: '85.5',
    receiptIds: ['r1'],
  };
  const hotel = {
    ...blank,
    id: 'line-2',
    categoryId: 'cat-hotel',
    description: 'Accra Marriott, 1 night',
    amount: '120',
    currency: 'usd',
    exchangeRate: '15.25',
  };
  const mileage = {
    ...blank,
    categoryId: 'cat-mileage',
    description: 'Client visit, Tema',
    kind: 'mileage' as const,
    amount: '999',
    distanceKm: '42.0',
    mileageRateId: 'rate-car',
  };

  it('gives save-expense-claim its lines: amounts with their currency digits, rates plainly, unused fields dropped', () => {
    expect(v.parse(schema, { title: ' Client visit, November ', lines: [taxi, hotel, mileage] })).toEqual({
      title: 'Client visit, November',
      lines: [
        {
          date: '2026-12-01',
          categoryId: 'cat-taxi',
          description: 'Airport to office',
          receiptIds: ['r1'],
          kind: 'amount',
          amount: '85.50',
          currency: 'GHS',
        },
        {
          id: 'line-2',
          date: '2026-12-01',
          categoryId: 'cat-hotel',
          description: 'Accra Marriott, 1 night',
          receiptIds: [],
          kind: 'amount',
          amount: '120.00',
          currency: 'USD',
          exchangeRate: '15.25',
        },
        {
          date: '2026-12-01',
          categoryId: 'cat-mileage',
          description: 'Client visit, Tema',
          receiptIds: [],
          kind: 'mileage',
          distanceKm: '42',
          mileageRateId: 'rate-car',
        },
      ],
    });
  });

  it("leaves a foreign line's rate out when blank (the employer's table rate) and drops one typed in the payroll currency", () => {
    const values = v.parse(schema, {
      title: 'Trip',
      lines: [
        { ...hotel, exchangeRate: ' ' },
        { ...taxi, exchangeRate: '2' },
      ],
    });
    expect(values.lines.map((line) => ('exchangeRate' in line ? line.exchangeRate : 'none'))).toEqual([
      'none',
      'none',
    ]);
  });

  it('names the line and its category in each problem, on its field', () => {
    const result = v.safeParse(schema, {
      title: '',
      lines: [
        { ...taxi, date: '2026-12-04', amount: '85.505' },
        { ...hotel, currency: 'JPY', amount: '1500.5', exchangeRate: '0.1234567' },
        { ...mileage, distanceKm: '0', mileageRateId: '' },
        { ...blank, description: ' ' },
      ],
    });
    expect(issuesOf(result)).toEqual([
      { path: 'title', message: 'Enter a title.' },
      { path: 'lines.0.date', message: 'Line 1 (Taxi): the date 4 Dec 2026 is after today.' },
      {
        path: 'lines.0.amount',
        message: 'Line 1 (Taxi): enter an amount more than 0 with at most 2 decimals for GHS.',
      },
      {
        path: 'lines.1.amount',
        message: 'Line 2 (Hotel): enter an amount more than 0 with no decimals for JPY.',
      },
      {
        path: 'lines.1.exchangeRate',
        message:
          "Line 2 (Hotel): enter the GHS for one JPY: more than 0 with at most 6 decimals, or leave it blank for the employer's rate.",
      },
      {
        path: 'lines.2.distanceKm',
        message: 'Line 3 (Mileage): enter the distance in km, more than 0 with at most 2 decimals.',
      },
      { path: 'lines.2.mileageRateId', message: 'Line 3 (Mileage): choose a vehicle type.' },
      { path: 'lines.3.categoryId', message: 'Line 4: choose a category.' },
      { path: 'lines.3.description', message: 'Line 4: enter a description.' },
      {
        path: 'lines.3.amount',
        message: 'Line 4: enter an amount more than 0 with at most 2 decimals for GHS.',
      },
    ]);
  });

  it('holds at most 50 lines and 10 receipts a line', () => {
    expect(
      issuesOf(v.safeParse(schema, { title: 'Many', lines: Array.from({ length: 51 }, () => taxi) })),
    ).toEqual([{ path: 'lines', message: 'A claim holds at most 50 lines.' }]);
    const receipts = Array.from({ length: 11 }, (_, at) => `r${at}`);
    expect(
      issuesOf(v.safeParse(schema, { title: 'Receipts', lines: [{ ...taxi, receiptIds: receipts }] })),
    ).toEqual([{ path: 'lines.0.receiptIds', message: 'Line 1 (Taxi): attach at most 10 receipts.' }]);
  });
});
