import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * list-line-managers asked for the employees of a span (`employedFrom`, `employedTo`), as the Annual
 * Salary Report's picker asks for a year: leavers of that year are offered, not those who left before.
 */

type Choice = { id: string; name: string; employeeNo: string };

let api: TestApi;
let token: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-22T09:30:00Z') });
  ({ token } = await api.newAdministrator());
  const hire = async (key: string, firstName: string, startDate: string, endDate?: string) => {
    const { id } = await api.addEmployee(token, {
      firstName,
      lastName: 'Mensah',
      employeeNo: key,
      startDate,
    });
    if (endDate) {
      const ended = await api.call(
        '/management/end-employment',
        { id, endDate, reason: 'Resigned.' },
        { token },
      );
      expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    }
    ids[key] = id;
  };
  await hire('SPAN-1', 'Abena', '2019-04-01');
  await hire('SPAN-2', 'Efua', '2020-01-06', '2025-08-29');
  await hire('SPAN-3', 'Kofi', '2018-02-01', '2024-12-31');
  await hire('SPAN-4', 'Yaw', '2026-03-02');
});
afterAll(() => api.close());

const list = (body: Record<string, unknown>) =>
  api.call<{ returnObject: Choice[] }>('/management/list-line-managers', body, { token });
const names = async (body: Record<string, unknown>) => {
  const answer = await list(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject.map((choice) => choice.name);
};

describe('list-line-managers, employed during a span', () => {
  test('a year lists everyone employed on some day of it: its leavers, not those who left before', async () => {
    expect(await names({ employedFrom: '2025-01-01', employedTo: '2025-12-31' })).toEqual([
      'Abena Mensah',
      'Efua Mensah',
    ]);
    expect(await names({ employedFrom: '2024-01-01', employedTo: '2024-12-31' })).toEqual([
      'Abena Mensah',
      'Efua Mensah',
      'Kofi Mensah',
    ]);
    expect(await names({ employedFrom: '2026-01-01', employedTo: '2026-12-31' })).toEqual([
      'Abena Mensah',
      'Yaw Mensah',
    ]);
  });

  test('without a span, only those whose employment has not ended; a search narrows a span too', async () => {
    expect(await names({})).toEqual(['Abena Mensah', 'Yaw Mensah']);
    expect(await names({ search: 'efua', employedFrom: '2025-01-01', employedTo: '2025-12-31' })).toEqual([
      'Efua Mensah',
    ]);
    expect(await names({ search: 'SPAN-2', employedFrom: '2026-01-01' })).toEqual([]);
    expect(await names({ employedTo: '2019-12-31' })).toEqual(['Abena Mensah', 'Kofi Mensah']);
  });

  test('a span that ends before it starts: 400 naming employedTo', async () => {
    const answer = await list({ employedFrom: '2025-12-31', employedTo: '2025-01-01' });
    expect(answer.body).toEqual({
      returnCode: 400,
      error: 'The span must end on or after its first day.',
      field: 'employedTo',
    });
  });
});
