import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Employee } from '../contract-types.ts';
import { createTestApi, quickEntryOf, type TestApi } from '../test-support/test-api.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  token = (await api.newAdministrator()).token;
});
afterAll(() => api.close());

const create = (body: unknown, as = token) =>
  api.call<{ returnObject: Employee }>('/management/create-employee', body, { token: as });

describe('create-employee', () => {
  test('stores the quick entry and answers the employee as stored, dates as YYYY-MM-DD', async () => {
    const quickEntry = quickEntryOf({
      employeeNo: 'E-0002',
      position: 'Engineer',
      department: 'Research',
      phoneNumber: '+1 555 0100',
      passport: 'P1234567',
      startDate: '2024-02-29',
    });
    const answer = await create({
      quickEntry,
      personal: {},
      job: {},
      salary: {},
      family: {},
      contact: {},
      health: {},
      others: {},
    });
    expect(answer.status).toBe(200);
    const employee = answer.body.returnObject;
    expect(employee).toMatchObject({
      employeeNo: 'E-0002',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: quickEntry.email,
      ninId: 'NI-778812',
      country: 'United States',
      dob: '1986-12-09',
      startDate: '2024-02-29',
      position: 'Engineer',
      department: 'Research',
      phoneNumber: '+1 555 0100',
      passport: 'P1234567',
    });
    expect(Date.parse(employee.createdAt)).not.toBeNaN();
  });

  test('the optional fields left out come back as null', async () => {
    const answer = await create({ quickEntry: quickEntryOf() });
    expect(answer.body.returnObject).toMatchObject({
      position: null,
      department: null,
      phoneNumber: null,
      passport: null,
      startDate: null,
    });
  });

  test('a date of birth reads back as the same day whatever the process time zone', async () => {
    const { TZ } = process.env;
    process.env.TZ = 'America/Los_Angeles';
    try {
      const answer = await create({ quickEntry: quickEntryOf({ dob: '2000-01-01' }) });
      expect(answer.body.returnObject.dob).toBe('2000-01-01');
    } finally {
      process.env.TZ = TZ;
    }
  });

  test('an employee number already used in the employer: 409 naming quickEntry.employeeNo', async () => {
    await create({ quickEntry: quickEntryOf({ employeeNo: 'DUP-1' }) });
    const answer = await create({ quickEntry: quickEntryOf({ employeeNo: 'DUP-1' }) });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      returnCode: 409,
      error: 'Employee ID DUP-1 is already used by another employee.',
      field: 'quickEntry.employeeNo',
    });
  });

  test('an e-mail already used in the employer, in any case: 409 naming quickEntry.email', async () => {
    const first = quickEntryOf();
    await create({ quickEntry: first });
    const answer = await create({ quickEntry: quickEntryOf({ email: first.email.toUpperCase() }) });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ returnCode: 409, field: 'quickEntry.email' });
  });

  test('the same employee number and e-mail in another employer are fine', async () => {
    const quickEntry = quickEntryOf({ employeeNo: 'SHARED-1' });
    await create({ quickEntry });
    const other = await api.newAdministrator();
    expect((await create({ quickEntry }, other.token)).status).toBe(200);
  });

  test('a non-empty section (fields that arrive with the employee issue): 400', async () => {
    const answer = await create({ quickEntry: quickEntryOf(), salary: { basic: 1000 } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ returnCode: 400, field: 'salary', error: 'salary: must be empty.' });
  });

  test.each([
    ['February 30th', '1990-02-30'],
    ['year 0000, which PostgreSQL cannot store', '0000-01-01'],
    ['a timestamp', '1990-01-01T00:00:00Z'],
  ])('a date of birth that is not a storable date (%s): 400 naming quickEntry.dob', async (_, dob) => {
    const answer = await create({ quickEntry: quickEntryOf({ dob }) });
    expect(answer.status).toBe(400);
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
