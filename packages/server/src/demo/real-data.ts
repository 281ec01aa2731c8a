import { type Kysely, sql } from 'kysely';
import type { DemoDataStatus } from '../contract-types.ts';
import type { Database } from '../db/schema.ts';

/** How many employees Load demo data adds: enough for every list to have pages, quick to load. */
export const LOAD_DEMO_EMPLOYEES = 50;

/**
 * What makes an employer "not empty" for Load demo data, each with the words a refusal gives it, in the
 * order they are named. The demo's story creates rows under fixed codes in every area, so besides
 * people and their records an employer that has begun its own set-up (a leave type, a pay item, a
 * statutory table...) is not empty either: the demo would collide with it, or mix with it.
 * What sign-up itself makes (the administrator's account, the standard incident decisions, the
 * employer's information and settings) does not count.
 */
export const ALREADY_LOADED = 'Demo data is loaded into this employer already.';

const REAL_DATA: ReadonlyArray<readonly [table: keyof Database, what: string]> = [
  ['pay_runs', 'pay runs'],
  ['leave_requests', 'leave requests'],
  ['attendance_punches', 'attendance punches'],
  ['expense_claims', 'expense claims'],
  ['incident_cases', 'incident cases'],
  ['employee_requests', 'employee requests'],
  ['announcements', 'announcements'],
  ['discussion_topics', 'discussions'],
  ['shared_documents', 'shared documents'],
  ['document_requests', 'document requests'],
  ['departments', 'departments'],
  ['job_positions', 'job positions'],
  ['branches', 'branches'],
  ['banks', 'banks'],
  ['levels', 'levels'],
  ['roles', 'custom roles'],
  ['leave_types', 'leave types'],
  ['work_weeks', 'work weeks'],
  ['holiday_calendars', 'holiday calendars'],
  ['approval_workflows', 'approval workflows'],
  ['tax_tables', 'statutory tables'],
  ['statutory_contributions', 'statutory contributions'],
  ['pay_items', 'pay items'],
  ['incident_categories', 'incident categories'],
  ['expense_categories', 'expense categories'],
  ['attendance_sites', 'attendance sites'],
];

/**
 * Why the employer is not empty, in a sentence for a 409, or null when it is: it has no employee but
 * an administrator's own record, and none of REAL_DATA. One query, each part an index lookup.
 */
export async function realDataOf(db: Kysely<Database>, employerId: string): Promise<string | null> {
  const { rows } = await sql<{ seeded: boolean; employees: boolean; found: string[] }>`
    select exists (select 1 from demo_seeds where employer_id = ${employerId}) as seeded,
      exists (
        select 1 from employees e where e.employer_id = ${employerId}
          and not exists (select 1 from users u where u.employee_id = e.id and u.role = 'admin')
      ) as employees,
      array_remove(array[${sql.join(
        REAL_DATA.map(
          ([table, what]) =>
            sql`case when exists (select 1 from ${sql.table(table)} where employer_id = ${employerId}) then ${what}::text end`,
        ),
      )}], null) as found`.execute(db);
  const row = rows[0];
  if (row?.seeded) return ALREADY_LOADED;
  const found = [...(row?.employees ? ['employees'] : []), ...(row?.found ?? [])];
  if (found.length === 0) return null;
  const named = found.length > 3 ? [...found.slice(0, 3), 'more'] : found;
  return `Demo data goes only into an employer with nothing in it yet; this one has ${listed(named)}.`;
}

/** Whether Load demo data may run for the employer, as the set-up checklist answers it (one query). */
export async function demoDataStatusOf(db: Kysely<Database>, employerId: string): Promise<DemoDataStatus> {
  const reason = await realDataOf(db, employerId);
  return { canLoad: reason === null, reason, employees: LOAD_DEMO_EMPLOYEES };
}

function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
