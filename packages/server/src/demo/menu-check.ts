import { SIDE_MENU } from '@hr/domain';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DemoAccount, DemoApi } from './demo-api.ts';

/**
 * Does every menu entry open with data? Each entry of the side menu with a page, and the operation its
 * page loads first with the body it sends (dates relative to the employer's today, as the demo's story
 * is). The demo test asks it of a 50-employee seed; `npm run seed:demo` asks it after every seed, so a
 * seed of any size says whether it filled every page.
 */

type Body = Record<string, unknown>;

/** A page's first call; `as` says whose page it is when it shows the signed-in employee's own things. */
export interface MenuPage {
  path: string;
  body?: Body | ((context: MenuCheckContext) => Promise<Body>);
  as?: 'claims' | 'payslips';
}

export interface MenuCheckContext {
  db: Kysely<Database>;
  employerId: string;
  /** The employer's administrator, as whom the pages are opened unless `as` says otherwise. */
  api: DemoApi;
}

export interface MenuEntryAnswer {
  entry: string;
  path: string;
  /** Rows in the answer (its longest list), or 1 for a settings page that is filled in. */
  rows: number;
}

/** The side menu's entries that have a page, by id. */
export const MENU_ENTRIES: readonly string[] = SIDE_MENU.flatMap((group) =>
  group.entries ? group.entries.filter((entry) => entry.path).map((entry) => entry.id) : [group.id],
);

export function menuPages(today: CalendarDate): Record<string, MenuPage> {
  const day = (days: number) => today.add({ days }).toString();
  const lastMonth = { from: day(-30), to: day(0) };
  const nextWeeks = { from: day(0), to: day(56) };
  const year = today.year;
  return {
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
      body: async (context) => ({ employeeId: await employeeIn(context, 'education_entries') }),
    },
    'employees.experience': {
      path: '/records/list-experience',
      body: async (context) => ({ employeeId: await employeeIn(context, 'experience_entries') }),
    },
    'employees.training': { path: '/records/list-training' },
    'employees.custom-role': { path: '/roles/list-roles' },
    'leave.planner': { path: '/leave/get-leave-planner', body: { from: day(0), to: day(41) } },
    'leave.schedule': { path: '/leave/list-leave-requests', body: nextWeeks },
    'leave.review': { path: '/leave/list-leave-to-review' },
    'leave.transaction-report': {
      path: '/leave/list-leave-transactions',
      body: { page: 1, pageSize: 50, from: `${year}-01-01`, to: `${year}-12-31` },
    },
    'leave.entitlement-report': { path: '/leave/get-leave-entitlement-report', body: { asOf: day(0) } },
    'leave.leave-type': { path: '/leave/list-leave-types' },
    'leave.earning-policy': { path: '/leave/list-earning-policies' },
    'leave.approval-workflow': { path: '/approvals/list-workflows' },
    'leave.workday': { path: '/leave/list-work-weeks' },
    'leave.holiday': { path: '/leave/list-holiday-calendars' },
    'leave.settings': { path: '/leave/get-leave-settings' },
    'attendance.create-employee': { path: '/management/search-employees', body: { page: 1, pageSize: 50 } },
    'attendance.field-checkin': { path: '/attendance/list-attendance-sites' },
    'attendance.time-clock-report': {
      path: '/attendance/time-clock-report',
      body: { ...lastMonth, view: 'days' },
    },
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
    'incident.causeless': { path: '/incidents/list-incident-hearings', body: nextWeeks },
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
      body: { ...lastMonth, groupBy: 'category' },
    },
    'expenses.category': { path: '/expenses/list-expense-categories' },
    'expenses.mileage-rate': { path: '/expenses/list-mileage-rates' },
    'expenses.exchange-rate': { path: '/expenses/list-exchange-rates' },
    'expenses.approval-workflow': { path: '/approvals/list-workflows' },
    'payroll.salary-adjustment': { path: '/payroll/list-salary-adjustments' },
    'payroll.process': { path: '/payroll/list-pay-runs' },
    'payroll.annual-salary-statement': {
      path: '/payroll/annual-salary-report',
      body: async (context) => ({ employeeId: await employeeIn(context, 'payslips'), year }),
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
}

/** Opens one menu entry's page as its reader would and counts what it shows. */
export async function openMenuEntry(
  context: MenuCheckContext,
  entry: string,
  page: MenuPage,
): Promise<MenuEntryAnswer> {
  const as = page.as ? await employeeAccount(context, page.as) : undefined;
  const body = typeof page.body === 'function' ? await page.body(context) : (page.body ?? {});
  const answer = await context.api.call<unknown>(page.path, body, as);
  return { entry, path: page.path, rows: rowsIn(answer) || (isFilledIn(answer) ? 1 : 0) };
}

/** Every menu entry's answer, in the menu's order; a menu entry missing from menuPages counts as empty. */
export async function openEveryMenuEntry(
  context: MenuCheckContext,
  today: CalendarDate | string,
): Promise<MenuEntryAnswer[]> {
  const pages = menuPages(typeof today === 'string' ? parseDate(today) : today);
  const answers: MenuEntryAnswer[] = [];
  for (const entry of MENU_ENTRIES) {
    const page = pages[entry];
    answers.push(
      page ? await openMenuEntry(context, entry, page) : { entry, path: '(no page known)', rows: 0 },
    );
  }
  return answers;
}

/** A demo employee's account, to open the pages that show the signed-in employee's own things. */
async function employeeAccount(
  { db, employerId }: MenuCheckContext,
  having: 'claims' | 'payslips',
): Promise<DemoAccount> {
  const row = await db
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
  return { userId: row.id, employerId, role: 'employee' };
}

/** The first demo employee (by number) with a row in `table`, for the pages of one employee's records. */
async function employeeIn(
  { db, employerId }: MenuCheckContext,
  table: 'education_entries' | 'experience_entries' | 'payslips',
): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    select e.id from employees e where e.employer_id = ${employerId}
      and exists (select 1 from ${sql.table(table)} t where t.employee_id = e.id)
    order by e.employee_no limit 1`.execute(db);
  if (!rows[0]) throw new Error(`No demo employee has ${table}.`);
  return rows[0].id;
}

/** How many rows a list's answer has: the array itself, or the longest array among its fields. */
function rowsIn(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Math.max(0, ...Object.values(value).map(rowsIn));
  return 0;
}

/** A settings page's answer: an object with a value set (not a list). */
function isFilledIn(value: unknown): boolean {
  return !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0;
}
