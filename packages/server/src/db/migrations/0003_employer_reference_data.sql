-- Contract 0.4: the employer's reference data (departments, job positions, levels, branches, banks),
-- its information, the modules open to its employees, and the employee columns that will point at
-- the reference rows.
--
-- Every cross-row link carries employer_id in its foreign key, so a row can only ever point at a row
-- of its own employer, whatever a query forgets: (x_id, employer_id) references x (id, employer_id).

-- The target of the heads' composite foreign keys.
alter table employees add constraint employees_id_employer_key unique (id, employer_id);

create table departments (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (code <> ''),
  name varchar(50) not null check (name <> ''),
  head_employee_id uuid,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint departments_id_employer_key unique (id, employer_id),
  -- Restrict: removing an employee who heads a department must first name a new head (or none).
  constraint departments_head_fkey foreign key (head_employee_id, employer_id)
    references employees (id, employer_id) on delete restrict
);

create table job_positions (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (code <> ''),
  name varchar(50) not null check (name <> ''),
  responsibilities varchar(5000) not null default '',
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint job_positions_id_employer_key unique (id, employer_id)
);

create table levels (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (code <> ''),
  name varchar(50) not null check (name <> ''),
  responsibilities varchar(5000) not null default '',
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint levels_id_employer_key unique (id, employer_id)
);

create table branches (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (code <> ''),
  name varchar(50) not null check (name <> ''),
  address varchar(500) not null default '',
  head_employee_id uuid,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint branches_id_employer_key unique (id, employer_id),
  constraint branches_head_fkey foreign key (head_employee_id, employer_id)
    references employees (id, employer_id) on delete restrict
);

create table banks (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (code <> ''),
  name varchar(50) not null check (name <> ''),
  branch_or_sort_code varchar(30) not null default '',
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint banks_id_employer_key unique (id, employer_id)
);

-- Codes are unique within an employer whatever their case: FIN and fin are one code. The services
-- turn a violation of these indexes into the 409 on `code`, so two simultaneous creates cannot both win.
create unique index departments_employer_code_key on departments (employer_id, lower(code));
create unique index job_positions_employer_code_key on job_positions (employer_id, lower(code));
create unique index levels_employer_code_key on levels (employer_id, lower(code));
create unique index branches_employer_code_key on branches (employer_id, lower(code));
create unique index banks_employer_code_key on banks (employer_id, lower(code));

-- Heads are looked up when an employee is removed (the restrict above).
create index departments_head_employee_idx on departments (head_employee_id) where head_employee_id is not null;
create index branches_head_employee_idx on branches (head_employee_id) where head_employee_id is not null;

-- The employee form (next issue) fills these. Restrict: a reference row that employees point at is
-- deactivated, not deleted; the services count these references to say why a delete is refused.
alter table employees
  add column department_id uuid,
  add column job_position_id uuid,
  add column level_id uuid,
  add column branch_id uuid,
  add column bank_id uuid,
  add constraint employees_department_fkey foreign key (department_id, employer_id)
    references departments (id, employer_id) on delete restrict,
  add constraint employees_job_position_fkey foreign key (job_position_id, employer_id)
    references job_positions (id, employer_id) on delete restrict,
  add constraint employees_level_fkey foreign key (level_id, employer_id)
    references levels (id, employer_id) on delete restrict,
  add constraint employees_branch_fkey foreign key (branch_id, employer_id)
    references branches (id, employer_id) on delete restrict,
  add constraint employees_bank_fkey foreign key (bank_id, employer_id)
    references banks (id, employer_id) on delete restrict;

-- Counting an entry's employees, and the restrict check of a delete, read these instead of the table.
create index employees_department_id_idx on employees (department_id, employer_id) where department_id is not null;
create index employees_job_position_id_idx on employees (job_position_id, employer_id) where job_position_id is not null;
create index employees_level_id_idx on employees (level_id, employer_id) where level_id is not null;
create index employees_branch_id_idx on employees (branch_id, employer_id) where branch_id is not null;
create index employees_bank_id_idx on employees (bank_id, employer_id) where bank_id is not null;

-- The employer's information. The legal name and the country are the existing name and country
-- columns (set at sign-up), so the profile's employer name follows the legal name.
alter table employers
  add column registration_number varchar(50) not null default '',
  add column tax_number varchar(50) not null default '',
  add column address varchar(500) not null default '',
  add column base_currency char(3) check (base_currency ~ '^[A-Z]{3}$'),
  -- A data URL; PostgreSQL keeps a value this large out of line, so other reads of the row stay small.
  add column logo text check (char_length(logo) <= 700000),
  add column fiscal_year_start_month smallint not null default 1 check (fiscal_year_start_month between 1 and 12),
  add column default_pay_period text not null default 'Monthly'
    check (default_pay_period in ('Monthly', 'Weekly', 'Semi-Monthly', 'Bi-Weekly'));

-- Modules an employer has opened to its employees. No row means disabled: a new employer has none.
create table employer_modules (
  employer_id uuid not null references employers (id),
  module_id text not null check (module_id in ('expense-claim', 'leave', 'attendance')),
  enabled boolean not null,
  updated_at timestamptz not null default now(),
  primary key (employer_id, module_id)
);
