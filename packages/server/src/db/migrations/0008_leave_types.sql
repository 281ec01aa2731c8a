-- Contract 0.8: the employer's leave types (issue 12, §2.8, §3). Typed columns, not JSON, so the
-- database refuses what the contract and the form refuse: the choices of §9, a hex colour, and an
-- enabled notice rule without its numbers. A leave type has exactly three rules; rule 0 ("For ALL
-- leaves, apply ANYTIME.") has no numbers, so it is one flag.

create table leave_types (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (code <> ''),
  description varchar(50) check (description <> ''),
  is_active boolean not null default true,
  leave_unit varchar(8) not null check (leave_unit in ('Day', 'Hour')),
  day_count varchar(8) not null check (day_count in ('Workday', 'Calendar')),
  color char(7) not null check (color ~ '^#[0-9A-F]{6}$'),
  is_paid_leave boolean not null,
  allow_negative_balance boolean not null,
  require_reason boolean not null,
  require_attachment boolean not null,
  notice_day_count varchar(8) not null check (notice_day_count in ('Workday', 'Calendar')),
  rule_0_enabled boolean not null,
  rule_1_enabled boolean not null,
  rule_1_min_days smallint check (rule_1_min_days between 0 and 9999),
  rule_1_advance_workdays smallint check (rule_1_advance_workdays between 0 and 9999),
  rule_2_enabled boolean not null,
  rule_2_min_days smallint check (rule_2_min_days between 0 and 9999),
  rule_2_advance_workdays smallint check (rule_2_advance_workdays between 0 and 9999),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The target of the composite foreign keys of leave requests and balances to come.
  constraint leave_types_id_employer_key unique (id, employer_id),
  -- An enabled rule applies leave of so many days or more so many workdays ahead: a year at most.
  constraint leave_types_rule_1_check check (
    not rule_1_enabled or (rule_1_min_days between 1 and 365 and rule_1_advance_workdays between 1 and 365)
  ),
  constraint leave_types_rule_2_check check (
    not rule_2_enabled or (rule_2_min_days between 1 and 365 and rule_2_advance_workdays between 1 and 365)
  )
);

-- Codes are unique within an employer whatever their case (AL and al are one code), decided by the
-- database so two simultaneous creates cannot both win; the service answers a 409 on `code`.
create unique index leave_types_employer_code_key on leave_types (employer_id, lower(code));
