import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PayItem, PayrollSettings } from '../../contract-types.ts';
import { refusalOf } from '../../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { type Answer, payrollEmployer, succeeded } from './payroll-test-support.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

function get(token: string) {
  return succeeded<PayrollSettings>(api, '/payroll/get-payroll-settings', {}, token);
}

function update(body: Record<string, unknown>, token: string) {
  return api.call<Answer<PayrollSettings>>('/payroll/update-payroll-settings', body, { token });
}

describe('payroll settings', () => {
  test('the defaults until saved, then what was saved; fields left out keep their value', async () => {
    const { token } = await payrollEmployer(api);
    expect(await get(token)).toEqual({
      currency: 'USD',
      rounding: 'Half Up',
      prorationMethod: 'Calendar Days',
      payDay: 28,
      payslipFooter: null,
      arrearsTaxable: true,
      arrearsStatutory: true,
      overtimePay: false,
      overtimeRateKind: 'Multiplier of the hourly rate',
      overtimeRate: '1.5',
      absenceUnpaid: false,
    });
    const saved = await update(
      { currency: 'GHS', rounding: 'Half Even', payDay: 25, payslipFooter: ' Thank you. ' },
      token,
    );
    expect(saved.body.returnObject).toEqual({
      currency: 'GHS',
      rounding: 'Half Even',
      prorationMethod: 'Calendar Days',
      payDay: 25,
      payslipFooter: 'Thank you.',
      arrearsTaxable: true,
      arrearsStatutory: true,
      overtimePay: false,
      overtimeRateKind: 'Multiplier of the hourly rate',
      overtimeRate: '1.5',
      absenceUnpaid: false,
    });
    await update(
      {
        prorationMethod: 'Working Days',
        payslipFooter: null,
        arrearsTaxable: false,
        overtimePay: true,
        overtimeRateKind: 'Amount per hour',
        overtimeRate: '12.5',
        absenceUnpaid: true,
      },
      token,
    );
    expect(await get(token)).toEqual({
      currency: 'GHS',
      rounding: 'Half Even',
      prorationMethod: 'Working Days',
      payDay: 25,
      payslipFooter: null,
      arrearsTaxable: false,
      arrearsStatutory: true,
      overtimePay: true,
      overtimeRateKind: 'Amount per hour',
      overtimeRate: '12.5',
      absenceUnpaid: true,
    });
  });

  test("an overtime rate of nothing: 400 on overtimeRate, in the form's words", async () => {
    const { token } = await payrollEmployer(api);
    expect((await update({ overtimeRate: '0' }, token)).body).toEqual({
      returnCode: 400,
      error: 'Enter the overtime rate as a number above 0 with up to 3 decimals, for example 1.5.',
      field: 'overtimeRate',
    });
  });

  test('a currency that is not one: 400 on currency', async () => {
    const { token } = await payrollEmployer(api);
    expect((await update({ currency: 'XXQ' }, token)).body).toEqual({
      returnCode: 400,
      error: 'Choose a currency from the list.',
      field: 'currency',
    });
  });

  test('fewer decimals while amounts have decimals it cannot hold: 409 with how many', async () => {
    const { token } = await payrollEmployer(api);
    await update({ currency: 'KES' }, token);
    const round = { kind: 'Earning', code: 'ROUND', description: 'Round', amount: '5000' };
    await succeeded(api, '/payroll/create-pay-item', round, token);
    await succeeded(api, '/payroll/create-pay-item', { ...round, code: 'CENTS', amount: '10.50' }, token);
    expect((await update({ currency: 'JPY' }, token)).body).toEqual({
      returnCode: 409,
      error: 'JPY has no decimals: 1 payroll amount has decimals it cannot hold. Change them first.',
      field: 'currency',
    });
    // Three decimals hold every amount: written with them from now on.
    await update({ currency: 'KWD' }, token);
    const items = await succeeded<PayItem[]>(api, '/payroll/list-pay-items', { kind: 'Earning' }, token);
    expect(items.map((item) => item.amount)).toEqual(['10.500', '5000.000']);
  });

  test('an employee is refused: 403', async () => {
    const employer = await payrollEmployer(api);
    const { token } = await api.newEmployeeUser(employer.employerId, employer.employeeId);
    for (const path of ['/payroll/get-payroll-settings', '/payroll/update-payroll-settings']) {
      expect((await api.call(path, {}, { token })).body, path).toEqual(refusalOf(path));
    }
  });
});
