import type { EmployeeFormValues } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, expectTypeOf, test } from 'vitest';
import type { CreateEmployeeRequest, EmployeeRecord } from '../contract-types.ts';
import {
  createReferences,
  type EmployerReferences,
  everySection,
} from '../test-support/employee-fixtures.ts';
import { createTestApi, quickEntryOf, type TestApi } from '../test-support/test-api.ts';

let api: TestApi;
let token: string;
let references: EmployerReferences;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-22T09:30:00Z') });
  token = (await api.newAdministrator()).token;
  references = await createReferences(api, token);
});
afterAll(() => api.close());

const create = (body: unknown, as = token) =>
  api.call<{ returnObject: EmployeeRecord }>('/management/create-employee', body, { token: as });

test('what the Employee form submits is what create-employee takes', () => {
  expectTypeOf<EmployeeFormValues>().toExtend<CreateEmployeeRequest>();
});

describe('create-employee', () => {
  test('with the quick entry only: the other sections start as the form starts them', async () => {
    const quickEntry = quickEntryOf({ employeeNo: 'E-0002', startDate: '2024-02-29' });
    const answer = await create({ quickEntry });
    expect(answer.status).toBe(200);
    const record = answer.body.returnObject;
    expect(record.values.quickEntry).toEqual(quickEntry);
    expect(record.values).toMatchObject({
      personal: {
        dateJoined: null,
        placement: { effectiveDate: null, jobPositionId: null, lineManagerId: null, departmentId: null },
      },
      salary: { basicSalary: null, currency: null, payPeriod: 'Monthly', paymentMethod: 'Bank' },
      family: { maritalStatus: 'Single', spouseWorking: false, spouse: null, numberOfChildren: 0 },
      directory: { extension: null, office: null, shownInDirectory: true },
      health: { bloodGroup: null, allergies: null, conditions: null },
      others: { notes: null },
    });
    expect(record).toMatchObject({
      employment: { status: 'active', endDate: null, endReason: null },
      account: { status: 'none', invitedAt: null, invitationExpiresAt: null },
      placementHistory: [],
      salaryHistory: [],
    });
  });

  test('with every section: every field comes back as sent, money as the same decimal string', async () => {
    const sent = everySection(references);
    const answer = await create(sent);
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject.values).toEqual(sent);
    const read = await api.call<{ returnObject: EmployeeRecord }>(
      '/management/get-employee',
      { id: answer.body.returnObject.id },
      { token },
    );
    expect(read.body.returnObject).toEqual(answer.body.returnObject);
    expect(read.body.returnObject.placementHistory).toEqual([
      expect.objectContaining({
        effectiveDate: '2026-01-05',
        jobPositionName: 'Software Engineer',
        departmentName: 'Engineering',
        levelName: 'Senior',
        lineManagerName: 'Katherine Johnson',
      }),
    ]);
    expect(read.body.returnObject.salaryHistory).toEqual([
      expect.objectContaining({ effectiveDate: '2026-01-05', basicSalary: '4250.50', currency: 'GBP' }),
    ]);
  });

  test.each([
    ['GBP', '4250.50', '4250.50'],
    ['GBP', '4250.5', '4250.50'],
    ['GBP', '0042', '42.00'],
    ['JPY', '100', '100'],
    ['KWD', '999999999999.125', '999999999999.125'],
  ])('%s %s is stored exactly and answered as %s', async (currency, basicSalary, answered) => {
    const { salary } = everySection(references);
    const answer = await create({
      quickEntry: quickEntryOf(),
      salary: { ...salary, basicSalary, currency, bankId: null },
    });
    expect(answer.body.returnObject.values.salary).toMatchObject({ basicSalary: answered, currency });
  });

  test('the first placement and salary take effect from the date joined when they carry no date', async () => {
    const sent = everySection(references);
    sent.personal.placement.effectiveDate = null;
    sent.salary.effectiveDate = null;
    sent.salary.nextReviewDate = null;
    const record = (await create(sent)).body.returnObject;
    expect(record.placementHistory[0]?.effectiveDate).toBe('2026-01-05');
    expect(record.salaryHistory[0]?.effectiveDate).toBe('2026-01-05');
  });

  test('quick entry position and department fill the placement the personal section leaves empty', async () => {
    const sent = everySection(references);
    sent.personal.placement.jobPositionId = null;
    sent.personal.placement.departmentId = null;
    sent.job.lineManagerId = null;
    const record = (await create(sent)).body.returnObject;
    expect(record.values.personal.placement).toMatchObject({
      jobPositionId: references.jobPositionId,
      departmentId: references.departmentId,
      lineManagerId: references.lineManagerId,
    });
    expect(record.values.job.lineManagerId).toBe(references.lineManagerId);
  });

  test('text is stored without surrounding spaces', async () => {
    const answer = await create({ quickEntry: quickEntryOf({ firstName: '  Grace ', passport: ' P1 ' }) });
    expect(answer.body.returnObject.values.quickEntry).toMatchObject({ firstName: 'Grace', passport: 'P1' });
  });

  test('a date of birth reads back as the same day whatever the process time zone', async () => {
    const { TZ } = process.env;
    process.env.TZ = 'America/Los_Angeles';
    try {
      const answer = await create({ quickEntry: quickEntryOf({ dob: '2000-01-01' }) });
      expect(answer.body.returnObject.values.quickEntry.dob).toBe('2000-01-01');
    } finally {
      // Assigning undefined would set the text "undefined"; the worker runs other files after this one.
      if (TZ === undefined) delete process.env.TZ;
      else process.env.TZ = TZ;
    }
  });
});

describe('create-employee and duplicates', () => {
  test('an employee number already used in the employer: 409 naming quickEntry.employeeNo', async () => {
    await create({ quickEntry: quickEntryOf({ employeeNo: 'DUP-1' }) });
    const answer = await create({ quickEntry: quickEntryOf({ employeeNo: 'DUP-1' }) });
    expect(answer.body).toEqual({
      returnCode: 409,
      error: 'Employee ID DUP-1 is already used by another employee.',
      field: 'quickEntry.employeeNo',
    });
  });

  test('an e-mail already used in the employer, in any case: 409 naming quickEntry.email', async () => {
    const first = quickEntryOf();
    await create({ quickEntry: first });
    const email = first.email.toUpperCase();
    const answer = await create({ quickEntry: quickEntryOf({ email }) });
    expect(answer.body).toEqual({
      returnCode: 409,
      error: `The e-mail address ${email} is already used by another employee.`,
      field: 'quickEntry.email',
    });
  });

  test('the same employee number and e-mail in another employer are fine', async () => {
    const quickEntry = quickEntryOf({ employeeNo: 'SHARED-1' });
    await create({ quickEntry });
    const other = await api.newAdministrator();
    expect((await create({ quickEntry }, other.token)).status).toBe(200);
  });
});

describe('create-employee and unstorable input', () => {
  test.each([
    ['February 30th', '1990-02-30'],
    ['year 0000, which PostgreSQL cannot store', '0000-01-01'],
    ['a timestamp', '1990-01-01T00:00:00Z'],
  ])('a date of birth that is not a storable date (%s): 400 naming quickEntry.dob', async (_, dob) => {
    const answer = await create({ quickEntry: quickEntryOf({ dob }) });
    expect(answer.body).toEqual({
      returnCode: 400,
      error: 'quickEntry.dob: must be a valid date as YYYY-MM-DD.',
      field: 'quickEntry.dob',
    });
  });

  test('a string holding U+0000 (which PostgreSQL text cannot hold): 400, not 500', async () => {
    const answer = await create({ quickEntry: quickEntryOf({ firstName: 'Gr\u0000ace' }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'quickEntry.firstName' });
  });
});
