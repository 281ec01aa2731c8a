import { EXAMPLE_ROLES } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import type { EmployeePayItem, EmployeeRelief } from './employee-pay/employee-pay-types.ts';
import type { SalaryAdjustment } from './employee-pay/salary-adjustment-types.ts';
import { ALL, ghanaPayroll, NOVEMBER, runJobs } from './runs/pay-run-test-support.ts';
import type { PayRunWire } from './runs/pay-runs.ts';
import {
  ONLY_ADMINISTRATOR_NOTE,
  OWN_PAY_ITEMS,
  OWN_PAYSLIP_IN_RUN,
  OWN_SALARY_ADJUSTMENT,
} from './separation-of-duties.ts';

/**
 * Separation of duties in payroll (issue 27, item 3): a payroll officer whose role grants every payroll
 * cell at the whole employer still cannot change their own pay items, reliefs or salary, nor finalise a
 * run with their own payslip in it; only the employer's only administrator may (and the trail says so).
 */

let api: TestApi;
let payroll: Awaited<ReturnType<typeof ghanaPayroll>>;
/** The officer's own employee record, a colleague's, and the officer's signed-in account. */
let ownId: string;
let colleagueId: string;
let officer: { userId: string; token: string };
let housingId: string;

const PAYROLL_OFFICER = EXAMPLE_ROLES.find((role) => role.name === 'Payroll Officer');

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
  payroll = await ghanaPayroll(api);
  ownId = await payroll.employee('Pat', 'Officer');
  colleagueId = await payroll.employee('Ama');
  officer = await api.newEmployeeUser(payroll.employerId, ownId);
  const role = await api.db
    .insertInto('roles')
    .values({
      employer_id: payroll.employerId,
      name: 'Payroll Officer',
      description: PAYROLL_OFFICER?.description ?? null,
      grid: JSON.stringify(PAYROLL_OFFICER?.grid),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('user_roles')
    .values({
      user_id: officer.userId,
      role_id: role.id,
      employer_id: payroll.employerId,
      granted_by: payroll.admin.session.user.id,
    })
    .execute();
  const housing = await api.db
    .selectFrom('pay_items')
    .select('id')
    .where('employer_id', '=', payroll.employerId)
    .where('code', '=', 'HOUSING')
    .executeTakeFirstOrThrow();
  housingId = housing.id;
});
afterAll(() => api.close());

const asOfficer = (path: string, body: unknown) =>
  api.call<{ returnObject?: unknown; error?: string }>(`/payroll/${path}`, body, { token: officer.token });

const refused = (error: string) => ({ status: 403, body: { returnCode: 403, error } });

function payItem(employeeId: string) {
  return {
    employeeId,
    group: 'Earning',
    itemId: housingId,
    amount: '9000',
    quantity: null,
    effectiveDate: '2026-12-01',
    endDate: null,
  };
}

const RELIEF = {
  description: 'Rent relief',
  amount: '400',
  per: 'Period',
  effectiveDate: '2026-01-01',
  endDate: null,
};

describe('pay items and reliefs', () => {
  test('the officer changes a colleague’s pay items and reliefs', async () => {
    expect((await asOfficer('assign-employee-pay-item', payItem(colleagueId))).status).toBe(200);
    expect((await asOfficer('add-employee-relief', { employeeId: colleagueId, ...RELIEF })).status).toBe(200);
  });

  test('but not their own: assigning, changing or removing one is refused and nothing changes', async () => {
    expect(await answerOf(asOfficer('assign-employee-pay-item', payItem(ownId)))).toEqual(
      refused(OWN_PAY_ITEMS),
    );
    const own = await payroll.call<EmployeePayItem>('/payroll/assign-employee-pay-item', payItem(ownId));
    const { employeeId: _, ...fields } = payItem(ownId);
    expect(
      await answerOf(asOfficer('update-employee-pay-item', { ...fields, id: own.id, amount: '99999' })),
    ).toEqual(refused(OWN_PAY_ITEMS));
    expect(await answerOf(asOfficer('remove-employee-pay-item', { id: own.id }))).toEqual(
      refused(OWN_PAY_ITEMS),
    );
    const kept = await payroll.call<{ items: EmployeePayItem[] }>('/payroll/list-employee-pay', {
      employeeId: ownId,
    });
    expect(kept.items.find((item) => item.id === own.id)).toMatchObject({ amount: '9000.00' });
  });

  test('nor their own reliefs', async () => {
    expect(await answerOf(asOfficer('add-employee-relief', { employeeId: ownId, ...RELIEF }))).toEqual(
      refused(OWN_PAY_ITEMS),
    );
    const own = await payroll.call<EmployeeRelief>('/payroll/add-employee-relief', {
      employeeId: ownId,
      ...RELIEF,
    });
    expect(
      await answerOf(asOfficer('update-employee-relief', { id: own.id, ...RELIEF, amount: '4000' })),
    ).toEqual(refused(OWN_PAY_ITEMS));
    expect(await answerOf(asOfficer('remove-employee-relief', { id: own.id }))).toEqual(
      refused(OWN_PAY_ITEMS),
    );
    const kept = await payroll.call<{ reliefs: EmployeeRelief[] }>('/payroll/list-employee-pay', {
      employeeId: ownId,
    });
    expect(kept.reliefs.map((relief) => relief.amount)).toEqual(['400.00']);
  });
});

describe('salary adjustments', () => {
  const adjustment = (employeeId: string) => ({
    employeeId,
    effectiveDate: '2026-12-01',
    amount: '9000',
    currency: 'GHS',
    remarks: null,
    items: [],
  });

  test('the officer adjusts a colleague’s salary, not their own, and cannot delete their own', async () => {
    expect((await asOfficer('create-salary-adjustment', adjustment(colleagueId))).status).toBe(200);
    expect(await answerOf(asOfficer('create-salary-adjustment', adjustment(ownId)))).toEqual(
      refused(OWN_SALARY_ADJUSTMENT),
    );
    const own = await payroll.call<SalaryAdjustment>('/payroll/create-salary-adjustment', adjustment(ownId));
    expect(await answerOf(asOfficer('delete-salary-adjustment', { id: own.id }))).toEqual(
      refused(OWN_SALARY_ADJUSTMENT),
    );
    const kept = await payroll.call<SalaryAdjustment[]>('/payroll/list-salary-adjustments', {
      employeeId: ownId,
    });
    expect(kept.map((row) => row.id)).toEqual([own.id]);
    await payroll.call('/payroll/delete-salary-adjustment', { id: own.id });
  });
});

describe('finalising a run', () => {
  const run = (selection: unknown, processAsDraft = true) =>
    payroll.call<PayRunWire>('/payroll/process-pay-run', {
      ...NOVEMBER,
      processAsDraft,
      offCycle: true,
      selection,
    });

  test('the officer finalises a run without their payslip, not one with it', async () => {
    const withOwn = await run(ALL);
    const colleaguesOnly = await run({ scope: 'employees', ids: [colleagueId] });
    await runJobs(api);
    expect(await answerOf(asOfficer('finalise-pay-run', { id: withOwn.id }))).toEqual(
      refused(OWN_PAYSLIP_IN_RUN),
    );
    expect((await payroll.call<PayRunWire>('/payroll/get-pay-run', { id: withOwn.id })).status).toBe('Draft');
    const finalised = await asOfficer('finalise-pay-run', { id: colleaguesOnly.id });
    expect(finalised.status).toBe(200);
    expect(finalised.body.returnObject).toMatchObject({ status: 'Final' });
  });

  test('a run the officer asks to finalise when processed stays a draft when it pays them', async () => {
    const queued = await asOfficer('process-pay-run', {
      ...NOVEMBER,
      processAsDraft: false,
      offCycle: true,
      selection: ALL,
    });
    expect(queued.status).toBe(200);
    await runJobs(api);
    const { id } = queued.body.returnObject as PayRunWire;
    expect((await payroll.call<PayRunWire>('/payroll/get-pay-run', { id })).status).toBe('Draft');
    // A draft's payslips: none of them final.
    const slips = await payroll.call<{ final: boolean }[]>('/payroll/list-payslips', { runId: id });
    expect(slips.length).toBeGreaterThan(0);
    expect(slips.filter((slip) => slip.final)).toEqual([]);
  });

  test('the only administrator may finalise their own payslip, and the trail says so; with a second, not', async () => {
    const adminUserId = payroll.admin.session.user.id;
    const adminsOwn = await payroll.employee('Ada', 'Lovelace');
    await api.db.updateTable('users').set({ employee_id: adminsOwn }).where('id', '=', adminUserId).execute();
    const first = await run({ scope: 'employees', ids: [adminsOwn] });
    const second = await run({ scope: 'employees', ids: [adminsOwn] });
    await runJobs(api);

    expect((await payroll.call<PayRunWire>('/payroll/finalise-pay-run', { id: first.id })).status).toBe(
      'Final',
    );
    const row = await api.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'after'])
      .where('employer_id', '=', payroll.employerId)
      .where('operation', '=', 'finalisePayRun')
      .where('record_id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      actor_user_id: adminUserId,
      after: { status: 'Final', ownPayslip: true, note: ONLY_ADMINISTRATOR_NOTE },
    });

    await api.db
      .insertInto('users')
      .values({
        employer_id: payroll.employerId,
        first_name: 'Grace',
        last_name: 'Hopper',
        email: `second-admin-${second.id}@example.com`,
        password_hash: 'not used: this account never signs in',
        role: 'admin',
      })
      .execute();
    const answer = await api.call('/payroll/finalise-pay-run', { id: second.id }, { token: payroll.token });
    expect({ status: answer.status, body: answer.body }).toEqual(refused(OWN_PAYSLIP_IN_RUN));
  });
});

async function answerOf(answer: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await answer;
  return { status, body };
}
