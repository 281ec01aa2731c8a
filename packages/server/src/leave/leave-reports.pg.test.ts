import type { LedgerEntryKind } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LeaveBalance, LeaveEntitlementRow, LeaveTransaction } from '../contract-types.ts';
import { refusalOf } from '../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { type LeaveEmployer, leaveEmployer } from './leave-report-fixtures.ts';

/**
 * The Transaction Report and the Entitlement Report through the API, on Wednesday 25 November 2026,
 * with figures a person could add up from the entries: Ama of Engineering carries 3 days over, earns
 * 20, loses 1 to expiry, is given 2, takes 5 in December, took 2 in August and had them back on
 * cancelling, and waits for 2 more; Kofi of Sales was given 10 days and took 2 unpaid.
 * Also on PostgreSQL: the Entitlement Report's statement is planned there without parallel workers
 * (hasSingleConnection), and both reports sum and aggregate in SQL the engines may plan differently.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');

let api: TestApi;
let employer: LeaveEmployer;
let ama: { employeeId: string; token: string };
let kofi: { employeeId: string; token: string };
let engineeringId: string;

type Report = { asOf: string; leaveYearStart: string; leaveYearEnd: string; rows: LeaveEntitlementRow[] };
type TransactionPage = { items: LeaveTransaction[]; total: number; page: number; pageSize: number };

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  employer = await leaveEmployer(api);
  const { annualLeaveId, unpaidLeaveId } = employer;
  engineeringId = await employer.department('Engineering');
  const salesId = await employer.department('Sales');
  ama = await employer.employee('Ama', { departmentId: engineeringId, account: true });
  kofi = await employer.employee('Kofi', { departmentId: salesId, account: true });

  // What the earning policy writes: entries of the kinds only it makes.
  const policyEntry = (key: string, kind: LedgerEntryKind, date: string, amount: string) => ({
    employer_id: employer.admin.session.user.employerId,
    employee_id: ama.employeeId,
    leave_type_id: annualLeaveId,
    entry_key: key,
    kind,
    entry_date: date,
    amount,
  });
  await api.db
    .insertInto('leave_ledger')
    .values([
      policyEntry('earned:year:2025', 'earned', '2025-01-01', '20'),
      policyEntry('carried-over:2026', 'carried-over', '2026-01-01', '3'),
      policyEntry('earned:year:2026', 'earned', '2026-01-01', '20'),
      policyEntry('expired:2026', 'expired', '2026-03-31', '-1'),
    ])
    .execute();
  await employer.adjust(ama.employeeId, annualLeaveId, '2026-06-01', '2');
  const august = await employer.book(ama.employeeId, annualLeaveId, '2026-08-03', '2026-08-04');
  const cancelled = await api.call(
    '/leave/cancel-leave-request',
    { id: august.id },
    { token: employer.admin.token },
  );
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  await employer.book(ama.employeeId, annualLeaveId, '2026-12-07', '2026-12-11');
  await employer.book(ama.employeeId, annualLeaveId, '2026-12-21', '2026-12-22', { approve: false });

  await employer.adjust(kofi.employeeId, annualLeaveId, '2026-01-01', '10');
  await employer.book(kofi.employeeId, unpaidLeaveId, '2026-12-14', '2026-12-15');
});
afterAll(() => api.close());

async function report(body: Record<string, unknown>, token = employer.admin.token) {
  return api.call<{ returnObject: Report; error?: string; field?: string }>(
    '/leave/get-leave-entitlement-report',
    body,
    { token },
  );
}

async function transactions(body: Record<string, unknown>, token = employer.admin.token) {
  return api.call<{ returnObject: TransactionPage; error?: string; field?: string }>(
    '/leave/list-leave-transactions',
    body,
    { token },
  );
}

const figures = ({
  employeeName,
  leaveTypeCode,
  carriedOver,
  earned,
  taken,
  expired,
  adjusted,
  balance,
  pending,
}: LeaveEntitlementRow) => ({
  employeeName,
  leaveTypeCode,
  carriedOver,
  earned,
  taken,
  expired,
  adjusted,
  balance,
  pending,
});

describe('entitlement report', () => {
  test('as of the year’s end: each kind summed, the balance their sum, pending what still waits', async () => {
    const answer = await report({ asOf: '2026-12-31' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { leaveYearStart, leaveYearEnd, rows } = answer.body.returnObject;
    expect([leaveYearStart, leaveYearEnd]).toEqual(['2026-01-01', '2026-12-31']);
    expect(rows.map(figures)).toEqual([
      {
        employeeName: 'Ama Mensah',
        leaveTypeCode: 'AL',
        carriedOver: '3',
        earned: '20',
        taken: '5',
        expired: '1',
        adjusted: '2',
        balance: '19',
        pending: '2',
      },
      {
        employeeName: 'Kofi Mensah',
        leaveTypeCode: 'AL',
        carriedOver: '0',
        earned: '0',
        taken: '0',
        expired: '0',
        adjusted: '10',
        balance: '10',
        pending: '0',
      },
      {
        employeeName: 'Kofi Mensah',
        leaveTypeCode: 'UL',
        carriedOver: '0',
        earned: '0',
        taken: '2',
        expired: '0',
        adjusted: '0',
        balance: '-2',
        pending: '0',
      },
    ]);
    expect(rows[0]?.departmentName).toBe('Engineering');
  });

  test('the balance is the one the employee’s own balance card shows', async () => {
    const balances = await api.call<{ returnObject: LeaveBalance[] }>(
      '/leave/get-leave-balances',
      { employeeId: ama.employeeId, asOf: '2026-12-31' },
      { token: ama.token },
    );
    const annual = balances.body.returnObject.find((row) => row.leaveTypeId === employer.annualLeaveId);
    expect(annual?.balance).toBe('19');
  });

  test('as of a date before December’s leave, nothing of it is taken yet, and last year’s entries are not this year’s', async () => {
    const rows = (await report({ asOf: '2026-11-30', leaveTypeId: employer.annualLeaveId })).body.returnObject
      .rows;
    expect(
      rows.map(({ employeeName, earned, taken, balance }) => [employeeName, earned, taken, balance]),
    ).toEqual([
      ['Ama Mensah', '20', '0', '24'],
      ['Kofi Mensah', '0', '0', '10'],
    ]);
    const lastYear = (await report({ asOf: '2025-06-30' })).body.returnObject.rows;
    expect(lastYear.map(({ employeeName, earned, balance }) => [employeeName, earned, balance])).toEqual([
      ['Ama Mensah', '20', '20'],
    ]);
  });

  test('as of today, December’s approved leave is booked: the balance after it is the year-end one', async () => {
    const rows = (await report({ asOf: '2026-11-25' })).body.returnObject.rows;
    expect(
      rows.map(({ employeeName, leaveTypeCode, taken, balance, booked, afterBookedLeave }) => [
        employeeName,
        leaveTypeCode,
        taken,
        balance,
        booked,
        afterBookedLeave,
      ]),
    ).toEqual([
      ['Ama Mensah', 'AL', '0', '24', '5', '19'],
      ['Kofi Mensah', 'AL', '0', '10', '0', '10'],
      ['Kofi Mensah', 'UL', '0', '0', '2', '-2'],
    ]);
  });

  test('filtered by department and by leave type', async () => {
    const engineering = (await report({ asOf: '2026-12-31', departmentId: engineeringId })).body.returnObject;
    expect(engineering.rows.map((row) => row.employeeName)).toEqual(['Ama Mensah']);
    const unpaid = (await report({ asOf: '2026-12-31', leaveTypeId: employer.unpaidLeaveId })).body
      .returnObject;
    expect(unpaid.rows.map((row) => [row.employeeName, row.leaveTypeCode])).toEqual([['Kofi Mensah', 'UL']]);
  });

  test('is for those whose leave reading reaches the whole employer', async () => {
    const answer = await report({ asOf: '2026-12-31' }, ama.token);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(refusalOf('/leave/get-leave-entitlement-report'));
  });

  test('another employer sees none of it, and cannot name its rows', async () => {
    const other = await api.newAdministrator();
    const own = await report({ asOf: '2026-12-31' }, other.token);
    expect(own.body.returnObject.rows).toEqual([]);
    const named = await report({ asOf: '2026-12-31', leaveTypeId: employer.annualLeaveId }, other.token);
    expect([named.status, named.body.field]).toEqual([400, 'leaveTypeId']);
    const department = await report({ asOf: '2026-12-31', departmentId: engineeringId }, other.token);
    expect([department.status, department.body.error]).toEqual([400, 'There is no such department.']);
  });
});

describe('transaction report', () => {
  test('an employee’s entries, latest first, a page at a time, with the total', async () => {
    const first = await transactions({ employeeId: ama.employeeId, page: 1, pageSize: 3 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.returnObject.total).toBe(8);
    expect(first.body.returnObject.items.map(({ date, kind, amount }) => [date, kind, amount])).toEqual([
      ['2026-12-07', 'taken', '-5'],
      ['2026-08-03', 'returned', '2'],
      ['2026-08-03', 'taken', '-2'],
    ]);
    // Entries of one date written together have no order among them but their id: compare dates only.
    const pages = [first];
    for (const page of [2, 3])
      pages.push(await transactions({ employeeId: ama.employeeId, page, pageSize: 3 }));
    const all = pages.flatMap((answer) => answer.body.returnObject.items);
    expect(all.map((item) => item.date)).toEqual([
      '2026-12-07',
      '2026-08-03',
      '2026-08-03',
      '2026-06-01',
      '2026-03-31',
      '2026-01-01',
      '2026-01-01',
      '2025-01-01',
    ]);
    expect(new Set(all.map((item) => item.id)).size).toBe(8);
  });

  test('filtered by leave type and dates, with the adjustment’s reason and the request it came from', async () => {
    const page = (
      await transactions({
        page: 1,
        leaveTypeId: employer.annualLeaveId,
        from: '2026-06-01',
        to: '2026-06-30',
      })
    ).body.returnObject;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      kind: 'adjusted',
      amount: '2',
      reason: 'Opening balance',
      requestId: null,
    });
    const unpaid = (await transactions({ page: 1, leaveTypeId: employer.unpaidLeaveId })).body.returnObject;
    expect(
      unpaid.items.map(({ employeeName, leaveTypeCode, amount }) => [employeeName, leaveTypeCode, amount]),
    ).toEqual([['Kofi Mensah', 'UL', '-2']]);
    expect(unpaid.items[0]?.requestId).toEqual(expect.any(String));
  });

  test('an employee sees only their own; naming another lists and counts nothing', async () => {
    const own = (await transactions({ page: 1 }, kofi.token)).body.returnObject;
    expect(new Set(own.items.map((item) => item.employeeName))).toEqual(new Set(['Kofi Mensah']));
    expect(own.total).toBe(2);
    const other = await transactions({ page: 1, employeeId: ama.employeeId }, kofi.token);
    expect(other.body.returnObject).toMatchObject({ items: [], total: 0 });
  });

  test('a span ending before it starts, and another employer’s employee, are refused on their field', async () => {
    const backwards = await transactions({ page: 1, from: '2026-12-01', to: '2026-11-01' });
    expect([backwards.status, backwards.body.field]).toEqual([400, 'to']);
    const other = await api.newAdministrator();
    const foreign = await transactions({ page: 1, employeeId: ama.employeeId }, other.token);
    expect([foreign.status, foreign.body.error, foreign.body.field]).toEqual([
      400,
      'There is no such employee.',
      'employeeId',
    ]);
    expect((await transactions({ page: 1 }, other.token)).body.returnObject.total).toBe(0);
  });
});
