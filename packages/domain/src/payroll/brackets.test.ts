import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { cumulativeTaxColumn, taxOnIncome, validateBrackets, withCumulativeTax } from './brackets.ts';
import { roundMoney } from './money.ts';
import { GHANA_PAYE_2024, KENYA_PAYE_2025, NIGERIA_PAYE_2026, TWO_DIGITS_HALF_UP } from './workedCases.ts';

const column = (table: typeof KENYA_PAYE_2025) =>
  table.brackets.map((bracket) => bracket.cumulativeTax.toFixed(2));

function taxOn(income: string, rounding: 'Half Up' | 'Half Even' = 'Half Up') {
  return roundMoney(taxOnIncome(KENYA_PAYE_2025.brackets, new Decimal(income)).tax, {
    digits: 2,
    rounding,
  }).toFixed(2);
}

describe('validateBrackets', () => {
  it('accepts a table that starts at 0 and rises', () => {
    expect(validateBrackets(KENYA_PAYE_2025.brackets, 2)).toEqual([]);
  });

  it('names the row and field of every problem', () => {
    const findings = validateBrackets(
      [
        { incomeMoreThan: '100', percentage: '10' },
        { incomeMoreThan: '50', percentage: '101' },
        { incomeMoreThan: '50.001', percentage: 'ten' },
        { incomeMoreThan: '', percentage: '5' },
      ],
      2,
    );
    expect(findings).toEqual([
      {
        row: 1,
        field: 'incomeMoreThan',
        message:
          'Row 1: Income More Than must be 0, so the first bracket starts with the first unit of income.',
      },
      {
        row: 2,
        field: 'incomeMoreThan',
        message: "Row 2: Income More Than must be more than row 1's 100.00.",
      },
      { row: 2, field: 'percentage', message: 'Row 2: % must be a number from 0 to 100.' },
      {
        row: 3,
        field: 'incomeMoreThan',
        message: 'Row 3: Income More Than must be an amount of 0 or more with at most 2 decimals.',
      },
      { row: 3, field: 'percentage', message: 'Row 3: % must be a number from 0 to 100.' },
      {
        row: 4,
        field: 'incomeMoreThan',
        message: 'Row 4: Income More Than must be an amount of 0 or more with at most 2 decimals.',
      },
    ]);
  });

  it('refuses equal bounds (no zero-width band) and decimals in a currency without them', () => {
    expect(
      validateBrackets(
        [
          { incomeMoreThan: '0', percentage: '0' },
          { incomeMoreThan: '0', percentage: '10' },
        ],
        2,
      ).map((finding) => finding.message),
    ).toEqual(["Row 2: Income More Than must be more than row 1's 0.00."]);
    expect(validateBrackets([{ incomeMoreThan: '0.5', percentage: '0' }], 0)[0]?.message).toBe(
      'Row 1: Income More Than must be an amount of 0 or more with no decimals.',
    );
    expect(validateBrackets([], 2)).toEqual([
      { row: 0, field: 'brackets', message: 'Add at least one bracket.' },
    ]);
  });
});

describe('the Cumulative Tax column', () => {
  it('is the tax due at each lower bound, as the published tables print it', () => {
    expect(column(KENYA_PAYE_2025)).toEqual(['0.00', '2400.00', '4483.25', '144783.35', '242283.35']);
    expect(column(NIGERIA_PAYE_2026)).toEqual([
      '0.00',
      '0.00',
      '330000.00',
      '1950000.00',
      '4680000.00',
      '10430000.00',
    ]);
    // 17.5% × 3,166.67 = 554.16725: the band is kept at the minor unit, 554.17.
    expect(column(GHANA_PAYE_2024)).toEqual([
      '0.00',
      '0.00',
      '5.50',
      '18.50',
      '572.67',
      '4572.67',
      '13728.67',
    ]);
  });

  it('follows the brackets as they are typed, blank from a row that cannot be read or does not rise', () => {
    expect(
      cumulativeTaxColumn(
        [
          { incomeMoreThan: '0', percentage: '10' },
          { incomeMoreThan: '24000', percentage: '25' },
          { incomeMoreThan: '20000', percentage: '30' },
          { incomeMoreThan: '90000', percentage: '30' },
        ],
        2,
      ),
    ).toEqual(['0.00', '2400.00', null, null]);
    expect(cumulativeTaxColumn([{ incomeMoreThan: '0', percentage: '' }], 0)).toEqual(['0']);
  });

  it('refuses to derive a column for brackets that do not validate', () => {
    expect(() => withCumulativeTax([{ incomeMoreThan: '5', percentage: '1' }], 2)).toThrow(/Row 1/);
  });
});

describe('taxOnIncome: half-open bands, no "+1"', () => {
  it('taxes income exactly at a bound in the band below it, and the next unit in the band above', () => {
    expect(taxOn('24000')).toBe('2400.00');
    expect(taxOn('24000.04')).toBe('2400.01');
    expect(taxOn('32333')).toBe('4483.25');
    expect(taxOn('32333.10')).toBe('4483.28');
    expect(taxOn('0')).toBe('0.00');
    expect(taxOn('0.10')).toBe('0.01');
  });

  it('rounds a half unit up by default and to the even unit when the employer chooses half even', () => {
    // 2,400 + 25% × 0.02 = 2,400.005; 2,400 + 25% × 0.06 = 2,400.015.
    expect(taxOn('24000.02', 'Half Up')).toBe('2400.01');
    expect(taxOn('24000.02', 'Half Even')).toBe('2400.00');
    expect(taxOn('24000.06', 'Half Even')).toBe('2400.02');
    expect(roundMoney(new Decimal('1029.7525'), TWO_DIGITS_HALF_UP).toFixed(2)).toBe('1029.75');
  });
});
