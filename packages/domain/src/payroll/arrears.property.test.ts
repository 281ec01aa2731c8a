import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodArrears } from './arrears.ts';
import { computePayslip } from './payslip.ts';
import { anyAmount, anyItem, anyMoneyRules, anyPayPeriod } from './testArbitraries.ts';

const anyRecord = anyMoneyRules.chain((money) =>
  fc.record({
    money: fc.constant(money),
    payPeriod: anyPayPeriod,
    basicPay: anyAmount(money.digits, 100_000),
    items: fc.array(anyItem(money.digits), { maxLength: 4 }),
    raise: anyAmount(money.digits, 10_000),
    itemsAfter: fc.array(anyItem(money.digits), { maxLength: 4 }),
  }),
);

describe('arrears, for any record', () => {
  it('are null when the record did not change', () => {
    fc.assert(
      fc.property(anyRecord, ({ money, payPeriod, basicPay, items }) => {
        const lines = computePayslip({ payPeriod, money, basicPay, items }).lines;
        expect(
          periodArrears({
            paid: lines,
            recomputed: lines,
            alreadyPaid: '0',
            period: 'P',
            digits: money.digits,
          }),
        ).toBeNull();
      }),
    );
  });

  it('are the gross difference, and null once that is paid', () => {
    fc.assert(
      fc.property(anyRecord, ({ money, payPeriod, basicPay, items, raise, itemsAfter }) => {
        const before = computePayslip({ payPeriod, money, basicPay, items });
        const after = computePayslip({ payPeriod, money, basicPay, items: itemsAfter });
        const raised = computePayslip({ payPeriod, money, basicPay: raise, items: itemsAfter });
        for (const recomputed of [after, raised]) {
          const input = {
            paid: before.lines,
            recomputed: recomputed.lines,
            period: 'P',
            digits: money.digits,
          };
          const arrears = periodArrears({ ...input, alreadyPaid: '0' });
          const difference = new Decimal(recomputed.gross).minus(before.gross);
          if (arrears === null) {
            expect(recomputed.gross).toBe(before.gross);
            continue;
          }
          expect(new Decimal(arrears.amount).eq(difference)).toBe(true);
          expect(periodArrears({ ...input, alreadyPaid: arrears.amount })).toBeNull();
        }
      }),
    );
  });
});
