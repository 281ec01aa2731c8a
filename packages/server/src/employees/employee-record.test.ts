import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmployeeRecord, UpdateEmployeeRequest } from '../contract-types.ts';
import {
  createReferences,
  type EmployerReferences,
  everySection,
} from '../test-support/employee-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/** get-employee and update-employee for administrators, and the rules of placement and salary history. */

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;

const TODAY = new Date('2026-11-22T09:30:00Z');
let now = TODAY;
let api: TestApi;
let admin: Administrator;
let references: EmployerReferences;
/** An employee whose employment ended in June. */
let endedManagerId: string;
beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
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

/** Reads the record with the clock at `day` (09:30 UTC). */
async function recordOn(day: string, id: string): Promise<EmployeeRecord> {
  now = new Date(`${day}T09:30:00Z`);
  try {
    return (await getEmployee(id)).body.returnObject;
  } finally {
    now = TODAY;
  }
}

describe('get-employee', () => {
  test('answers the record as create answered it', async () => {
    const created = await newRecord();
    const answer = await getEmployee(created.id);
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject).toEqual(created);
  });

  test('an id no employee has: 404', async () => {
    expect((await getEmployee('00000000-0000-4000-8000-000000000000')).body).toEqual({
      returnCode: 404,
      error: 'There is no such employee.',
    });
  });
});

describe('update-employee', () => {
  test('changes the sections sent and keeps the others', async () => {
    const record = await newRecord();
    const contact = { ...record.values.contact, address: '7 Harbour Road, Arlington' };
    const others = { notes: null };
    const answer = await update({ id: record.id, contact, others });
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject.values).toEqual({ ...record.values, contact, others });
    expect(answer.body.returnObject.placementHistory).toEqual(record.placementHistory);
  });

  test('sending the record back unchanged changes nothing, history included', async () => {
    const record = await newRecord();
    const answer = await update({ id: record.id, ...record.values });
    expect(answer.body.returnObject).toEqual(record);
  });

  test('a salary change dated later is added; the salary in effect follows the clock', async () => {
    const record = await newRecord();
    const salary = {
      ...record.values.salary,
      effectiveDate: '2026-12-01',
      basicSalary: '4600',
      nextReviewDate: null,
    };
    const answer = await update({ id: record.id, salary });
    expect(answer.body.returnObject.salaryHistory).toEqual([
      expect.objectContaining({ effectiveDate: '2026-12-01', basicSalary: '4600.00', currency: 'GBP' }),
      expect.objectContaining({ effectiveDate: '2026-01-05', basicSalary: '4250.50', currency: 'GBP' }),
    ]);
    // Today (2026-11-22) the earlier salary is still the one in effect.
    expect(answer.body.returnObject.values.salary).toMatchObject({
      effectiveDate: '2026-01-05',
      basicSalary: '4250.50',
    });
    expect((await recordOn('2026-11-30', record.id)).values.salary.basicSalary).toBe('4250.50');
    expect((await recordOn('2026-12-01', record.id)).values.salary).toMatchObject({
      effectiveDate: '2026-12-01',
      basicSalary: '4600.00',
    });
  });

  test('a change dated like an existing entry corrects it instead of adding one', async () => {
    const record = await newRecord();
    const salary = { ...record.values.salary, basicSalary: '4300.00' };
    const answer = await update({ id: record.id, salary });
    expect(answer.body.returnObject.salaryHistory).toEqual([
      expect.objectContaining({ effectiveDate: '2026-01-05', basicSalary: '4300.00' }),
    ]);
  });

  test('a change sent without a date takes effect today', async () => {
    const record = await newRecord();
    const placement = { ...record.values.personal.placement, effectiveDate: null, levelId: null };
    const answer = await update({ id: record.id, personal: { ...record.values.personal, placement } });
    const [latest, first] = answer.body.returnObject.placementHistory;
    expect(latest).toMatchObject({
      effectiveDate: '2026-11-22',
      levelId: null,
      jobPositionName: 'Software Engineer',
    });
    expect(first).toMatchObject({ effectiveDate: '2026-01-05', levelName: 'Senior' });
    expect(answer.body.returnObject.values.personal.placement).toMatchObject({
      effectiveDate: '2026-11-22',
      levelId: null,
    });
  });

  test('a new job position in the quick entry alone is a placement change from today', async () => {
    const record = await newRecord();
    const quickEntry = { ...record.values.quickEntry, position: references.otherJobPositionId };
    const answer = await update({ id: record.id, quickEntry });
    expect(answer.body.returnObject.placementHistory[0]).toMatchObject({
      effectiveDate: '2026-11-22',
      jobPositionName: 'Engineering Manager',
      departmentName: 'Engineering',
      lineManagerName: 'Katherine Johnson',
    });
    expect(answer.body.returnObject.values.quickEntry.position).toBe(references.otherJobPositionId);
  });

  test('a future placement shows in the history but not in the values until its day', async () => {
    const record = await newRecord();
    const placement = {
      ...record.values.personal.placement,
      effectiveDate: '2027-01-01',
      jobPositionId: references.otherJobPositionId,
    };
    const answer = await update({ id: record.id, personal: { ...record.values.personal, placement } });
    expect(answer.body.returnObject.placementHistory.map((entry) => entry.effectiveDate)).toEqual([
      '2027-01-01',
      '2026-01-05',
    ]);
    expect(answer.body.returnObject.values.quickEntry.position).toBe(references.jobPositionId);
    expect((await recordOn('2027-01-01', record.id)).values.quickEntry.position).toBe(
      references.otherJobPositionId,
    );
  });

  test('a deactivated job position may stay where it is, but is not a new choice', async () => {
    const { token } = admin;
    const position = await api.call<{ returnObject: { id: string } }>(
      '/employer/create-job-position',
      { code: 'RETIRING', name: 'Retiring' },
      { token },
    );
    const retiring = position.body.returnObject.id;
    const record = await newRecord();
    const placed = {
      ...record.values.personal.placement,
      jobPositionId: retiring,
      effectiveDate: '2026-02-01',
    };
    const quickEntry = { ...record.values.quickEntry, position: retiring };
    expect(
      (
        await update({
          id: record.id,
          quickEntry,
          personal: { ...record.values.personal, placement: placed },
        })
      ).status,
    ).toBe(200);
    await api.call('/employer/set-job-position-active', { id: retiring, active: false }, { token });

    // A new level from today, the job position kept: allowed although it is deactivated now.
    const promoted = { ...placed, effectiveDate: null, levelId: null };
    const stays = await update({
      id: record.id,
      personal: { ...record.values.personal, placement: promoted },
    });
    expect(stays.body.returnObject.placementHistory[0]).toMatchObject({
      effectiveDate: '2026-11-22',
      jobPositionName: 'Retiring',
      levelId: null,
    });
    const other = await newRecord();
    const chosen = await update({
      id: other.id,
      quickEntry: { ...other.values.quickEntry, position: retiring },
    });
    expect(chosen.body).toEqual({
      returnCode: 400,
      error: 'The job position Retiring is deactivated; choose an active one.',
      field: 'quickEntry.position',
    });
  });

  test.each([
    ['themselves', (record: EmployeeRecord) => record.id, 'An employee cannot be their own line manager.'],
    [
      'an employee whose employment has ended',
      () => endedManagerId,
      'Ada Byron’s employment has ended; choose a current employee.',
    ],
  ])('a line manager who is %s: 400', async (_, managerOf, error) => {
    const record = await newRecord();
    const placement = { ...record.values.personal.placement, lineManagerId: managerOf(record) };
    const answer = await update({
      id: record.id,
      job: { ...record.values.job, lineManagerId: null },
      personal: { ...record.values.personal, placement },
    });
    expect(answer.body).toEqual({ returnCode: 400, error, field: 'personal.placement.lineManagerId' });
  });

  test('an e-mail another employee has: 409 on quickEntry.email, and nothing changes', async () => {
    const [first, second] = [await newRecord(), await newRecord()];
    const quickEntry = {
      ...second.values.quickEntry,
      email: first.values.quickEntry.email,
      firstName: 'Changed',
    };
    const answer = await update({ id: second.id, quickEntry });
    expect(answer.body).toMatchObject({ returnCode: 409, field: 'quickEntry.email' });
    expect((await getEmployee(second.id)).body.returnObject).toEqual(second);
  });

  test('the rules of create apply to the record that results', async () => {
    const record = await newRecord();
    const answer = await update({
      id: record.id,
      personal: { ...record.values.personal, dateJoined: '2026-08-01' },
    });
    expect(answer.body).toEqual({
      returnCode: 400,
      error: 'The end of probation cannot be before the date joined.',
      field: 'personal.endOfProbation',
    });
  });
});
