import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EarningPolicy, LeaveBalance } from '../contract-types.ts';
import { jobRunner } from '../jobs/job-runner.ts';
import { silentLogger } from '../logger.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import {
  DAILY_LEAVE_ACCRUALS,
  dailyLeaveAccruals,
  LEAVE_ACCRUALS,
  leaveAccrualJobHandlers,
} from './accrual-jobs.ts';
import { runAccruals } from './accruals.ts';

/**
 * Earning policies through the API, and the accruals they write to the ledger, on Wednesday
 * 25 November 2026: what administrators keep, who a policy applies to, a year totalling its
 * entitlement, a back-dated change corrected without counting twice, and the daily job running once
 * whatever the number of instances.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;
type Answer = { returnObject: EarningPolicy; returnMessage?: string; error?: string; field?: string };

let api: TestApi;
let admin: Administrator;
let other: Administrator;
let leaveTypeId: string;
let departmentId: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  admin = await api.newAdministrator();
  other = await api.newAdministrator();
  leaveTypeId = await newLeaveType('AL');
  const department = await api.call<{ returnObject: { id: string } }>(
    '/employer/create-department',
    { code: 'SALES', name: 'Sales' },
    { token: admin.token },
  );
  departmentId = department.body.returnObject.id;
});
afterAll(() => api.close());

async function newLeaveType(code: string, token = admin.token): Promise<string> {
  const answer = await api.call<{ returnObject: { id: string } }>(
    '/leave/create-leave-type',
    { code },
    { token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject.id;
}

let nameCounter = 0;
function policyBody(more: Record<string, unknown> = {}) {
  nameCounter += 1;
  return { name: `Policy ${nameCounter}`, leaveTypeId, entitlement: '12', ...more };
}

function call(operation: string, body: unknown, token = admin.token) {
  return api.call<Answer>(`/leave/${operation}`, body, { token });
}

async function created(body: Record<string, unknown>, token = admin.token): Promise<EarningPolicy> {
  const answer = await call('create-earning-policy', body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

async function hired(startDate: string, more: Record<string, unknown> = {}, token = admin.token) {
  return (await api.addEmployee(token, { startDate, ...more })).id;
}

/** The ledger's policy entries of one employee and leave type, as stored. */
function entriesOf(employeeId: string, typeId = leaveTypeId) {
  return api.db
    .selectFrom('leave_ledger')
    .select(['entry_key', 'kind', 'entry_date', 'amount'])
    .where('employee_id', '=', employeeId)
    .where('leave_type_id', '=', typeId)
    .orderBy('entry_date')
    .orderBy('entry_key')
    .execute();
}

async function earnedIn(employeeId: string, from: string, to: string, typeId = leaveTypeId) {
  const rows = await entriesOf(employeeId, typeId);
  return rows
    .filter((row) => row.entry_date >= from && row.entry_date <= to && row.kind === 'earned')
    .reduce((sum, row) => sum.plus(row.amount), new Decimal(0))
    .toString();
}

function accrue(today: string, employeeId?: string, employerId = admin.session.user.employerId) {
  return runAccruals(api.db, { employerId, today: parseDate(today), ...(employeeId ? { employeeId } : {}) });
}

describe('the earning policies an administrator keeps', () => {
  test('create with only what is required: monthly, half days, no wait, no cap, never expiring, for everyone', async () => {
    const typeId = await newLeaveType('CRUD');
    const policy = await created({ name: '  Standard ', leaveTypeId: typeId, entitlement: '20.5' });
    expect(policy).toEqual({
      id: expect.any(String),
      name: 'Standard',
      leaveTypeId: typeId,
      leaveTypeCode: 'CRUD',
      entitlement: '20.5',
      frequency: 'Monthly',
      rounding: 'Half',
      waitingPeriodMonths: 0,
      carryOverCap: null,
      carryOverExpiresAfterMonths: null,
      appliesTo: 'everyone',
      appliesToIds: [],
    });
    const listed = await call('list-earning-policies', {});
    expect(listed.body.returnObject).toContainEqual(policy);
  });

  test('update changes what is sent, keeps the rest, and names a clash of names with a 409', async () => {
    const policy = await created(policyBody({ carryOverCap: '5', carryOverExpiresAfterMonths: 3 }));
    const updated = await call('update-earning-policy', {
      id: policy.id,
      entitlement: '15',
      appliesTo: 'department',
      appliesToIds: [departmentId],
    });
    expect(updated.body.returnObject).toEqual({
      ...policy,
      entitlement: '15',
      appliesTo: 'department',
      appliesToIds: [departmentId],
    });
    const uncapped = await call('update-earning-policy', { id: policy.id, carryOverCap: null });
    expect(uncapped.body.returnObject.carryOverCap).toBeNull();
    const rival = await created(policyBody());
    const clash = await call('update-earning-policy', { id: rival.id, name: policy.name.toUpperCase() });
    expect(clash.body).toEqual({
      returnCode: 409,
      error: `Another earning policy is already called ${policy.name.toUpperCase()}.`,
      field: 'name',
    });
    const duplicate = await call('create-earning-policy', policyBody({ name: policy.name }));
    expect(duplicate.status).toBe(409);
  });

  test('refuses, naming the field, what is not the employer’s or breaks the form', async () => {
    const strangerType = await newLeaveType('XX', other.token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ leaveTypeId: strangerType }, 'leaveTypeId', 'Choose the leave type it earns.'],
      [
        { appliesTo: 'department', appliesToIds: [crypto.randomUUID()] },
        'appliesToIds',
        'Choose among the employer’s departments.',
      ],
      [
        { appliesTo: 'level', appliesToIds: ['not-an-id'] },
        'appliesToIds',
        'Choose among the employer’s levels.',
      ],
      [{ appliesTo: 'jobPosition' }, 'appliesToIds', 'Choose at least one that the policy applies to.'],
      [
        { carryOverExpiresAfterMonths: 12 },
        'carryOverExpiresAfterMonths',
        'carryOverExpiresAfterMonths: must be at most 11.',
      ],
    ];
    for (const [change, field, error] of cases) {
      const answer = await call('create-earning-policy', policyBody(change));
      expect(answer.body, JSON.stringify(change)).toEqual({ returnCode: 400, error, field });
    }
  });

  test('delete answers the sentence, and the policy is gone', async () => {
    const policy = await created(policyBody({ name: 'Short-lived' }));
    const deleted = await call('delete-earning-policy', { id: policy.id });
    expect(deleted.body).toEqual({
      returnCode: 200,
      returnMessage: 'Earning policy Short-lived was deleted.',
    });
    expect((await call('delete-earning-policy', { id: policy.id })).status).toBe(404);
  });

  test('another employer’s policy is a 404 to change or delete, and never listed', async () => {
    const policy = await created(policyBody());
    for (const [operation, body] of [
      ['update-earning-policy', { id: policy.id, entitlement: '99' }],
      ['delete-earning-policy', { id: policy.id }],
    ] as const) {
      const answer = await call(operation, body, other.token);
      expect(answer.body).toEqual({ returnCode: 404, error: 'There is no such earning policy.' });
    }
    const listed = await call('list-earning-policies', {}, other.token);
    expect(listed.body.returnObject).toEqual([]);
  });

  test('employees may not read or change policies: 403', async () => {
    const policy = await created(policyBody());
    const employee = await api.newEmployeeUser(admin.session.user.employerId, await hired('2026-01-01'));
    for (const [operation, body] of [
      ['list-earning-policies', {}],
      ['create-earning-policy', policyBody()],
      ['update-earning-policy', { id: policy.id, entitlement: '30' }],
      ['delete-earning-policy', { id: policy.id }],
    ] as const) {
      const answer = await call(operation, body, employee.token);
      expect(answer.status, operation).toBe(403);
    }
  });
});

/** An employer of its own, so each accrual test sees only its own policies. */
async function employer() {
  let policyCount = 0;
  const administrator = await api.newAdministrator();
  const typeId = await newLeaveType('AL', administrator.token);
  const employerId = administrator.session.user.employerId;
  return {
    token: administrator.token,
    employerId,
    typeId,
    policy: (body: Record<string, unknown>) => {
      policyCount += 1;
      return created({ name: `Policy ${policyCount}`, leaveTypeId: typeId, ...body }, administrator.token);
    },
    hire: (startDate: string, more: Record<string, unknown> = {}) =>
      hired(startDate, more, administrator.token),
    accrue: (today: string, employeeId?: string) => accrue(today, employeeId, employerId),
  };
}

describe('accruals', () => {
  test('a monthly policy credits rounded months that total the year’s entitlement, and nothing twice', async () => {
    const { policy, hire, accrue, typeId } = await employer();
    await policy({ entitlement: '19', rounding: 'Whole' });
    const employeeId = await hire('2025-06-01');
    await accrue('2027-01-10');
    expect(await earnedIn(employeeId, '2026-01-01', '2026-12-31', typeId)).toBe('19');
    const months2026 = (await entriesOf(employeeId, typeId)).filter(
      (row) => row.kind === 'earned' && row.entry_date.startsWith('2026'),
    );
    expect(months2026.map((row) => Number(row.amount))).toEqual([2, 1, 2, 1, 2, 2, 1, 2, 1, 2, 1, 2]);
    // June to December 2025: 7/12 of 19 = 11.08, whole days: 11.
    expect(await earnedIn(employeeId, '2025-01-01', '2025-12-31', typeId)).toBe('11');
    const again = await accrue('2027-01-10');
    expect(again.entriesWritten).toBe(0);
  });

  test('writes nothing dated after today', async () => {
    const { policy, hire, accrue, typeId } = await employer();
    await policy({ entitlement: '12' });
    const employeeId = await hire('2026-01-01');
    await accrue('2026-11-25');
    const rows = await entriesOf(employeeId, typeId);
    expect(rows.at(-1)?.entry_date).toBe('2026-10-31');
    expect(await earnedIn(employeeId, '2026-01-01', '2026-12-31', typeId)).toBe('10');
  });

  test('each employee earns by the most specific policy that applies to them', async () => {
    const { policy, hire, accrue, typeId, token } = await employer();
    const sales = await api.call<{ returnObject: { id: string } }>(
      '/employer/create-department',
      { code: 'S', name: 'Sales' },
      { token },
    );
    await policy({ entitlement: '12', frequency: 'Yearly' });
    await policy({
      entitlement: '24',
      frequency: 'Yearly',
      appliesTo: 'department',
      appliesToIds: [sales.body.returnObject.id],
    });
    await policy({
      entitlement: '6',
      frequency: 'Yearly',
      appliesTo: 'placementType',
      appliesToIds: ['Internship'],
    });
    const inSales = await hire('2026-01-01', { department: sales.body.returnObject.id });
    const elsewhere = await hire('2026-01-01');
    const intern = await api.addEmployee(
      token,
      { startDate: '2026-01-01' },
      {
        personal: {
          dateJoined: null,
          endOfProbation: null,
          placement: {
            effectiveDate: null,
            jobPositionId: null,
            lineManagerId: null,
            departmentId: null,
            levelId: null,
          },
          employmentTerms: {
            effectiveDate: '2026-01-01',
            placementType: 'Internship',
            jobStatus: null,
            leaveWorkflowId: null,
            workDayId: null,
            holidayId: null,
          },
        },
      },
    );
    await accrue('2026-11-25');
    expect(await earnedIn(inSales, '2026-01-01', '2026-12-31', typeId)).toBe('24');
    expect(await earnedIn(elsewhere, '2026-01-01', '2026-12-31', typeId)).toBe('12');
    expect(await earnedIn(intern.id, '2026-01-01', '2026-12-31', typeId)).toBe('6');
  });

  test('a policy for some only leaves the others without accruals', async () => {
    const { policy, hire, accrue, typeId } = await employer();
    await policy({ entitlement: '10', appliesTo: 'placementType', appliesToIds: ['Temporary'] });
    const employeeId = await hire('2026-01-01');
    await accrue('2026-11-25');
    expect(await entriesOf(employeeId, typeId)).toEqual([]);
  });

  test('a back-dated change is corrected by new entries, and recomputing twice counts nothing twice', async () => {
    const { policy, hire, accrue, typeId, token } = await employer();
    const standard = await policy({ entitlement: '12' });
    const employeeId = await hire('2026-01-01');
    await accrue('2026-11-25');
    const before = await entriesOf(employeeId, typeId);
    expect(await earnedIn(employeeId, '2026-01-01', '2026-12-31', typeId)).toBe('10');
    const changed = await call('update-earning-policy', { id: standard.id, entitlement: '18' }, token);
    expect(changed.status).toBe(200);
    const first = await accrue('2026-11-25');
    const second = await accrue('2026-11-25');
    expect(first.entriesWritten).toBe(10);
    expect(second.entriesWritten).toBe(0);
    expect(await earnedIn(employeeId, '2026-01-01', '2026-12-31', typeId)).toBe('15');
    const after = await entriesOf(employeeId, typeId);
    // Append-only: every stored row is still there as it was.
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after.find((row) => row.entry_key === 'earned:month:2026-03|1')).toMatchObject({
      entry_date: '2026-03-31',
      amount: '0.50',
    });
  });

  test('runs for one employee or one leave type when asked', async () => {
    const { policy, hire, typeId, token, employerId } = await employer();
    const sickId = await newLeaveType('SL', token);
    await policy({ entitlement: '12' });
    await created({ name: 'Sick', leaveTypeId: sickId, entitlement: '6' }, token);
    const [first, second] = [await hire('2026-01-01'), await hire('2026-01-01')];
    await runAccruals(api.db, {
      employerId,
      today: parseDate('2026-11-25'),
      employeeId: first,
      leaveTypeId: sickId,
    });
    expect(await earnedIn(first, '2026-01-01', '2026-12-31', sickId)).toBe('5');
    expect(await entriesOf(first, typeId)).toEqual([]);
    expect(await entriesOf(second, sickId)).toEqual([]);
  });

  test('get-leave-balances shows the days earned', async () => {
    const { policy, hire, accrue, typeId, token } = await employer();
    await policy({ entitlement: '24' });
    const employeeId = await hire('2026-01-01');
    await accrue('2026-11-25');
    const answer = await api.call<{ returnObject: LeaveBalance[] }>(
      '/leave/get-leave-balances',
      { employeeId, asOf: '2026-11-25' },
      { token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.returnObject.find((balance) => balance.leaveTypeId === typeId)).toMatchObject({
      balance: '20',
    });
  });
});

describe('the waiting period', () => {
  test('refuses an employee’s own request before it ends, and only warns an administrator', async () => {
    const { hire, token, employerId } = await employer();
    await api.call('/employer/set-module-access', { moduleId: 'leave', enabled: true }, { token });
    const type = await api.call<{ returnObject: { id: string } }>(
      '/leave/create-leave-type',
      { code: 'WAIT', requireReason: false, requireAttachment: false },
      { token },
    );
    const typeId = type.body.returnObject.id;
    await created({ name: 'Wait', leaveTypeId: typeId, entitlement: '24', waitingPeriodMonths: 6 }, token);
    const employeeId = await hire('2026-09-01');
    await runAccruals(api.db, { employerId, today: parseDate('2026-11-25') });
    const employee = await api.newEmployeeUser(employerId, employeeId);
    const request = { employeeId, leaveTypeId: typeId, from: '2026-12-01', to: '2026-12-01' };
    const refused = await api.call('/leave/submit-leave-request', request, { token: employee.token });
    expect(refused.body).toMatchObject({
      returnCode: 400,
      error: 'This leave can be taken from 2027-03-01, after its waiting period.',
    });
    const preview = await api.call<{ returnObject: { warnings: { rule: string }[] } }>(
      '/leave/preview-leave-request',
      request,
      { token },
    );
    expect(preview.body.returnObject.warnings.map((warning) => warning.rule)).toContain('waiting-period');
  });
});

describe('the accrual jobs', () => {
  test('two instances sweeping at once run the day’s accruals once, and a policy change queues a recompute', async () => {
    const { policy, hire, typeId, employerId } = await employer();
    await policy({ entitlement: '12' });
    const employeeId = await hire('2026-01-01');
    const instance = () =>
      jobRunner({
        db: api.db,
        handlers: leaveAccrualJobHandlers(() => TODAY),
        recurring: [dailyLeaveAccruals],
        logger: silentLogger,
        clock: () => TODAY,
      });
    const [first, second] = [instance(), instance()];
    await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);
    const jobs = await api.db
      .selectFrom('jobs')
      .select(['kind', 'unique_key', 'state'])
      .where((eb) =>
        eb.or([
          eb('kind', '=', DAILY_LEAVE_ACCRUALS),
          eb.and([eb('kind', '=', LEAVE_ACCRUALS), eb('employer_id', '=', employerId)]),
        ]),
      )
      .orderBy('unique_key')
      .execute();
    expect(jobs).toHaveLength(3);
    expect(jobs).toEqual(
      expect.arrayContaining([
        // The sweep is hourly (utcHourOf); the employer's accruals are keyed by its day.
        { kind: DAILY_LEAVE_ACCRUALS, unique_key: `${DAILY_LEAVE_ACCRUALS}:2026-11-25T09`, state: 'done' },
        { kind: LEAVE_ACCRUALS, unique_key: `${LEAVE_ACCRUALS}:${employerId}:2026-11-25`, state: 'done' },
        {
          kind: LEAVE_ACCRUALS,
          unique_key: `${LEAVE_ACCRUALS}:${employerId}:change:2026-11-25T09:00:15.000Z`,
          state: 'done',
        },
      ]),
    );
    expect(await earnedIn(employeeId, '2026-01-01', '2026-12-31', typeId)).toBe('10');
    expect(new Set((await entriesOf(employeeId, typeId)).map((row) => row.entry_key)).size).toBe(10);
  });
});
