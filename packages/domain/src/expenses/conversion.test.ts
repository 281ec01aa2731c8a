import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatClaimNumber } from './constants.ts';
import { claimTotal, convertLine, mileageLine } from './conversion.ts';

const GHS = { currency: 'GHS', digits: 2, rounding: 'Half Up' } as const;

describe('convertLine', () => {
  it('converts a USD hotel of 120.00 at 15.25 to GHS 1,830.00 (120 × 15.25 = 1,830 exactly)', () => {
    const line = convertLine('120.00', '15.25', 'USD', GHS);
    expect(line.amount.toFixed(2)).toBe('1830.00');
    expect(line.explanation).toBe('USD 120.00 × 15.25 = GHS 1,830.00');
  });

  it('leaves a line in the payroll currency unchanged, with no rate', () => {
    const line = convertLine('85.50', null, 'GHS', GHS);
    expect(line.amount.toFixed(2)).toBe('85.50');
    expect(line.explanation).toBe('GHS 85.50');
    expect(() => convertLine('85.50', '1', 'GHS', GHS)).toThrow(RangeError);
  });

  it('needs a rate for a foreign line', () => {
    expect(() => convertLine('10.00', null, 'USD', GHS)).toThrow(/needs its rate/);
  });
});

describe('mileageLine', () => {
  it('is 42 km × 2.50 = 105.00', () => {
    const line = mileageLine('42', '2.50', GHS);
    expect(line.amount.toFixed(2)).toBe('105.00');
    expect(line.explanation).toBe('42 km × 2.50 = 105.00');
  });
});

describe('claimTotal', () => {
  it('adds the rounded lines: 1,830.00 + 105.00 + 45.50 = 1,980.50', () => {
    const total = claimTotal([{ amount: '1830.00' }, { amount: new Decimal('105') }, { amount: '45.50' }], 2);
    expect(total.toFixed(2)).toBe('1980.50');
  });
});

describe('formatClaimNumber', () => {
  it('pads to four digits and grows past them', () => {
    expect(formatClaimNumber(42)).toBe('EC-0042');
    expect(formatClaimNumber(12345)).toBe('EC-12345');
    expect(() => formatClaimNumber(0)).toThrow(RangeError);
  });
});
