import { amountMessage, RELIEF_ONLY_ON_PAYE } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StatutoryTax } from '../../contract-types.ts';
import { refusalOf } from '../../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { type Answer, payrollEmployer, succeeded } from './payroll-test-support.ts';

let api: TestApi;
let employer: Awaited<ReturnType<typeof payrollEmployer>>;

beforeAll(async () => {
  api = await createTestApi();
  employer = await payrollEmployer(api);
  await succeeded(api, '/payroll/update-payroll-settings', { currency: 'KES' }, employer.token);
});
afterAll(() => api.close());

/** Kenya 2025 monthly PAYE, its first three bands (Finance Act 2023 rates). */
const KENYA = {
  code: 'PAYE',
  description: 'Kenya PAYE 2025',
  type: 'PAYE Tax',
  basis: 'Monthly',
  reliefPerMonth: '2400',
  brackets: [
    { incomeMoreThan: '0', percentage: '10' },
    { incomeMoreThan: '24000', percentage: '25' },
    { incomeMoreThan: '32333', percentage: '30' },
  ],
};
const NSSF = {
  code: 'NSSF-T',
  description: 'NSSF tiers',
  type: 'Other',
  brackets: [
    { incomeMoreThan: '0', percentage: '6' },
    { incomeMoreThan: '72000', percentage: '0' },
  ],
};

function call(path: string, body: unknown, token = employer.token) {
  return api.call<Answer<StatutoryTax>>(`/payroll/${path}`, body, { token });
}

async function created(body: Record<string, unknown>, token = employer.token): Promise<StatutoryTax> {
  return succeeded(api, '/payroll/create-statutory-tax', body, token);
}

describe('create-statutory-tax and list-statutory-taxes', () => {
  test('the table is stored with the currency’s digits and answered with its Cumulative Tax column', async () => {
    const table = await created(KENYA);
    expect(table).toEqual({
      id: expect.any(String),
      code: 'PAYE',
      description: 'Kenya PAYE 2025',
      isActive: true,
      type: 'PAYE Tax',
      basis: 'Monthly',
      reliefPerMonth: '2400.00',
      brackets: [
        { incomeMoreThan: '0.00', percentage: '10', cumulativeTax: '0.00' },
        // 10% of the first 24,000: 2,400.00, as the published table prints it.
        { incomeMoreThan: '24000.00', percentage: '25', cumulativeTax: '2400.00' },
        { incomeMoreThan: '32333.00', percentage: '30', cumulativeTax: '4483.25' },
      ],
      contributionsUsing: 0,
      // Typed by hand: no template source, in force whatever the period.
      source: null,
      effectiveFrom: null,
    });
    const listed = await succeeded<StatutoryTax[]>(api, '/payroll/list-statutory-taxes', {}, employer.token);
    expect(listed).toContainEqual(table);
  });

  test('left-out fields take the defaults: active, PAYE Tax, monthly, no relief', async () => {
    const table = await created({
      code: 'MIN',
      description: 'Minimal',
      brackets: [{ incomeMoreThan: '0', percentage: '5.5' }],
    });
    expect(table).toMatchObject({ isActive: true, type: 'PAYE Tax', basis: 'Monthly', reliefPerMonth: null });
    expect(table.brackets).toEqual([{ incomeMoreThan: '0.00', percentage: '5.5', cumulativeTax: '0.00' }]);
  });

  test('a code already used, whatever its case: 409 on code', async () => {
    await created({ ...KENYA, code: 'DUP' });
    expect((await call('create-statutory-tax', { ...KENYA, code: 'dup' })).body).toEqual({
      returnCode: 409,
      error: 'Code dup is already used by another statutory tax.',
      field: 'code',
    });
  });

  test('brackets that do not rise: 400 naming the row, in the domain’s words', async () => {
    const brackets = [
      { incomeMoreThan: '0', percentage: '10' },
      { incomeMoreThan: '24000', percentage: '25' },
      { incomeMoreThan: '20000', percentage: '30' },
    ];
    expect((await call('create-statutory-tax', { ...KENYA, code: 'FALL', brackets })).body).toEqual({
      returnCode: 400,
      error: "Row 3: Income More Than must be more than row 2's 24,000.00.",
      field: 'brackets.2.incomeMoreThan',
    });
  });

  test('amounts with more decimals than the currency’s: 400 on the field', async () => {
    expect(
      (await call('create-statutory-tax', { ...KENYA, code: 'DEC', reliefPerMonth: '2400.125' })).body,
    ).toEqual({
      returnCode: 400,
      error: amountMessage(2),
      field: 'reliefPerMonth',
    });
    const brackets = [
      { incomeMoreThan: '0', percentage: '10' },
      { incomeMoreThan: '100.555', percentage: '20' },
    ];
    expect((await call('create-statutory-tax', { ...KENYA, code: 'DEC', brackets })).body).toMatchObject({
      returnCode: 400,
      field: 'brackets.1.incomeMoreThan',
    });
    const fine = [{ incomeMoreThan: '0', percentage: '10.12345' }];
    expect(
      (await call('create-statutory-tax', { ...KENYA, code: 'DEC', brackets: fine })).body,
    ).toMatchObject({
      returnCode: 400,
      field: 'brackets.0.percentage',
    });
  });

  test('a relief on a table of type Other: 400 on reliefPerMonth', async () => {
    expect((await call('create-statutory-tax', { ...NSSF, code: 'REL', reliefPerMonth: '10' })).body).toEqual(
      {
        returnCode: 400,
        error: RELIEF_ONLY_ON_PAYE,
        field: 'reliefPerMonth',
      },
    );
  });
});

describe('update, set-active and delete', () => {
  test('brackets sent replace the table’s; fields left out keep their value; null removes the relief', async () => {
    const table = await created({ ...KENYA, code: 'UPD' });
    const updated = await succeeded<StatutoryTax>(
      api,
      '/payroll/update-statutory-tax',
      { id: table.id, reliefPerMonth: null, brackets: [{ incomeMoreThan: '0', percentage: '15' }] },
      employer.token,
    );
    expect(updated).toEqual({
      ...table,
      reliefPerMonth: null,
      brackets: [{ incomeMoreThan: '0.00', percentage: '15', cumulativeTax: '0.00' }],
    });
    const renamed = await succeeded<StatutoryTax>(
      api,
      '/payroll/update-statutory-tax',
      { id: table.id, description: 'Renamed' },
      employer.token,
    );
    expect(renamed).toEqual({ ...updated, description: 'Renamed' });
  });

  test('deactivated and active again, keeping its brackets', async () => {
    const table = await created({ ...KENYA, code: 'ACT' });
    const off = await succeeded<StatutoryTax>(
      api,
      '/payroll/set-statutory-tax-active',
      { id: table.id, active: false },
      employer.token,
    );
    expect(off).toEqual({ ...table, isActive: false });
    const on = await succeeded<StatutoryTax>(
      api,
      '/payroll/set-statutory-tax-active',
      { id: table.id, active: true },
      employer.token,
    );
    expect(on).toEqual(table);
  });

  test('a table no contribution uses is deleted with its brackets', async () => {
    const table = await created({ ...KENYA, code: 'DEL' });
    expect((await call('delete-statutory-tax', { id: table.id })).body).toEqual({
      returnCode: 200,
      returnMessage: 'Statutory tax DEL (Kenya PAYE 2025) was deleted.',
    });
    const listed = await succeeded<StatutoryTax[]>(api, '/payroll/list-statutory-taxes', {}, employer.token);
    expect(listed.map((row) => row.id)).not.toContain(table.id);
    const brackets = await api.db
      .selectFrom('tax_table_brackets')
      .select('position')
      .where('tax_table_id', '=', table.id)
      .execute();
    expect(brackets).toEqual([]);
  });

  test('a table a contribution uses: delete refused with the count; type PAYE refused too', async () => {
    const table = await created({ ...NSSF, code: 'USED' });
    const side = { type: 'Statutory Table', amount: null, cappedAmount: null, tableId: table.id };
    await succeeded(
      api,
      '/payroll/create-statutory-contribution',
      { code: 'NSSF-C', description: 'NSSF', employer: side, employee: side },
      employer.token,
    );
    expect((await call('delete-statutory-tax', { id: table.id })).body).toEqual({
      returnCode: 409,
      error: "USED (NSSF tiers) can't be deleted: 1 statutory contribution uses it. Deactivate it instead.",
    });
    const [listed] = (
      await succeeded<StatutoryTax[]>(api, '/payroll/list-statutory-taxes', {}, employer.token)
    ).filter((row) => row.id === table.id);
    expect(listed?.contributionsUsing).toBe(1);
    expect((await call('update-statutory-tax', { id: table.id, type: 'PAYE Tax' })).body).toMatchObject({
      returnCode: 409,
      field: 'type',
    });
  });
});

describe('who may', () => {
  test('an employee is refused every operation: 403', async () => {
    const { token } = await api.newEmployeeUser(employer.employerId, employer.employeeId);
    const table = await created({ ...KENYA, code: 'EMP' });
    for (const [path, body] of [
      ['list-statutory-taxes', {}],
      ['create-statutory-tax', { ...KENYA, code: 'EMP2' }],
      ['update-statutory-tax', { id: table.id, description: 'Mine' }],
      ['set-statutory-tax-active', { id: table.id, active: false }],
      ['delete-statutory-tax', { id: table.id }],
    ] as const) {
      expect((await call(path, body, token)).body, path).toEqual(refusalOf(`/payroll/${path}`));
    }
  });

  test('another employer’s table is not found, nor listed', async () => {
    const table = await created({ ...KENYA, code: 'MINE' });
    const other = await payrollEmployer(api);
    expect(await succeeded<StatutoryTax[]>(api, '/payroll/list-statutory-taxes', {}, other.token)).toEqual(
      [],
    );
    for (const [path, body] of [
      ['update-statutory-tax', { id: table.id, description: 'Theirs' }],
      ['set-statutory-tax-active', { id: table.id, active: false }],
      ['delete-statutory-tax', { id: table.id }],
    ] as const) {
      expect((await call(path, body, other.token)).body, path).toEqual({
        returnCode: 404,
        error: 'There is no such statutory tax.',
      });
    }
    const [still] = (
      await succeeded<StatutoryTax[]>(api, '/payroll/list-statutory-taxes', {}, employer.token)
    ).filter((row) => row.id === table.id);
    expect(still).toEqual(table);
  });
});
