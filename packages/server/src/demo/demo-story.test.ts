import { SIDE_MENU } from '@hr/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { LOAD_DEMO_EMPLOYEES } from './real-data.ts';
import { seedDemoEmployer } from './seed-demo-story.ts';

/**
 * The demo (issue 34): Load demo data fills an empty employer once (50 employees, the same story as
 * `npm run seed:demo`), every menu entry's page then opens with data, and seeding it again changes nothing.
 * One seed for the whole file, through the operation itself.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');
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

/** A demo employee's account, to open the pages that show the signed-in employee's own things. */
async function employeeToken(having: 'claims' | 'payslips'): Promise<string> {
  const row = await api.db
    .selectFrom('users')
    .select('users.id')
    .where('users.employer_id', '=', employerId)
    .where('users.role', '=', 'employee')
    .$if(having === 'claims', (query) =>
      query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('expense_claims')
            .select('id')
            .whereRef('expense_claims.employee_id', '=', 'users.employee_id'),
        ),
      ),
    )
    .orderBy('users.email')
    .executeTakeFirstOrThrow();
  return api.deps.accessTokens.sign({ userId: row.id, employerId, role: 'employee' });
}

/** The first demo employee (by number) with a row in `table`, for the pages of one employee's records. */
async function employeeIn(table: 'education_entries' | 'experience_entries' | 'payslips'): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    select e.id from employees e where e.employer_id = ${employerId}
      and exists (select 1 from ${sql.table(table)} t where t.employee_id = e.id)
    order by e.employee_no limit 1`.execute(api.db);
  if (!rows[0]) throw new Error(`No demo employee has ${table}.`);
  return rows[0].id;
}

/** How many rows a list's answer has: the array itself, or the longest array among its fields. */
function rowsIn(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Math.max(0, ...Object.values(value).map(rowsIn));
  return 0;
}

const MONTH = { from: '2026-11-01', to: '2026-11-30' };
const NEXT_WEEKS = { from: '2026-11-25', to: '2027-01-20' };

/**
 * Each menu entry and the operation its page loads first, with the body it sends; `as` says whose page
 * it is when it shows the signed-in employee's own things (the demo administrator has no record).
 */
type Body = Record<string, unknown>;
const PAGES: Record<
  string,
  { path: string; body?: Body | (() => Promise<Body>); as?: 'claims' | 'payslips' }
> = {
  dashboard: { path: '/management/get-dashboard' },
  'employees.create-employee': { path: '/management/search-employees', body: { page: 1, pageSize: 50 } },
  'employees.request': { path: '/requests/list-requests' },
  'employees.placement': { path: '/placements/list-placements', body: { page: 1, pageSize: 50 } },
  'employees.employment-terms': {
    path: '/management/list-employment-terms',
    body: { page: 1, pageSize: 25 },
  },
  'employees.education': {
    path: '/records/list-education',
    body: async () => ({ employeeId: await employeeIn('education_entries') }),
  },
  'employees.experience': {
    path: '/records/list-experience',
    body: async () => ({ employeeId: await employeeIn('experience_entries') }),
  },
  'employees.training': { path: '/records/list-training' },
  'employees.custom-role': { path: '/roles/list-roles' },
  'leave.planner': { path: '/leave/get-leave-planner', body: { from: '2026-12-01', to: '2026-12-31' } },
  'leave.schedule': { path: '/leave/list-leave-requests', body: NEXT_WEEKS },
  'leave.review': { path: '/leave/list-leave-to-review' },
  'leave.transaction-report': {
    path: '/leave/list-leave-transactions',
    body: { page: 1, pageSize: 50, from: '2026-01-01', to: '2026-12-31' },
  },
  'leave.entitlement-report': { path: '/leave/get-leave-entitlement-report', body: { asOf: '2026-11-25' } },
  'leave.leave-type': { path: '/leave/list-leave-types' },
  'leave.earning-policy': { path: '/leave/list-earning-policies' },
  'leave.approval-workflow': { path: '/approvals/list-workflows' },
  'leave.workday': { path: '/leave/list-work-weeks' },
  'leave.holiday': { path: '/leave/list-holiday-calendars' },
  'leave.settings': { path: '/leave/get-leave-settings' },
  'attendance.create-employee': { path: '/management/search-employees', body: { page: 1, pageSize: 50 } },
  'attendance.field-checkin': { path: '/attendance/list-attendance-sites' },
  'attendance.time-clock-report': { path: '/attendance/time-clock-report', body: { ...MONTH, view: 'days' } },
  'attendance.workday': { path: '/leave/list-work-weeks' },
  'attendance.holiday': { path: '/leave/list-holiday-calendars' },
  'attendance.settings': { path: '/attendance/get-attendance-settings' },
  'documents.management': { path: '/documents/list-document-requests', body: { page: 1, pageSize: 20 } },
  'documents.review': { path: '/documents/list-document-review-queue', body: { page: 1, pageSize: 20 } },
  'documents.approval-workflow': { path: '/approvals/list-workflows' },
  'incident.management': {
    path: '/incidents/list-incident-cases',
    body: { concerning: 'all', page: 1, pageSize: 20 },
  },
  'incident.causeless': { path: '/incidents/list-incident-hearings', body: NEXT_WEEKS },
  'incident.category': { path: '/incidents/list-incident-categories' },
  'incident.type': { path: '/incidents/list-incident-types' },
  'incident.decision': { path: '/incidents/list-incident-decisions' },
  'team.discussions': { path: '/team/list-discussion-topics', body: { page: 1, pageSize: 20 } },
  'team.document-form-sharing': { path: '/team/list-shared-documents', body: { page: 1, pageSize: 20 } },
  'team.announcements': { path: '/team/list-announcements', body: { page: 1, pageSize: 20 } },
  'expenses.my-claims': {
    path: '/expenses/list-my-expense-claims',
    body: { offset: 0, limit: 20 },
    as: 'claims',
  },
  'expenses.approvals': { path: '/expenses/list-expense-claim-queue', body: { offset: 0, limit: 20 } },
  'expenses.claims-report': {
    path: '/expenses/expense-claims-report',
    body: { ...MONTH, groupBy: 'category' },
  },
  'expenses.category': { path: '/expenses/list-expense-categories' },
  'expenses.mileage-rate': { path: '/expenses/list-mileage-rates' },
  'expenses.exchange-rate': { path: '/expenses/list-exchange-rates' },
  'expenses.approval-workflow': { path: '/approvals/list-workflows' },
  'payroll.salary-adjustment': { path: '/payroll/list-salary-adjustments' },
  'payroll.process': { path: '/payroll/list-pay-runs' },
  'payroll.annual-salary-statement': {
    path: '/payroll/annual-salary-report',
    body: async () => ({ employeeId: await employeeIn('payslips'), year: 2026 }),
  },
  'payroll.my-payslips': { path: '/payroll/list-my-payslips', as: 'payslips' },
  'payroll.earning': { path: '/payroll/list-pay-items', body: { kind: 'Earning' } },
  'payroll.deductions': { path: '/payroll/list-pay-items', body: { kind: 'Deduction' } },
  'payroll.bonus': { path: '/payroll/list-pay-items', body: { kind: 'Bonus' } },
  'payroll.statutory-contribution': { path: '/payroll/list-statutory-contributions' },
  'payroll.statutory-table': { path: '/payroll/list-statutory-taxes' },
  'payroll.setting': { path: '/payroll/get-payroll-settings' },
  'employer.information': { path: '/employer/get-information' },
  'employer.job-position': { path: '/employer/list-job-positions' },
  'employer.department': { path: '/employer/list-departments' },
  'employer.branch': { path: '/employer/list-branches' },
  'employer.level': { path: '/employer/list-levels' },
  'employer.bank': { path: '/employer/list-banks' },
  'employer.setting': { path: '/employer/get-settings' },
  'employer.module-access': { path: '/employer/get-module-access' },
  'employer.audit-trail': { path: '/audit/list-audit-events', body: { page: 1, pageSize: 50 } },
};

const MENU_ENTRIES = SIDE_MENU.flatMap((group) =>
  group.entries ? group.entries.filter((entry) => entry.path).map((entry) => entry.id) : [group.id],
);

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
  test('every menu entry with a page is listed here', () => {
    expect(MENU_ENTRIES.filter((id) => !(id in PAGES))).toEqual([]);
  });

  test.each(Object.entries(PAGES))('%s', async (_, page) => {
    const as = page.as ? await employeeToken(page.as) : token;
    const body = typeof page.body === 'function' ? await page.body() : (page.body ?? {});
    const answer = await api.call<{ returnObject: unknown }>(page.path, body, { token: as });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    expect(rowsIn(answer.body.returnObject) > 0 || isFilledIn(answer.body.returnObject)).toBe(true);
  });
});

/** A settings page's answer: an object with a value set (not a list). */
function isFilledIn(value: unknown): boolean {
  return !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0;
}

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
