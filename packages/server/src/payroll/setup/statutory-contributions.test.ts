import { amountMessage, CHOOSE_A_TABLE, NO_CONTRIBUTION_SIDE } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StatutoryContribution, StatutoryTax } from '../../contract-types.ts';
import { refusalOf } from '../../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { type Answer, assign, payrollEmployer, succeeded } from './payroll-test-support.ts';

let api: TestApi;
let employer: Awaited<ReturnType<typeof payrollEmployer>>;
let otherTable: StatutoryTax;
let payeTable: StatutoryTax;

const NONE = { type: 'Not Applicable', amount: null, cappedAmount: null, tableId: null };
/** Kenya's SHIF: 2.75% of gross, employee only, before tax. */
const SHIF = {
  code: 'SHIF',
  description: 'Social Health Insurance Fund',
  employer: NONE,
  employee: { type: 'Gross Income', amount: '2.75', cappedAmount: null, tableId: null },
};

beforeAll(async () => {
  api = await createTestApi();
  employer = await payrollEmployer(api);
  await succeeded(api, '/payroll/update-payroll-settings', { currency: 'KES' }, employer.token);
  const brackets = [
    { incomeMoreThan: '0', percentage: '6' },
    { incomeMoreThan: '72000', percentage: '0' },
  ];
  otherTable = await succeeded(
    api,
    '/payroll/create-statutory-tax',
    { code: 'NSSF-T', description: 'NSSF tiers', type: 'Other', brackets },
    employer.token,
  );
  payeTable = await succeeded(
    api,
    '/payroll/create-statutory-tax',
    { code: 'PAYE', description: 'PAYE', brackets },
    employer.token,
  );
});
afterAll(() => api.close());

function call(path: string, body: unknown, token = employer.token) {
  return api.call<Answer<StatutoryContribution>>(`/payroll/${path}`, body, { token });
}

function created(body: Record<string, unknown>): Promise<StatutoryContribution> {
  return succeeded(api, '/payroll/create-statutory-contribution', body, employer.token);
}

describe('create-statutory-contribution and list', () => {
  test('each side keeps what its type uses, amounts with the currency’s digits', async () => {
    const shif = await created(SHIF);
    expect(shif).toEqual({
      id: expect.any(String),
      ...SHIF,
      isActive: true,
      employeeBeforeTax: true,
      employeesAssigned: 0,
      source: null,
      effectiveFrom: null,
    });
    const levy = await created({
      code: 'LEVY',
      description: 'Housing levy',
      employer: { type: 'Fixed Amount', amount: '1500', cappedAmount: '99', tableId: otherTable.id },
      employee: { type: 'Statutory Table', amount: '3', cappedAmount: '72000', tableId: otherTable.id },
      employeeBeforeTax: false,
    });
    expect(levy).toMatchObject({
      employer: { type: 'Fixed Amount', amount: '1500.00', cappedAmount: null, tableId: null },
      employee: { type: 'Statutory Table', amount: null, cappedAmount: '72000.00', tableId: otherTable.id },
      employeeBeforeTax: false,
    });
    const listed = await succeeded<StatutoryContribution[]>(
      api,
      '/payroll/list-statutory-contributions',
      {},
      employer.token,
    );
    expect(listed.map((row) => row.code)).toEqual(['LEVY', 'SHIF']);
    expect(listed).toContainEqual(shif);
  });

  test('a code already used: 409 on code', async () => {
    await created({ ...SHIF, code: 'TWICE' });
    expect((await call('create-statutory-contribution', { ...SHIF, code: 'Twice' })).body).toEqual({
      returnCode: 409,
      error: 'Code Twice is already used by another statutory contribution.',
      field: 'code',
    });
  });

  test('both sides Not Applicable, or a fixed amount with too many decimals: 400', async () => {
    expect(
      (await call('create-statutory-contribution', { ...SHIF, code: 'NONE', employee: NONE })).body,
    ).toEqual({
      returnCode: 400,
      error: NO_CONTRIBUTION_SIDE,
    });
    const fixed = { type: 'Fixed Amount', amount: '10.555', cappedAmount: null, tableId: null };
    expect(
      (await call('create-statutory-contribution', { ...SHIF, code: 'DEC', employer: fixed })).body,
    ).toEqual({
      returnCode: 400,
      error: amountMessage(2),
      field: 'employer.amount',
    });
  });

  test('a PAYE table, an unknown one or another employer’s: 400 on the side’s tableId', async () => {
    const side = (tableId: string) => ({
      type: 'Statutory Table',
      amount: null,
      cappedAmount: null,
      tableId,
    });
    expect(
      (await call('create-statutory-contribution', { ...SHIF, code: 'P', employee: side(payeTable.id) }))
        .body,
    ).toEqual({
      returnCode: 400,
      error: CHOOSE_A_TABLE,
      field: 'employee.tableId',
    });
    const other = await payrollEmployer(api);
    const theirs = await succeeded<StatutoryTax>(
      api,
      '/payroll/create-statutory-tax',
      {
        code: 'THEIRS',
        description: 'Theirs',
        type: 'Other',
        brackets: [{ incomeMoreThan: '0', percentage: '5' }],
      },
      other.token,
    );
    expect(
      (await call('create-statutory-contribution', { ...SHIF, code: 'T', employer: side(theirs.id) })).body,
    ).toEqual({
      returnCode: 400,
      error: 'There is no such statutory tax.',
      field: 'employer.tableId',
    });
  });
});

describe('update, set-active and delete', () => {
  test('a side sent replaces that side; the rest keeps its value', async () => {
    const shif = await created({ ...SHIF, code: 'UPD' });
    const changed = await succeeded<StatutoryContribution>(
      api,
      '/payroll/update-statutory-contribution',
      {
        id: shif.id,
        employer: { type: 'Gross Income', amount: '1.5', cappedAmount: '100000', tableId: null },
      },
      employer.token,
    );
    expect(changed).toEqual({
      ...shif,
      employer: { type: 'Gross Income', amount: '1.5', cappedAmount: '100000.00', tableId: null },
    });
    const off = await succeeded(
      api,
      '/payroll/set-statutory-contribution-active',
      { id: shif.id, active: false },
      employer.token,
    );
    expect(off).toEqual({ ...changed, isActive: false });
  });

  test('assigned to an employee: delete refused with the count; otherwise deleted', async () => {
    const assigned = await created({ ...SHIF, code: 'ASSIGNED' });
    await assign(api, employer, 'statutory_contribution_id', assigned.id);
    expect((await call('delete-statutory-contribution', { id: assigned.id })).body).toEqual({
      returnCode: 409,
      error:
        "ASSIGNED (Social Health Insurance Fund) can't be deleted: 1 employee is assigned it. Deactivate it instead.",
    });
    const listed = await succeeded<StatutoryContribution[]>(
      api,
      '/payroll/list-statutory-contributions',
      {},
      employer.token,
    );
    expect(listed.find((row) => row.id === assigned.id)?.employeesAssigned).toBe(1);
    const free = await created({ ...SHIF, code: 'FREE' });
    expect((await call('delete-statutory-contribution', { id: free.id })).body).toEqual({
      returnCode: 200,
      returnMessage: 'Statutory contribution FREE (Social Health Insurance Fund) was deleted.',
    });
  });
});

describe('who may', () => {
  test('an employee is refused (403), another employer finds nothing (404)', async () => {
    const shif = await created({ ...SHIF, code: 'WHO' });
    const { token } = await api.newEmployeeUser(employer.employerId, employer.employeeId);
    const other = await payrollEmployer(api);
    expect((await call('list-statutory-contributions', {}, token)).body).toEqual(
      refusalOf('/payroll/list-statutory-contributions'),
    );
    expect((await call('create-statutory-contribution', { ...SHIF, code: 'X' }, token)).body).toEqual(
      refusalOf('/payroll/create-statutory-contribution'),
    );
    expect(await succeeded(api, '/payroll/list-statutory-contributions', {}, other.token)).toEqual([]);
    for (const [path, body] of [
      ['update-statutory-contribution', { id: shif.id, description: 'Theirs' }],
      ['set-statutory-contribution-active', { id: shif.id, active: false }],
      ['delete-statutory-contribution', { id: shif.id }],
    ] as const) {
      expect((await call(path, body, other.token)).body, path).toEqual({
        returnCode: 404,
        error: 'There is no such statutory contribution.',
      });
    }
  });
});
