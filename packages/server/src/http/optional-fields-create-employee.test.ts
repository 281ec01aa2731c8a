import { describe, expect, test } from 'vitest';
import type { EmployeeRecord } from '../contract-types.ts';
import type { Body } from '../test-support/optional-field-cases.ts';
import { describeOptionalFieldCases } from '../test-support/optional-fields-suite.ts';

/** "Optional means optional" (test-support/optional-fields-suite.ts) for create-employee's many fields. */
const server = describeOptionalFieldCases((operation) => operation.path === '/management/create-employee');

describe('create-employee, with what a hand-written client sends', () => {
  const required = (number: string) => ({
    employeeNo: number,
    firstName: 'Ama',
    lastName: 'Mensah',
    dob: '1990-04-02',
    country: 'Ghana',
    ninId: `GHA-${number}`,
    email: `ama.${number}@example.com`,
  });
  const create = async (body: Body) => {
    const answer = await server
      .api()
      .call<{ returnObject: EmployeeRecord }>('/management/create-employee', body, {
        token: server.token(),
      });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.returnObject;
  };

  test('only the seven required quick-entry fields: 200, every optional field stored as none', async () => {
    const record = await create({ quickEntry: required('Q-001') });
    expect(record.values.quickEntry).toEqual({
      ...required('Q-001'),
      passport: null,
      position: null,
      phoneNumber: null,
      department: null,
      startDate: null,
    });
  });

  test('sections sent with every optional field left out, as null, or blank store the same record', async () => {
    const sections = (fill: unknown) => ({
      personal: { dateJoined: fill, endOfProbation: fill, placement: {}, employmentTerms: {} },
      job: { title: fill, employmentType: fill, workLocation: fill, lineManagerId: fill },
      salary: { basicSalary: fill, currency: fill, bankAccount: fill },
      family: { spouse: fill },
      contact: { phone: fill, personalEmail: fill, address: fill, emergencyContact: { name: fill } },
      health: { bloodGroup: fill, allergies: fill, conditions: fill },
      directory: { extension: fill, office: fill },
      others: { notes: fill },
    });
    const dropUndefined = (value: unknown) => JSON.parse(JSON.stringify(value));
    const leftOut = await create({ quickEntry: required('Q-002'), ...dropUndefined(sections(undefined)) });
    const asNull = await create({ quickEntry: required('Q-003'), ...sections(null) });
    const asBlank = await create({
      quickEntry: { ...required('Q-004'), passport: ' ', phoneNumber: '' },
      ...sections('  '),
    });
    const comparable = ({ values: { quickEntry: _, ...rest } }: EmployeeRecord) => rest;
    expect(comparable(leftOut)).toEqual(comparable(asNull));
    expect(comparable(asBlank)).toEqual(comparable(asNull));
    expect(asBlank.values.quickEntry.passport).toBeNull();
    expect(asNull.values.family).toEqual({
      maritalStatus: 'Single',
      spouseWorking: false,
      spouse: null,
      numberOfChildren: 0,
    });
    expect(asNull.values.directory.shownInDirectory).toBe(true);
    expect(asNull.values.salary).toMatchObject({
      payPeriod: 'Monthly',
      paymentMethod: 'Bank',
      basicSalary: null,
    });
  });

  test('a blank required field is still refused with its message', async () => {
    const answer = await server
      .api()
      .call(
        '/management/create-employee',
        { quickEntry: { ...required('Q-005'), firstName: '  ' } },
        { token: server.token() },
      );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'quickEntry.firstName' });
  });
});
