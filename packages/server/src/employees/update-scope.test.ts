import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmployeeRecord } from '../contract-types.ts';
import { type LeaveEmployer, leaveEmployer } from '../leave/leave-report-fixtures.ts';
import { theOneAuditRow } from '../test-support/audit-rows.ts';
import { accountWithRole } from '../test-support/custom-roles.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { OUTSIDE_UPDATE_SCOPE, OWN_PAY_UNCHANGEABLE, sectionRefusal } from './employee-access.ts';

/**
 * update-employee for an employees.update role narrower than the employer (issue 27): Erin,
 * Engineering's HR officer (employees read and update scoped to her department), changes the records of
 * Engineering's people, her own among them, every section but health, and not her own pay; a Sales
 * record is refused without data and stays as it was. Ama sits in Engineering, Esi in Sales.
 */

const SALARY = {
  effectiveDate: null,
  basicSalary: '4000.00',
  currency: 'GBP',
  nextReviewDate: null,
  bankId: null,
  bankAccount: null,
  payPeriod: 'Monthly' as const,
  paymentMethod: 'Bank' as const,
};

let api: TestApi;
let employer: LeaveEmployer;
let employerId: string;
const ids: Record<string, string> = {};
let erin: string;
let erinsUserId: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
  employer = await leaveEmployer(api);
  employerId = employer.admin.session.user.employerId;
  const engineering = await employer.department('Engineering');
  const sales = await employer.department('Sales');
  for (const [name, department] of [
    ['Ama', engineering],
    ['Erin', engineering],
    ['Esi', sales],
  ] as const) {
    const record = await api.addEmployee(
      employer.admin.token,
      { firstName: name, lastName: 'Mensah', department },
      { salary: SALARY },
    );
    ids[name] = record.id;
  }
  const account = await accountWithRole(api, employerId, ids.Erin as string, {
    name: 'Engineering HR',
    grid: {
      employees: { read: 'department', update: 'department' },
    },
  });
  erin = account.token;
  erinsUserId = account.userId;
});
afterAll(() => api.close());

const update = (id: string, body: object) =>
  api.call<{ returnObject: EmployeeRecord }>('/management/update-employee', { id, ...body }, { token: erin });

async function recordOf(name: string): Promise<EmployeeRecord> {
  const answer = await api.call<{ returnObject: EmployeeRecord }>(
    '/management/get-employee',
    { id: ids[name] },
    { token: employer.admin.token },
  );
  return answer.body.returnObject;
}

describe('an HR officer scoped to their department', () => {
  test('changes a department member’s notes and salary, with the audit row naming them', async () => {
    const row = await theOneAuditRow(api.db, employerId, () =>
      update(ids.Ama as string, { others: { notes: 'Mentor for new starters' } }),
    );
    expect(row).toMatchObject({ actorUserId: erinsUserId, operation: 'updateEmployee', recordId: ids.Ama });
    const raised = await update(ids.Ama as string, { salary: { ...SALARY, basicSalary: '4500.00' } });
    expect(raised.status).toBe(200);
    expect((await recordOf('Ama')).values).toMatchObject({
      others: { notes: 'Mentor for new starters' },
      salary: { basicSalary: '4500.00' },
    });
  });

  test('is refused a Sales record without data, and it stays as it was', async () => {
    const before = await recordOf('Esi');
    const answer = await update(ids.Esi as string, { others: { notes: 'Not mine to write' } });
    expect(answer.body).toEqual({ returnCode: 403, error: OUTSIDE_UPDATE_SCOPE });
    expect(await recordOf('Esi')).toEqual(before);
  });

  test('is refused the health section, which is for those who keep every record', async () => {
    const answer = await update(ids.Ama as string, { health: { bloodGroup: 'O+' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: sectionRefusal('health'), field: 'health' });
  });

  test('changes their own record but not their own pay', async () => {
    expect((await update(ids.Erin as string, { others: { notes: 'On call in December' } })).status).toBe(200);
    const raise = await update(ids.Erin as string, { salary: { ...SALARY, basicSalary: '9000.00' } });
    expect(raise.body).toMatchObject({ returnCode: 403, error: OWN_PAY_UNCHANGEABLE, field: 'salary' });
  });
});
