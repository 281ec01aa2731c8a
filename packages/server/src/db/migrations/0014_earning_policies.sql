-- Issue 12 item 3: earning policies, how much of a leave type the employer's employees earn. The
-- accruals they imply are written to leave_ledger (0013) by a background job (leave/accrual-jobs.ts);
-- nothing here is a balance.

create table earning_policies (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  name varchar(50) not null check (name <> ''),
  leave_type_id uuid not null,
  -- The yearly entitlement in the leave type's unit (days or hours): exact, never a float.
  entitlement numeric(6, 2) not null check (entitlement >= 0),
  frequency varchar(7) not null check (frequency in ('Yearly', 'Monthly')),
  rounding varchar(9) not null check (rounding in ('Whole', 'Half', 'Hundredth')),
  waiting_period_months smallint not null default 0 check (waiting_period_months between 0 and 24),
  -- Null: everything carries over; 0: nothing does.
  carry_over_cap numeric(6, 2) check (carry_over_cap >= 0),
  -- Null: carried-over leave never expires.
  carry_over_expires_after_months smallint check (carry_over_expires_after_months between 1 and 11),
  applies_to varchar(13) not null
    check (applies_to in ('everyone', 'level', 'department', 'jobPosition', 'placementType')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint earning_policies_id_employer_key unique (id, employer_id),
  -- A leave type's policies go with it (a leave type with balances cannot be deleted anyway).
  constraint earning_policies_leave_type_fkey foreign key (leave_type_id, employer_id)
    references leave_types (id, employer_id) on delete cascade
);
-- Names are unique within an employer whatever their case; the service answers a 409 on `name`.
create unique index earning_policies_employer_name_key on earning_policies (employer_id, lower(name));
create index earning_policies_leave_type_idx on earning_policies (leave_type_id);

-- Whom a policy applies to, one row per level, department, job position or placement type chosen
-- (none for everyone). The reference rows are the employer's own, and cannot be deleted while a
-- policy names them.
create table earning_policy_targets (
  id uuid primary key default gen_random_uuid(),
  policy_id uuid not null,
  employer_id uuid not null,
  level_id uuid,
  department_id uuid,
  job_position_id uuid,
  placement_type varchar(12)
    check (placement_type in ('Permanent', 'Fixed-term', 'Temporary', 'Internship')),
  constraint earning_policy_targets_one_check check (
    num_nonnulls(level_id, department_id, job_position_id, placement_type) = 1
  ),
  constraint earning_policy_targets_policy_fkey foreign key (policy_id, employer_id)
    references earning_policies (id, employer_id) on delete cascade,
  constraint earning_policy_targets_level_fkey foreign key (level_id, employer_id)
    references levels (id, employer_id) on delete restrict,
  constraint earning_policy_targets_department_fkey foreign key (department_id, employer_id)
    references departments (id, employer_id) on delete restrict,
  constraint earning_policy_targets_job_position_fkey foreign key (job_position_id, employer_id)
    references job_positions (id, employer_id) on delete restrict
);
create index earning_policy_targets_policy_idx on earning_policy_targets (policy_id);
create index earning_policy_targets_level_idx on earning_policy_targets (level_id) where level_id is not null;
create index earning_policy_targets_department_idx on earning_policy_targets (department_id)
  where department_id is not null;
create index earning_policy_targets_job_position_idx on earning_policy_targets (job_position_id)
  where job_position_id is not null;
