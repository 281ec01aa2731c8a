import { describe, expect, it } from 'vitest';
import { hundredthsOf, normalizeAmountText } from './leaveAmountText.ts';

describe('hundredthsOf', () => {
  it('reads decimal text exactly, signed, with at most two decimals', () => {
    expect(hundredthsOf('7.5')).toBe(750n);
    expect(hundredthsOf('-1.25')).toBe(-125n);
    expect(hundredthsOf('0.1')).toBe(10n);
    expect(hundredthsOf('24')).toBe(2400n);
  });

  it('refuses anything else', () => {
    for (const text of ['', '1.234', '1.', '.5', '1e2', '+1', ' 1', '1,5', 'NaN', '1234567']) {
      expect(hundredthsOf(text)).toBeNull();
    }
  });
});

describe('normalizeAmountText', () => {
  it('writes the amount one way, keeping every digit that counts', () => {
    expect(normalizeAmountText('07.50')).toBe('7.5');
    expect(normalizeAmountText('-01.50')).toBe('-1.5');
    expect(normalizeAmountText('-0')).toBe('0');
    expect(normalizeAmountText('0.05')).toBe('0.05');
    expect(normalizeAmountText('12')).toBe('12');
  });
});
