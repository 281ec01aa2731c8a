import { HOURS_PER_DAY_MESSAGE, NO_WORKED_DAY_MESSAGE } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { WorkWeek } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { LEAVE_NOT_OPEN_TO_EMPLOYEES } from './leave-access.ts';

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;
type Answer = { returnObject: WorkWeek; error?: string; field?: string };

const SIX_DAYS = ['whole', 'whole', 'whole', 'whole', 'whole', 'morning', 'none'];

let api: TestApi;
let admin: Administrator;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.newAdministrator();
});
afterAll(() => api.close());

function create(body: Record<string, unknown>, token = admin.token) {
  return api.call<Answer>('/leave/create-work-week', body, { token });
}

function update(body: Record<string, unknown>, token = admin.token) {
  return api.call<Answer>('/leave/update-work-week', body, { token });
}

async function created(body: Record<string, unknown>, token = admin.token): Promise<WorkWeek> {
  const answer = await create(body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

async function listed(token: string): Promise<WorkWeek[]> {
  const answer = await api.call<{ returnObject: WorkWeek[] }>('/leave/list-work-weeks', {}, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

describe('create-work-week', () => {
  test('code and name only: Monday to Friday, 8 hours, not the default', async () => {
    expect(await created({ code: 'STD', name: 'Standard' })).toEqual({
      id: expect.any(String),
      code: 'STD',
      name: 'Standard',
      isDefault: false,
      days: ['whole', 'whole', 'whole', 'whole', 'whole', 'none', 'none'],
      hoursPerDay: '8',
    });
  });

  test('hours are a decimal text, kept exactly and written one way', async () => {
    const week = await created({ code: ' SIX ', name: ' Six days ', days: SIX_DAYS, hoursPerDay: '7.50' });
    expect(week).toMatchObject({ code: 'SIX', name: 'Six days', days: SIX_DAYS, hoursPerDay: '7.5' });
    expect((await created({ code: 'PART', name: 'Part time', hoursPerDay: '4.25' })).hoursPerDay).toBe(
      '4.25',
    );
    expect(await listed(admin.token)).toContainEqual(week);
  });

  test.each([
    ['0', HOURS_PER_DAY_MESSAGE],
    ['24.01', HOURS_PER_DAY_MESSAGE],
    ['7.125', 'hoursPerDay: must be hours in digits with at most two decimals, like 7.5.'],
    ['8 h', 'hoursPerDay: must be hours in digits with at most two decimals, like 7.5.'],
  ])('%j hours a day: 400 on hoursPerDay', async (hoursPerDay, error) => {
    expect((await create({ code: 'BAD', name: 'Bad', hoursPerDay })).body).toEqual({
      returnCode: 400,
      error,
      field: 'hoursPerDay',
    });
  });

  test('a week with no worked day, or not seven days: 400 on days', async () => {
    const none = Array(7).fill('none');
    expect((await create({ code: 'NONE', name: 'None', days: none })).body).toEqual({
      returnCode: 400,
      error: NO_WORKED_DAY_MESSAGE,
      field: 'days',
    });
    expect((await create({ code: 'FIVE', name: 'Five', days: none.slice(2) })).body).toMatchObject({
      field: 'days',
    });
    expect((await create({ code: 'X', name: 'X', days: [...none.slice(1), 'evening'] })).body).toMatchObject({
      field: 'days.6',
    });
  });

  test('a code another work week has, in another case: 409 on code', async () => {
    await created({ code: 'Shift', name: 'Shifts' });
    expect((await create({ code: 'SHIFT', name: 'Other' })).body).toEqual({
      returnCode: 409,
      error: 'Code SHIFT is already used by another work week.',
      field: 'code',
    });
  });
});

describe('the default work week', () => {
  test('at most one: making one the default unsets the one before, and unsetting leaves none', async () => {
    const employer = await api.newAdministrator();
    const first = await created({ code: 'A', name: 'A', isDefault: true }, employer.token);
    const second = await created({ code: 'B', name: 'B', isDefault: true }, employer.token);
    const defaults = async () =>
      (await listed(employer.token)).filter((week) => week.isDefault).map((week) => week.code);
    expect(await defaults()).toEqual(['B']);
    expect(
      (await update({ id: first.id, isDefault: true }, employer.token)).body.returnObject.isDefault,
    ).toBe(true);
    expect(await defaults()).toEqual(['A']);
    await update({ id: first.id, isDefault: false }, employer.token);
    expect(await defaults()).toEqual([]);
    await update({ id: second.id, name: 'B renamed' }, employer.token);
    expect(await defaults()).toEqual([]);
  });

  test('is one per employer: another employer’s default is untouched', async () => {
    const employer = await api.newAdministrator();
    const other = await api.newAdministrator();
    const theirs = await created({ code: 'T', name: 'Theirs', isDefault: true }, other.token);
    await created({ code: 'M', name: 'Mine', isDefault: true }, employer.token);
    expect(await listed(other.token)).toEqual([theirs]);
  });

  test('two made the default at once: exactly one is, afterwards', async () => {
    const employer = await api.newAdministrator();
    const weeks = await Promise.all(
      ['P', 'Q', 'R'].map((code) => created({ code, name: code }, employer.token)),
    );
    const answers = await Promise.all(weeks.map(({ id }) => update({ id, isDefault: true }, employer.token)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await listed(employer.token)).filter((week) => week.isDefault)).toHaveLength(1);
  });
});

describe('update-work-week', () => {
  test('changes the fields sent and keeps the others; the form’s rules apply to the result', async () => {
    const week = await created({ code: 'UPD', name: 'To update', days: SIX_DAYS, hoursPerDay: '7.5' });
    const renamed = await update({ id: week.id, name: 'Updated' });
    expect(renamed.body.returnObject).toEqual({ ...week, name: 'Updated' });
    expect((await update({ id: week.id, hoursPerDay: '25' })).body).toMatchObject({ field: 'hoursPerDay' });
    expect(await listed(admin.token)).toContainEqual({ ...week, name: 'Updated' });
  });

  test('another employer’s work week, or one no one has: 404', async () => {
    const other = await api.newAdministrator();
    const theirs = await created({ code: 'OWN', name: 'Theirs' }, other.token);
    expect((await update({ id: theirs.id, name: 'Mine now' })).body).toEqual({
      returnCode: 404,
      error: 'There is no such work week.',
    });
    expect(
      (await api.call('/leave/delete-work-week', { id: theirs.id }, { token: admin.token })).status,
    ).toBe(404);
    expect(await listed(other.token)).toEqual([theirs]);
    expect((await listed(admin.token)).map((week) => week.id)).not.toContain(theirs.id);
  });
});

describe('delete-work-week', () => {
  test('deletes one nobody works', async () => {
    const { id } = await created({ code: 'GONE', name: 'Gone' });
    expect((await api.call('/leave/delete-work-week', { id }, { token: admin.token })).body).toEqual({
      returnCode: 200,
      returnMessage: 'Work week GONE (Gone) was deleted.',
    });
    expect((await listed(admin.token)).map((week) => week.id)).not.toContain(id);
  });
});

describe('an employee', () => {
  test('lists work weeks only while Leave is open to employees, and never changes them', async () => {
    const employer = await api.newAdministrator();
    const employee = await api.newEmployeeUser(employer.session.user.employerId);
    const week = await created({ code: 'E', name: 'Everyone' }, employer.token);
    const answer = await api.call('/leave/list-work-weeks', {}, { token: employee.token });
    expect(answer.body).toEqual({ returnCode: 403, error: LEAVE_NOT_OPEN_TO_EMPLOYEES });
    await api.call(
      '/employer/set-module-access',
      { moduleId: 'leave', enabled: true },
      { token: employer.token },
    );
    expect(await listed(employee.token)).toEqual([week]);
    for (const [operation, body] of [
      ['create-work-week', { code: 'F', name: 'F' }],
      ['update-work-week', { id: week.id, name: 'Changed' }],
      ['delete-work-week', { id: week.id }],
    ] as const) {
      expect((await api.call(`/leave/${operation}`, body, { token: employee.token })).status).toBe(403);
    }
    expect(await listed(employer.token)).toEqual([week]);
  });
});
