import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ExpenseClaim } from '../contract-types.ts';
import { ghanaPayroll } from '../payroll/runs/pay-run-test-support.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { notPayable } from './claim-paid-outside.ts';
import { paidAfterComputed } from './claim-payment.ts';
import { expenseCalls } from './claim-test-support.ts';

/**
 * A claim is paid once when two people pay it at the same moment (issue 32, Build item 4): finalising
 * a draft run that holds it and marking it paid outside payroll, at once, on a server with many
 * connections. The claim's row lock orders them: exactly one pays it, the other is refused naming it.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
});
afterAll(() => api.close());

test('finalising a run and marking its claim paid outside payroll at once: exactly one pays it', async () => {
  const payroll = await ghanaPayroll(api);
  const calls = expenseCalls(api);
  await calls.switchOn(payroll.token);
  const kofi = await payroll.employee('Kofi');
  const claimant = await api.newEmployeeUser(payroll.employerId, kofi);
  const taxi = await calls.category(payroll.token, 'TAXI');
  const claim = await calls.submitted(claimant.token, [{ categoryId: taxi, amount: '60.00' }]);
  expect((await calls.decide(payroll.token, { id: claim.id, decision: 'approve' })).status).toBe(200);
  const november = await payroll.processed();

  const [finalised, marked] = await Promise.all([
    api.call('/payroll/finalise-pay-run', { id: november.id }, { token: payroll.token }),
    api.call(
      '/expenses/mark-expense-claim-paid',
      { id: claim.id, reference: 'TRF-1', paidOn: '2026-11-26' },
      { token: payroll.token },
    ),
  ]);
  expect([finalised.status, marked.status].sort()).toEqual([200, 409]);
  const paid = await calls.claim(claimant.token, claim.id);
  if (finalised.status === 200) {
    expect(marked.body).toMatchObject({ error: notPayable(1, 'paid') });
    expect(paid).toMatchObject<Partial<ExpenseClaim>>({ paidBy: 'payroll', payRunId: november.id });
  } else {
    expect(finalised.body).toMatchObject({ error: paidAfterComputed(1) });
    expect(paid).toMatchObject<Partial<ExpenseClaim>>({ paidBy: 'outside', payRunId: null });
  }
});
