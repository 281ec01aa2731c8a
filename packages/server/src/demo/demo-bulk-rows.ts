import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The demo's rows written by hand rather than through the operations, because there is one (or one a
 * day) per employee and a demo of 1,000 employees must seed in under a minute: each is a set-based
 * statement over the employer's demo employees (numbered D-000001 on, see demo-employees.ts). Every
 * other row of the demo goes through the server's operations (seed-demo-story.ts).
 */

/** The employees ordered by number, with their 1-based position `n` in that order. */
const numbered = (employerId: string) =>
  sql`(select id, start_date, row_number() over (order by employee_no) as n
    from employees where employer_id = ${employerId})`;

/**
 * Everyone's pay: paid monthly in cash (no bank details to invent), a basic salary from their start
 * date (1,500.00 to 16,250.00 in steps of 250, spread by their number), and the given pay items and
 * statutory contributions assigned from the same day.
 */
export async function insertDemoPay(
  db: Kysely<Database>,
  employerId: string,
  pay: { currency: string; payItemIds: string[]; contributionIds: string[] },
): Promise<void> {
  await sql`update employees set pay_period = 'Monthly', payment_method = 'Cash'
    where employer_id = ${employerId}`.execute(db);
  await sql`
    insert into salary_history (employer_id, employee_id, effective_date, basic_salary, currency)
    select ${employerId}::uuid, e.id, e.start_date, 1500 + ((e.n * 37) % 60) * 250, ${pay.currency}
    from ${numbered(employerId)} e`.execute(db);
  await sql`
    insert into employee_pay_items (employer_id, employee_id, pay_item_id, effective_date)
    select ${employerId}::uuid, e.id, item, e.start_date
    from ${numbered(employerId)} e, unnest(${pay.payItemIds}::uuid[]) item`.execute(db);
  await sql`
    insert into employee_pay_items (employer_id, employee_id, statutory_contribution_id, effective_date)
    select ${employerId}::uuid, e.id, contribution, e.start_date
    from ${numbered(employerId)} e, unnest(${pay.contributionIds}::uuid[]) contribution`.execute(db);
}

/**
 * Line managers: the first employee (by number) placed in each department heads it and is the line
 * manager, on their placement, of everyone else in it. Answers the heads' employee ids.
 */
export async function setDemoLineManagers(db: Kysely<Database>, employerId: string): Promise<string[]> {
  const { rows } = await sql<{ department_id: string; head: string }>`
    select distinct on (p.department_id) p.department_id, p.employee_id as head
    from placement_history p join employees e on e.id = p.employee_id
    where p.employer_id = ${employerId} and p.department_id is not null
    order by p.department_id, e.employee_no`.execute(db);
  for (const { department_id, head } of rows) {
    await sql`update departments set head_employee_id = ${head}
      where id = ${department_id} and employer_id = ${employerId}`.execute(db);
    await sql`update placement_history set line_manager_id = ${head}
      where employer_id = ${employerId} and department_id = ${department_id} and employee_id <> ${head}`.execute(
      db,
    );
  }
  return rows.map((row) => row.head);
}

/**
 * A working day's punches, an in and an out, for everyone employed on `date`, received when made (as
 * an online punch is), at wall times in `zone` spread by the person and the day: in from 07:50 to
 * 08:29 (after 08:10 is late on the default shift), out from 16:55 to 18:04. One person in thirty has
 * no punches that day (absent). Answers the punches written.
 */
export async function insertDemoPunches(
  db: Kysely<Database>,
  employerId: string,
  { date, zone }: { date: string; zone: string },
): Promise<number> {
  const { numAffectedRows } = await sql`
    insert into attendance_punches (employer_id, employee_id, device_key, direction, received_at,
      counted_at, time_zone, wall_time)
    select ${employerId}::uuid, e.id, 'demo:' || ${date} || ':' || p.direction, p.direction, t.at, t.at,
      ${zone}, to_char(t.at at time zone ${zone}, 'YYYY-MM-DD"T"HH24:MI:SS')
    from (select id, n, start_date, extract(day from ${date}::date)::integer as k
      from ${numbered(employerId)} numbered) e
    cross join (values ('in'), ('out')) as p(direction)
    cross join lateral (select ((${date}::date + case
        when p.direction = 'in' then time '07:50' + ((e.n * 7 + e.k * 13) % 40) * interval '1 minute'
        else time '16:55' + ((e.n * 11 + e.k * 17) % 70) * interval '1 minute' end)
      at time zone ${zone}) as at) t
    where (e.n + e.k) % 30 <> 0 and e.start_date <= ${date}::date`.execute(db);
  return Number(numAffectedRows ?? 0);
}

/**
 * The days of `dates` worked out from the demo's punches for everyone employed on them, as the nightly
 * attendance job would on the default shift (08:00 to 17:00, an hour's break, ten minutes' grace):
 * Present with the minutes worked, late and over, or Absent without punches. Written by hand because
 * the job works a day at a time and a month of it for 1,000 people is minutes; it reworks any of the
 * last seven days whose punches change.
 */
export async function insertDemoAttendanceDays(
  db: Kysely<Database>,
  employerId: string,
  { dates, zone }: { dates: string[]; zone: string },
): Promise<void> {
  if (dates.length === 0) return;
  await sql`
    insert into attendance_days (employer_id, employee_id, date, status, shift_type_id, worked_minutes,
      late_minutes, early_exit_minutes, overtime_minutes, first_in, last_out)
    select ${employerId}::uuid, e.id, d.day, case when p.first_in is null then 'Absent' else 'Present' end, null,
      coalesce(greatest(0, extract(epoch from p.last_out - p.first_in)::integer / 60 - 60), 0),
      coalesce(case when p.in_minute > 490 then p.in_minute - 480 else 0 end, 0),
      0,
      coalesce(greatest(0, p.out_minute - 1020), 0),
      p.first_in, p.last_out
    from employees e
    cross join unnest(${dates}::date[]) as d(day)
    left join (
      select employee_id, wall_time::date as day,
        min(received_at) filter (where direction = 'in') as first_in,
        max(received_at) filter (where direction = 'out') as last_out,
        min(extract(hour from wall_time::timestamp) * 60 + extract(minute from wall_time::timestamp))
          filter (where direction = 'in')::integer as in_minute,
        max(extract(hour from wall_time::timestamp) * 60 + extract(minute from wall_time::timestamp))
          filter (where direction = 'out')::integer as out_minute
      from attendance_punches
      where employer_id = ${employerId} and time_zone = ${zone}
      group by employee_id, wall_time::date
    ) p on p.employee_id = e.id and p.day = d.day
    where e.employer_id = ${employerId} and e.start_date <= d.day`.execute(db);
}
