import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { contributionAmount, type StatutoryBase } from './contributions.ts';
import { KENYA_NSSF_2025, KENYA_PAYE_2025, TWO_DIGITS_HALF_UP } from './workedCases.ts';

const base: StatutoryBase = { amount: new Decimal(5000), madeOf: 'basic + Transport', excluded: ['Housing'] };

function amount(side: Parameters<typeof contributionAmount>[0], on = base) {
  return contributionAmount(side, 'Pension', on, 'Monthly', TWO_DIGITS_HALF_UP);
}

describe('contributionAmount', () => {
  it('takes a Gross Income % of the statutory base, saying what the base is made of', () => {
    expect(amount({ type: 'Gross Income', amount: '5.5' })).toEqual({
      amount: new Decimal(275),
      explanation:
        'Pension 5.5% × 5,000.00 (basic + Transport; Housing excluded: Other Statutory off) = 275.00',
    });
  });

  it('takes the % of the capped amount only when the base is above it', () => {
    expect(amount({ type: 'Gross Income', amount: '10', cappedAmount: '2000' })).toEqual({
      amount: new Decimal(200),
      explanation:
        'Pension 10% × 2,000.00 (basic + Transport 5,000.00, capped at 2,000.00; Housing excluded: Other Statutory off) = 200.00',
    });
    expect(amount({ type: 'Gross Income', amount: '10', cappedAmount: '5000' })?.amount.toFixed(2)).toBe(
      '500.00',
    );
  });

  it('caps the base a Statutory Table is applied to', () => {
    const capped = amount({ type: 'Statutory Table', table: KENYA_NSSF_2025, cappedAmount: '3000' });
    expect(capped?.amount.toFixed(2)).toBe('180.00');
    expect(capped?.explanation).toBe(
      'Pension on 3,000.00 (basic + Transport 5,000.00, capped at 3,000.00; Housing excluded: Other Statutory off): 6% × 3,000.00 = 180.00',
    );
  });

  it('gives a fixed amount whatever the base, and no line for Not Applicable', () => {
    expect(amount({ type: 'Fixed Amount', amount: '150.5' })).toEqual({
      amount: new Decimal('150.5'),
      explanation: 'Pension fixed amount 150.50',
    });
    expect(amount({ type: 'Not Applicable' })).toBeNull();
  });

  it('refuses a Statutory Table without a table of type Other, and a % above 100', () => {
    expect(() => amount({ type: 'Statutory Table' })).toThrow('Pension: Statutory Table needs a table.');
    expect(() => amount({ type: 'Statutory Table', table: KENYA_PAYE_2025 })).toThrow(/type Other/);
    expect(() => amount({ type: 'Gross Income', amount: '101' })).toThrow(/0 to 100/);
  });
});
