import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { HolidayCalendar, PublicHolidays } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  token = (await api.newAdministrator()).token;
});
afterAll(() => api.close());

function suggest(body: Record<string, unknown>) {
  return api.call<{ returnObject: PublicHolidays }>('/leave/suggest-public-holidays', body, { token });
}

describe('suggest-public-holidays', () => {
  test('a country’s public holidays in the year, by date, from the data the server carries', async () => {
    const answer = await suggest({ country: 'gh', year: 2026 });
    expect(answer.status).toBe(200);
    const { country, year, holidays } = answer.body.returnObject;
    expect({ country, year }).toEqual({ country: 'GH', year: 2026 });
    expect(holidays).toContainEqual({
      name: 'Good Friday',
      date: '2026-04-03',
      part: 'whole',
      repeatsYearly: false,
    });
    expect(holidays).toContainEqual({
      name: 'Christmas Day',
      date: '2026-12-25',
      part: 'whole',
      repeatsYearly: false,
    });
    expect(holidays.map((holiday) => holiday.date)).toEqual(
      [...holidays.map((holiday) => holiday.date)].sort(),
    );
    expect(holidays.every((holiday) => holiday.date.startsWith('2026-'))).toBe(true);
  });

  test('only public holidays (no observances such as Mother’s Day); a date that never moves repeats yearly', async () => {
    const { holidays } = (await suggest({ country: 'GB', year: 2026 })).body.returnObject;
    expect(holidays.find((holiday) => holiday.name === "Mother's Day")).toBeUndefined();
    expect(holidays).toContainEqual({
      name: 'Christmas Day',
      date: '2026-12-25',
      part: 'whole',
      repeatsYearly: true,
    });
    expect(holidays).toContainEqual({
      name: 'Boxing Day (substitute day)',
      date: '2026-12-28',
      part: 'whole',
      repeatsYearly: false,
    });
  });

  test('what it suggests can be saved as a calendar as it is, even names longer than a calendar holds', async () => {
    const { holidays } = (await suggest({ country: 'PY', year: 2026 })).body.returnObject;
    expect(holidays.length).toBeGreaterThan(0);
    const saved = await api.call<{ returnObject: HolidayCalendar }>(
      '/leave/create-holiday-calendar',
      { code: 'PY', name: 'Paraguay', holidays },
      { token },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.returnObject.holidays).toHaveLength(holidays.length);
  });

  test.each([
    [
      { country: 'XX', year: 2026 },
      'There are no public holidays for XX. Choose a country by its two-letter code, like GH.',
    ],
    [{ country: 'Ghana', year: 2026 }, 'country: must be at most 2 characters.'],
    [{ country: '1A', year: 2026 }, 'country: must be a country’s two-letter code, like GH.'],
  ])('%j: 400 on country', async (body, error) => {
    expect((await suggest(body)).body).toEqual({ returnCode: 400, error, field: 'country' });
  });

  test('a year outside 1970 to 2100: 400 on year', async () => {
    expect((await suggest({ country: 'GH', year: 1969 })).body).toEqual({
      returnCode: 400,
      error: 'year: must be at least 1970.',
      field: 'year',
    });
  });
});
