import { TERMS_MESSAGES } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmployeeRecord } from '../../contract-types.ts';
import { auditRowsSince } from '../../test-support/audit-rows.ts';
import { accountWithRole } from '../../test-support/custom-roles.ts';
import { createReferences } from '../../test-support/employee-fixtures.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { ONLY_SCHEDULED, OWN_TERMS } from './employment-terms.ts';
import type { TermsRow } from './terms-rows.ts';

/** Employment Terms: dated rows, the employee row as their cache, and who may read and record them. */

let now = new Date('2026-03-02T09:00:00Z');
let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let employerId: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  admin = await api.newAdministrator();
  employerId = admin.session.user.employerId;
});
afterAll(() => api.close());

interface History {
  employeeId: string;
  employeeName: string;
  inEffectDate: string | null;
  rows: TermsRow[];
}

const permanent = {
  effectiveDate: '2026-01-05',
  contractType: 'Permanent',
  startDate: '2026-01-05',
  probationEndDate: '2026-04-05',
  hoursPerWeek: '37.5',
  payFrequency: 'Monthly',
};

function record(body: Record<string, unknown>, token = admin.token) {
  return api.call<{ returnObject: History; error?: string; field?: string }>(
    '/management/record-employment-terms',
    body,
    { token },
  );
}

async function recorded(body: Record<string, unknown>): Promise<History> {
  const answer = await record(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

async function employeeRecord(id: string): Promise<EmployeeRecord> {
  const answer = await api.call<{ returnObject: EmployeeRecord }>(
    '/management/get-employee',
    { id },
    { token: admin.token },
  );
  expect(answer.status).toBe(200);
  return answer.body.returnObject;
}

describe('recording terms', () => {
  test('refuses, naming the field, what breaks a rule of the terms', async () => {
    const { id } = await api.addEmployee(admin.token);
    const cases = [
      [{ contractType: 'Fixed term' }, 'endDate', TERMS_MESSAGES.endDateRequired],
      [{ contractType: 'Fixed term', endDate: '2026-01-01' }, 'endDate', TERMS_MESSAGES.endBeforeStart],
      [{ hoursPerWeek: '168.5' }, 'hoursPerWeek', TERMS_MESSAGES.hoursPerWeek],
      [{ noticePeriod: 2 }, 'noticePeriodUnit', TERMS_MESSAGES.noticePeriodUnit],
      [{ workWeekId: crypto.randomUUID() }, 'workWeekId', 'Choose a work week from the list.'],
      [{ leaveWorkflowId: crypto.randomUUID() }, 'leaveWorkflowId', 'Choose a leave workflow from the list.'],
    ] as const;
    for (const [change, field, message] of cases) {
      const answer = await record({ ...permanent, employeeId: id, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body).toMatchObject({ field, error: message });
    }
    const history = await api.call<{ returnObject: History }>(
      '/management/get-employment-terms-history',
      { employeeId: id },
      { token: admin.token },
    );
    expect(history.body.returnObject.rows).toEqual([]);
  });

  test('keeps dated rows, scheduled first; a row of the same date is corrected; one audit row each', async () => {
    const { id } = await api.addEmployee(admin.token);
    await recorded({ ...permanent, employeeId: id });
    await recorded({ ...permanent, employeeId: id, effectiveDate: '2026-07-01', payFrequency: 'Weekly' });
    const history = await recorded({
      ...permanent,
      employeeId: id,
      effectiveDate: '2026-07-01',
      contractType: 'Fixed term',
      endDate: '2026-12-31',
      payFrequency: 'Weekly',
    });
    expect(history.inEffectDate).toBe('2026-01-05');
    expect(history.rows.map((row) => [row.effectiveDate, row.contractType, row.hoursPerWeek])).toEqual([
      ['2026-07-01', 'Fixed term', '37.5'],
      ['2026-01-05', 'Permanent', '37.5'],
    ]);
    const audit = (await auditRowsSince(api.db, employerId)).filter(
      (row) => row.operation === 'recordEmploymentTerms' && row.recordId === id,
    );
    expect(audit).toHaveLength(3);
  });
});

describe('one source of truth', () => {
  test('the form and payroll read the terms in effect, and scheduled terms from their day', async () => {
    const { id } = await api.addEmployee(admin.token, {}, { salary: { payPeriod: 'Monthly' } as never });
    await recorded({ ...permanent, employeeId: id, payFrequency: 'Bi-Weekly' });
    await recorded({
      ...permanent,
      employeeId: id,
      effectiveDate: '2026-03-10',
      probationEndDate: '2026-03-31',
      payFrequency: 'Weekly',
    });
    const before = await employeeRecord(id);
    expect(before.values.salary.payPeriod).toBe('Bi-Weekly');
    expect(before.values.personal.endOfProbation).toBe('2026-04-05');
    expect(before.values.personal.employmentTerms.effectiveDate).toBe('2026-01-05');

    now = new Date('2026-03-10T00:30:00Z');
    const after = await employeeRecord(id);
    expect(after.values.salary.payPeriod).toBe('Weekly');
    expect(after.values.personal.endOfProbation).toBe('2026-03-31');
    const row = await api.db
      .selectFrom('employees')
      .select('pay_period')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.pay_period).toBe('Weekly');
    now = new Date('2026-03-02T09:00:00Z');
  });

  test('a change of an overlapping field in the form becomes the terms', async () => {
    const { id } = await api.addEmployee(admin.token);
    await recorded({ ...permanent, employeeId: id });
    const form = await employeeRecord(id);
    const changed = await api.call(
      '/management/update-employee',
      { id, salary: { ...form.values.salary, payPeriod: 'Weekly' } },
      { token: admin.token },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const history = await api.call<{ returnObject: History }>(
      '/management/get-employment-terms-history',
      { employeeId: id },
      { token: admin.token },
    );
    expect(history.body.returnObject.rows.map((row) => [row.effectiveDate, row.payFrequency])).toEqual([
      ['2026-01-05', 'Weekly'],
    ]);
  });
});

describe('the set-up the terms choose', () => {
  test('a work week only past terms name cannot be deleted: 409 saying so, not a failure', async () => {
    const week = await api.call<{ returnObject: { id: string } }>(
      '/leave/create-work-week',
      { code: `W${Date.now() % 100000}`, name: 'Four days' },
      { token: admin.token },
    );
    expect(week.status).toBe(200);
    const { id } = await api.addEmployee(admin.token);
    await recorded({ ...permanent, employeeId: id, workWeekId: week.body.returnObject.id });
    await recorded({ ...permanent, employeeId: id, effectiveDate: '2026-02-01' });
    const deleted = await api.call<{ error?: string }>(
      '/leave/delete-work-week',
      { id: week.body.returnObject.id },
      { token: admin.token },
    );
    expect(deleted.status).toBe(409);
    expect(deleted.body.error).toContain('1 employee works it');
  });
});

describe('cancelling scheduled terms', () => {
  test('removes a row after today and refuses one in effect', async () => {
    const { id } = await api.addEmployee(admin.token);
    await recorded({ ...permanent, employeeId: id });
    await recorded({ ...permanent, employeeId: id, effectiveDate: '2026-09-01' });
    const cancel = (effectiveDate: string) =>
      api.call<{ returnObject: History; error?: string }>(
        '/management/cancel-employment-terms',
        { employeeId: id, effectiveDate },
        { token: admin.token },
      );
    const inEffect = await cancel('2026-01-05');
    expect(inEffect.status).toBe(409);
    expect(inEffect.body.error).toBe(ONLY_SCHEDULED);
    const cancelled = await cancel('2026-09-01');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.returnObject.rows.map((row) => row.effectiveDate)).toEqual(['2026-01-05']);
    expect((await cancel('2026-09-01')).status).toBe(404);
  });
});

describe('the list', () => {
  test('filters by contract type and by a contract ending within N days', async () => {
    const fresh = await api.newAdministrator();
    const ending = await api.addEmployee(fresh.token, { firstName: 'Ending' });
    const later = await api.addEmployee(fresh.token, { firstName: 'Later' });
    const none = await api.addEmployee(fresh.token, { firstName: 'None' });
    const fixed = { ...permanent, contractType: 'Fixed term' };
    for (const [employeeId, endDate] of [
      [ending.id, '2026-03-20'],
      [later.id, '2026-12-31'],
    ] as const) {
      const answer = await record({ ...fixed, employeeId, endDate }, fresh.token);
      expect(answer.status).toBe(200);
    }
    const list = (body: Record<string, unknown>) =>
      api.call<{
        returnObject: { total: number; items: { employeeId: string; inEffect: TermsRow | null }[] };
      }>('/management/list-employment-terms', body, { token: fresh.token });
    const all = await list({});
    expect(all.body.returnObject.total).toBe(3);
    expect(all.body.returnObject.items.find((item) => item.employeeId === none.id)?.inEffect).toBeNull();
    const fixedTerm = await list({ contractType: 'Fixed term' });
    expect(fixedTerm.body.returnObject.total).toBe(2);
    const soon = await list({ endingWithinDays: 30 });
    expect(soon.body.returnObject.items.map((item) => item.employeeId)).toEqual([ending.id]);
  });
});

describe('who may', () => {
  test('another employer reaches none of these terms', async () => {
    const { id } = await api.addEmployee(admin.token);
    const other = await api.newAdministrator();
    const read = await api.call(
      '/management/get-employment-terms-history',
      { employeeId: id },
      { token: other.token },
    );
    expect(read.status).toBe(404);
    const list = await api.call<{ returnObject: { total: number } }>(
      '/management/list-employment-terms',
      {},
      { token: other.token },
    );
    expect(list.body.returnObject.total).toBe(0);
  });

  test('an HR officer of one department lists and records the terms of that department only', async () => {
    const employer = await api.newAdministrator();
    const { departmentId } = await createReferences(api, employer.token);
    const officerRecord = await api.addEmployee(employer.token, { department: departmentId });
    const colleague = await api.addEmployee(employer.token, { department: departmentId });
    const outsider = await api.addEmployee(employer.token);
    const officer = await accountWithRole(api, employer.session.user.employerId, officerRecord.id, {
      name: 'Department HR',
      grid: { employees: { read: 'department', update: 'department' } },
    });
    const list = await api.call<{ returnObject: { total: number; items: { employeeId: string }[] } }>(
      '/management/list-employment-terms',
      {},
      { token: officer.token },
    );
    expect(list.body.returnObject.items.map((item) => item.employeeId).sort()).toEqual(
      [officerRecord.id, colleague.id].sort(),
    );
    expect((await record({ ...permanent, employeeId: colleague.id }, officer.token)).status).toBe(200);
    const outside = await record({ ...permanent, employeeId: outsider.id }, officer.token);
    expect(outside.status).toBe(403);
    const read = await api.call(
      '/management/get-employment-terms-history',
      { employeeId: outsider.id },
      { token: officer.token },
    );
    expect(read.status).toBe(404);
  });

  test('an HR officer of the whole employer cannot record their own terms', async () => {
    const me = await api.addEmployee(admin.token);
    const officer = await accountWithRole(api, employerId, me.id, {
      name: 'Terms officer',
      grid: { employees: { read: 'employer', update: 'employer' } },
    });
    const own = await record({ ...permanent, employeeId: me.id }, officer.token);
    expect(own.status).toBe(403);
    expect(own.body.error).toBe(OWN_TERMS);
  });
});
