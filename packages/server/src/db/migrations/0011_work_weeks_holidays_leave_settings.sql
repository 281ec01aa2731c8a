-- Contract 0.8: the rest of leave management's set-up (issue 12 items 1 and 10): the work weeks and
-- holiday calendars leave is counted with, the employer's leave settings, and the employee's choice
-- of each in their Employment terms. As elsewhere, every link carries employer_id in its foreign key,
-- so nothing can point at another employer's row.

create table work_weeks (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (code <> ''),
  name varchar(50) not null check (name <> ''),
  is_default boolean not null default false,
  monday varchar(9) not null check (monday in ('whole', 'morning', 'afternoon', 'none')),
  tuesday varchar(9) not null check (tuesday in ('whole', 'morning', 'afternoon', 'none')),
  wednesday varchar(9) not null check (wednesday in ('whole', 'morning', 'afternoon', 'none')),
  thursday varchar(9) not null check (thursday in ('whole', 'morning', 'afternoon', 'none')),
  friday varchar(9) not null check (friday in ('whole', 'morning', 'afternoon', 'none')),
  saturday varchar(9) not null check (saturday in ('whole', 'morning', 'afternoon', 'none')),
  sunday varchar(9) not null check (sunday in ('whole', 'morning', 'afternoon', 'none')),
  -- Exact hundredths: hours are never a float.
  hours_per_day numeric(4, 2) not null check (hours_per_day > 0 and hours_per_day <= 24),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint work_weeks_id_employer_key unique (id, employer_id),
  constraint work_weeks_worked_day_check check (
    monday <> 'none' or tuesday <> 'none' or wednesday <> 'none' or thursday <> 'none'
    or friday <> 'none' or saturday <> 'none' or sunday <> 'none'
  )
);

create table holiday_calendars (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (code <> ''),
  name varchar(50) not null check (name <> ''),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint holiday_calendars_id_employer_key unique (id, employer_id)
);

-- A calendar's holidays are replaced as a whole when it is saved, and go with it when it is deleted.
create table holidays (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null,
  holiday_calendar_id uuid not null,
  name varchar(50) not null check (name <> ''),
  date date not null,
  part varchar(9) not null check (part in ('whole', 'morning', 'afternoon')),
  repeats_yearly boolean not null,
  constraint holidays_calendar_fkey foreign key (holiday_calendar_id, employer_id)
    references holiday_calendars (id, employer_id) on delete cascade
);
-- The same holiday twice on one date (the form refuses it first, in its words); also the calendar's index.
create unique index holidays_calendar_date_name_key on holidays (holiday_calendar_id, date, lower(name));

-- Codes are unique within an employer whatever their case, decided by the database (409 on `code`).
create unique index work_weeks_employer_code_key on work_weeks (employer_id, lower(code));
create unique index holiday_calendars_employer_code_key on holiday_calendars (employer_id, lower(code));

-- At most one default of each per employer. Making one the default unsets the other in the same
-- transaction, after locking the employer's row, so two such changes at once take turns.
create unique index work_weeks_one_default_key on work_weeks (employer_id) where is_default;
create unique index holiday_calendars_one_default_key on holiday_calendars (employer_id) where is_default;

-- One row per employer once an administrator saves; until then the defaults of packages/domain.
create table leave_settings (
  employer_id uuid primary key references employers (id),
  leave_year_start_month smallint not null check (leave_year_start_month between 1 and 12),
  accrual_rounding varchar(9) not null check (accrual_rounding in ('Whole', 'Half', 'Hundredth')),
  employees_see_planner boolean not null,
  email_notifications boolean not null,
  updated_at timestamptz not null default now()
);

-- The Employment terms' WorkDay and Holiday, overwritten with the rest of the terms (and their
-- effective date). Restrict: a work week or calendar employees follow is not deleted; the services
-- count them to say why.
alter table employees
  add column work_week_id uuid,
  add column holiday_calendar_id uuid,
  add constraint employees_work_week_fkey foreign key (work_week_id, employer_id)
    references work_weeks (id, employer_id) on delete restrict,
  add constraint employees_holiday_calendar_fkey foreign key (holiday_calendar_id, employer_id)
    references holiday_calendars (id, employer_id) on delete restrict;

create index employees_work_week_id_idx on employees (work_week_id, employer_id) where work_week_id is not null;
create index employees_holiday_calendar_id_idx on employees (holiday_calendar_id, employer_id)
  where holiday_calendar_id is not null;
