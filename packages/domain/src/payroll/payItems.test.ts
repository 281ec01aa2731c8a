import { describe, expect, it } from 'vitest';
import { describeItemTotal } from './payItems.ts';

const twoDigits = { digits: 2, rounding: 'Half Up' } as const;

describe('describeItemTotal', () => {
  it('multiplies amount by quantity with thousands separators and the currency digits', () => {
    expect(describeItemTotal({ amount: '500', quantity: '2', unit: 'Day' }, twoDigits)).toBe(
      '500.00 × 2 Day = 1,000.00',
    );
  });

  it('rounds the total once by the rule, as the payslip line is', () => {
    const item = { amount: '10.25', quantity: '0.5', unit: 'Hour' };
    expect(describeItemTotal(item, twoDigits)).toBe('10.25 × 0.5 Hour = 5.13');
    expect(describeItemTotal(item, { digits: 2, rounding: 'Half Even' })).toBe('10.25 × 0.5 Hour = 5.12');
  });

  it('writes a currency without decimals whole', () => {
    expect(
      describeItemTotal({ amount: '12000', quantity: '1.5', unit: '' }, { ...twoDigits, digits: 0 }),
    ).toBe('12,000 × 1.5 = 18,000');
  });

  it('says nothing while the amount or the quantity is not a decimal', () => {
    expect(describeItemTotal({ amount: '', quantity: '1', unit: 'Month' }, twoDigits)).toBeNull();
    expect(describeItemTotal({ amount: '5', quantity: '2x', unit: 'Month' }, twoDigits)).toBeNull();
  });
});
