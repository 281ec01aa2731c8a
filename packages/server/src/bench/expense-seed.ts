import type { ApprovalRoute } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { addDemoEmployees } from '../demo/seed-demo-data.ts';

/**
 * What bench:expenses seeds for one employer, in set-based SQL (one statement per table, never one per
 * claim): demo employees (one per LINES_PER_EMPLOYEE lines), five categories, the module switched on,
 * claims of LINES_PER_CLAIM lines each spread over the SPAN_DAYS before today and over the employees,
 * and the approvals of those past their draft. With no expense workflow the administrators decide (the
 * engine's fallback), so every submitted claim waits on the employer's administrator, whose queue the
 * bench reads. Of every ten claims: one a draft, two submitted, one rejected, two approved, four paid
 * outside payroll.
 */

export const LINES_PER_CLAIM = 4;
const LINES_PER_EMPLOYEE = 100;
export const SPAN_DAYS = 365;
const CATEGORIES = [
  ['TAXI', 'Taxi', false],
  ['HOTEL', 'Hotel', false],
  ['MEALS', 'Meals', true],
  ['FUEL', 'Fuel', false],
  ['AIRFARE', 'Airfare', false],
] as const;

export interface SeededExpenses {
  employees: number;
  claims: number;
  lines: number;
  submitted: number;
}

export async function seedExpenseEmployer(
  db: Kysely<Database>,
  { employerId, adminUserId, lines }: { employerId: string; adminUserId: string; lines: number },
): Promise<SeededExpenses> {
  const employees = Math.max(10, Math.ceil(lines / LINES_PER_EMPLOYEE));
  const claims = Math.ceil(lines / LINES_PER_CLAIM);
  await addDemoEmployees(db, employerId, employees);
  await db
    .insertInto('payroll_settings')
    .values({
      employer_id: employerId,
      currency: 'GHS',
      rounding: 'Half Up',
      proration_method: 'Calendar Days',
      pay_day: 28,
    })
    .execute();
  await db
    .insertInto('employer_modules')
    .values({ employer_id: employerId, module_id: 'expense-claim', enabled: true })
    .execute();
  await db
    .insertInto('expense_categories')
    .values(
      CATEGORIES.map(([code, description, taxable]) => ({
        employer_id: employerId,
        code,
        description,
        taxable,
      })),
    )
    .execute();
  const route: ApprovalRoute = {
    steps: [
      { stepIndex: 0, rule: { approver: 'administrator' }, isFallback: true, approverIds: [adminUserId] },
    ],
    skipped: [],
  };
  await sql`
    with people as (
      select id, row_number() over (order by id) - 1 as n, count(*) over () as total
      from employees where employer_id = ${employerId}
    )
    insert into expense_claims (employer_id, number, employee_id, title, status, currency,
      total_claimed, submitted_at, paid_outside_reference, paid_on, created_at)
    select ${employerId}, g, p.id, 'Client visit ' || g,
      case g % 10 when 0 then 'draft' when 1 then 'submitted' when 2 then 'submitted' when 3 then 'rejected'
        when 4 then 'approved' when 5 then 'approved' else 'paid' end,
      'GHS', 0,
      case when g % 10 = 0 then null else now() - make_interval(days => g % ${SPAN_DAYS}, secs => g) end,
      case when g % 10 >= 6 then 'TRF-' || g end,
      case when g % 10 >= 6 then (current_date - g % ${SPAN_DAYS} + 7) end,
      now() - make_interval(days => g % ${SPAN_DAYS}, secs => g)
    from generate_series(1, ${claims}) g
    join people p on p.n = g % p.total`.execute(db);
  await sql`
    with categories as (
      select id, row_number() over (order by code) - 1 as n from expense_categories where employer_id = ${employerId}
    )
    insert into expense_claim_lines (employer_id, claim_id, position, date, category_id, description, kind,
      amount, currency, claimed_amount, approved_amount)
    select c.employer_id, c.id, pos, (c.created_at::date - pos), k.id, 'Bench line ' || pos, 'amount',
      amount, 'GHS', amount, case when c.status in ('approved', 'paid') then amount end
    from expense_claims c
    cross join generate_series(1, ${LINES_PER_CLAIM}) pos
    cross join lateral (select (10 + (c.number * 7 + pos * 13) % 490)::numeric(15, 3) as amount) a
    join categories k on k.n = (c.number + pos) % ${CATEGORIES.length}
    where c.employer_id = ${employerId}`.execute(db);
  await sql`
    update expense_claims c set total_claimed = t.claimed, total_approved = t.approved
    from (select claim_id, sum(claimed_amount) as claimed, sum(approved_amount) as approved
          from expense_claim_lines where employer_id = ${employerId} group by claim_id) t
    where c.id = t.claim_id and c.employer_id = ${employerId}`.execute(db);
  await sql`
    with started as (
      insert into approval_requests (employer_id, subject_type, subject_id, requester_employee_id,
        route, current_step, status, submitted_on, waiting_since, waiting_for, ended_on)
      select employer_id, 'expense-claim', id, employee_id, ${JSON.stringify(route)}::jsonb, 0,
        case status when 'submitted' then 'pending' when 'rejected' then 'rejected' else 'approved' end,
        submitted_at::date,
        case when status = 'submitted' then submitted_at::date end,
        case when status = 'submitted' then array[${adminUserId}]::uuid[] else '{}'::uuid[] end,
        case when status <> 'submitted' then submitted_at::date + 2 end
      from expense_claims where employer_id = ${employerId} and status <> 'draft'
      returning id, subject_id
    )
    update expense_claims c set approval_id = s.id from started s
    where c.id = s.subject_id and c.employer_id = ${employerId}`.execute(db);
  const { count } = await db
    .selectFrom('expense_claims')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('employer_id', '=', employerId)
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return { employees, claims, lines: claims * LINES_PER_CLAIM, submitted: Number(count) };
}
