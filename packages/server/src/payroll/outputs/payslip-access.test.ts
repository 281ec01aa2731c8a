import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { ALL, ghanaPayroll, runJobs } from '../runs/pay-run-test-support.ts';
import type { PayRunWire } from '../runs/pay-runs.ts';
import type { PayslipSummary } from './payslips.ts';

/** Who reads which payslip: an employee their own of final runs only; another employer nothing. */

let api: TestApi;
let payroll: Awaited<ReturnType<typeof ghanaPayroll>>;
let ama: { employeeId: string; token: string; userId: string };
let kofiId: string;
let final: PayRunWire;
let draft: PayRunWire;
let slipsOfFinal: PayslipSummary[];
let slipsOfDraft: PayslipSummary[];

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
  payroll = await ghanaPayroll(api);
  const amaId = await payroll.employee('Ama');
  const user = await api.newEmployeeUser(payroll.employerId, amaId);
  ama = { employeeId: amaId, token: user.token, userId: user.userId };
  kofiId = await payroll.employee('Kofi');
  final = await payroll.processed();
  await payroll.call('/payroll/finalise-pay-run', { id: final.id });
  await runJobs(api);
  draft = await payroll.processed({ periodStart: '2026-12-01', payDate: '2026-12-28' });
  slipsOfFinal = await payroll.call('/payroll/list-payslips', { runId: final.id });
  slipsOfDraft = await payroll.call('/payroll/list-payslips', { runId: draft.id });
});
afterAll(() => api.close());

const own = (slips: PayslipSummary[]) =>
  slips.find((slip) => slip.employeeId === ama.employeeId) as PayslipSummary;
const colleague = (slips: PayslipSummary[]) =>
  slips.find((slip) => slip.employeeId === kofiId) as PayslipSummary;

describe('an employee', () => {
  test('reads their own payslip of a final run, with the year to date', async () => {
    const answer = await api.call<{ returnObject: Record<string, unknown> }>(
      '/payroll/get-payslip',
      { id: own(slipsOfFinal).id },
      { token: ama.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject).toMatchObject({
      employeeName: 'Ama Mensah',
      netPay: '4695.25',
      final: true,
      yearToDate: { year: 2026, gross: '6000.00', netPay: '4695.25' },
    });
  });

  test('gets 404 for a colleague’s payslip and for their own in a draft run', async () => {
    for (const id of [colleague(slipsOfFinal).id, own(slipsOfDraft).id]) {
      const answer = await api.call('/payroll/get-payslip', { id }, { token: ama.token });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: 'There is no such payslip.' });
    }
  });

  test('lists only their own final payslips; an account without a record lists none', async () => {
    const mine = await api.call<{ returnObject: PayslipSummary[] }>(
      '/payroll/list-my-payslips',
      {},
      { token: ama.token },
    );
    expect(mine.body.returnObject.map((slip) => [slip.employeeName, slip.periodStart])).toEqual([
      ['Ama Mensah', '2026-11-01'],
    ]);
    const nobody = await api.newEmployeeUser(payroll.employerId);
    const none = await api.call<{ returnObject: unknown[] }>(
      '/payroll/list-my-payslips',
      {},
      { token: nobody.token },
    );
    expect(none.body.returnObject).toEqual([]);
  });

  test('lists of a run only their own payslip, and none while it is a draft', async () => {
    for (const [run, expected] of [
      [final, [own(slipsOfFinal)]],
      [draft, []],
    ] as const) {
      const answer = await api.call<{ returnObject: PayslipSummary[] }>(
        '/payroll/list-payslips',
        { runId: run.id },
        { token: ama.token },
      );
      expect(answer.body.returnObject).toEqual(expected);
    }
  });

  test('is refused the administrators’ operations', async () => {
    for (const [path, body] of [
      ['/payroll/list-pay-runs', {}],
      ['/payroll/get-pay-run', { id: final.id }],
      ['/payroll/finalise-pay-run', { id: draft.id }],
      ['/payroll/rerun-pay-run', { id: draft.id, selection: ALL }],
    ] as const) {
      const answer = await api.call(path, body, { token: ama.token });
      expect(answer.status, path).toBe(403);
    }
  });

  test('is told by mail that the payslip is ready, without any amount', async () => {
    const mail = await api.db
      .selectFrom('mail_outbox')
      .innerJoin('users', 'users.email', 'mail_outbox.recipient')
      .select(['subject', 'text_body'])
      .where('users.id', '=', ama.userId)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Your payslip for November 2026 is ready');
    expect(mail[0]?.text_body).toContain('/payroll/my-payslips');
    expect(mail[0]?.text_body).not.toMatch(/\d,?\d{3}\.\d{2}|4695/);
    const bell = await api.db
      .selectFrom('notifications')
      .select('title')
      .where('recipient_user_id', '=', ama.userId)
      .execute();
    expect(bell).toEqual([{ title: 'Your payslip for November 2026 is ready' }]);
  });
});

describe('another employer', () => {
  test('finds neither the run nor its payslips', async () => {
    const other = await api.newAdministrator();
    for (const [path, body] of [
      ['/payroll/get-pay-run', { id: final.id }],
      ['/payroll/list-payslips', { runId: final.id }],
      ['/payroll/get-payslip', { id: own(slipsOfFinal).id }],
      ['/payroll/rerun-pay-run', { id: draft.id, selection: ALL }],
      ['/payroll/delete-pay-run', { id: draft.id }],
    ] as const) {
      const answer = await api.call(path, body, { token: other.token });
      expect(answer.status, path).toBe(404);
    }
    const runs = await api.call<{ returnObject: unknown[] }>(
      '/payroll/list-pay-runs',
      {},
      { token: other.token },
    );
    expect(runs.body.returnObject).toEqual([]);
  });
});
