import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmployeeRecord } from '../contract-types.ts';
import {
  createReferences,
  type EmployerReferences,
  everySection,
} from '../test-support/employee-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { sectionRefusal } from './employee-access.ts';

/**
 * An employee user and the records: their own only, without health, and of it they change only
 * contact, family and directory.
 */

let api: TestApi;
let adminToken: string;
let references: EmployerReferences;
let own: EmployeeRecord;
let colleague: EmployeeRecord;
let employee: Awaited<ReturnType<TestApi['newEmployeeUser']>>;

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-22T09:30:00Z') });
  const admin = await api.newAdministrator();
  adminToken = admin.token;
  references = await createReferences(api, adminToken);
  const { quickEntry, ...sections } = everySection(references);
  own = await api.addEmployee(adminToken, quickEntry, sections);
  colleague = await api.addEmployee(adminToken);
  employee = await api.newEmployeeUser(admin.session.user.employerId, own.id);
  // As stored now: with the account tied to it.
  own = (await asAdmin(own.id)).body.returnObject;
});
afterAll(() => api.close());

type Answer = { returnObject: EmployeeRecord };
const asEmployee = (path: string, body: unknown) =>
  api.call<Answer>(`/management/${path}`, body, { token: employee.token });
const asAdmin = (id: string) => api.call<Answer>('/management/get-employee', { id }, { token: adminToken });

describe('an employee reading records', () => {
  test('reads their own record, without health', async () => {
    const answer = await asEmployee('get-employee', { id: own.id });
    expect(answer.status).toBe(200);
    const { health: _health, ...withoutHealth } = own.values;
    expect(answer.body.returnObject).toEqual({ ...own, values: withoutHealth });
    expect(answer.body.returnObject.values).not.toHaveProperty('health');
  });

  test.each([
    ['a colleague’s record', () => colleague.id],
    ['an id no employee has', () => '00000000-0000-4000-8000-000000000000'],
  ])('%s: 404, telling nothing about it, not even that it exists', async (_, id) => {
    expect((await asEmployee('get-employee', { id: id() })).body).toEqual({
      returnCode: 404,
      error: 'There is no such employee.',
    });
  });

  test('an employee account tied to no record: 404 for every record', async () => {
    const loose = await api.newEmployeeUser(employee.session.user.employerId);
    const answer = await api.call('/management/get-employee', { id: own.id }, { token: loose.token });
    expect(answer.status).toBe(404);
  });

  test('search-employees lists their own record only, and counts one', async () => {
    const answer = await api.call<{ returnObject: { items: { id: string }[]; total: number } }>(
      '/management/search-employees',
      { page: 1, pageSize: 10 },
      { token: employee.token },
    );
    expect(answer.body.returnObject.items.map((row) => row.id)).toEqual([own.id]);
    expect(answer.body.returnObject.total).toBe(1);
  });

  test.each([
    ['get-all-employees-on-user', () => ({ id: employee.userId })],
    ['list-line-managers', () => ({})],
    ['end-employment', () => ({ id: own.id, endDate: '2026-12-31', reason: 'I quit.' })],
    ['send-invitation', () => ({ id: own.id })],
  ])('%s stays an administrator’s: 403', async (operation, body) => {
    expect((await asEmployee(operation, body())).status).toBe(403);
  });
});

describe('an employee changing their own record', () => {
  test('changes their contact, family and directory details', async () => {
    const contact = { ...own.values.contact, phone: '+1 555 0177', address: '7 Harbour Road' };
    const family = {
      maritalStatus: 'Divorced' as const,
      spouseWorking: false,
      spouse: null,
      numberOfChildren: 3,
    };
    const directory = { extension: '77', office: null, shownInDirectory: true };
    const answer = await asEmployee('update-employee', { id: own.id, contact, family, directory });
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject.values).toMatchObject({ contact, family, directory });
    expect(answer.body.returnObject.values).not.toHaveProperty('health');
    const { body } = await asAdmin(own.id);
    expect(body.returnObject.values).toEqual({ ...own.values, contact, family, directory });
    own = body.returnObject;
  });

  test('the form’s rules still apply: a spouse born in the future is refused', async () => {
    const spouse = { ...everySection(references).family.spouse, birthDate: '2027-01-01' };
    const family = { maritalStatus: 'Married', spouseWorking: false, spouse, numberOfChildren: 0 };
    const answer = await asEmployee('update-employee', { id: own.id, family });
    expect(answer.body).toEqual({
      returnCode: 400,
      error: 'The birth date cannot be in the future.',
      field: 'family.spouse.birthDate',
    });
  });

  test.each([
    ['salary', 'salary', () => ({ ...own.values.salary, basicSalary: '99999.00' })],
    ['personal (their placement)', 'personal', () => own.values.personal],
    ['quick entry', 'quickEntry', () => own.values.quickEntry],
    ['job', 'job', () => own.values.job],
    ['others', 'others', () => own.values.others],
    ['health', 'health', () => ({ bloodGroup: 'A+', allergies: null, conditions: null })],
  ])('%s: 403 naming the section, and nothing changes', async (_, section, values) => {
    const answer = await asEmployee('update-employee', {
      id: own.id,
      contact: { ...own.values.contact, phone: '+1 555 0000' },
      [section]: values(),
    });
    const names: Record<string, string> = { quickEntry: 'quick entry' };
    expect(answer.body).toEqual({
      returnCode: 403,
      error: sectionRefusal(names[section] ?? section),
      field: section,
    });
    expect((await asAdmin(own.id)).body.returnObject).toEqual(own);
  });

  test('a colleague’s contact details: 403', async () => {
    const answer = await asEmployee('update-employee', {
      id: colleague.id,
      contact: colleague.values.contact,
    });
    expect(answer.body).toEqual({
      returnCode: 403,
      error: 'You can only see and change your own employee record.',
    });
  });
});
