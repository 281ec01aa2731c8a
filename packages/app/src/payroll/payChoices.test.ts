import type { PayItem, StatutoryContribution } from '@hr/api';
import { describe, expect, it } from 'vitest';
import { payChoicesOf } from './payChoices.ts';

const payItem = (kind: PayItem['kind'], code: string, isActive = true): PayItem => ({
  id: `${kind}-${code}`,
  kind,
  code,
  description: `${code} item`,
  isActive,
  amount: '350.00',
  quantity: '1',
  unit: 'Month',
  tax: true,
  otherStatutory: true,
  employeesAssigned: 0,
});

const contribution = (code: string, isActive = true): StatutoryContribution => ({
  id: `contribution-${code}`,
  code,
  description: `${code} contribution`,
  isActive,
  employer: { type: 'Gross Income', amount: '13', cappedAmount: null, tableId: null },
  employee: { type: 'Gross Income', amount: '5.5', cappedAmount: null, tableId: null },
  employeeBeforeTax: true,
  source: null,
  effectiveFrom: null,
  employeesAssigned: 0,
});

describe('what the record’s Salary groups offer to assign', () => {
  const choices = payChoicesOf(
    {
      Earning: [payItem('Earning', 'HOUSING'), payItem('Earning', 'OLD', false)],
      Deduction: [payItem('Deduction', 'LOAN')],
      Bonus: [payItem('Bonus', 'XMAS', false)],
    },
    [contribution('SSNIT'), contribution('RETIRED', false)],
  );

  it('offers each group the employer’s active items of its kind, never a deactivated one', () => {
    expect(choices.Earning.map((choice) => choice.code)).toEqual(['HOUSING']);
    expect(choices.Deduction.map((choice) => choice.code)).toEqual(['LOAN']);
    expect(choices.Bonus).toEqual([]);
    expect(choices['Statutory Contribution'].map((choice) => choice.code)).toEqual(['SSNIT']);
  });

  it('shows an item’s own amount, quantity and unit, and none for a contribution', () => {
    expect(choices.Earning[0]).toEqual({
      id: 'Earning-HOUSING',
      code: 'HOUSING',
      description: 'HOUSING item',
      amount: '350.00',
      quantity: '1',
      unit: 'Month',
    });
    expect(choices['Statutory Contribution'][0]).toEqual({
      id: 'contribution-SSNIT',
      code: 'SSNIT',
      description: 'SSNIT contribution',
      amount: null,
      quantity: null,
      unit: null,
    });
  });
});
