/**
 * The payroll operations against Prism's mock of openapi.yaml: the requests the typed functions
 * build pass Prism's validation, the contract's examples come back typed (amounts as decimal text),
 * and refusals arrive as the client's errors with their sentence and field.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { createPayItem, listStatutoryTaxes, type PayItemResult, previewPayslip } from './payroll.ts';
import { mockedClients } from './testing/prismClient.ts';
import { rejection } from './testing/rejection.ts';

const client = mockedClients();

const housing = {
  kind: 'Earning',
  code: 'HSE',
  description: 'Housing allowance',
  amount: '15000.00',
  otherStatutory: false,
} as const;

describe('the payroll operations against the Prism mock', () => {
  it('lists the statutory tables with their brackets’ Cumulative Tax and the contributions using each', async () => {
    const { returnObject } = await listStatutoryTaxes(client());

    expect(
      returnObject.map(({ code, type, contributionsUsing }) => ({ code, type, contributionsUsing })),
    ).toEqual([
      { code: 'PAYE', type: 'PAYE Tax', contributionsUsing: 0 },
      { code: 'NSSF', type: 'Other', contributionsUsing: 1 },
    ]);
    expect(returnObject[0]?.brackets[1]).toEqual({
      incomeMoreThan: '24000.00',
      percentage: '25',
      cumulativeTax: '2400.00',
    });
  });

  it('creates an earning with only what it needs, the switches left out meaning on', async () => {
    const result = await createPayItem(client(), housing);

    expect(result).toEqual({
      returnCode: 200,
      returnObject: {
        id: '6a3c9e1f-5b2d-4c8a-9e0b-7d1f2a4c6e85',
        ...housing,
        isActive: true,
        quantity: '1',
        unit: 'Month',
        tax: true,
        employeesAssigned: 0,
      },
    } satisfies PayItemResult);
  });

  it('maps a code already used (409) to an ApiError on `code`', async () => {
    const error = await rejection(createPayItem(client({ Prefer: 'code=409' }), housing));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Code HSE is already used by another earning.',
      field: 'code',
    });
  });

  it('maps an unknown kind (400) to an ApiError naming `kind` and the kinds there are', async () => {
    const error = await rejection(
      createPayItem(client({ Prefer: 'code=400, example=unknownKind' }), {
        ...housing,
        kind: 'Salary' as 'Earning',
      }),
    );

    expect(error).toMatchObject({
      status: 400,
      message: 'kind: must be one of: Earning, Deduction, Bonus.',
      field: 'kind',
    });
  });

  it('previews a payslip whose every line carries its explanation', async () => {
    const { returnObject } = await previewPayslip(client(), {
      employeeId: '9d6f0c1e-3b3a-4a3e-8f5e-0c2d7b1a4e21',
      periodStart: '2026-01-01',
    });

    expect(returnObject.lines.find((line) => line.code === 'PAYE')).toMatchObject({
      amount: '1029.75',
      explanation: 'PAYE 572.67 on the first 3,896.67 + 25% × 1,828.33 = 1,029.75',
    });
    expect(returnObject).toMatchObject({ currency: 'GHS', netPay: '4695.25', paymentDays: null });
  });

  it('maps an employee without a salary (422) to an ApiError saying what to add', async () => {
    const error = await rejection(
      previewPayslip(client({ Prefer: 'code=422' }), {
        employeeId: '9d6f0c1e-3b3a-4a3e-8f5e-0c2d7b1a4e21',
        periodStart: '2026-01-01',
      }),
    );

    expect(error).toMatchObject({
      status: 422,
      message: 'Ama Mensah has no basic salary on 2026-01-01. Add one in the Salary section.',
    });
  });
});
