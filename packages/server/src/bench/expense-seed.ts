import { type Kysely, sql } from 'kysely';
import { startApproval } from '../approvals/approval-requests.ts';
import type { Database } from '../db/schema.ts';
import { addDemoEmployees } from '../demo/seed-demo-data.ts';

/**
 * What bench:expenses seeds for one employer, in set-based SQL (a statement per table, never one per
 * claim): demo employees, Expense Claim switched on, six categories, a mileage rate, a USD rate in the
 * employer's table, and `lines / LINES_PER_CLAIM` claims of LINES_PER_CLAIM lines each, spread over the
 * employees and over the year before today (the report's longest period). One line in ten is in USD at
 * the table's rate, one in ten in EUR at an entered rate, one category is mileage (distance × rate);
 * approved and paid claims have one line in eight approved lower with a reason.
 *
 * Statuses by the claim's number: 10% draft, 30% submitted (waiting on the administrator: the
 * approver's queue), 25% approved, 10% rejected, 25% paid outside payroll. Every claim but a draft has
 * its approval as the engine writes it: the first submitted claim's through startApproval itself (no
 * default expense workflow, so the engine's administrators' fallback), every other one a copy of its
 * route, waiting or ended, with the administrator's decision row for those decided.
 */

export const LINES_PER_CLAIM = 4;
/** Claims per employee: the employer's size follows its line count. */
const CLAIMS_PER_EMPLOYEE = 25;
const MIN_EMPLOYEES = 10;
/** Claims are made over the days before today (a prime, so the statuses spread over every day). */
const SPAN_DAYS = 359;
const PAYROLL_CURRENCY = 'GHS';

const CATEGORIES = [
  { code: 'TAXI', description: 'Taxi', taxable: false, perClaim: '600', receiptAbove: '50' },
  { code: 'HOTEL', description: 'Hotel', taxable: false, perClaim: '5000', receiptAbove: '0' },
  { code: 'MEALS', description: 'Meals', taxable: false, perClaim: '800', receiptAbove: '100' },
  { code: 'AIRFARE', description: 'Airfare', taxable: false, perClaim: null, receiptAbove: '0' },
  { code: 'PHONE', description: 'Phone and data', taxable: true, perClaim: '300', receiptAbove: null },
  { code: 'MILEAGE', description: 'Mileage', taxable: false, perClaim: null, receiptAbove: null },
] as const;
const MILEAGE_CATEGORY = CATEGORIES.length - 1;

export interface SeededClaims {
  employees: number;
  claims: number;
  lines: number;
  /** Claims waiting on the administrator: the queue's total. */
  submitted: number;
  /** Lines of claims that are not drafts: the report's, over the year before today. */
  reportLines: number;
}

export async function seedExpenseEmployer(
  db: Kysely<Database>,
  {
    employerId,
    adminUserId,
    lines,
    today,
  }: { employerId: string; adminUserId: string; lines: number; today: string },
): Promise<SeededClaims> {
  const claims = Math.max(1, Math.ceil(lines / LINES_PER_CLAIM));
  const employees = Math.max(MIN_EMPLOYEES, Math.ceil(claims / CLAIMS_PER_EMPLOYEE));
  await addDemoEmployees(db, employerId, employees);
  // The payroll currency the claims are in and the report's money reads (h/expay's bench seeded it first).
  await db
    .insertInto('payroll_settings')
    .values({
      employer_id: employerId,
      currency: PAYROLL_CURRENCY,
      rounding: 'Half Up',
      proration_method: 'Calendar Days',
      pay_day: 28,
    })
    .execute();
  await db
    .insertInto('employer_modules')
    .values({ employer_id: employerId, module_id: 'expense-claim', enabled: true })
    .execute();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('expense_categories')
      .values(
        CATEGORIES.map((category) => ({
          employer_id: employerId,
          code: category.code,
          description: category.description,
          taxable: category.taxable,
          limit_per_claim: category.perClaim,
          receipt_required_above: category.receiptAbove,
        })),
      )
      .execute();
    await trx
      .insertInto('mileage_rates')
      .values({ employer_id: employerId, vehicle_type: 'Private car', rate_per_km: '2.5000' })
      .execute();
    await trx
      .insertInto('exchange_rates')
      .values({ employer_id: employerId, currency: 'USD', rate: '15.250000', effective_from: '2000-01-01' })
      .execute();

    // Each claim's facts, its id and its approval's id chosen here, so every row is inserted once.
    await sql`
      create temporary table bench_claims on commit drop as
      select k, gen_random_uuid() as id, case when k % 20 >= 2 then gen_random_uuid() end as approval_id,
        s.id as employee_id,
        case when k % 20 < 2 then 'draft' when k % 20 < 8 then 'submitted' when k % 20 < 13 then 'approved'
          when k % 20 < 15 then 'rejected' else 'paid' end as status,
        (${today}::date - (k % ${sql.lit(SPAN_DAYS)}))::timestamp + make_interval(secs => 28800 + k % 30000) as created_at
      from generate_series(0, ${sql.lit(claims - 1)}) k
      join (select id, row_number() over (order by employee_no) - 1 as n from employees
            where employer_id = ${employerId}) s on s.n = k % ${sql.lit(employees)}`.execute(trx);
    await sql`
      create temporary table bench_categories on commit drop as
      select id, case code ${sql.join(
        CATEGORIES.map((category, index) => sql`when ${category.code} then ${sql.lit(index)}`),
        sql` `,
      )} end as n, description
      from expense_categories where employer_id = ${employerId}`.execute(trx);
    // A line's amount in its currency, its rate, and its claimed amount in the payroll currency, rounded once.
    await sql`
      create temporary table bench_lines on commit drop as
      with raw as (
        select c.id as claim_id, c.k, c.status, p as position, c.created_at::date - (p - 1) as date,
          cat.id as category_id, cat.n = ${sql.lit(MILEAGE_CATEGORY)} as mileage,
          cat.description || ', ' || to_char(c.created_at, 'DD Mon') || ' (line ' || p || ')' as description,
          (((c.k * 37 + p * 53) % 400) + 5 + ((c.k + p) % 100) / 100.0)::numeric(15, 3) as base,
          ((c.k + p) % 120 + 3)::numeric(7, 2) as distance,
          (c.k + p) % 10 as currency_pick
        from bench_claims c cross join generate_series(1, ${sql.lit(LINES_PER_CLAIM)}) p
        join bench_categories cat on cat.n = (c.k * ${sql.lit(LINES_PER_CLAIM)} + p) % ${sql.lit(CATEGORIES.length)}
      ), priced as (
        select raw.*,
          case when mileage then 'mileage' else 'amount' end as kind,
          case when mileage then round(distance * m.rate_per_km, 2) else base end as amount,
          case when not mileage and currency_pick = 0 then 'USD' when not mileage and currency_pick = 5 then 'EUR'
            else ${PAYROLL_CURRENCY} end as currency,
          case when not mileage and currency_pick = 0 then x.rate when not mileage and currency_pick = 5
            then 16.875 end as exchange_rate,
          case when not mileage and currency_pick = 0 then 'table' when not mileage and currency_pick = 5
            then 'entered' end as rate_source,
          case when not mileage and currency_pick = 0 then x.id end as exchange_rate_id,
          case when mileage then distance end as distance_km,
          case when mileage then m.id end as mileage_rate_id,
          case when mileage then m.rate_per_km end as rate_per_km
        from raw
        cross join (select id, rate_per_km from mileage_rates where employer_id = ${employerId}) m
        cross join (select id, rate from exchange_rates where employer_id = ${employerId}) x
      ), claimed as (
        select priced.*, round(amount * coalesce(exchange_rate, 1), 2) as claimed_amount,
          status in ('approved', 'paid') and (k + position) % 8 = 0 as lowered
        from priced
      )
      select claimed.*,
        case when status in ('approved', 'paid') then
          case when lowered then round(claimed_amount * 0.8, 2) else claimed_amount end end as approved_amount,
        case when lowered then 'Over the policy rate for this city.' end as approved_reason
      from claimed`.execute(trx);

    // The first submitted claim's approval through the engine; every other claim's is a copy of its route.
    const first = await sql<{ id: string; approval_id: string; employee_id: string; submitted_on: string }>`
      select id, approval_id, employee_id, to_char(created_at, 'YYYY-MM-DD') as submitted_on
      from bench_claims where status = 'submitted' order by k limit 1`.execute(trx);
    const template = first.rows[0];
    if (!template) throw new Error('The seed made no submitted claim to start an approval for.');
    const started = await startApproval(trx, {
      employerId,
      subjectType: 'expense-claim',
      subjectId: template.id,
      requesterEmployeeId: template.employee_id,
      workflowId: null,
      today: template.submitted_on,
    });
    await sql`update bench_claims set approval_id = ${started.approvalId} where id = ${template.id}`.execute(
      trx,
    );
    await sql`
      insert into approval_requests (id, employer_id, subject_type, subject_id, requester_employee_id,
        workflow_id, workflow_name, escalate_after_days, route, current_step, status, submitted_on,
        waiting_since, waiting_for, ended_on, created_at)
      select c.approval_id, ${employerId}, t.subject_type, c.id, c.employee_id, t.workflow_id, t.workflow_name,
        t.escalate_after_days, t.route, t.current_step,
        case c.status when 'submitted' then 'pending' when 'rejected' then 'rejected' else 'approved' end,
        c.created_at::date,
        case when c.status = 'submitted' then c.created_at::date end,
        case when c.status = 'submitted' then t.waiting_for else '{}' end,
        case when c.status <> 'submitted' then (c.created_at + interval '2 days')::date end,
        c.created_at + interval '1 hour'
      from bench_claims c cross join approval_requests t
      where t.id = ${started.approvalId} and c.status <> 'draft' and c.id <> t.subject_id`.execute(trx);
    // The administrator decided the decided ones, as the one step's approver (the fallback names them).
    await sql`
      insert into approval_decisions (employer_id, approval_id, step_index, decided_by, decided_by_user_id,
        capacity, decision, comment, decided_on, decided_at)
      select ${employerId}, c.approval_id, (t.route -> 'steps' -> 0 ->> 'stepIndex')::int, t.waiting_for[1],
        ${adminUserId}, 'approver', case when c.status = 'rejected' then 'reject' else 'approve' end,
        case when c.status = 'rejected' then 'Not a business expense.' end,
        (c.created_at + interval '2 days')::date, c.created_at + interval '2 days'
      from bench_claims c cross join approval_requests t
      where t.id = ${started.approvalId} and c.status in ('approved', 'rejected', 'paid')`.execute(trx);
    await sql`
      insert into expense_claims (id, employer_id, number, employee_id, title, status, currency, total_claimed,
        total_approved, approval_id, submitted_at, decided_at, paid_outside_reference, paid_on, created_at,
        updated_at)
      select c.id, ${employerId}, c.k + 1, c.employee_id, 'Client visit ' || (c.k + 1), c.status,
        ${PAYROLL_CURRENCY}, t.claimed,
        case when c.status in ('approved', 'paid') then t.approved end, c.approval_id,
        case when c.status <> 'draft' then c.created_at + interval '1 hour' end,
        case when c.status in ('approved', 'rejected', 'paid') then c.created_at + interval '2 days' end,
        case when c.status = 'paid' then 'BANK-' || (c.k + 1) end,
        case when c.status = 'paid' then least((c.created_at + interval '9 days')::date, ${today}::date) end,
        c.created_at, c.created_at
      from bench_claims c
      join (select claim_id, sum(claimed_amount) as claimed, sum(approved_amount) as approved
            from bench_lines group by claim_id) t on t.claim_id = c.id`.execute(trx);
    await sql`
      insert into expense_claim_lines (employer_id, claim_id, position, date, category_id, description, kind,
        amount, currency, exchange_rate, rate_source, exchange_rate_id, distance_km, mileage_rate_id,
        rate_per_km, claimed_amount, approved_amount, approved_reason)
      select ${employerId}, claim_id, position, date, category_id, description, kind, amount, currency,
        exchange_rate, rate_source, exchange_rate_id, distance_km, mileage_rate_id, rate_per_km,
        claimed_amount, approved_amount, approved_reason
      from bench_lines`.execute(trx);
  });
  const { rows } = await sql<{ submitted: number; lines: number; report_lines: number }>`
    select (select count(*)::int from expense_claims where employer_id = ${employerId} and status = 'submitted')
        as submitted,
      (select count(*)::int from expense_claim_lines where employer_id = ${employerId}) as lines,
      (select count(*)::int from expense_claim_lines l join expense_claims c on c.id = l.claim_id
        where l.employer_id = ${employerId} and c.status <> 'draft') as report_lines`.execute(db);
  const counts = rows[0];
  if (!counts) throw new Error('The seed could not count what it wrote.');
  return {
    employees,
    claims,
    lines: counts.lines,
    submitted: counts.submitted,
    reportLines: counts.report_lines,
  };
}
