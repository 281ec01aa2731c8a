import { describe, expect, it } from 'vitest';
import { formatMoneyText, previewContribution } from './contributionPreview.ts';
import { TWO_DIGITS_HALF_UP } from './workedCases.ts';

const nssfTable = {
  code: 'NSSF',
  type: 'Other' as const,
  basis: 'Monthly' as const,
  brackets: [
    { incomeMoreThan: '0.00', percentage: '6' },
    { incomeMoreThan: '72000.00', percentage: '0' },
  ],
};

const side = (over: Partial<Parameters<typeof previewContribution>[0]>) => ({
  type: 'Gross Income' as const,
  amount: '6',
  cappedAmount: '',
  table: null,
  ...over,
});

describe('previewContribution', () => {
  it('takes a Gross Income % of the earnings, saying where the cap took over', () => {
    expect(
      previewContribution(side({ cappedAmount: '72000' }), 'Employee', '100000', TWO_DIGITS_HALF_UP),
    ).toEqual({
      amount: '4320.00',
      explanation: 'Employee 6% × 72,000.00 (earnings 100,000.00, capped at 72,000.00) = 4,320.00',
    });
    expect(previewContribution(side({}), 'Employer', ' 50000 ', TWO_DIGITS_HALF_UP)?.amount).toBe('3000.00');
  });

  it('runs a Statutory Table side through its table, and a fixed amount as it is', () => {
    expect(
      previewContribution(
        side({ type: 'Statutory Table', table: nssfTable }),
        'Employee',
        '100000',
        TWO_DIGITS_HALF_UP,
      )?.amount,
    ).toBe('4320.00');
    expect(
      previewContribution(side({ type: 'Fixed Amount', amount: '250' }), 'Employer', '0', TWO_DIGITS_HALF_UP),
    ).toEqual({ amount: '250.00', explanation: 'Employer fixed amount 250.00' });
  });

  it('has nothing to show for Not Applicable or while a field cannot be read', () => {
    const money = TWO_DIGITS_HALF_UP;
    expect(previewContribution(side({ type: 'Not Applicable' }), 'Employer', '1000', money)).toBeNull();
    expect(previewContribution(side({}), 'Employee', '10,000', money)).toBeNull();
    expect(previewContribution(side({ amount: '101' }), 'Employee', '1000', money)).toBeNull();
    expect(previewContribution(side({ cappedAmount: '1.234' }), 'Employee', '1000', money)).toBeNull();
    expect(previewContribution(side({ type: 'Statutory Table' }), 'Employee', '1000', money)).toBeNull();
  });
});

describe('formatMoneyText', () => {
  it('writes an amount with thousands separators and leaves other text alone', () => {
    expect(formatMoneyText('2400.00', 2)).toBe('2,400.00');
    expect(formatMoneyText('1234567', 0)).toBe('1,234,567');
    expect(formatMoneyText('abc', 2)).toBe('abc');
  });
});
