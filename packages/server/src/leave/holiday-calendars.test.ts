import { SAME_HOLIDAY_TWICE_MESSAGE } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { HolidayCalendar, HolidayCalendarSummary } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { LEAVE_NOT_OPEN_TO_EMPLOYEES } from './leave-access.ts';

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;
type Answer = { returnObject: HolidayCalendar; error?: string; field?: string };

const INDEPENDENCE = { name: 'Independence Day', date: '2026-03-06', part: 'whole', repeatsYearly: true };
const CHRISTMAS_EVE = { name: 'Christmas Eve', date: '2026-12-24', part: 'afternoon', repeatsYearly: false };

let api: TestApi;
let admin: Administrator;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.newAdministrator();
});
afterAll(() => api.close());

function create(body: Record<string, unknown>, token = admin.token) {
  return api.call<Answer>('/leave/create-holiday-calendar', body, { token });
}

function update(body: Record<string, unknown>, token = admin.token) {
  return api.call<Answer>('/leave/update-holiday-calendar', body, { token });
}

async function created(body: Record<string, unknown>, token = admin.token): Promise<HolidayCalendar> {
  const answer = await create(body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

async function fetched(id: string, token = admin.token) {
  return api.call<Answer>('/leave/get-holiday-calendar', { id }, { token });
}

async function listed(token: string): Promise<HolidayCalendarSummary[]> {
  const answer = await api.call<{ returnObject: HolidayCalendarSummary[] }>(
    '/leave/list-holiday-calendars',
    {},
    { token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

describe('create-holiday-calendar and get-holiday-calendar', () => {
  test('stores the holidays, ordered by date, each a whole day and once unless said otherwise', async () => {
    const calendar = await created({
      code: 'GH',
      name: 'Ghana',
      holidays: [CHRISTMAS_EVE, INDEPENDENCE, { name: ' Republic Day ', date: '2026-07-01' }],
    });
    const expected = {
      id: calendar.id,
      code: 'GH',
      name: 'Ghana',
      isDefault: false,
      holidays: [
        INDEPENDENCE,
        { name: 'Republic Day', date: '2026-07-01', part: 'whole', repeatsYearly: false },
        CHRISTMAS_EVE,
      ],
    };
    expect(calendar).toEqual(expected);
    expect((await fetched(calendar.id)).body.returnObject).toEqual(expected);
    expect(await listed(admin.token)).toContainEqual({
      id: calendar.id,
      code: 'GH',
      name: 'Ghana',
      isDefault: false,
      holidayCount: 3,
    });
  });

  test('code and name only: a calendar without holidays', async () => {
    const calendar = await created({ code: 'EMPTY', name: 'Empty' });
    expect(calendar).toMatchObject({ holidays: [], isDefault: false });
  });

  test('the same holiday twice on one date, whatever its case: 400 on the second one’s date', async () => {
    const answer = await create({
      code: 'TWICE',
      name: 'Twice',
      holidays: [INDEPENDENCE, { ...INDEPENDENCE, name: 'independence day', part: 'morning' }],
    });
    expect(answer.body).toEqual({
      returnCode: 400,
      error: SAME_HOLIDAY_TWICE_MESSAGE,
      field: 'holidays.1.date',
    });
  });

  test.each([
    ['an impossible date', { ...INDEPENDENCE, date: '2026-02-30' }, 'holidays.0.date'],
    ['a blank name', { ...INDEPENDENCE, name: '  ' }, 'holidays.0.name'],
    ['a part that is not a half', { ...INDEPENDENCE, part: 'evening' }, 'holidays.0.part'],
  ])('%s: 400 naming the holiday’s field', async (_, holiday, field) => {
    expect((await create({ code: 'BAD', name: 'Bad', holidays: [holiday] })).body).toMatchObject({
      returnCode: 400,
      field,
    });
  });

  test('a code another calendar has, in another case: 409 on code', async () => {
    await created({ code: 'uk', name: 'London' });
    expect((await create({ code: 'UK', name: 'Other' })).body).toEqual({
      returnCode: 409,
      error: 'Code UK is already used by another holiday calendar.',
      field: 'code',
    });
  });
});

describe('update-holiday-calendar', () => {
  test('holidays sent replace them all; left out, they are kept', async () => {
    const calendar = await created({ code: 'REP', name: 'Replace', holidays: [INDEPENDENCE, CHRISTMAS_EVE] });
    const renamed = await update({ id: calendar.id, name: 'Renamed' });
    expect(renamed.body.returnObject).toEqual({ ...calendar, name: 'Renamed' });
    const replaced = await update({ id: calendar.id, holidays: [CHRISTMAS_EVE] });
    expect(replaced.body.returnObject.holidays).toEqual([CHRISTMAS_EVE]);
    const emptied = await update({ id: calendar.id, holidays: [] });
    expect(emptied.body.returnObject.holidays).toEqual([]);
    expect((await fetched(calendar.id)).body.returnObject).toEqual({
      ...calendar,
      name: 'Renamed',
      holidays: [],
    });
  });

  test('a refused change keeps every holiday as it was', async () => {
    const calendar = await created({ code: 'KEEP', name: 'Keep', holidays: [INDEPENDENCE] });
    const answer = await update({ id: calendar.id, holidays: [CHRISTMAS_EVE, CHRISTMAS_EVE] });
    expect(answer.body).toMatchObject({ returnCode: 400, field: 'holidays.1.date' });
    expect((await fetched(calendar.id)).body.returnObject).toEqual(calendar);
  });

  test('making one the default unsets the one before', async () => {
    const employer = await api.newAdministrator();
    const first = await created({ code: 'A', name: 'A', isDefault: true }, employer.token);
    await created({ code: 'B', name: 'B', isDefault: true }, employer.token);
    const defaults = async () =>
      (await listed(employer.token))
        .filter((calendar) => calendar.isDefault)
        .map((calendar) => calendar.code);
    expect(await defaults()).toEqual(['B']);
    await update({ id: first.id, isDefault: true }, employer.token);
    expect(await defaults()).toEqual(['A']);
  });

  test('another employer’s calendar: 404 to get, change or delete, and it is untouched', async () => {
    const other = await api.newAdministrator();
    const theirs = await created({ code: 'THEIRS', name: 'Theirs', holidays: [INDEPENDENCE] }, other.token);
    expect((await fetched(theirs.id)).body).toEqual({
      returnCode: 404,
      error: 'There is no such holiday calendar.',
    });
    expect((await update({ id: theirs.id, holidays: [] })).status).toBe(404);
    expect(
      (await api.call('/leave/delete-holiday-calendar', { id: theirs.id }, { token: admin.token })).status,
    ).toBe(404);
    expect((await fetched(theirs.id, other.token)).body.returnObject).toEqual(theirs);
    expect((await listed(admin.token)).map((calendar) => calendar.id)).not.toContain(theirs.id);
  });
});

describe('delete-holiday-calendar', () => {
  test('deletes one nobody follows, with its holidays', async () => {
    const { id } = await created({ code: 'DEL', name: 'Deleted', holidays: [INDEPENDENCE] });
    expect((await api.call('/leave/delete-holiday-calendar', { id }, { token: admin.token })).body).toEqual({
      returnCode: 200,
      returnMessage: 'Holiday calendar DEL (Deleted) was deleted.',
    });
    expect((await fetched(id)).status).toBe(404);
    const left = await api.db
      .selectFrom('holidays')
      .select('id')
      .where('holiday_calendar_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('an employee', () => {
  test('reads calendars only while Leave is open to employees, and never changes them', async () => {
    const employer = await api.newAdministrator();
    const employee = await api.newEmployeeUser(employer.session.user.employerId);
    const calendar = await created({ code: 'GH', name: 'Ghana', holidays: [INDEPENDENCE] }, employer.token);
    for (const [path, body] of [
      ['/leave/list-holiday-calendars', {}],
      ['/leave/get-holiday-calendar', { id: calendar.id }],
    ] as const) {
      expect((await api.call(path, body, { token: employee.token })).body).toEqual({
        returnCode: 403,
        error: LEAVE_NOT_OPEN_TO_EMPLOYEES,
      });
    }
    await api.call(
      '/employer/set-module-access',
      { moduleId: 'leave', enabled: true },
      { token: employer.token },
    );
    expect((await fetched(calendar.id, employee.token)).body.returnObject).toEqual(calendar);
    for (const [operation, body] of [
      ['create-holiday-calendar', { code: 'E', name: 'E' }],
      ['update-holiday-calendar', { id: calendar.id, holidays: [] }],
      ['delete-holiday-calendar', { id: calendar.id }],
      ['suggest-public-holidays', { country: 'GH', year: 2026 }],
    ] as const) {
      expect((await api.call(`/leave/${operation}`, body, { token: employee.token })).status).toBe(403);
    }
    expect((await fetched(calendar.id, employer.token)).body.returnObject).toEqual(calendar);
  });
});
