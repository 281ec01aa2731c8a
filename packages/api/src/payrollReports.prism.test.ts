/**
 * Issue 14's adjustment and report operations against Prism's mock of openapi.yaml: the requests
 * the typed functions build pass Prism's validation, the contract's examples come back typed, the
 * export comes back as the file's bytes, and refusals arrive as the client's errors.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import {
  annualSalaryReport,
  type CreateSalaryAdjustmentRequest,
  createSalaryAdjustment,
  deleteSalaryAdjustment,
  exportAnnualSalaryReport,
  listSalaryAdjustments,
  payrollSummary,
} from './payrollReports.ts';
import { mockedClients } from './testing/prismClient.ts';
import { rejection } from './testing/rejection.ts';

const client = mockedClients();

const employeeId = '9d6f0c1e-3b3a-4a3e-8f5e-0c2d7b1a4e21';
const raise: CreateSalaryAdjustmentRequest = {
  employeeId,
  effectiveDate: '2026-09-01',
  amount: '4500.00',
  currency: 'GHS',
  remarks: 'Annual review',
  items: [
    { group: 'Earning', itemId: '7e1d2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b', amount: '1200.00', quantity: null },
  ],
};

describe('the salary adjustment operations against the Prism mock', () => {
  it('lists the adjustments with their items and whether their arrears are due', async () => {
    const { returnObject } = await listSalaryAdjustments(client());

    expect(returnObject).toHaveLength(1);
    expect(returnObject[0]).toMatchObject({
      employeeName: 'Ama Mensah',
      amount: '4500.00',
      currency: 'GHS',
      arrears: 'Due',
      items: [{ group: 'Earning', code: 'HOUSING', amount: '1200.00', quantity: null }],
    });
  });

  it('asks for one employee’s adjustments in a request the contract accepts', async () => {
    const { returnObject } = await listSalaryAdjustments(client(), { employeeId });

    expect(returnObject.every((adjustment) => adjustment.employeeId === employeeId)).toBe(true);
  });

  it('creates an adjustment of a new salary and an item, answering it as stored', async () => {
    const { returnObject } = await createSalaryAdjustment(client(), raise);

    expect(returnObject).toMatchObject({
      employeeId,
      effectiveDate: '2026-09-01',
      amount: '4500.00',
      arrears: 'Due',
      settledByRunId: null,
      createdBy: 'Ada Lovelace',
    });
  });

  it('maps an adjustment with neither an amount nor an item (400) to an ApiError on `amount`', async () => {
    const error = await rejection(
      createSalaryAdjustment(client({ Prefer: 'code=400, example=nothing' }), {
        ...raise,
        amount: null,
        currency: null,
        items: [],
      }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Give a new amount or add at least one item.',
      field: 'amount',
    });
  });

  it('deletes an adjustment, answering the sentence to show', async () => {
    const { returnMessage } = await deleteSalaryAdjustment(client(), {
      id: '3c9e1f5b-2d4c-4a8e-9b0d-7f1a2c4e6a85',
    });

    expect(returnMessage).toBe("Ama Mensah's salary adjustment of 2026-09-01 was deleted.");
  });

  it('maps an employee’s attempt (403) to an ApiError', async () => {
    const error = await rejection(listSalaryAdjustments(client({ Prefer: 'code=403' })));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403 });
  });
});

describe('the payroll reports against the Prism mock', () => {
  it('reads a year month by month with its contribution columns and totals', async () => {
    const { returnObject } = await annualSalaryReport(client(), { employeeId, year: 2026 });

    expect(returnObject.contributions).toEqual([{ code: 'SSNIT', label: 'SSNIT' }]);
    expect(returnObject.months[0]).toMatchObject({ month: 1, gross: '6000.00', contributions: ['275.00'] });
    expect(returnObject.totals).toMatchObject({ payslips: 1, tax: '1029.75', netPay: '4695.25' });
  });

  it('maps a year out of range (400) to an ApiError on `year`', async () => {
    const error = await rejection(
      annualSalaryReport(client({ Prefer: 'code=400, example=yearTooLate' }), { employeeId, year: 2026 }),
    );

    expect(error).toMatchObject({ status: 400, message: 'year: must be at most 2100.', field: 'year' });
  });

  it('exports the report as the CSV file’s text', async () => {
    const file = await exportAnnualSalaryReport(client(), { employeeId, year: 2026, format: 'csv' });

    expect(await file.text()).toContain('Month,Gross,Taxable,Tax,SSNIT,Other deductions,Net');
  });

  it('maps an unknown export format (400) to an ApiError on `format`', async () => {
    const error = await rejection(
      exportAnnualSalaryReport(client({ Prefer: 'code=400, example=badFormat' }), {
        employeeId,
        year: 2026,
        format: 'xlsx' as 'csv',
      }),
    );

    expect(error).toMatchObject({
      status: 400,
      message: 'format: must be one of: csv, pdf.',
      field: 'format',
    });
  });

  it('reads the dashboard’s payroll figures: the last final run and the months', async () => {
    const { returnObject } = await payrollSummary(client());

    expect(returnObject.lastFinalRun).toMatchObject({
      payPeriod: 'Monthly',
      employees: 12,
      gross: '72000.00',
    });
    expect(returnObject.months.at(-1)).toEqual({ month: '2026-11', gross: '72000.00', netPay: '56343.00' });
  });
});
