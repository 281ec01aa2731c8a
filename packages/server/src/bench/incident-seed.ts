import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEMO_EMAIL_DOMAIN } from '../demo/demo-employees.ts';
import { addDemoEmployees } from '../demo/seed-demo-data.ts';

/**
 * What bench:incidents seeds for one employer, in set-based SQL (one statement for the cases, one for
 * their people, never one per case): demo employees, a category with five types, `cases` cases reported
 * evenly over the SPAN_DAYS before today, and a department head whose incidents permission reaches
 * their department. A case's stage follows its age as a real one would: reported, opened, explanation
 * asked, hearing set (in the coming days), decided; older than DECIDED_FOR_DAYS it is closed, one in
 * ten with no case to answer, one in ten after an appeal heard, the rest with the decision standing.
 * Every case has one subject (spread over the employees), a third a witness, a hearing a panel of
 * one and an appeal one of its own; one in 25 reports is anonymous.
 */

export const SPAN_DAYS = 5 * 365;
/** Cases per employee: the employer's size follows its case count. */
export const CASES_PER_EMPLOYEE = 5;
const DECIDED_FOR_DAYS = 45;
/** A stride prime to every employee count a bench uses, so subjects spread over the whole employer. */
const STRIDE = 7919;
const TYPES = [
  ['LATE', 'Lateness', 'Late for the morning shift'],
  ['AWOL', 'Absence without leave', 'Absent without leave'],
  ['SAFETY', 'Safety', 'Safety rule ignored on the floor'],
  ['CONDUCT', 'Conduct', 'Rude to a customer at the counter'],
  ['EXPENSES', 'Expenses', 'Expenses claimed twice'],
] as const;
/** A word in one type's summaries in five: the list's search term. */
export const SEARCH_TERM = 'absent';

/**
 * One employee in this many has a sign-in account holding "Supervisor", a custom role whose incidents
 * read reaches their direct reports: the holders a new report's notice must judge (grouped by
 * their scopes).
 */
export const SUPERVISOR_EVERY = 20;

export interface SeededEmployer {
  employees: number;
  headEmail: string;
  /** Accounts holding the Supervisor role. */
  supervisors: number;
  /** An active incident type, and an employee (neither the head nor a supervisor) to report. */
  typeId: string;
  subjectId: string;
}

export async function seedIncidentEmployer(
  db: Kysely<Database>,
  {
    employerId,
    adminUserId,
    cases,
    today,
    label,
    passwordHash,
  }: {
    employerId: string;
    adminUserId: string;
    cases: number;
    today: string;
    /** Names the department head's account: bench-head-LABEL@… */
    label: string;
    passwordHash: string;
  },
): Promise<SeededEmployer> {
  const employees = Math.max(10, Math.ceil(cases / CASES_PER_EMPLOYEE));
  await addDemoEmployees(db, employerId, employees);
  const category = await db
    .insertInto('incident_categories')
    .values({ employer_id: employerId, code: 'MIS', description: 'Misconduct' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const typeIds = (
    await db
      .insertInto('incident_types')
      .values(
        TYPES.map(([code, description]) => ({
          employer_id: employerId,
          code,
          description,
          category_id: category.id,
          rule: 'Staff handbook',
          default_severity: 'Minor' as const,
        })),
      )
      .returning('id')
      .execute()
  ).map((row) => row.id);
  const warning = await db
    .selectFrom('incident_decisions')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('kind', '=', 'warning')
    .orderBy('code')
    .executeTakeFirstOrThrow();
  await insertCases(db, { employerId, cases, today, typeIds, outcomeId: warning.id });
  await insertCasePeople(db, employerId);
  const head = await departmentHead(db, { employerId, adminUserId, label, passwordHash });
  const supervisors = await supervisorAccounts(db, { employerId, adminUserId, label, passwordHash });
  const { rows } = await sql<{ id: string }>`
    select e.id from employees e where e.employer_id = ${employerId}
      and not exists (select 1 from users u where u.employee_id = e.id)
    order by e.employee_no desc limit 1`.execute(db);
  const subjectId = rows[0]?.id;
  if (!subjectId || !typeIds[0]) throw new Error('Nobody to report, or no incident type.');
  return { employees, ...head, supervisors, typeId: typeIds[0], subjectId };
}

async function insertCases(
  db: Kysely<Database>,
  {
    employerId,
    cases,
    today,
    typeIds,
    outcomeId,
  }: {
    employerId: string;
    cases: number;
    today: string;
    typeIds: string[];
    outcomeId: string;
  },
): Promise<void> {
  const summaries = TYPES.map(([, , summary]) => summary);
  await sql`
    with staff as (select array_agg(id order by employee_no) as ids, count(*)::int as size
        from employees where employer_id = ${employerId}),
      dated as (select n, (${today}::date - ((${cases} - n) * ${SPAN_DAYS} / ${cases})::int) as reported_on,
          (n * ${STRIDE}) % staff.size as s, staff.ids, staff.size
        from generate_series(1, ${cases}) n, staff),
      staged as (select *, case
          when ${today}::date - reported_on < 5 then 'reported'
          when ${today}::date - reported_on < 10 then 'under-investigation'
          when ${today}::date - reported_on < 18 then 'explanation-requested'
          when ${today}::date - reported_on < 30 then 'hearing-scheduled'
          when ${today}::date - reported_on < ${DECIDED_FOR_DAYS} then 'decided'
          when n % 10 = 0 then 'no-case-to-answer'
          when n % 10 = 1 then 'appeal-decided'
          else 'decision-stands' end as stage
        from dated)
    insert into incident_cases (employer_id, number, code, type_id, occurred_from, occurred_to, summary, state,
      reporter_kind, reporter_id, reporter_code_hash, investigator_id, explain_by, explanation_received_on,
      dismissal_reasons, hearing_date, hearing_place, outcome_id, decision_reasons, decided_on, appeal_by,
      appeal_grounds, appeal_lodged_on, appeal_hearing_date, appeal_hearing_place, appeal_result, appeal_reasons,
      closure, reported_on)
    select ${employerId}, n, 'INC-' || lpad(n::text, 5, '0'),
      (${typeIds}::uuid[])[1 + n % 5], reported_on - 3, reported_on - 1,
      (${summaries}::text[])[1 + n % 5] || ' (' || to_char(reported_on, 'DD Mon') || ').',
      case when stage in ('reported', 'under-investigation', 'explanation-requested', 'hearing-scheduled', 'decided')
        then stage else 'closed' end,
      case when n % 25 = 0 then 'anonymous' else 'named' end,
      case when n % 25 = 0 then null else ids[1 + (s + 4) % size] end,
      case when n % 25 = 0 then md5(${employerId}::text || '-a-' || n) || md5(${employerId}::text || '-b-' || n) end,
      case when stage <> 'reported' then ids[1 + (s + 2) % size] end,
      case when stage not in ('reported', 'under-investigation', 'no-case-to-answer') then reported_on + 20 end,
      case when stage not in ('reported', 'under-investigation', 'explanation-requested', 'no-case-to-answer')
        then reported_on + 16 end,
      case when stage = 'no-case-to-answer' then 'The shift log shows the arrivals on time.' end,
      case when stage in ('hearing-scheduled', 'decided', 'decision-stands', 'appeal-decided')
        then reported_on + 30 end,
      case when stage in ('hearing-scheduled', 'decided', 'decision-stands', 'appeal-decided')
        then 'Room ' || (1 + n % 4) end,
      case when stage in ('decided', 'decision-stands', 'appeal-decided') then ${outcomeId}::uuid end,
      case when stage in ('decided', 'decision-stands', 'appeal-decided') then 'Admitted at the hearing.' end,
      case when stage in ('decided', 'decision-stands', 'appeal-decided') then reported_on + 30 end,
      case when stage in ('decided', 'decision-stands', 'appeal-decided') then reported_on + 40 end,
      case when stage = 'appeal-decided' then 'The rota was changed without notice.' end,
      case when stage = 'appeal-decided' then reported_on + 35 end,
      case when stage = 'appeal-decided' then reported_on + 45 end,
      case when stage = 'appeal-decided' then 'Room 5' end,
      case when stage = 'appeal-decided' then 'upheld' end,
      case when stage = 'appeal-decided' then 'The rota was on the board.' end,
      case when stage in ('no-case-to-answer', 'decision-stands', 'appeal-decided') then stage end,
      reported_on
    from staged`.execute(db);
}

/** Each case's subject, a third's witness, the hearing's panel and the appeal's, spread as the cases' s. */
async function insertCasePeople(db: Kysely<Database>, employerId: string): Promise<void> {
  await sql`
    with staff as (select array_agg(id order by employee_no) as ids, count(*)::int as size
        from employees where employer_id = ${employerId})
    insert into incident_case_people (case_id, employer_id, employee_id, role)
    select c.id, c.employer_id, staff.ids[1 + (c.number * ${STRIDE} + k.step) % staff.size], k.role
    from incident_cases c, staff,
      (values ('subject', 0), ('witness', 1), ('hearing-panel', 3), ('appeal-panel', 5)) k (role, step)
    where c.employer_id = ${employerId}
      and (k.role = 'subject' or (k.role = 'witness' and c.number % 3 = 0)
        or (k.role = 'hearing-panel' and c.hearing_date is not null)
        or (k.role = 'appeal-panel' and c.appeal_hearing_date is not null))`.execute(db);
}

/**
 * The first employee of the Operations department heads it, with a sign-in account whose role gives
 * incidents read and update at their department, as case-test-support.ts's Hana has.
 */
async function departmentHead(
  db: Kysely<Database>,
  {
    employerId,
    adminUserId,
    label,
    passwordHash,
  }: {
    employerId: string;
    adminUserId: string;
    label: string;
    passwordHash: string;
  },
): Promise<{ headEmail: string }> {
  const { rows } = await sql<{ department_id: string; employee_id: string }>`
    select d.id as department_id, e.id as employee_id from departments d
    join employees e on e.employer_id = d.employer_id and e.placed_department_id = d.id
    where d.employer_id = ${employerId} and d.code = 'OPS'
    order by e.employee_no limit 1`.execute(db);
  const [head] = rows;
  if (!head) throw new Error('Nobody was placed in Operations.');
  await sql`update departments set head_employee_id = ${head.employee_id}
    where id = ${head.department_id}`.execute(db);
  const email = `bench-head-${label}@${DEMO_EMAIL_DOMAIN}`;
  const user = await db
    .insertInto('users')
    .values({
      employer_id: employerId,
      first_name: 'Bench',
      last_name: 'Head',
      email,
      password_hash: passwordHash,
      role: 'employee',
      employee_id: head.employee_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db
    .insertInto('roles')
    .values({
      employer_id: employerId,
      name: 'Head of department',
      description: null,
      grid: JSON.stringify({ incidents: { read: 'department', update: 'department' } }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_roles')
    .values({ user_id: user.id, role_id: role.id, employer_id: employerId, granted_by: adminUserId })
    .execute();
  return { headEmail: email };
}

/**
 * Every SUPERVISOR_EVERY-th employee (by number) gets a sign-in account holding "Supervisor", whose
 * incidents read reaches their direct reports: an employer that lets its supervisors follow their
 * team's cases. Set-based: one statement for the accounts, one for their roles. Answers how many.
 */
async function supervisorAccounts(
  db: Kysely<Database>,
  {
    employerId,
    adminUserId,
    label,
    passwordHash,
  }: { employerId: string; adminUserId: string; label: string; passwordHash: string },
): Promise<number> {
  const role = await db
    .insertInto('roles')
    .values({
      employer_id: employerId,
      name: 'Supervisor',
      description: null,
      grid: JSON.stringify({ incidents: { read: 'direct-reports' } }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ id: string }>`
    insert into users (employer_id, first_name, last_name, email, password_hash, role, employee_id)
    select e.employer_id, e.first_name, e.last_name,
      'bench-supervisor-' || ${label} || '-' || e.n || '@' || ${DEMO_EMAIL_DOMAIN}, ${passwordHash}, 'employee', e.id
    from (select e.*, row_number() over (order by e.employee_no) as n from employees e
      where e.employer_id = ${employerId}) e
    where e.n % ${SUPERVISOR_EVERY} = 0 and not exists (select 1 from users u where u.employee_id = e.id)
    returning id`.execute(db);
  await sql`
    insert into user_roles (user_id, role_id, employer_id, granted_by)
    select id, ${role.id}::uuid, ${employerId}::uuid, ${adminUserId}::uuid
    from unnest(${rows.map((row) => row.id)}::uuid[]) as id`.execute(db);
  return rows.length;
}
