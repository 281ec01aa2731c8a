import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatMoney, moneyString, roundMoney, toDecimal } from './money.ts';

describe('money', () => {
  it('writes amounts for explanations with thousands separators and the currency’s digits', () => {
    expect(formatMoney(new Decimal('1234567.5'), 2)).toBe('1,234,567.50');
    expect(formatMoney(new Decimal('999'), 2)).toBe('999.00');
    expect(formatMoney(new Decimal('-4320'), 0)).toBe('-4,320');
    expect(formatMoney(new Decimal('0'), 3)).toBe('0.000');
    expect(formatMoney(new Decimal('1e21'), 2)).toBe('1,000,000,000,000,000,000,000.00');
  });

  it('keeps the decimals of an exact intermediate rather than hiding a rounding', () => {
    expect(formatMoney(new Decimal('1029.7525'), 2)).toBe('1,029.7525');
  });

  it('writes rounded amounts for the wire, and refuses one that was not rounded', () => {
    expect(moneyString(new Decimal('275'), 2)).toBe('275.00');
    expect(moneyString(new Decimal('1500'), 0)).toBe('1500');
    expect(() => moneyString(new Decimal('0.005'), 2)).toThrow(/Not rounded/);
  });

  it('rounds half up or half even, and never to a negative zero', () => {
    expect(roundMoney(new Decimal('0.125'), { digits: 2, rounding: 'Half Up' }).toString()).toBe('0.13');
    expect(roundMoney(new Decimal('0.125'), { digits: 2, rounding: 'Half Even' }).toString()).toBe('0.12');
    expect(roundMoney(new Decimal('-0.001'), { digits: 2, rounding: 'Half Up' }).isNegative()).toBe(false);
    expect(() => roundMoney(new Decimal(1), { digits: 5, rounding: 'Half Up' })).toThrow(/0 to 4/);
  });

  it('reads decimal strings only', () => {
    expect(toDecimal('0042.50').toString()).toBe('42.5');
    expect(() => toDecimal('4,250')).toThrow('Not a decimal amount: "4,250"');
    expect(() => toDecimal(new Decimal(Number.NaN))).toThrow(/finite/);
  });
});
