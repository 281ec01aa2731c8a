import { amountMessage, QUANTITY_MESSAGE } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PayItem } from '../../contract-types.ts';
import { refusalOf } from '../../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { type Answer, assign, payrollEmployer, succeeded } from './payroll-test-support.ts';

let api: TestApi;
let employer: Awaited<ReturnType<typeof payrollEmployer>>;

const HOUSING = { kind: 'Earning', code: 'HSE', description: 'Housing allowance', amount: '15000' };

beforeAll(async () => {
  api = await createTestApi();
  employer = await payrollEmployer(api);
  await succeeded(api, '/payroll/update-payroll-settings', { currency: 'KES' }, employer.token);
});
afterAll(() => api.close());

function call(path: string, body: unknown, token = employer.token) {
  return api.call<Answer<PayItem>>(`/payroll/${path}`, body, { token });
}

function created(body: Record<string, unknown>): Promise<PayItem> {
  return succeeded(api, '/payroll/create-pay-item', body, employer.token);
}

function listed(kind: string, token = employer.token): Promise<PayItem[]> {
  return succeeded(api, '/payroll/list-pay-items', { kind }, token);
}

describe('create-pay-item and list-pay-items', () => {
  test('defaults: active, 1 Month, both switches on; listed under its kind only', async () => {
    const housing = await created(HOUSING);
    expect(housing).toEqual({
      id: expect.any(String),
      ...HOUSING,
      amount: '15000.00',
      isActive: true,
      quantity: '1',
      unit: 'Month',
      tax: true,
      otherStatutory: true,
      employeesAssigned: 0,
    });
    const loan = await created({
      kind: 'Deduction',
      code: 'LOAN',
      description: 'Loan',
      amount: '250.5',
      quantity: '2.5',
      unit: 'Week',
      tax: false,
      otherStatutory: false,
    });
    expect(loan).toMatchObject({
      amount: '250.50',
      quantity: '2.5',
      unit: 'Week',
      tax: false,
      otherStatutory: false,
    });
    expect(await listed('Earning')).toContainEqual(housing);
    expect((await listed('Deduction')).map((item) => item.code)).toEqual(['LOAN']);
    expect(await listed('Bonus')).toEqual([]);
  });

  test('a code is unique within its kind: 409 on code; the same code of another kind is fine', async () => {
    await created({ ...HOUSING, code: 'DUP' });
    expect((await call('create-pay-item', { ...HOUSING, code: 'dup' })).body).toEqual({
      returnCode: 409,
      error: 'Code dup is already used by another earning.',
      field: 'code',
    });
    await created({ ...HOUSING, kind: 'Bonus', code: 'DUP' });
  });

  test('too many decimals, or a quantity of 0: 400 on the field', async () => {
    expect((await call('create-pay-item', { ...HOUSING, code: 'DEC', amount: '10.125' })).body).toEqual({
      returnCode: 400,
      error: amountMessage(2),
      field: 'amount',
    });
    expect((await call('create-pay-item', { ...HOUSING, code: 'QTY', quantity: '0' })).body).toEqual({
      returnCode: 400,
      error: QUANTITY_MESSAGE,
      field: 'quantity',
    });
  });
});

describe('update, set-active and delete', () => {
  test('fields sent change, the others keep their value', async () => {
    const item = await created({ ...HOUSING, code: 'UPD' });
    const changed = await succeeded<PayItem>(
      api,
      '/payroll/update-pay-item',
      { id: item.id, amount: '16000', otherStatutory: false },
      employer.token,
    );
    expect(changed).toEqual({ ...item, amount: '16000.00', otherStatutory: false });
    const off = await succeeded(
      api,
      '/payroll/set-pay-item-active',
      { id: item.id, active: false },
      employer.token,
    );
    expect(off).toEqual({ ...changed, isActive: false });
  });

  test('assigned to an employee: delete refused with the count; otherwise deleted', async () => {
    const item = await created({ ...HOUSING, code: 'ASSIGNED' });
    await assign(api, employer, 'pay_item_id', item.id);
    expect((await call('delete-pay-item', { id: item.id })).body).toEqual({
      returnCode: 409,
      error:
        "ASSIGNED (Housing allowance) can't be deleted: 1 employee is assigned it. Deactivate it instead.",
    });
    expect((await listed('Earning')).find((row) => row.id === item.id)?.employeesAssigned).toBe(1);
    const free = await created({ ...HOUSING, code: 'FREE' });
    expect((await call('delete-pay-item', { id: free.id })).body).toEqual({
      returnCode: 200,
      returnMessage: 'Earning FREE (Housing allowance) was deleted.',
    });
  });
});

describe('who may', () => {
  test('an employee is refused (403), another employer finds nothing (404)', async () => {
    const item = await created({ ...HOUSING, code: 'WHO' });
    const { token } = await api.newEmployeeUser(employer.employerId, employer.employeeId);
    expect((await call('list-pay-items', { kind: 'Earning' }, token)).body).toEqual(
      refusalOf('/payroll/list-pay-items'),
    );
    expect((await call('update-pay-item', { id: item.id, amount: '1' }, token)).body).toEqual(
      refusalOf('/payroll/update-pay-item'),
    );
    const other = await payrollEmployer(api);
    expect(await listed('Earning', other.token)).toEqual([]);
    for (const [path, body] of [
      ['update-pay-item', { id: item.id, amount: '1' }],
      ['set-pay-item-active', { id: item.id, active: false }],
      ['delete-pay-item', { id: item.id }],
    ] as const) {
      expect((await call(path, body, other.token)).body, path).toEqual({
        returnCode: 404,
        error: 'There is no such pay item.',
      });
    }
  });
});
