import { describe, expect, it } from 'vitest';
import { periodArrears } from './arrears.ts';
import { computePayslip } from './payslip.ts';

/** The worked example: basic 4,000.00 → 4,500.00 from 1 Sep 2026, September and October paid. */

const money = { digits: 2, rounding: 'Half Up' } as const;
const housing = (amount: string) => ({
  kind: 'Earning' as const,
  code: 'HOUSING',
  description: 'Housing',
  amount,
});
const payslip = (basicPay: string, items = [housing('1000')]) =>
  computePayslip({ payPeriod: 'Monthly', money, basicPay, items }).lines;

describe('the arrears of a period paid before a salary adjustment', () => {
  it('are the raise for each month already paid, explained line by line', () => {
    for (const period of ['September 2026', 'October 2026']) {
      expect(
        periodArrears({
          paid: payslip('4000'),
          recomputed: payslip('4500'),
          alreadyPaid: '0',
          period,
          since: '1 Sep 2026',
          digits: 2,
        }),
      ).toEqual({ amount: '500.00', explanation: 'basic 4,000.00 → 4,500.00 from 1 Sep 2026 = 500.00' });
    }
  });

  it('list every earning that changed', () => {
    const arrears = periodArrears({
      paid: payslip('4000'),
      recomputed: payslip('4500', [housing('1200')]),
      alreadyPaid: '0.00',
      period: 'September 2026',
      digits: 2,
    });
    expect(arrears).toEqual({
      amount: '700.00',
      explanation: 'basic 4,000.00 → 4,500.00; Housing 1,000.00 → 1,200.00 = 700.00',
    });
  });

  it('leave out what was already paid for the period, and are null once all of it is', () => {
    const base = { paid: payslip('4000'), recomputed: payslip('4500'), period: 'September 2026', digits: 2 };
    expect(periodArrears({ ...base, alreadyPaid: '200.00' })).toEqual({
      amount: '300.00',
      explanation: 'basic 4,000.00 → 4,500.00 = 500.00 − 200.00 already paid = 300.00',
    });
    expect(periodArrears({ ...base, alreadyPaid: '500.00' })).toBeNull();
  });

  it('are negative for an over-payment, which is recovered', () => {
    const arrears = periodArrears({
      paid: payslip('4000'),
      recomputed: payslip('3700'),
      alreadyPaid: '0',
      period: 'September 2026',
      since: '1 Sep 2026',
      digits: 2,
    });
    expect(arrears).toEqual({
      amount: '-300.00',
      explanation:
        'basic 4,000.00 → 3,700.00 from 1 Sep 2026 = -300.00; September 2026 was over-paid by 300.00, recovered',
    });
  });

  it('do not count the arrears a payslip paid for earlier periods as its own period’s pay', () => {
    const paid = [
      ...payslip('4500'),
      {
        kind: 'Earning' as const,
        code: 'ARREARS:2026-09-01',
        label: 'Arrears September 2026',
        amount: '500.00',
        explanation: '',
        arrearsFor: '2026-09-01',
      },
    ];
    expect(
      periodArrears({
        paid,
        recomputed: payslip('4500'),
        alreadyPaid: '0',
        period: 'November 2026',
        digits: 2,
      }),
    ).toBeNull();
  });

  it('ignore deductions and taxes: they follow from the arrears line in the run that pays it', () => {
    const paid = computePayslip({
      payPeriod: 'Monthly',
      money,
      basicPay: '4000',
      items: [{ kind: 'Deduction', code: 'UNION', amount: '25' }],
    }).lines;
    expect(
      periodArrears({
        paid,
        recomputed: payslip('4000', []),
        alreadyPaid: '0',
        period: 'May 2026',
        digits: 2,
      }),
    ).toBeNull();
  });
});
