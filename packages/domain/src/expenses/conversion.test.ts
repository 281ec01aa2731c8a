import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatClaimNumber } from './constants.ts';
import { claimTotal, convertLine, mileageLine } from './conversion.ts';

const GHS = { currency: 'GHS', digits: 2, rounding: 'Half Up' } as const;

describe('convertLine, worked examples', () => {
  it('converts a USD hotel of 120.00 at 15.25 to GHS 1,830.00 (120 × 15.25 = 1,830 exactly)', () => {
    const line = convertLine('120.00', '15.25', 'USD', GHS);
    expect(line.amount.toFixed(2)).toBe('1830.00');
    expect(line.explanation).toBe('USD 120.00 × 15.25 = GHS 1,830.00');
  });

  it("rounds a tie by the employer's rule: 200.00 × 15.123425 = 3,024.685 → 3,024.69 half up, 3,024.68 half even", () => {
    // 200 × 15.123425 = 3,024.685 exactly: the third decimal is the 5 of a tie, so the rule decides.
    // Half up takes it away from zero; half even takes it to the even cent (8).
    expect(convertLine('200.00', '15.123425', 'USD', GHS).explanation).toBe(
      'USD 200.00 × 15.123425 = GHS 3,024.69',
    );
    expect(convertLine('200.00', '15.123425', 'USD', { ...GHS, rounding: 'Half Even' }).explanation).toBe(
      'USD 200.00 × 15.123425 = GHS 3,024.68',
    );
  });

  it('rounds what is not a tie the same either way: 100.00 × 15.123455 = 1,512.3455 → 1,512.35', () => {
    for (const rounding of ['Half Up', 'Half Even'] as const) {
      expect(convertLine('100.00', '15.123455', 'USD', { ...GHS, rounding }).amount.toFixed(2)).toBe(
        '1512.35',
      );
    }
  });

  it("writes each side with its own currency's digits: JPY 1,500 × 0.8672 = KES 1,300.80", () => {
    // JPY has no minor unit; 1,500 × 0.8672 = 1,300.8 exactly, written with KES's two decimals.
    const kes = { currency: 'KES', digits: 2, rounding: 'Half Up' } as const;
    expect(convertLine('1500', '0.8672', 'JPY', kes).explanation).toBe('JPY 1,500 × 0.8672 = KES 1,300.80');
  });

  it('rounds to a three-digit payroll currency: USD 45.99 × 0.307123 = 14.12458677 → KWD 14.125', () => {
    const kwd = { currency: 'KWD', digits: 3, rounding: 'Half Up' } as const;
    expect(convertLine('45.99', '0.307123', 'USD', kwd).explanation).toBe(
      'USD 45.99 × 0.307123 = KWD 14.125',
    );
  });

  it('leaves a line in the payroll currency unchanged, with no rate', () => {
    const line = convertLine('85.50', null, 'GHS', GHS);
    expect(line.amount.toFixed(2)).toBe('85.50');
    expect(line.explanation).toBe('GHS 85.50');
    expect(() => convertLine('85.50', '1', 'GHS', GHS)).toThrow(RangeError);
  });

  it('refuses what the contract should have refused first', () => {
    expect(() => convertLine('10.00', null, 'USD', GHS)).toThrow(/needs its rate/);
    expect(() => convertLine('10.00', '0', 'USD', GHS)).toThrow(/more than 0/);
    expect(() => convertLine('10.001', '15.25', 'USD', GHS)).toThrow(/USD has 2 decimals/);
    expect(() => convertLine('-10.00', '15.25', 'USD', GHS)).toThrow(/not negative/);
  });
});

describe('mileageLine, worked examples', () => {
  it('is 42 km × 2.50 = 105.00', () => {
    const line = mileageLine('42', '2.50', GHS);
    expect(line.amount.toFixed(2)).toBe('105.00');
    expect(line.explanation).toBe('42 km × 2.50 = 105.00');
  });

  it('keeps a rate of four decimals as recorded: 12.5 km × 0.6543 = 8.17875 → 8.18', () => {
    expect(mileageLine('12.5', '0.6543', GHS).explanation).toBe('12.5 km × 0.6543 = 8.18');
  });
});

describe('claimTotal', () => {
  it('adds the rounded lines: 1,830.00 + 105.00 + 45.50 = 1,980.50', () => {
    const total = claimTotal([{ amount: '1830.00' }, { amount: new Decimal('105') }, { amount: '45.50' }], 2);
    expect(total.toFixed(2)).toBe('1980.50');
  });

  it('never rounds again: three lines of USD 1.01 at 1.005 are 1.02 each, so the claim is 3.06, not 3.05', () => {
    // 1.01 × 1.005 = 1.01505 → 1.02 on each line as printed; the exact 3.04515 would round to 3.05,
    // but the claimant is paid what the lines say.
    const line = convertLine('1.01', '1.005', 'USD', GHS);
    expect(line.amount.toFixed(2)).toBe('1.02');
    expect(claimTotal([line, line, line], 2).toFixed(2)).toBe('3.06');
  });

  it('refuses a line that was not rounded to the currency', () => {
    expect(() => claimTotal([{ amount: '1.015' }], 2)).toThrow(/Line 1 is not rounded/);
  });
});

describe('formatClaimNumber', () => {
  it('pads to four digits and grows past them', () => {
    expect(formatClaimNumber(42)).toBe('EC-0042');
    expect(formatClaimNumber(12345)).toBe('EC-12345');
    expect(() => formatClaimNumber(0)).toThrow(RangeError);
    expect(() => formatClaimNumber(4.2)).toThrow(RangeError);
  });
});
