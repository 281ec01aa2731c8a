-- Contract 0.5: the employee record. Every section of the Employee form gets typed columns (limits as
-- in openapi.yaml, so the database refuses what the contract refuses); placement and salary become
-- effective-dated history; employment can end while the record is kept; health lives in a table of
-- its own, read only by the queries that mean to; invitations tie an employee account to its record.

-- Placement history. The row in effect on a day is the one with the latest effective date not after
-- it, so a change dated in the future takes effect by itself when its day comes. One row per employee
-- and date: a correction on the same date replaces the row, a later date adds one.
create table placement_history (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  employee_id uuid not null,
  effective_date date not null,
  job_position_id uuid,
  department_id uuid,
  level_id uuid,
  line_manager_id uuid,
  created_at timestamptz not null default now(),
  created_by uuid references users (id),
  constraint placement_history_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id),
  -- Restrict, as for employees: a reference row someone was ever placed in is deactivated, not deleted.
  constraint placement_history_job_position_fkey foreign key (job_position_id, employer_id)
    references job_positions (id, employer_id) on delete restrict,
  constraint placement_history_department_fkey foreign key (department_id, employer_id)
    references departments (id, employer_id) on delete restrict,
  constraint placement_history_level_fkey foreign key (level_id, employer_id)
    references levels (id, employer_id) on delete restrict,
  constraint placement_history_line_manager_fkey foreign key (line_manager_id, employer_id)
    references employees (id, employer_id) on delete restrict,
  constraint placement_history_not_own_manager check (line_manager_id is distinct from employee_id)
);
-- Answered from this index alone (the included columns): the placement in effect for one employee is
-- one descent of it (a page of search-employees), and for a whole employer one pass over its range
-- (the list sorted by position, the dashboard's departments).
create unique index placement_history_employee_date_key
  on placement_history (employer_id, employee_id, effective_date)
  include (job_position_id, department_id, level_id, line_manager_id);
-- A reference row's delete counts (and the restrict checks of) the placements pointing at it.
create index placement_history_job_position_idx on placement_history (job_position_id, employer_id)
  where job_position_id is not null;
create index placement_history_department_idx on placement_history (department_id, employer_id)
  where department_id is not null;
create index placement_history_level_idx on placement_history (level_id, employer_id)
  where level_id is not null;
create index placement_history_line_manager_idx on placement_history (line_manager_id, employer_id)
  where line_manager_id is not null;

-- The quick entry's free-text position and department become rows of the employer's reference data
-- (matched by name, case aside, or added with an IMPORTED-n code), and each employee who had either
-- gets a first placement from their start date (or the day they were added).
insert into job_positions (employer_id, code, name)
select employer_id, 'IMPORTED-' || lpad(row_number() over (partition by employer_id order by name)::text, 4, '0'), name
from (
  -- One row per name whatever its case; one of its spellings names it.
  select distinct on (e.employer_id, lower(btrim(e.position))) e.employer_id, btrim(e.position) as name
  from employees e
  where btrim(e.position) <> ''
    and not exists (
      select 1 from job_positions jp where jp.employer_id = e.employer_id and lower(jp.name) = lower(btrim(e.position))
    )
  order by e.employer_id, lower(btrim(e.position)), btrim(e.position)
) as unmatched
-- An administrator's own IMPORTED-n code wins; those employees keep no position rather than fail the start.
on conflict do nothing;

insert into departments (employer_id, code, name)
select employer_id, 'IMPORTED-' || lpad(row_number() over (partition by employer_id order by name)::text, 4, '0'), name
from (
  -- One row per name whatever its case; one of its spellings names it.
  select distinct on (e.employer_id, lower(btrim(e.department))) e.employer_id, btrim(e.department) as name
  from employees e
  where btrim(e.department) <> ''
    and not exists (
      select 1 from departments d where d.employer_id = e.employer_id and lower(d.name) = lower(btrim(e.department))
    )
  order by e.employer_id, lower(btrim(e.department)), btrim(e.department)
) as unmatched
on conflict do nothing;

insert into placement_history (employer_id, employee_id, effective_date, job_position_id, department_id, level_id)
select employer_id, id, effective_date, job_position_id, department_id, level_id
from (
  select
    e.employer_id,
    e.id,
    coalesce(e.start_date, (e.created_at at time zone 'UTC')::date) as effective_date,
    coalesce(e.job_position_id, (
      select jp.id from job_positions jp
      where jp.employer_id = e.employer_id and lower(jp.name) = lower(btrim(e.position))
      order by jp.active desc, jp.code limit 1
    )) as job_position_id,
    coalesce(e.department_id, (
      select d.id from departments d
      where d.employer_id = e.employer_id and lower(d.name) = lower(btrim(e.department))
      order by d.active desc, d.code limit 1
    )) as department_id,
    e.level_id
  from employees e
) as placed
where job_position_id is not null or department_id is not null or level_id is not null;

-- Dropping the columns drops their indexes and foreign keys with them.
alter table employees
  drop column position,
  drop column department,
  drop column job_position_id,
  drop column department_id,
  drop column level_id;

-- Salary history, effective-dated as placements are. Money is numeric, never a float: 12 digits before
-- the point and 3 after (the most any ISO 4217 currency has), so every amount the contract accepts is
-- stored exactly.
create table salary_history (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  employee_id uuid not null,
  effective_date date not null,
  basic_salary numeric(15, 3) check (basic_salary >= 0),
  currency char(3) check (currency ~ '^[A-Z]{3}$'),
  next_review_date date,
  created_at timestamptz not null default now(),
  created_by uuid references users (id),
  constraint salary_history_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id),
  constraint salary_history_amount_has_currency check (basic_salary is null or currency is not null)
);
create unique index salary_history_employee_date_key on salary_history (employee_id, effective_date);

-- The other sections: plain values that are overwritten, not dated.
alter table employees
  add column date_joined date,
  add column end_of_probation date,
  add column terms_effective_date date,
  add column placement_type text check (placement_type in ('Permanent', 'Fixed-term', 'Temporary', 'Internship')),
  add column job_status text check (job_status in ('Active', 'Probation', 'Suspended')),
  add column job_title varchar(100),
  add column employment_type text check (employment_type in ('Full-time', 'Part-time', 'Contractor')),
  add column work_location varchar(100),
  add column bank_account varchar(34),
  add column pay_period text not null default 'Monthly'
    check (pay_period in ('Monthly', 'Weekly', 'Semi-Monthly', 'Bi-Weekly')),
  add column payment_method text not null default 'Bank' check (payment_method in ('Cash', 'Cheque', 'Bank')),
  add column marital_status text not null default 'Single'
    check (marital_status in ('Single', 'Married', 'Divorced', 'Widowed')),
  add column spouse_working boolean not null default false,
  add column spouse_first_name varchar(50),
  add column spouse_middle_name varchar(50),
  add column spouse_last_name varchar(50),
  add column spouse_birth_date date,
  add column spouse_nationality varchar(100),
  add column spouse_national_id varchar(30),
  add column spouse_passport varchar(30),
  add column spouse_ethnicity varchar(50),
  add column spouse_religion varchar(50),
  add column number_of_children smallint not null default 0 check (number_of_children between 0 and 30),
  add column contact_phone varchar(30),
  add column personal_email varchar(254),
  add column address varchar(500),
  add column emergency_contact_name varchar(100),
  add column emergency_contact_relationship varchar(50),
  add column emergency_contact_phone varchar(30),
  add column directory_extension varchar(10),
  add column directory_office varchar(100),
  add column shown_in_directory boolean not null default true,
  add column notes varchar(5000),
  -- Ending employment keeps the record; the last day and the reason are recorded together.
  add column employment_end_date date,
  add column employment_end_reason varchar(500),
  add constraint employees_spouse_only_when_married check (marital_status = 'Married' or not spouse_working),
  add constraint employees_employment_end_complete
    check ((employment_end_date is null) = (employment_end_reason is null));

-- Health data is for administrators only (§6 and the employee issue). A table of its own means a
-- query reading the employee row cannot hand it out by accident.
create table employee_health (
  employee_id uuid primary key,
  employer_id uuid not null,
  blood_group text check (blood_group in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'Unknown')),
  allergies varchar(1000),
  conditions varchar(1000),
  updated_at timestamptz not null default now(),
  constraint employee_health_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id)
);

-- Invitations: a one-time sign-up link for one employee record. Only the token's SHA-256 is stored.
-- `email` is the address the link went to: the link stops working if the record's e-mail changes.
create table invitations (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null,
  employee_id uuid not null,
  token_hash char(64) not null,
  email varchar(254) not null,
  invited_by uuid references users (id),
  invited_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  -- Set when a newer invitation or the end of employment makes this one stop working.
  revoked_at timestamptz,
  constraint invitations_token_hash_key unique (token_hash),
  constraint invitations_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id)
);
create index invitations_employee_idx on invitations (employee_id, invited_at);

-- An employee's account is tied to their record: at most one account per record, in the same employer.
alter table users
  add column employee_id uuid,
  add constraint users_employee_fkey foreign key (employee_id, employer_id) references employees (id, employer_id);
create unique index users_employee_id_key on users (employee_id);
