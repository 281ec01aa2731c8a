import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmployeeRecord } from '../contract-types.ts';
import {
  createReferences,
  type EmployerReferences,
  everySection,
} from '../test-support/employee-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/** What create-employee refuses beyond the contract's own checks, and how it names the field. */

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

describe('create-employee refuses, naming the field', () => {
  let strangerDepartmentId: string;
  beforeAll(async () => {
    const stranger = await api.newAdministrator();
    strangerDepartmentId = (await createReferences(api, stranger.token)).departmentId;
  });

  const refused = async (change: (body: ReturnType<typeof everySection>) => void) => {
    const body = everySection(references);
    change(body);
    const answer = await create(body);
    expect(answer.status).toBe(400);
    return answer.body;
  };

  test.each([
    ['GBP', '4250.505', 'GBP amounts have at most 2 decimal places.'],
    ['JPY', '100.5', 'JPY amounts have no decimal places.'],
    [
      'KWD',
      '1.1234',
      'salary.basicSalary: must be an amount in digits, at most 12 before the decimal point and 3 after it, like 4250.00.',
    ],
  ])('an amount with more decimal places than %s has (%s)', async (currency, basicSalary, error) => {
    expect(
      await refused((body) => {
        body.salary.currency = currency;
        body.salary.basicSalary = basicSalary;
      }),
    ).toEqual({ returnCode: 400, error, field: 'salary.basicSalary' });
  });

  test.each([
    ['a salary without a currency', null, 'Choose the currency of the basic salary.'],
    ['a currency no one has', 'XYZ', 'Choose a currency from the list.'],
  ])('%s', async (_, currency, error) => {
    expect(await refused((body) => Object.assign(body.salary, { currency }))).toEqual({
      returnCode: 400,
      error,
      field: 'salary.currency',
    });
  });

  test('an id no row has', async () => {
    expect(
      await refused((body) => {
        body.personal.placement.levelId = '00000000-0000-4000-8000-000000000000';
      }),
    ).toEqual({
      returnCode: 400,
      error: 'The level must be one of the employer’s levels.',
      field: 'personal.placement.levelId',
    });
  });

  test('another employer’s department, given in the quick entry', async () => {
    expect(
      await refused((body) => {
        body.quickEntry.department = strangerDepartmentId;
        body.personal.placement.departmentId = null;
      }),
    ).toEqual({
      returnCode: 400,
      error: 'The department must be one of the employer’s departments.',
      field: 'quickEntry.department',
    });
  });

  test('a bank that is not the employer’s', async () => {
    expect(
      await refused((body) => Object.assign(body.salary, { bankId: strangerDepartmentId })),
    ).toMatchObject({
      field: 'salary.bankId',
    });
  });

  test.each([
    [
      'quickEntry.position',
      (body: ReturnType<typeof everySection>) => {
        body.quickEntry.position = references.otherJobPositionId;
      },
      'Job Position differs from the placement’s job position. Choose the same one, or leave one of them empty.',
    ],
    [
      'job.lineManagerId',
      (body: ReturnType<typeof everySection>) => {
        body.job.lineManagerId = references.lineManagerId.replace(/^.{8}/, '00000000');
      },
      'Line Manager differs from the placement’s line manager. Choose the same one, or leave one of them empty.',
    ],
  ])('quick entry (or job) and placement disagreeing: %s', async (field, change, error) => {
    expect(await refused(change)).toEqual({ returnCode: 400, error, field });
  });

  test.each([
    [
      'quickEntry.dob',
      (body: ReturnType<typeof everySection>) => Object.assign(body.quickEntry, { dob: '2026-11-23' }),
      'The date of birth cannot be in the future.',
    ],
    [
      'personal.endOfProbation',
      (body: ReturnType<typeof everySection>) =>
        Object.assign(body.personal, { endOfProbation: '2025-12-31' }),
      'The end of probation cannot be before the date joined.',
    ],
    [
      'salary.nextReviewDate',
      (body: ReturnType<typeof everySection>) => Object.assign(body.salary, { nextReviewDate: '2025-01-01' }),
      'The next review date cannot be before the effective date.',
    ],
    [
      'family.spouse.birthDate',
      (body: ReturnType<typeof everySection>) =>
        Object.assign(body.family.spouse ?? {}, { birthDate: '2030-01-01' }),
      'The birth date cannot be in the future.',
    ],
  ])('a date the form refuses: %s', async (field, change, error) => {
    expect(await refused(change)).toEqual({ returnCode: 400, error, field });
  });

  test('a leave workflow that is not one of the employer’s approval workflows', async () => {
    expect(
      await refused((body) => {
        body.personal.employmentTerms.leaveWorkflowId = references.levelId;
      }),
    ).toEqual({
      returnCode: 400,
      error: 'The leave workflow must be one of the employer’s approval workflows.',
      field: 'personal.employmentTerms.leaveWorkflowId',
    });
  });

  test.each([
    [
      // A blank optional text is none (http/optional-fields.test.ts); a blank required one is refused.
      'a blank required text',
      (body: ReturnType<typeof everySection>) => Object.assign(body.quickEntry, { ninId: '   ' }),
      'quickEntry.ninId',
      'quickEntry.ninId: must not be blank.',
    ],
    [
      'a quick entry missing a required field',
      (body: ReturnType<typeof everySection>) =>
        delete (body.quickEntry as Partial<typeof body.quickEntry>).email,
      'quickEntry.email',
      'quickEntry.email: is required.',
    ],
    [
      'money as a number',
      (body: ReturnType<typeof everySection>) => Object.assign(body.salary, { basicSalary: 4250.5 }),
      'salary.basicSalary',
      'salary.basicSalary: must be a string or null.',
    ],
    [
      'more than 30 children',
      (body: ReturnType<typeof everySection>) => Object.assign(body.family, { numberOfChildren: 31 }),
      'family.numberOfChildren',
      'family.numberOfChildren: must be at most 30.',
    ],
  ])('%s', async (_, change, field, error) => {
    expect(await refused(change)).toEqual({ returnCode: 400, error, field });
  });

  test('and nothing of a refused employee is stored', async () => {
    const body = everySection(references);
    body.personal.placement.levelId = '00000000-0000-4000-8000-000000000000';
    await create(body);
    const stored = await api.db
      .selectFrom('employees')
      .select('id')
      .where('employee_no', '=', body.quickEntry.employeeNo)
      .execute();
    expect(stored).toEqual([]);
  });
});
