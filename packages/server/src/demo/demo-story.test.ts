import { parseDate } from '@internationalized/date';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { demoApi } from './demo-api.ts';
import { MENU_ENTRIES, type MenuCheckContext, menuPages, openMenuEntry } from './menu-check.ts';
import { LOAD_DEMO_EMPLOYEES } from './real-data.ts';
import { seedDemoEmployer } from './seed-demo-story.ts';

/**
 * The demo (issue 34): Load demo data fills an empty employer once (50 employees, the same story as
 * `npm run seed:demo`), every menu entry's page then opens with data, and seeding it again changes nothing.
 * One seed for the whole file, through the operation itself.
 */

// A day on which the story's leave requests run into its own holidays: counted as weekdays alone, the
// third request's day was New Year's Day, the request was refused and Load demo data answered 500
// (packages/domain/src/leave/workWeek.test.ts counts it).
const TODAY = new Date('2026-12-04T09:00:00Z');
let api: TestApi;
let token: string;
let employerId: string;
let adminUserId: string;
let statusBefore: Record<string, unknown>;
let loaded: { status: number; body: Record<string, unknown> };

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  const admin = await api.newAdministrator();
  token = admin.token;
  employerId = admin.session.user.employerId;
  adminUserId = admin.session.user.id;
  statusBefore = await demoDataStatus(token);
  loaded = await api.call('/employer/load-demo-data', {}, { token });
}, 300_000);
afterAll(() => api.close());

/** Whether Load demo data may run, as the dashboard reads it: the set-up checklist's `demoData`. */
async function demoDataStatus(token: string): Promise<Record<string, unknown>> {
  const checklist = await api.call<{ returnObject: { demoData: Record<string, unknown> } }>(
    '/employer/get-set-up-checklist',
    {},
    { token },
  );
  expect(checklist.status).toBe(200);
  return checklist.body.returnObject.demoData;
}

describe('Load demo data', () => {
  test('is offered to an empty employer and loads its 50 employees', () => {
    expect(statusBefore).toEqual({ canLoad: true, reason: null, employees: 50 });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
    expect(loaded.body).toMatchObject({ returnObject: { employees: LOAD_DEMO_EMPLOYEES } });
  });

  test('leaves one audit row of its own, by the administrator who loaded it', async () => {
    const rows = await api.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'record_id'])
      .where('employer_id', '=', employerId)
      .where('operation', '=', 'loadDemoData')
      .execute();
    expect(rows).toEqual([{ actor_user_id: adminUserId, record_id: employerId }]);
  });

  test('is refused once the employer has data, saying what it has', async () => {
    expect(await demoDataStatus(token)).toEqual({
      canLoad: false,
      reason: 'Demo data is loaded into this employer already.',
      employees: 50,
    });
    const again = await api.call<{ error: string }>('/employer/load-demo-data', {}, { token });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Demo data is loaded into this employer already.');

    // Another employer with one employee of its own is not empty either.
    const other = await api.newAdministrator();
    await api.addEmployee(other.token);
    const refused = await api.call<{ error: string }>('/employer/load-demo-data', {}, { token: other.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'Demo data goes only into an employer with nothing in it yet; this one has employees.',
    );
    // The checklist told its dashboard so beforehand, in the same words.
    expect(await demoDataStatus(other.token)).toEqual({
      canLoad: false,
      reason: refused.body.error,
      employees: 50,
    });
  });
});

describe('every menu entry opens with data', () => {
  const pages = menuPages(parseDate('2026-12-04'));
  const context = (): MenuCheckContext => ({
    db: api.db,
    employerId,
    api: demoApi(
      {
        request: (path, init) => api.app.request(path, init),
        basePath: '/api',
        accessTokens: api.deps.accessTokens,
      },
      { userId: adminUserId, employerId, role: 'admin' },
    ),
  });

  test('every menu entry with a page is listed', () => {
    expect(MENU_ENTRIES.filter((id) => !(id in pages))).toEqual([]);
  });

  test.each(Object.entries(pages))('%s', async (entry, page) => {
    const answer = await openMenuEntry(context(), entry, page);
    expect(answer.rows).toBeGreaterThan(0);
  });
});

describe('a second seed of the same employer', () => {
  /** Rows of every table that has an employer_id column, for this employer. */
  async function rowCounts(): Promise<Record<string, number>> {
    const { rows: tables } = await sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where column_name = 'employer_id' and table_schema = current_schema()
      order by table_name`.execute(api.db);
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(table_name)} where employer_id = ${employerId}`.execute(
        api.db,
      );
      counts[table_name] = rows[0]?.n ?? 0;
    }
    return counts;
  }
  const server = () => ({
    request: (path: string, init: RequestInit) => api.app.request(path, init),
    basePath: '/api',
  });

  test('with the same number changes nothing', async () => {
    const before = await rowCounts();
    expect(before.employees).toBe(50);
    const outcome = await seedDemoEmployer(api.deps, server(), { employerId, adminUserId, count: 50 });
    expect(outcome).toEqual({ seeded: false, reason: 'already-seeded' });
    expect(await rowCounts()).toEqual(before);
  });

  test('with another number is refused, naming the number it has', async () => {
    await expect(
      seedDemoEmployer(api.deps, server(), { employerId, adminUserId, count: 60 }),
    ).rejects.toThrow(
      'This employer was seeded with 50 demo employees; seeding it again with 60 would change its story.',
    );
  });
});
