import { type Kysely, sql } from 'kysely';
import { startApproval } from '../approvals/approval-requests.ts';
import type { Database } from '../db/schema.ts';
import { LEAVE_REQUEST_SUBJECT } from '../leave/leave-requests.ts';

/**
 * Three leave years (2024 to 2026) for every employee of an employer, written by a few set-based
 * statements (generate_series), as the earning policy and booked requests would leave them:
 * annual leave earned monthly (1.67 a month), carried over (up to 5) and expired each 1 April,
 * three approved requests of three days a year with their taken entries, a fifth of the employees
 * with unpaid leave each year, and a tenth with a request pending in December 2026, waiting on the
 * administrators.
 */

export interface LeaveBenchTypes {
  annualLeaveId: string;
  unpaidLeaveId: string;
}

export async function seedLeaveTypes(db: Kysely<Database>, employerId: string): Promise<LeaveBenchTypes> {
  const type = async (code: string, color: string, isPaid: boolean) => {
    const row = await db
      .insertInto('leave_types')
      .values({
        employer_id: employerId,
        code,
        description: code === 'AL' ? 'Annual leave' : 'Unpaid leave',
        is_active: true,
        leave_unit: 'Day',
        day_count: 'Workday',
        color,
        is_paid_leave: isPaid,
        allow_negative_balance: true,
        require_reason: false,
        require_attachment: false,
        notice_day_count: 'Workday',
        rule_0_enabled: true,
        rule_1_enabled: false,
        rule_2_enabled: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  return {
    annualLeaveId: await type('AL', '#008000', true),
    unpaidLeaveId: await type('UL', '#800080', false),
  };
}

export async function seedLeaveHistory(
  db: Kysely<Database>,
  { employerId, adminUserId, types }: { employerId: string; adminUserId: string; types: LeaveBenchTypes },
): Promise<void> {
  const employees = sql`(select id, row_number() over (order by id) as n from employees where employer_id = ${employerId})`;
  await sql`
    insert into leave_ledger (employer_id, employee_id, leave_type_id, entry_key, kind, entry_date, amount)
    select ${employerId}::uuid, e.id, ${types.annualLeaveId}::uuid, 'earned:month:' || to_char(m, 'YYYY-MM'),
      'earned', m::date, 1.67
    from ${employees} e, generate_series(date '2024-01-01', date '2026-12-01', interval '1 month') m
    union all
    select ${employerId}::uuid, e.id, ${types.annualLeaveId}::uuid, 'carried-over:' || y, 'carried-over',
      make_date(y, 1, 1), 5
    from ${employees} e, generate_series(2025, 2026) y
    union all
    select ${employerId}::uuid, e.id, ${types.annualLeaveId}::uuid, 'expired:' || y, 'expired',
      make_date(y, 3, 31), -1
    from ${employees} e, generate_series(2025, 2026) y`.execute(db);

  // Requests: in months 2, 6 and 10 of each year, from a weekday that moves with the employee.
  await sql`
    insert into leave_requests (employer_id, employee_id, leave_type_id, from_date, to_date, amount, unit,
      status, submitted_as, submitted_by, submitted_on, halves)
    select ${employerId}::uuid, e.id,
      case when month = 6 and e.n % 5 = 0 then ${types.unpaidLeaveId}::uuid else ${types.annualLeaveId}::uuid end,
      d, d + 2, 3, 'Day', 'approved', 'administrator', ${adminUserId}::uuid, d - 14,
      int4range(to_char(d, 'J')::int * 2, to_char(d + 2, 'J')::int * 2 + 2)
    from ${employees} e, generate_series(2024, 2026) y, unnest(array[2, 6, 10]) month,
      lateral (select make_date(y, month, 3 + (e.n % 20)::int) as d) start
    union all
    select ${employerId}::uuid, e.id, ${types.annualLeaveId}::uuid, date '2026-12-14' + (e.n % 5)::int,
      date '2026-12-14' + (e.n % 5)::int, 1, 'Day', 'pending', 'administrator', ${adminUserId}::uuid,
      date '2026-11-20',
      int4range(to_char(date '2026-12-14' + (e.n % 5)::int, 'J')::int * 2,
        to_char(date '2026-12-14' + (e.n % 5)::int, 'J')::int * 2 + 2)
    from ${employees} e where e.n % 10 = 0`.execute(db);
  await sql`
    insert into leave_request_days (request_id, employer_id, day, amount)
    select r.id, r.employer_id, day::date, 1
    from leave_requests r, generate_series(r.from_date, r.to_date, interval '1 day') day
    where r.employer_id = ${employerId}`.execute(db);
  await sql`
    insert into leave_ledger (employer_id, employee_id, leave_type_id, entry_key, kind, entry_date, amount, request_id)
    select r.employer_id, r.employee_id, r.leave_type_id, 'taken:' || r.id || ':' || to_char(r.from_date, 'YYYY') || '-01',
      'taken', r.from_date, -r.amount, r.id
    from leave_requests r
    where r.employer_id = ${employerId} and r.status = 'approved'`.execute(db);
  await seedWaitingApprovals(db, employerId);
  await sql`analyze`.execute(db);
}

/**
 * Every pending request waits on the administrators, as the approval engine leaves it with no leave
 * workflow: the first request's approval is started by startApproval itself, every other one is a copy
 * of its route. The review queue then holds a tenth of the employees (1,000 of 10,000).
 */
async function seedWaitingApprovals(db: Kysely<Database>, employerId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const first = await trx
      .selectFrom('leave_requests')
      .select(['id', 'employee_id', 'submitted_on'])
      .where('employer_id', '=', employerId)
      .where('status', '=', 'pending')
      .orderBy('id')
      .executeTakeFirst();
    if (!first) throw new Error('The seed made no pending request to start an approval for.');
    const started = await startApproval(trx, {
      employerId,
      subjectType: LEAVE_REQUEST_SUBJECT,
      subjectId: first.id,
      requesterEmployeeId: first.employee_id,
      workflowId: null,
      today: first.submitted_on,
    });
    await sql`
      insert into approval_requests (employer_id, subject_type, subject_id, requester_employee_id, workflow_id,
        workflow_name, escalate_after_days, route, current_step, status, submitted_on, waiting_since, waiting_for)
      select ${employerId}, t.subject_type, r.id, r.employee_id, t.workflow_id, t.workflow_name,
        t.escalate_after_days, t.route, t.current_step, 'pending', r.submitted_on, r.submitted_on, t.waiting_for
      from leave_requests r cross join approval_requests t
      where t.id = ${started.approvalId} and r.employer_id = ${employerId} and r.status = 'pending'
        and r.id <> t.subject_id`.execute(trx);
    await sql`
      update leave_requests r set approval_id = a.id
      from approval_requests a
      where a.employer_id = ${employerId} and a.subject_type = ${LEAVE_REQUEST_SUBJECT} and a.subject_id = r.id
        and r.employer_id = ${employerId} and r.status = 'pending'`.execute(trx);
  });
}

/**
 * A branch of every tenth employee, for the planner's month of 1,000 of 10,000 (the demo's
 * departments are of uneven sizes, and the planner filters by branch as it does by department), and
 * a branch of one employee, the baseline: the same page and request with one row.
 */
export async function seedPlannerBranches(
  db: Kysely<Database>,
  employerId: string,
): Promise<{ tenth: string; one: string }> {
  const branch = async (code: string, name: string, every: number, offset: number) => {
    const { id } = await db
      .insertInto('branches')
      .values({ employer_id: employerId, code, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`
      update employees set branch_id = ${id}
      from (select id, row_number() over (order by id) as n from employees where employer_id = ${employerId}) e
      where employees.id = e.id and e.n % ${every} = ${offset}`.execute(db);
    return id;
  };
  const branches = {
    tenth: await branch('TENTH', 'Every tenth employee', 10, 0),
    one: await branch('ONE', 'One employee', 1_000_000_000, 1),
  };
  // As autovacuum would in time: with the statistics of before (no employee in a branch), the
  // planner's month for the branch took 12 s instead of a fraction of one (see docs/server.md).
  await sql`analyze employees`.execute(db);
  return branches;
}
