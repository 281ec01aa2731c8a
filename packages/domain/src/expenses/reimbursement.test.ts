import { describe, expect, it } from 'vitest';
import { reimbursementItems } from './reimbursement.ts';

describe('reimbursementItems', () => {
  it('pays the non-taxable and the taxable lines of EC-0042 as one earning each, explained', () => {
    const items = reimbursementItems({
      number: 42,
      approvedOn: '2026-11-12',
      lines: [
        { approvedAmount: '85.00', taxable: false },
        { approvedAmount: '1500.00', taxable: false },
        { approvedAmount: '105.00', taxable: false },
        { approvedAmount: '60.00', taxable: true },
      ],
    });
    expect(items).toEqual([
      {
        kind: 'Earning',
        code: 'EXPENSE:EC-0042',
        description: 'Expense claim EC-0042',
        amount: '1690.00',
        tax: false,
        otherStatutory: false,
        prorate: false,
        explanation: 'Expense claim EC-0042 approved 12 Nov: 3 lines = 1,690.00',
      },
      {
        kind: 'Earning',
        code: 'EXPENSE:EC-0042:TAXABLE',
        description: 'Expense claim EC-0042',
        amount: '60.00',
        tax: true,
        otherStatutory: false,
        prorate: false,
        explanation: 'Expense claim EC-0042 approved 12 Nov: 1 line = 60.00',
      },
    ]);
  });
});
