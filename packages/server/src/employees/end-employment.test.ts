import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmployeeRecord, UpdateEmployeeRequest } from '../contract-types.ts';
import {
  createReferences,
  type EmployerReferences,
  everySection,
  sectionsOf,
} from '../test-support/employee-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/** end-employment, the line managers to choose from, and another employer's administrator. */

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;

let api: TestApi;
let admin: Administrator;
let references: EmployerReferences;
/** An employee whose employment ended in June. */
let endedManagerId: string;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-22T09:30:00Z') });
  admin = await api.newAdministrator();
  references = await createReferences(api, admin.token);
  endedManagerId = (await api.addEmployee(admin.token, { firstName: 'Ada', lastName: 'Byron' })).id;
  await endEmployment({ id: endedManagerId, endDate: '2026-06-30', reason: 'Moved abroad.' });
});
afterAll(() => api.close());

type Answer = { returnObject: EmployeeRecord };
const getEmployee = (id: string, token = admin.token) =>
  api.call<Answer>('/management/get-employee', { id }, { token });
const update = (body: UpdateEmployeeRequest, token = admin.token) =>
  api.call<Answer>('/management/update-employee', body, { token });
const endEmployment = (body: { id: string; endDate: string; reason: string }, token = admin.token) =>
  api.call<Answer>('/management/end-employment', body, { token });

async function newRecord(): Promise<EmployeeRecord> {
  const { quickEntry, ...sections } = everySection(references);
  return api.addEmployee(admin.token, quickEntry, sections);
}

describe('end-employment', () => {
  test('records the last day and the reason, and keeps the record', async () => {
    const record = await newRecord();
    const answer = await endEmployment({
      id: record.id,
      endDate: '2026-12-31',
      reason: '  Resigned to join the Navy. ',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject).toEqual({
      ...record,
      employment: { status: 'ended', endDate: '2026-12-31', endReason: 'Resigned to join the Navy.' },
    });
    expect((await getEmployee(record.id)).body.returnObject.employment.status).toBe('ended');
  });

  test('an employment that already has an end date: 409, and the first end stays', async () => {
    const record = await newRecord();
    await endEmployment({ id: record.id, endDate: '2026-12-31', reason: 'Resigned.' });
    const again = await endEmployment({ id: record.id, endDate: '2027-01-31', reason: 'Again.' });
    expect(again.body).toEqual({
      returnCode: 409,
      error: 'Grace Hopper’s employment already has an end date (2026-12-31).',
    });
    expect((await getEmployee(record.id)).body.returnObject.employment.endDate).toBe('2026-12-31');
  });

  test('an end date before the employee joined: 400 on endDate', async () => {
    const record = await newRecord();
    expect(
      (await endEmployment({ id: record.id, endDate: '2026-01-04', reason: 'Never started.' })).body,
    ).toEqual({
      returnCode: 400,
      error: 'The end date cannot be before the employee joined.',
      field: 'endDate',
    });
  });

  test('an ended employee is no longer offered as a line manager', async () => {
    const answer = await api.call<{ returnObject: { id: string; name: string }[] }>(
      '/management/list-line-managers',
      { search: 'byron' },
      { token: admin.token },
    );
    expect(answer.body.returnObject).toEqual([]);
  });
});

describe('list-line-managers', () => {
  test('current employees by name, searched by name or Employee ID, at most 50', async () => {
    const { token } = await api.newAdministrator();
    const hopper = await api.addEmployee(token, {
      firstName: 'Grace',
      lastName: 'Hopper',
      employeeNo: 'LM-2',
    });
    const johnson = await api.addEmployee(token, {
      firstName: 'Katherine',
      lastName: 'Johnson',
      employeeNo: 'LM-1',
    });
    const list = (search?: string) =>
      api.call<{ returnObject: unknown[] }>(
        '/management/list-line-managers',
        search === undefined ? {} : { search },
        {
          token,
        },
      );
    expect((await list()).body.returnObject).toEqual([
      { id: hopper.id, name: 'Grace Hopper', employeeNo: 'LM-2' },
      { id: johnson.id, name: 'Katherine Johnson', employeeNo: 'LM-1' },
    ]);
    expect((await list('JOHN')).body.returnObject).toEqual([
      { id: johnson.id, name: 'Katherine Johnson', employeeNo: 'LM-1' },
    ]);
    expect((await list('lm-2')).body.returnObject).toEqual([
      { id: hopper.id, name: 'Grace Hopper', employeeNo: 'LM-2' },
    ]);
    for (let index = 0; index < 51; index += 1) await api.addEmployee(token, { firstName: 'Zed' });
    expect((await list()).body.returnObject).toHaveLength(50);
  });
});

describe('another employer’s administrator', () => {
  let record: EmployeeRecord;
  let stranger: Administrator;
  beforeAll(async () => {
    record = await newRecord();
    stranger = await api.newAdministrator();
  });

  test.each([
    ['get-employee', () => ({ id: record.id })],
    ['update-employee', () => ({ id: record.id, others: { notes: 'Taken over.' } })],
    ['end-employment', () => ({ id: record.id, endDate: '2026-12-31', reason: 'Taken over.' })],
    ['send-invitation', () => ({ id: record.id })],
  ])('%s: 404, as for an id no employee has', async (operation, body) => {
    const answer = await api.call(`/management/${operation}`, body(), { token: stranger.token });
    expect(answer.body).toEqual({ returnCode: 404, error: 'There is no such employee.' });
  });

  test('and the record is unchanged', async () => {
    expect((await getEmployee(record.id)).body.returnObject).toEqual(record);
  });

  test('cannot point their employee at this employer’s employee as line manager', async () => {
    const theirs = await api.addEmployee(stranger.token);
    const placement = { ...theirs.values.personal.placement, lineManagerId: record.id };
    const answer = await update(
      { id: theirs.id, ...sectionsOf(theirs), personal: { ...theirs.values.personal, placement } },
      stranger.token,
    );
    expect(answer.body).toEqual({
      returnCode: 400,
      error: 'The line manager must be one of the employer’s employees.',
      field: 'personal.placement.lineManagerId',
    });
  });
});
