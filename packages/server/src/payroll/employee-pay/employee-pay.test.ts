import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refusalOf } from '../../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { insertContribution, insertPayItem, saveSettings } from '../setup/payroll-fixtures.ts';
import type { EmployeePayItem, EmployeeRelief } from './employee-pay-types.ts';

/** The Salary section's groups and reliefs on the employee record (issue 13), administrators only. */

let api: TestApi;
let token: string;
let employerId: string;
let employeeId: string;
let housingId: string;
let unionDuesId: string;
let ssnitId: string;

type Answer<T> = { returnObject: T; returnMessage?: string; error?: string; field?: string };
const call = <T>(path: string, body: unknown, as = token) =>
  api.call<Answer<T>>(`/payroll/${path}`, body, { token: as });

const assignment = (changes: Record<string, unknown> = {}) => ({
  employeeId,
  group: 'Earning',
  itemId: housingId,
  amount: null,
  quantity: null,
  effectiveDate: '2026-01-01',
  endDate: null,
  ...changes,
});

beforeAll(async () => {
  api = await createTestApi();
  const admin = await api.newAdministrator();
  token = admin.token;
  employerId = admin.session.user.employerId;
  await saveSettings(api.db, employerId, { currency: 'GHS' });
  employeeId = (await api.addEmployee(token, { firstName: 'Ama', lastName: 'Mensah' })).id;
  housingId = await insertPayItem(api.db, employerId, {
    kind: 'Earning',
    code: 'HOUSING',
    description: 'Housing allowance',
    amount: '1000',
  });
  unionDuesId = await insertPayItem(api.db, employerId, {
    kind: 'Deduction',
    code: 'UNION',
    description: 'Union dues',
    amount: '25',
  });
  ssnitId = await insertContribution(api.db, employerId, {
    code: 'SSNIT',
    employer: { type: 'Gross Income', amount: '13' },
    employee: { type: 'Gross Income', amount: '5.5' },
  });
});
afterAll(() => api.close());

describe('pay items', () => {
  test('assigned with an amount of its own, listed beside the item’s, then changed and removed', async () => {
    const assigned = await call<EmployeePayItem>('assign-employee-pay-item', assignment({ amount: '1200' }));
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.returnObject).toMatchObject({
      group: 'Earning',
      itemId: housingId,
      code: 'HOUSING',
      description: 'Housing allowance',
      amount: '1200.00',
      quantity: null,
      itemAmount: '1000.00',
      itemQuantity: '1',
      unit: 'Month',
      effectiveDate: '2026-01-01',
      endDate: null,
    });
    const id = assigned.body.returnObject.id;

    const updated = await call<EmployeePayItem>('update-employee-pay-item', {
      ...assignment({ quantity: '2.5', endDate: '2026-06-30' }),
      employeeId: undefined,
      id,
    });
    expect(updated.body.returnObject).toMatchObject({
      id,
      amount: null,
      quantity: '2.5',
      endDate: '2026-06-30',
    });

    const listed = await call<{ items: EmployeePayItem[] }>('list-employee-pay', { employeeId });
    expect(listed.body.returnObject.items).toEqual([updated.body.returnObject]);

    const removed = await call('remove-employee-pay-item', { id });
    expect(removed.body).toEqual({
      returnCode: 200,
      returnMessage: 'HOUSING (Housing allowance) was removed from Ama Mensah.',
    });
    expect(
      (await call<{ items: EmployeePayItem[] }>('list-employee-pay', { employeeId })).body.returnObject.items,
    ).toEqual([]);
  });

  test('a statutory contribution takes no amount of its own, and groups list in the Salary section’s order', async () => {
    const contribution = await call<EmployeePayItem>(
      'assign-employee-pay-item',
      assignment({ group: 'Statutory Contribution', itemId: ssnitId, amount: '10' }),
    );
    expect(contribution.body.returnObject).toMatchObject({
      group: 'Statutory Contribution',
      code: 'SSNIT',
      amount: null,
      itemAmount: null,
      unit: null,
    });
    await call('assign-employee-pay-item', assignment({ group: 'Deduction', itemId: unionDuesId }));
    await call('assign-employee-pay-item', assignment());
    const listed = await call<{ items: EmployeePayItem[] }>('list-employee-pay', { employeeId });
    expect(listed.body.returnObject.items.map((item) => item.group)).toEqual([
      'Earning',
      'Deduction',
      'Statutory Contribution',
    ]);
  });

  test('an item of another kind than the group is refused naming itemId', async () => {
    const answer = await call('assign-employee-pay-item', assignment({ group: 'Bonus', itemId: housingId }));
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'There is no such bonus.', field: 'itemId' });
  });

  test('an end date before the effective date is refused naming endDate', async () => {
    const answer = await call('assign-employee-pay-item', assignment({ endDate: '2025-12-31' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'The end date must be on or after the effective date.',
      field: 'endDate',
    });
  });

  test('an amount with more decimals than the payroll currency has is refused naming amount', async () => {
    const answer = await call('assign-employee-pay-item', assignment({ amount: '10.001' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'amount' });
  });
});

describe('reliefs', () => {
  const relief = {
    description: 'Rent relief',
    amount: '480000',
    per: 'Year',
    effectiveDate: '2026-01-01',
    endDate: null,
  };

  test('added, listed, changed and removed', async () => {
    const added = await call<EmployeeRelief>('add-employee-relief', { employeeId, ...relief });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.returnObject).toMatchObject({ ...relief, amount: '480000.00' });
    const id = added.body.returnObject.id;
    const updated = await call<EmployeeRelief>('update-employee-relief', {
      id,
      ...relief,
      amount: '40000',
      per: 'Period',
      endDate: '2026-12-31',
    });
    expect(updated.body.returnObject).toEqual({
      id,
      ...relief,
      amount: '40000.00',
      per: 'Period',
      endDate: '2026-12-31',
    });
    const listed = await call<{ reliefs: EmployeeRelief[] }>('list-employee-pay', { employeeId });
    expect(listed.body.returnObject.reliefs).toEqual([updated.body.returnObject]);
    const removed = await call('remove-employee-relief', { id });
    expect(removed.body).toMatchObject({ returnMessage: 'Rent relief was removed from Ama Mensah.' });
  });

  test('an end date before the effective date is refused naming endDate', async () => {
    const answer = await call('add-employee-relief', { employeeId, ...relief, endDate: '2025-01-01' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'endDate' });
  });
});

describe('tenancy and access', () => {
  test('another employer sees none of it: its employee, items, assignments and reliefs are 404', async () => {
    const assigned = await call<EmployeePayItem>('assign-employee-pay-item', assignment());
    const relief = await call<EmployeeRelief>('add-employee-relief', {
      employeeId,
      description: 'Rent',
      amount: '10',
      per: 'Period',
      effectiveDate: '2026-01-01',
      endDate: null,
    });
    const other = await api.newAdministrator();
    const theirs = (await api.addEmployee(other.token)).id;
    const as = other.token;
    expect((await call('list-employee-pay', { employeeId }, as)).status).toBe(404);
    expect((await call('preview-payslip', { employeeId, periodStart: '2026-01-01' }, as)).status).toBe(404);
    const ourItem = await call('assign-employee-pay-item', assignment({ employeeId: theirs }), as);
    expect(ourItem.status).toBe(404);
    expect(ourItem.body).toMatchObject({ error: 'There is no such earning.', field: 'itemId' });
    const ourAssignment = await call(
      'update-employee-pay-item',
      { ...assignment(), employeeId: undefined, id: assigned.body.returnObject.id },
      as,
    );
    expect(ourAssignment.status).toBe(404);
    expect((await call('remove-employee-pay-item', { id: assigned.body.returnObject.id }, as)).status).toBe(
      404,
    );
    expect((await call('remove-employee-relief', { id: relief.body.returnObject.id }, as)).status).toBe(404);
    // Our administrator, likewise, cannot reach their employee.
    expect((await call('assign-employee-pay-item', assignment({ employeeId: theirs }))).status).toBe(404);
    // Nothing of ours was touched.
    const ours = await call<{ items: EmployeePayItem[] }>('list-employee-pay', { employeeId });
    expect(ours.body.returnObject.items.map((item) => item.id)).toContain(assigned.body.returnObject.id);
  });

  test('an employee is refused every operation with 403', async () => {
    const employee = await api.newEmployeeUser(employerId, employeeId);
    const as = employee.token;
    expect((await call('list-employee-pay', { employeeId }, as)).body).toEqual(
      refusalOf('/payroll/list-employee-pay'),
    );
    expect((await call('assign-employee-pay-item', assignment(), as)).body).toEqual(
      refusalOf('/payroll/assign-employee-pay-item'),
    );
    expect(
      (
        await call(
          'add-employee-relief',
          {
            employeeId,
            description: 'R',
            amount: '1',
            per: 'Year',
            effectiveDate: '2026-01-01',
            endDate: null,
          },
          as,
        )
      ).body,
    ).toEqual(refusalOf('/payroll/add-employee-relief'));
    expect((await call('preview-payslip', { employeeId, periodStart: '2026-01-01' }, as)).body).toEqual(
      refusalOf('/payroll/preview-payslip'),
    );
  });
});
