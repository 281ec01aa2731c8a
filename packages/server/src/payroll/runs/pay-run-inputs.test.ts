import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { ALL, ghanaPayroll, NOVEMBER } from './pay-run-test-support.ts';
import type { PayRunWire } from './pay-runs.ts';

/**
 * Process Payroll's inputs are refused, not absorbed (issue 26): ids that are not the employer's, a
 * pay date before the period, a run that pays no one, and a regular run of a period already paid.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
});
afterAll(() => api.close());

type Payroll = Awaited<ReturnType<typeof ghanaPayroll>>;

/** A regular draft of November for everyone, changed by `request`. */
const november = (request: Record<string, unknown> = {}) => ({
  ...NOVEMBER,
  processAsDraft: true,
  offCycle: false,
  selection: ALL,
  ...request,
});

async function referenceRow(payroll: Payroll, kind: 'department' | 'branch', name: string) {
  const created = await payroll.call<{ id: string }>(`/employer/create-${kind}`, {
    code: name.slice(0, 3).toUpperCase(),
    name,
  });
  return created.id;
}

const runsOf = (payroll: Payroll) => payroll.call<PayRunWire[]>('/payroll/list-pay-runs', {});

describe('a selection of ids that are not the employer’s', () => {
  let payroll: Payroll;
  let other: Payroll;
  beforeAll(async () => {
    payroll = await ghanaPayroll(api);
    await payroll.employee('Ama');
    other = await ghanaPayroll(api);
  });

  test('another employer’s employee, department or branch: 400 on selection.ids naming it, and no run is made', async () => {
    const cases = [
      { scope: 'employees', id: await other.employee('Kwame', 'Owusu'), noun: 'employees' },
      { scope: 'department', id: await referenceRow(other, 'department', 'Finance'), noun: 'departments' },
      { scope: 'branch', id: await referenceRow(other, 'branch', 'Kumasi'), noun: 'branches' },
    ];
    for (const { scope, id, noun } of cases) {
      const expected = {
        field: 'selection.ids',
        error: `The selection names an id that is not one of your ${noun}: ${id}.`,
      };
      const selection = { scope, ids: [id] };
      const processed = await api.call('/payroll/process-pay-run', november({ selection }), {
        token: payroll.token,
      });
      expect([processed.status, processed.body]).toEqual([400, expect.objectContaining(expected)]);
      const checked = await api.call(
        '/payroll/check-pay-run',
        { payPeriod: 'Monthly', periodStart: '2026-11-01', selection, offCycle: false },
        { token: payroll.token },
      );
      expect([checked.status, checked.body]).toEqual([400, expect.objectContaining(expected)]);
    }
    expect(await runsOf(payroll)).toEqual([]);
  });

  test('among the employer’s own: only the others are named; a re-run is refused the same way', async () => {
    const own = await referenceRow(payroll, 'department', 'Operations');
    const theirs = [
      await referenceRow(other, 'department', 'Audit'),
      await referenceRow(other, 'department', 'Sales'),
    ];
    const refused = await api.call(
      '/payroll/process-pay-run',
      november({ selection: { scope: 'department', ids: [own, ...theirs] } }),
      { token: payroll.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      field: 'selection.ids',
      error: `The selection names ids that are not among your departments: ${theirs[0]} and ${theirs[1]}.`,
    });
    const unknown = Array.from({ length: 5 }, () => randomUUID());
    const many = await api.call(
      '/payroll/check-pay-run',
      {
        payPeriod: 'Monthly',
        periodStart: '2026-11-01',
        offCycle: false,
        selection: { scope: 'employees', ids: unknown },
      },
      { token: payroll.token },
    );
    expect(many.body).toMatchObject({
      field: 'selection.ids',
      error: `The selection names ids that are not among your employees: ${unknown.slice(0, 3).join(', ')} and 2 more.`,
    });
    const draft = await payroll.processed();
    const rerun = await api.call(
      '/payroll/rerun-pay-run',
      { id: draft.id, selection: { scope: 'employees', ids: [await other.employee('Kojo')] } },
      { token: payroll.token },
    );
    expect(rerun.status).toBe(400);
    expect(rerun.body).toMatchObject({ field: 'selection.ids' });
    expect(await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: draft.id })).toMatchObject({
      status: 'Draft',
      employees: 1,
    });
  });
});

describe('a run that pays no one', () => {
  const PAYS_NO_ONE =
    "This run pays no one, so it can't be finalised. Re-run it with employees who can be paid, or delete it.";

  test('a draft of an empty department cannot be finalised; processed as final it fails saying why', async () => {
    const payroll = await ghanaPayroll(api);
    await payroll.employee('Ama');
    const empty = { scope: 'department', ids: [await referenceRow(payroll, 'department', 'Finance')] };
    const draft = await payroll.processed({ selection: empty });
    expect(draft).toMatchObject({ status: 'Draft', employees: 0 });
    const finalised = await api.call('/payroll/finalise-pay-run', { id: draft.id }, { token: payroll.token });
    expect(finalised.status).toBe(409);
    expect(finalised.body).toMatchObject({ error: PAYS_NO_ONE });
    expect(await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: draft.id })).toMatchObject({
      status: 'Draft',
      finalisedAt: null,
    });
    const final = await payroll.processed({ selection: empty, processAsDraft: false });
    expect(final).toMatchObject({ status: 'Failed', error: PAYS_NO_ONE, finalisedAt: null });
  });
});

describe('the pay date', () => {
  test('a pay date before the period’s first day: 400 on payDate; the first day itself is taken', async () => {
    const payroll = await ghanaPayroll(api);
    await payroll.employee('Ama');
    const early = await api.call('/payroll/process-pay-run', november({ payDate: '2026-10-31' }), {
      token: payroll.token,
    });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      field: 'payDate',
      error: "The pay date cannot be before the period's first day.",
    });
    expect(await runsOf(payroll)).toEqual([]);
    expect(await payroll.processed({ payDate: '2026-11-01' })).toMatchObject({
      status: 'Draft',
      payDate: '2026-11-01',
    });
  });
});

describe('a period already paid in a final run', () => {
  const AMA_PAID =
    'Ama Mensah is already paid for 1–30 Nov 2026 in a final run. Mark the run off-cycle to pay again.';
  let payroll: Payroll;
  let ama: string;
  let kofi: string;
  let waiting: PayRunWire;
  let both: PayRunWire;
  beforeAll(async () => {
    payroll = await ghanaPayroll(api);
    ama = await payroll.employee('Ama');
    kofi = await payroll.employee('Kofi');
    const paid = await payroll.processed({ selection: { scope: 'employees', ids: [ama] } });
    // Drafts made before November was paid: they learn when they are re-run or finalised.
    waiting = await payroll.processed({ selection: { scope: 'employees', ids: [kofi] } });
    both = await payroll.processed();
    await payroll.call('/payroll/finalise-pay-run', { id: paid.id });
  });

  test('a regular run paying someone already paid: 409 at once naming them, and no run is made', async () => {
    const before = await runsOf(payroll);
    const refused = await api.call('/payroll/process-pay-run', november(), { token: payroll.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: AMA_PAID });
    expect(await runsOf(payroll)).toHaveLength(before.length);
  });

  test('a re-run of a regular draft that would pay them again: 409 naming them, the draft unchanged', async () => {
    const refused = await api.call(
      '/payroll/rerun-pay-run',
      { id: waiting.id, selection: { scope: 'employees', ids: [ama, kofi] } },
      { token: payroll.token },
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: AMA_PAID });
    expect(await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: waiting.id })).toMatchObject({
      status: 'Draft',
      selection: { scope: 'employees', ids: [kofi] },
    });
  });

  test('a draft made before the period was paid is refused at finalise, naming them', async () => {
    const refused = await api.call('/payroll/finalise-pay-run', { id: both.id }, { token: payroll.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: AMA_PAID });
  });

  test('an off-cycle run of the period, and a regular one of those not yet paid, are made', async () => {
    const offCycle = await payroll.processed({ offCycle: true });
    expect(offCycle).toMatchObject({ status: 'Draft', offCycle: true, employees: 2 });
    const kofiOnly = await payroll.processed({ selection: { scope: 'employees', ids: [kofi] } });
    expect(kofiOnly).toMatchObject({ status: 'Draft', employees: 1 });
  });
});
