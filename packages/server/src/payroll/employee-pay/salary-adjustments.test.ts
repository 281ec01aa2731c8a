import { parseDate } from '@internationalized/date';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refusalOf } from '../../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { readPayrollSettings } from '../setup/payroll-settings-store.ts';
import type { EmployeePayItem } from './employee-pay-types.ts';
import { computeEmployeePayslip, payrollEmployee } from './payslip-preview.ts';
import { adjustment, adjustmentEmployer, insertFinalPayslip } from './salary-adjustment-fixtures.ts';
import type { SalaryAdjustment } from './salary-adjustment-types.ts';

/** Salary adjustments (issue 14): a new basic salary and/or items from a date, administrators only. */

let api: TestApi;
let employer: Awaited<ReturnType<typeof adjustmentEmployer>>;

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
  employer = await adjustmentEmployer(api);
});
afterAll(() => api.close());

const salaries = (employeeId: string) =>
  api.db
    .selectFrom('salary_history')
    .select(['effective_date', 'basic_salary', 'currency', 'next_review_date'])
    .where('employee_id', '=', employeeId)
    .orderBy('effective_date')
    .execute();

const record = async (employeeId: string) =>
  (
    await employer.call<{ items: EmployeePayItem[] }>('list-employee-pay', { employeeId })
  ).body.returnObject.items.map((item) => `${item.code} ${item.effectiveDate} ${item.amount ?? '-'}`);

describe('creating', () => {
  test('with an amount only: the salary history gains it from the date, no arrears while nothing is paid', async () => {
    const employeeId = (await api.addEmployee(employer.token, { firstName: 'Kofi', lastName: 'Boateng' })).id;
    const created = await employer.create({ employeeId, remarks: ' Annual review ' });
    expect(created).toMatchObject({
      employeeId,
      employeeName: 'Kofi Boateng',
      effectiveDate: '2026-09-01',
      amount: '4500.00',
      currency: 'GHS',
      remarks: 'Annual review',
      items: [],
      arrears: 'None',
      settledByRunId: null,
    });
    expect(created.createdBy).toMatch(/\S/);
    expect((await salaries(employeeId)).map((row) => [row.effective_date, row.basic_salary])).toEqual([
      ['2026-09-01', '4500.000'],
    ]);
  });

  test('replacing a salary of the same date keeps its next review date', async () => {
    const employeeId = (await api.addEmployee(employer.token, { firstName: 'Esi', lastName: 'Owusu' })).id;
    await api.db
      .insertInto('salary_history')
      .values({
        employer_id: employer.employerId,
        employee_id: employeeId,
        effective_date: '2026-09-01',
        basic_salary: '4000',
        currency: 'GHS',
        next_review_date: '2027-09-01',
        created_by: null,
      })
      .execute();
    await employer.create({ employeeId });
    expect(await salaries(employeeId)).toEqual([
      {
        effective_date: '2026-09-01',
        basic_salary: '4500.000',
        currency: 'GHS',
        next_review_date: '2027-09-01',
      },
    ]);
  });

  test('with items only: each is assigned on the record from the date; the salary is untouched', async () => {
    const employeeId = (await api.addEmployee(employer.token, { firstName: 'Yaw', lastName: 'Asante' })).id;
    const created = await employer.create({
      employeeId,
      amount: null,
      currency: null,
      items: [
        { group: 'Earning', itemId: employer.housingId, amount: '1200', quantity: null },
        { group: 'Statutory Contribution', itemId: employer.ssnitId, amount: null, quantity: null },
      ],
    });
    expect(created.amount).toBeNull();
    expect(created.items).toEqual([
      {
        group: 'Earning',
        itemId: employer.housingId,
        code: 'HOUSING',
        description: 'HOUSING',
        amount: '1200.00',
        quantity: null,
      },
      {
        group: 'Statutory Contribution',
        itemId: employer.ssnitId,
        code: 'SSNIT',
        description: 'SSNIT',
        amount: null,
        quantity: null,
      },
    ]);
    expect(await record(employeeId)).toEqual(['HOUSING 2026-09-01 1200.00', 'SSNIT 2026-09-01 -']);
    expect(await salaries(employeeId)).toEqual([]);
  });

  test('with both, listed newest date first; deleting removes the salary and the items', async () => {
    const employeeId = (await api.addEmployee(employer.token, { firstName: 'Akua', lastName: 'Darko' })).id;
    const older = await employer.create({ employeeId, effectiveDate: '2026-03-01', amount: '4200' });
    const both = await employer.create({
      employeeId,
      items: [
        { group: 'Deduction', itemId: employer.unionId, amount: null, quantity: '2' },
        { group: 'Bonus', itemId: employer.bonusId, amount: null, quantity: null },
      ],
    });
    expect(both.items.map((item) => `${item.group} ${item.code} ${item.quantity}`)).toEqual([
      'Deduction UNION 2',
      'Bonus BONUS null',
    ]);
    const listed = await employer.call<SalaryAdjustment[]>('list-salary-adjustments', { employeeId });
    expect(listed.body.returnObject.map((row) => row.id)).toEqual([both.id, older.id]);

    const deleted = await employer.call('delete-salary-adjustment', { id: both.id });
    expect(deleted.body).toEqual({
      returnCode: 200,
      returnMessage: 'Akua Darko’s salary adjustment of 2026-09-01 was deleted.',
    });
    expect(await record(employeeId)).toEqual([]);
    expect((await salaries(employeeId)).map((row) => row.effective_date)).toEqual(['2026-03-01']);
    const after = await employer.call<SalaryAdjustment[]>('list-salary-adjustments', { employeeId });
    expect(after.body.returnObject.map((row) => row.id)).toEqual([older.id]);
  });
});

describe('refusals', () => {
  const refused = async (changes: Record<string, unknown>) =>
    (await employer.call('create-salary-adjustment', adjustment(employer.employeeId, changes))).body;

  test('400 naming the field, and nothing is written', async () => {
    expect(await refused({ amount: null, currency: null })).toEqual({
      returnCode: 400,
      error: 'Give a new amount or add at least one item.',
      field: 'amount',
    });
    expect(await refused({ currency: null })).toEqual({
      returnCode: 400,
      error: 'Choose the currency of the new amount.',
      field: 'currency',
    });
    expect(await refused({ amount: '4500.505' })).toEqual({
      returnCode: 400,
      error: 'Enter an amount of 0 or more with at most 2 decimals.',
      field: 'amount',
    });
    expect(await refused({ amount: '4500', currency: 'XQZ' })).toMatchObject({
      returnCode: 400,
      field: 'currency',
    });
    expect(await refused({ effectiveDate: '2026-02-30' })).toMatchObject({
      returnCode: 400,
      field: 'effectiveDate',
    });
    expect(
      await refused({
        items: [{ group: 'Earning', itemId: employer.housingId, amount: '1.234', quantity: null }],
      }),
    ).toEqual({
      returnCode: 400,
      error: 'Enter an amount of 0 or more with at most 2 decimals.',
      field: 'items.0.amount',
    });
    expect(
      await refused({
        items: [{ group: 'Earning', itemId: employer.housingId, amount: null, quantity: '0' }],
      }),
    ).toMatchObject({ returnCode: 400, field: 'items.0.quantity' });
    const listed = await employer.call<SalaryAdjustment[]>('list-salary-adjustments', {
      employeeId: employer.employeeId,
    });
    expect(listed.body.returnObject).toEqual([]);
    expect(await salaries(employer.employeeId)).toHaveLength(1);
  });

  test('an inactive item, or one of another group: 400 on the item', async () => {
    expect(
      await refused({ items: [{ group: 'Earning', itemId: employer.oldId, amount: null, quantity: null }] }),
    ).toEqual({
      returnCode: 400,
      error: 'OLD (OLD) is inactive. Activate it or choose another earning.',
      field: 'items.0.itemId',
    });
    expect(
      await refused({
        items: [
          { group: 'Earning', itemId: employer.housingId, amount: null, quantity: null },
          { group: 'Earning', itemId: employer.unionId, amount: null, quantity: null },
        ],
      }),
    ).toEqual({ returnCode: 400, error: 'UNION (UNION) is not an earning.', field: 'items.1.itemId' });
    expect(await record(employer.employeeId)).toEqual([]);
  });

  test('another employer’s employee or item: 404; an employee: 403', async () => {
    const other = await adjustmentEmployer(api);
    expect((await refused({ employeeId: other.employeeId })).error).toBe('There is no such employee.');
    expect(
      await refused({ items: [{ group: 'Earning', itemId: other.housingId, amount: null, quantity: null }] }),
    ).toEqual({ returnCode: 404, error: 'There is no such earning.', field: 'items.0.itemId' });
    const theirs = await other.create({});
    expect((await employer.call('delete-salary-adjustment', { id: theirs.id })).status).toBe(404);
    expect((await employer.call('list-salary-adjustments', { employeeId: other.employeeId })).status).toBe(
      404,
    );

    const employee = await api.newEmployeeUser(employer.employerId, employer.employeeId);
    expect((await employer.call('list-salary-adjustments', {}, employee.token)).body).toEqual(
      refusalOf('/payroll/list-salary-adjustments'),
    );
    expect(
      (await employer.call('create-salary-adjustment', adjustment(employer.employeeId), employee.token)).body,
    ).toEqual(refusalOf('/payroll/create-salary-adjustment'));
    expect((await employer.call('delete-salary-adjustment', { id: theirs.id }, employee.token)).body).toEqual(
      refusalOf('/payroll/delete-salary-adjustment'),
    );
  });
});

describe('arrears state', () => {
  test('Due once a final run paid a period on or after the date; once settled, Paid only when arrears were owed, and undeletable', async () => {
    const { employerId } = employer;
    const employeeId = (await api.addEmployee(employer.token, { firstName: 'Kwame', lastName: 'Osei' })).id;
    const settings = await readPayrollSettings(api.db, employerId);
    await api.db
      .insertInto('salary_history')
      .values({
        employer_id: employerId,
        employee_id: employeeId,
        effective_date: '2026-01-01',
        basic_salary: '4000',
        currency: 'GHS',
        next_review_date: null,
        created_by: null,
      })
      .execute();
    const finalPayslip = async (from: string, to: string) => {
      const span = { from: parseDate(from), to: parseDate(to) };
      const { payslip } = await computeEmployeePayslip(
        api.db,
        employerId,
        employeeId,
        await payrollEmployee(api.db, employerId, employeeId),
        span,
        settings,
      );
      return (await insertFinalPayslip(api.db, { employerId, employeeId }, { from, to }, payslip)).runId;
    };
    await finalPayslip('2026-09-01', '2026-09-30');
    const later = await employer.create({ employeeId, effectiveDate: '2026-10-01' });
    const due = await employer.create({ employeeId, effectiveDate: '2026-09-15', amount: '4300' });
    expect([later.arrears, due.arrears]).toEqual(['None', 'Due']);

    // October's final run settles both: it paid September's arrears of the one, and the other took
    // effect on October's first day, so October paid it in full with nothing owed for before.
    const october = await finalPayslip('2026-10-01', '2026-10-31');
    await api.db
      .updateTable('salary_adjustments')
      .set({ settled_by_run_id: october })
      .where('id', 'in', [due.id, later.id])
      .execute();
    const listed = await employer.call<SalaryAdjustment[]>('list-salary-adjustments', { employeeId });
    expect(
      listed.body.returnObject.map((row) => [row.effectiveDate, row.arrears, row.settledByRunId]),
    ).toEqual([
      ['2026-10-01', 'None', october],
      ['2026-09-15', 'Paid', october],
    ]);
    expect((await employer.call('delete-salary-adjustment', { id: due.id })).body).toEqual({
      returnCode: 409,
      error:
        "This adjustment's arrears were paid by a final run: it can't be deleted. Make a new adjustment instead.",
    });
    expect((await employer.call('delete-salary-adjustment', { id: later.id })).body).toEqual({
      returnCode: 409,
      error: "A final run has settled this adjustment: it can't be deleted. Make a new adjustment instead.",
    });
    expect((await salaries(employeeId)).map((row) => row.effective_date)).toContain('2026-09-15');
  });
});
