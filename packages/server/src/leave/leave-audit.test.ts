import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditedBy, theOneAuditRow } from '../test-support/audit-rows.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * Issue 27's audit trail for leave: each change leaves exactly one row, in its transaction, naming the
 * contract's operation, the record and its fields before and after; a refused change leaves none.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');

type Answer = { returnObject: { id: string } & Record<string, unknown>; error?: string };

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let employerId: string;
let leaveTypeId: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  admin = await api.newAdministrator();
  employerId = admin.session.user.employerId;
  leaveTypeId = (
    await call('/leave/create-leave-type', { code: 'AL', requireReason: false, requireAttachment: false })
  ).body.returnObject.id;
  const opened = await call('/employer/set-module-access', { moduleId: 'leave', enabled: true });
  expect(opened.status).toBe(200);
});
afterAll(() => api.close());

function call(path: string, body: Record<string, unknown>, token = admin.token) {
  return api.call<Answer>(path, body, { token });
}

/** Calls the operation and answers the one audit row it left (failing on none or several). */
function audited(path: string, body: Record<string, unknown>, token = admin.token) {
  return theOneAuditRow(api.db, employerId, () => call(path, body, token));
}

/** A create, an update and a delete of one set-up record, each with its one row. */
async function createUpdateDelete(
  kind: string,
  recordType: string,
  created: Record<string, unknown>,
  changed: Record<string, unknown>,
) {
  const Kind = kind[0]?.toUpperCase() + kind.slice(1);
  const dashed = kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const { answer, rows } = await auditedBy(api.db, employerId, () =>
    call(`/leave/create-${dashed}`, created),
  );
  expect(rows).toHaveLength(1);
  const [create] = rows;
  const id = answer.body.returnObject.id;
  expect(create).toMatchObject({
    operation: `create${Kind}`,
    area: 'leave',
    recordType,
    recordId: id,
    actorUserId: admin.session.user.id,
    before: null,
    after: created,
  });
  const update = await audited(`/leave/update-${dashed}`, { id, ...changed });
  expect(update).toMatchObject({ operation: `update${Kind}`, recordId: id, before: created });
  expect(update.after).toMatchObject(changed);
  const remove = await audited(`/leave/delete-${dashed}`, { id });
  expect(remove).toMatchObject({ operation: `delete${Kind}`, recordId: id, after: null });
  expect(remove.before).toMatchObject(changed);
}

describe('set-up records', () => {
  test('leave types: create, update and delete each leave one row with the fields before and after', async () => {
    await createUpdateDelete(
      'leaveType',
      'leave-type',
      { code: 'SICK', description: 'Sick leave' },
      { description: 'Sick leave (certified)' },
    );
  });

  test('a refused change (a code already used) leaves no row', async () => {
    const { answer, rows } = await auditedBy(api.db, employerId, () =>
      call('/leave/create-leave-type', { code: 'AL' }),
    );
    expect(answer.status).toBe(409);
    expect(rows).toEqual([]);
  });

  test('work weeks', async () => {
    await createUpdateDelete(
      'workWeek',
      'work-week',
      {
        code: 'SIX',
        name: 'Six days',
        days: ['whole', 'whole', 'whole', 'whole', 'whole', 'morning', 'none'],
      },
      { hoursPerDay: '7.5' },
    );
  });

  test('holiday calendars, their holidays included', async () => {
    await createUpdateDelete(
      'holidayCalendar',
      'holiday-calendar',
      {
        code: 'UK',
        name: 'United Kingdom',
        holidays: [{ name: 'Boxing Day', date: '2026-12-26', part: 'whole', repeatsYearly: true }],
      },
      { holidays: [{ name: 'Christmas Day', date: '2026-12-25', part: 'whole', repeatsYearly: true }] },
    );
  });

  test('earning policies, whom they apply to included', async () => {
    await createUpdateDelete(
      'earningPolicy',
      'earning-policy',
      { name: 'Annual 20', leaveTypeId, entitlement: '20', appliesTo: 'everyone' },
      { entitlement: '25' },
    );
  });

  test('leave settings: one row, the employer’s settings before and after', async () => {
    const before = (await call('/leave/get-leave-settings', {})).body.returnObject;
    const row = await audited('/leave/update-leave-settings', { leaveYearStartMonth: 4 });
    expect(row).toMatchObject({
      operation: 'updateLeaveSettings',
      area: 'leave',
      recordType: 'leave-settings',
      recordId: employerId,
      before,
      after: { ...before, leaveYearStartMonth: 4 },
    });
    await call('/leave/update-leave-settings', { leaveYearStartMonth: 1 });
  });
});

describe('requests and balances', () => {
  const days = { from: '2026-12-14', to: '2026-12-15' };

  async function employee() {
    return (await api.addEmployee(admin.token)).id;
  }

  test('adjust-leave-balance: one row, the new ledger entry as its after', async () => {
    const employeeId = await employee();
    const row = await audited('/leave/adjust-leave-balance', {
      employeeId,
      leaveTypeId,
      date: '2026-01-01',
      amount: '10',
      reason: 'Opening balance',
    });
    expect(row).toMatchObject({
      operation: 'adjustLeaveBalance',
      area: 'leave',
      recordType: 'leave-ledger-entry',
      before: null,
      after: { employeeId, leaveTypeId, date: '2026-01-01', amount: '10', reason: 'Opening balance' },
    });
  });

  test('submit, then withdraw: a row each, the status moving from nothing to pending to withdrawn', async () => {
    const employeeId = await employee();
    const user = await api.newEmployeeUser(employerId, employeeId);
    const submitted = await audited(
      '/leave/submit-leave-request',
      { ...days, leaveTypeId, employeeId },
      user.token,
    );
    expect(submitted).toMatchObject({
      operation: 'submitLeaveRequest',
      area: 'leave',
      recordType: 'leave-request',
      actorUserId: user.userId,
      before: null,
      after: {
        employeeId,
        leaveTypeId,
        from: '2026-12-14',
        to: '2026-12-15',
        amount: '2.00',
        status: 'pending',
      },
    });
    const id = submitted.recordId as string;
    const withdrawn = await audited('/leave/withdraw-leave-request', { id }, user.token);
    expect(withdrawn).toMatchObject({
      operation: 'withdrawLeaveRequest',
      recordId: id,
      before: { status: 'pending' },
      after: { status: 'withdrawn' },
    });
  });

  test('decide, then cancel: a row each; the decision and its comment are in the after', async () => {
    const employeeId = await employee();
    const submitted = await audited('/leave/submit-leave-request', { ...days, leaveTypeId, employeeId });
    const id = submitted.recordId as string;
    const decided = await audited('/leave/decide-leave-request', {
      id,
      decision: 'approve',
      comment: 'Enjoy',
    });
    expect(decided).toMatchObject({
      operation: 'decideLeaveRequest',
      area: 'leave',
      recordType: 'leave-request',
      recordId: id,
      before: { status: 'pending' },
      after: { status: 'approved', decision: 'approve', comment: 'Enjoy' },
    });
    const cancelled = await audited('/leave/cancel-leave-request', { id });
    expect(cancelled).toMatchObject({
      operation: 'cancelLeaveRequest',
      recordId: id,
      before: { status: 'approved' },
      after: { status: 'cancelled' },
    });
  });

  test('a refused decision (already decided) leaves no row', async () => {
    const employeeId = await employee();
    const submitted = await audited('/leave/submit-leave-request', {
      ...days,
      from: '2026-12-21',
      to: '2026-12-21',
      leaveTypeId,
      employeeId,
    });
    await audited('/leave/decide-leave-request', { id: submitted.recordId, decision: 'reject' });
    const { answer, rows } = await auditedBy(api.db, employerId, () =>
      call('/leave/decide-leave-request', { id: submitted.recordId as string, decision: 'approve' }),
    );
    expect(answer.status).toBe(409);
    expect(rows).toEqual([]);
  });
});
