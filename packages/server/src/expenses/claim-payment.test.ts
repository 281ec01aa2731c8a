import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ExpenseClaim } from '../contract-types.ts';
import { ghanaPayroll, type PayslipLineWire, runJobs } from '../payroll/runs/pay-run-test-support.ts';
import type { PayRunWire } from '../payroll/runs/pay-runs.ts';
import type { Answer } from '../payroll/setup/payroll-test-support.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { notPayable } from './claim-paid-outside.ts';
import { paidAfterComputed } from './claim-payment.ts';
import { claimNotices, expenseCalls } from './claim-test-support.ts';

/**
 * Approved claims paid through payroll (issue 32, Build item 4): Kofi's approved claims ride on the
 * next regular run's payslip, explained, taxed by category; finalising settles them, so no later run
 * (nor a re-run) pays them again; a claim paid outside payroll while a draft held it stops that draft
 * from being finalised until it is re-run. Ama, paid the same and claiming nothing, is the yardstick.
 */

let api: TestApi;
let payroll: Awaited<ReturnType<typeof ghanaPayroll>>;
let calls: ReturnType<typeof expenseCalls>;
let kofi: { employeeId: string; userId: string; token: string };
let taxi: string;
let meals: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
  payroll = await ghanaPayroll(api);
  calls = expenseCalls(api);
  await calls.switchOn(payroll.token);
  const employeeId = await payroll.employee('Kofi');
  await payroll.employee('Ama', 'Owusu');
  const account = await api.newEmployeeUser(payroll.employerId, employeeId);
  kofi = { employeeId, userId: account.userId, token: account.token };
  taxi = await calls.category(payroll.token, 'TAXI', { description: 'Taxi' });
  meals = await calls.category(payroll.token, 'MEALS', { description: 'Meals', taxable: true });
});
afterAll(() => api.close());

/** A claim of Kofi's approved by the administrators (no expense workflow: the engine's fallback). */
async function approvedClaim(lines: { categoryId: string; amount: string }[]): Promise<ExpenseClaim> {
  const claim = await calls.submitted(kofi.token, lines);
  const decided = await calls.decide(payroll.token, { id: claim.id, decision: 'approve' });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  return decided.body.returnObject;
}

const month = (periodStart: string, payDate: string) => ({ periodStart, payDate });

async function payslipsOf(run: PayRunWire) {
  const slips = await payroll.call<{ id: string; employeeName: string }[]>('/payroll/list-payslips', {
    runId: run.id,
  });
  const read = (name: string) =>
    payroll.call<{ lines: (PayslipLineWire & { code: string })[]; gross: string; taxableIncome: string }>(
      '/payroll/get-payslip',
      { id: slips.find((slip) => slip.employeeName.startsWith(name))?.id },
    );
  return { kofi: await read('Kofi'), ama: await read('Ama') };
}

const reimbursements = (lines: readonly (PayslipLineWire & { code: string })[]) =>
  lines.filter((line) => line.code.startsWith('EXPENSE:'));

const finalise = (run: PayRunWire) =>
  api.call<Answer<PayRunWire>>('/payroll/finalise-pay-run', { id: run.id }, { token: payroll.token });

describe('a claim with a taxable and a non-taxable line', () => {
  let claim: ExpenseClaim;
  let september: PayRunWire;

  beforeAll(async () => {
    claim = await approvedClaim([
      { categoryId: taxi, amount: '85.00' },
      { categoryId: meals, amount: '40.00' },
      { categoryId: taxi, amount: '15.00' },
    ]);
    september = await payroll.processed(month('2026-09-01', '2026-09-28'));
  });

  test('is paid on the next regular payslip as two explained lines, only the taxable one taxed', async () => {
    const slips = await payslipsOf(september);
    expect(reimbursements(slips.kofi.lines).map((line) => [line.code, line.label, line.amount])).toEqual([
      ['EXPENSE:EC-0001', 'Expense claim EC-0001', '100.00'],
      ['EXPENSE:EC-0001:TAXABLE', 'Expense claim EC-0001', '40.00'],
    ]);
    const [free, taxed] = reimbursements(slips.kofi.lines);
    expect(free?.explanation).toMatch(/^Expense claim EC-0001 approved 25 Nov: 2 lines/);
    expect(taxed?.explanation).toMatch(/^Expense claim EC-0001 approved 25 Nov: 1 line/);
    expect(new Decimal(slips.kofi.gross).minus(slips.ama.gross).toFixed(2)).toBe('140.00');
    expect(new Decimal(slips.kofi.taxableIncome).minus(slips.ama.taxableIncome).toFixed(2)).toBe('40.00');
  });

  test('a re-run of the draft pays it once, and finalising makes the claim paid by the run', async () => {
    await payroll.call('/payroll/rerun-pay-run', { id: september.id, selection: { scope: 'all', ids: [] } });
    await runJobs(api);
    const rerun = await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: september.id });
    expect(reimbursements((await payslipsOf(rerun)).kofi.lines)).toHaveLength(2);

    expect((await finalise(rerun)).status).toBe(200);
    expect(await calls.claim(kofi.token, claim.id)).toMatchObject({
      status: 'paid',
      paidBy: 'payroll',
      payRunId: september.id,
      paidOn: '2026-09-28',
      paidReference: null,
    });
    expect(await claimNotices(api, kofi.userId)).toContain(
      'Your expense claim EC-0001 is paid with your payslip.',
    );
  });

  test('the next run does not pay it again, and it cannot be marked paid outside payroll', async () => {
    const october = await payroll.processed(month('2026-10-01', '2026-10-28'));
    expect(reimbursements((await payslipsOf(october)).kofi.lines)).toEqual([]);
    expect((await finalise(october)).status).toBe(200);

    const outside = await api.call(
      '/expenses/mark-expense-claim-paid',
      { id: claim.id, reference: 'TRF-1', paidOn: '2026-11-01' },
      { token: payroll.token },
    );
    expect(outside.status).toBe(409);
    expect(outside.body).toMatchObject({ error: notPayable(1, 'paid') });
  });
});

describe('a claim paid outside payroll while a draft held it', () => {
  let claim: ExpenseClaim;
  let november: PayRunWire;

  beforeAll(async () => {
    claim = await approvedClaim([{ categoryId: taxi, amount: '60.00' }]);
    november = await payroll.processed(month('2026-11-01', '2026-11-28'));
    expect(reimbursements((await payslipsOf(november)).kofi.lines).map((line) => line.code)).toEqual([
      'EXPENSE:EC-0002',
    ]);
    await payroll.call('/expenses/mark-expense-claim-paid', {
      id: claim.id,
      reference: 'TRF-2026-118',
      paidOn: '2026-11-26',
    });
  });

  test('reads paid outside payroll with its reference, and the claimant is told', async () => {
    expect(await calls.claim(kofi.token, claim.id)).toMatchObject({
      status: 'paid',
      paidBy: 'outside',
      paidReference: 'TRF-2026-118',
      paidOn: '2026-11-26',
      payRunId: null,
    });
    expect(await claimNotices(api, kofi.userId)).toContain(
      'Your expense claim EC-0002 was paid outside payroll.',
    );
  });

  test('the draft refuses to be finalised, naming the claim, until it is re-run without it', async () => {
    const refused = await finalise(november);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: paidAfterComputed(2) });
    expect((await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: november.id })).status).toBe(
      'Draft',
    );

    await payroll.call('/payroll/rerun-pay-run', { id: november.id, selection: { scope: 'all', ids: [] } });
    await runJobs(api);
    expect(reimbursements((await payslipsOf(november)).kofi.lines)).toEqual([]);
    expect((await finalise(november)).status).toBe(200);
    expect(await calls.claim(kofi.token, claim.id)).toMatchObject({ paidBy: 'outside', payRunId: null });
  });
});

test('an off-cycle run leaves an approved claim for the next regular run', async () => {
  const claim = await approvedClaim([{ categoryId: taxi, amount: '25.00' }]);
  const bonus = await payroll.processed({ ...month('2026-12-01', '2026-12-15'), offCycle: true });
  expect(reimbursements((await payslipsOf(bonus)).kofi.lines)).toEqual([]);
  expect((await finalise(bonus)).status).toBe(200);
  expect((await calls.claim(kofi.token, claim.id)).status).toBe('approved');

  const december = await payroll.processed(month('2026-12-01', '2026-12-28'));
  expect(reimbursements((await payslipsOf(december)).kofi.lines).map((line) => line.amount)).toEqual([
    '25.00',
  ]);
});
