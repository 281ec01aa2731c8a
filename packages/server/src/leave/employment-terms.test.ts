import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmployeeRecord } from '../contract-types.ts';
import { createTestApi, quickEntryOf, type TestApi } from '../test-support/test-api.ts';

/** The Employment terms' WorkDay and Holiday choose one of the employer's work weeks and calendars. */

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;
type Terms = { workDayId?: string | null; holidayId?: string | null; effectiveDate?: string | null };

let api: TestApi;
let admin: Administrator;
let workWeekId: string;
let calendarId: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.newAdministrator();
  workWeekId = await createdId(admin, '/leave/create-work-week', { code: 'SIX', name: 'Six days' });
  calendarId = await createdId(admin, '/leave/create-holiday-calendar', { code: 'GH', name: 'Ghana' });
});
afterAll(() => api.close());

async function createdId(by: Administrator, path: string, body: Record<string, unknown>): Promise<string> {
  const answer = await api.call<{ returnObject: { id: string } }>(path, body, { token: by.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject.id;
}

function createEmployee(employmentTerms: Terms, token = admin.token) {
  return api.call<{ returnObject: EmployeeRecord; error?: string }>(
    '/management/create-employee',
    { quickEntry: quickEntryOf(), personal: { employmentTerms } },
    { token },
  );
}

async function employeeWith(employmentTerms: Terms): Promise<EmployeeRecord> {
  const answer = await createEmployee(employmentTerms);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

function changeTerms(id: string, employmentTerms: Terms) {
  return api.call<{ returnObject: EmployeeRecord }>(
    '/management/update-employee',
    { id, personal: { employmentTerms } },
    { token: admin.token },
  );
}

function deleteSetUp(path: string, id: string) {
  return api.call(path, { id }, { token: admin.token });
}

describe('an employee’s work week and holiday calendar', () => {
  test('are stored with the terms’ effective date and answered by the record', async () => {
    const terms = { effectiveDate: '2026-01-05', workDayId: workWeekId, holidayId: calendarId };
    const created = await employeeWith(terms);
    expect(created.values.personal.employmentTerms).toMatchObject(terms);
    const read = await api.call<{ returnObject: EmployeeRecord }>(
      '/management/get-employee',
      { id: created.id },
      { token: admin.token },
    );
    expect(read.body.returnObject.values.personal.employmentTerms).toMatchObject(terms);
    const cleared = await changeTerms(created.id, { effectiveDate: '2026-02-01' });
    expect(cleared.body.returnObject.values.personal.employmentTerms).toMatchObject({
      effectiveDate: '2026-02-01',
      workDayId: null,
      holidayId: null,
    });
  });

  test('must be the employer’s own: another employer’s, or a made-up id, is a 400 naming the field', async () => {
    const other = await api.newAdministrator();
    const theirWeek = await createdId(other, '/leave/create-work-week', { code: 'THEIRS', name: 'Theirs' });
    const theirCalendar = await createdId(other, '/leave/create-holiday-calendar', { code: 'T', name: 'T' });
    expect((await createEmployee({ workDayId: theirWeek })).body).toEqual({
      returnCode: 400,
      error: 'The work week must be one of the employer’s work weeks.',
      field: 'personal.employmentTerms.workDayId',
    });
    expect((await createEmployee({ holidayId: theirCalendar })).body).toEqual({
      returnCode: 400,
      error: 'The holiday calendar must be one of the employer’s holiday calendars.',
      field: 'personal.employmentTerms.holidayId',
    });
    const mine = await employeeWith({});
    const answer = await changeTerms(mine.id, { workDayId: '00000000-0000-4000-8000-000000000000' });
    expect(answer.body).toMatchObject({ returnCode: 400, field: 'personal.employmentTerms.workDayId' });
  });
});

describe('deleting a work week or calendar that employees choose', () => {
  test('is refused with a 409 saying how many, until they choose another', async () => {
    const weekId = await createdId(admin, '/leave/create-work-week', { code: 'USED', name: 'Used week' });
    const calendar = await createdId(admin, '/leave/create-holiday-calendar', {
      code: 'USED',
      name: 'Used days',
    });
    const first = await employeeWith({ workDayId: weekId, holidayId: calendar });
    const second = await employeeWith({ holidayId: calendar });

    expect((await deleteSetUp('/leave/delete-work-week', weekId)).body).toEqual({
      returnCode: 409,
      error: "Used week can't be deleted: 1 employee works it. Choose another work week for them first.",
    });
    expect((await deleteSetUp('/leave/delete-holiday-calendar', calendar)).body).toEqual({
      returnCode: 409,
      error:
        "Used days can't be deleted: 2 employees follow it. Choose another holiday calendar for them first.",
    });

    await changeTerms(first.id, { workDayId: workWeekId, holidayId: null });
    await changeTerms(second.id, { holidayId: calendarId });
    expect((await deleteSetUp('/leave/delete-work-week', weekId)).status).toBe(200);
    expect((await deleteSetUp('/leave/delete-holiday-calendar', calendar)).status).toBe(200);
  });
});
