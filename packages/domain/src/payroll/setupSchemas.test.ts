import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { employeePayItemSchema } from './employeePaySchemas.ts';
import {
  NO_CONTRIBUTION_SIDE,
  PAY_ITEM_DEFAULTS,
  payItemSchema,
  RELIEF_ONLY_ON_PAYE,
  STATUTORY_CONTRIBUTION_DEFAULTS,
  STATUTORY_TAX_DEFAULTS,
  statutoryContributionSchema,
  statutoryTaxSchema,
} from './setupSchemas.ts';

function issuesOf(result: v.SafeParseResult<v.GenericSchema>) {
  return (result.issues ?? []).map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));
}

describe('statutory tax form', () => {
  const schema = statutoryTaxSchema(2);

  it('writes bounds with the currency digits and keeps % plain', () => {
    const values = v.parse(schema, {
      ...STATUTORY_TAX_DEFAULTS,
      code: 'PAYE',
      description: 'Monthly PAYE',
      reliefPerMonth: '2400',
      brackets: [
        { incomeMoreThan: '0', percentage: '10' },
        { incomeMoreThan: '24000', percentage: '25.50' },
      ],
    });
    expect(values.reliefPerMonth).toBe('2400.00');
    expect(values.brackets).toEqual([
      { incomeMoreThan: '0.00', percentage: '10' },
      { incomeMoreThan: '24000.00', percentage: '25.5' },
    ]);
  });

  it('names the row and field of brackets that do not rise', () => {
    const result = v.safeParse(schema, {
      ...STATUTORY_TAX_DEFAULTS,
      code: 'PAYE',
      description: 'Monthly PAYE',
      brackets: [
        { incomeMoreThan: '0', percentage: '10' },
        { incomeMoreThan: '5000', percentage: '20' },
        { incomeMoreThan: '3000', percentage: '101' },
      ],
    });
    expect(issuesOf(result)).toEqual([
      {
        path: 'brackets.2.incomeMoreThan',
        message: "Row 3: Income More Than must be more than row 2's 5,000.00.",
      },
      { path: 'brackets.2.percentage', message: 'Row 3: % must be a number from 0 to 100.' },
    ]);
  });

  it('refuses a relief on a table of type Other', () => {
    const result = v.safeParse(schema, {
      ...STATUTORY_TAX_DEFAULTS,
      code: 'TIER',
      description: 'Tiered pension',
      type: 'Other',
      reliefPerMonth: '10',
    });
    expect(issuesOf(result)).toEqual([{ path: 'reliefPerMonth', message: RELIEF_ONLY_ON_PAYE }]);
  });
});

describe('statutory contribution form', () => {
  const schema = statutoryContributionSchema(2);

  it('keeps only what each side type uses', () => {
    const values = v.parse(schema, {
      ...STATUTORY_CONTRIBUTION_DEFAULTS,
      code: 'SSNIT',
      description: 'Social security',
      employer: { type: 'Gross Income', amount: '13', cappedAmount: '', tableId: 'stale' },
      employee: { type: 'Fixed Amount', amount: '50', cappedAmount: '9000', tableId: null },
    });
    expect(values.employer).toEqual({
      type: 'Gross Income',
      amount: '13',
      cappedAmount: null,
      tableId: null,
    });
    expect(values.employee).toEqual({
      type: 'Fixed Amount',
      amount: '50.00',
      cappedAmount: null,
      tableId: null,
    });
  });

  it('asks for a table, a % and at least one side', () => {
    const result = v.safeParse(schema, {
      ...STATUTORY_CONTRIBUTION_DEFAULTS,
      code: 'X',
      description: 'X',
      employer: { type: 'Statutory Table', amount: '', cappedAmount: '', tableId: null },
      employee: { type: 'Gross Income', amount: '120', cappedAmount: '', tableId: null },
    });
    expect(issuesOf(result).map((issue) => issue.path)).toEqual(['employer.tableId', 'employee.amount']);
    const neither = v.safeParse(schema, { ...STATUTORY_CONTRIBUTION_DEFAULTS, code: 'X', description: 'X' });
    expect(issuesOf(neither)).toEqual([{ path: null, message: NO_CONTRIBUTION_SIDE }]);
  });
});

describe('pay item form', () => {
  it('has both switches on by default and writes the amount with the currency digits', () => {
    expect(PAY_ITEM_DEFAULTS.tax).toBe(true);
    expect(PAY_ITEM_DEFAULTS.otherStatutory).toBe(true);
    const values = v.parse(payItemSchema(0), {
      ...PAY_ITEM_DEFAULTS,
      code: 'T',
      description: 'Transport',
      amount: '500',
    });
    expect(values).toMatchObject({ amount: '500', quantity: '1' });
    expect(
      v.safeParse(payItemSchema(0), { ...PAY_ITEM_DEFAULTS, code: 'T', description: 'T', amount: '5.5' })
        .success,
    ).toBe(false);
    expect(
      v.safeParse(payItemSchema(2), {
        ...PAY_ITEM_DEFAULTS,
        code: 'T',
        description: 'T',
        amount: '5',
        quantity: '0',
      }).success,
    ).toBe(false);
  });
});

describe("employee's pay item", () => {
  it('drops amount and quantity from a statutory contribution and refuses an end before the start', () => {
    const schema = employeePayItemSchema(2);
    expect(
      v.parse(schema, {
        group: 'Statutory Contribution',
        itemId: 'c1',
        amount: '10',
        quantity: '2',
        effectiveDate: '2026-01-01',
        endDate: '',
      }),
    ).toEqual({
      group: 'Statutory Contribution',
      itemId: 'c1',
      amount: null,
      quantity: null,
      effectiveDate: '2026-01-01',
      endDate: null,
    });
    const early = v.safeParse(schema, {
      group: 'Earning',
      itemId: 'e1',
      amount: '',
      quantity: '',
      effectiveDate: '2026-02-01',
      endDate: '2026-01-31',
    });
    expect(issuesOf(early).map((issue) => issue.path)).toEqual(['endDate']);
  });
});
