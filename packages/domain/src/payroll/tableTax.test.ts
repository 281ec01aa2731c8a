import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { prepareTaxTable } from './brackets.ts';
import { tableAmountForPeriod } from './tableTax.ts';
import { KENYA_PAYE_2025, NIGERIA_PAYE_2026, TWO_DIGITS_HALF_UP } from './workedCases.ts';

const money = TWO_DIGITS_HALF_UP;

describe('tableAmountForPeriod: the table basis and the pay period', () => {
  it('carries a weekly income through the year on a monthly table × 12, and divides the tax back by 52', () => {
    // 10,000 × 52 = 520,000 a year; the table × 12: 53,799.00 at 387,996, 30% above it; relief 28,800 a year.
    // (53,799 + 30% × 132,004 − 28,800) ÷ 52 = 64,600.20 ÷ 52 = 1,242.3115… → 1,242.31.
    const tax = tableAmountForPeriod(KENYA_PAYE_2025, new Decimal(10000), 'Weekly', money, 'PAYE');
    expect(tax.amount.toFixed(2)).toBe('1242.31');
    expect(tax.explanation).toBe(
      'PAYE on 520,000.00 a year (10,000.00 × 52, monthly table × 12): 53,799.00 on the first 387,996.00 + 30% × 132,004.00 = 93,400.20 − relief 28,800.00 a year = 64,600.20 a year ÷ 52 = 1,242.31',
    );
  });

  it('taxes the same yearly income alike whatever the period it is paid in', () => {
    const monthly = tableAmountForPeriod(NIGERIA_PAYE_2026, new Decimal(880000), 'Monthly', money, 'PAYE');
    const semiMonthly = tableAmountForPeriod(
      NIGERIA_PAYE_2026,
      new Decimal(440000),
      'Semi-Monthly',
      money,
      'PAYE',
    );
    const biWeekly = tableAmountForPeriod(
      NIGERIA_PAYE_2026,
      new Decimal(10560000).div(26),
      'Bi-Weekly',
      money,
      'PAYE',
    );
    expect(monthly.amount.times(12).toFixed(2)).toBe('1690800.00');
    expect(semiMonthly.amount.times(24).toFixed(2)).toBe('1690800.00');
    // 1,690,800 ÷ 26 = 65,030.769… → 65,030.77 a fortnight.
    expect(biWeekly.amount.toFixed(2)).toBe('65030.77');
  });

  it('takes the monthly relief as a tax credit that never makes the tax negative', () => {
    // 10% × 15,000 = 1,500, less a relief of 2,400: no tax, not −900.
    const tax = tableAmountForPeriod(KENYA_PAYE_2025, new Decimal(15000), 'Monthly', money, 'PAYE');
    expect(tax.amount.toFixed(2)).toBe('0.00');
    expect(tax.explanation).toBe('PAYE 10% × 15,000.00 = 1,500.00 − relief 2,400.00, never below 0 = 0.00');
  });

  it('charges nothing on no income, and taxes an income of 0 digits in whole units', () => {
    expect(tableAmountForPeriod(KENYA_PAYE_2025, new Decimal(0), 'Monthly', money, 'PAYE').explanation).toBe(
      'PAYE no income above 0.00 = 0.00 − relief 2,400.00, never below 0 = 0.00',
    );
    const yen = prepareTaxTable(
      {
        code: 'TAX',
        type: 'PAYE Tax',
        basis: 'Monthly',
        brackets: [
          { incomeMoreThan: '0', percentage: '5' },
          { incomeMoreThan: '162500', percentage: '10' },
        ],
      },
      0,
    );
    // 8,125 + 10% × 37,505 = 11,875.5 → 11,876 half up, 11,876 half even (11,875 is odd).
    const tax = tableAmountForPeriod(
      yen,
      new Decimal(200005),
      'Monthly',
      { digits: 0, rounding: 'Half Even' },
      'TAX',
    );
    expect(tax.explanation).toBe('TAX 8,125 on the first 162,500 + 10% × 37,505 = 11,876');
  });
});
