-- Contract 0.12: pay runs, payslips and salary adjustments (issue 14). A run is processed in the
-- background (a 'payroll.run' job, packages/server/src/jobs); its payslips are written in one
-- transaction, all or none. A final run is locked: nothing here is updated once final is true, and a
-- correction is a new run or a salary adjustment (whose arrears the next run pays).

create table pay_runs (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  pay_period varchar(12) not null check (pay_period in ('Monthly', 'Weekly', 'Semi-Monthly', 'Bi-Weekly')),
  period_start date not null,
  period_end date not null,
  pay_date date not null,
  -- An off-cycle run may pay an employee already paid in a final run of the same period.
  off_cycle boolean not null default false,
  -- Who is in the run: {"scope": "all"} or {"scope": "department"|"branch"|"employees", "ids": [...]}.
  selection jsonb not null,
  -- queued -> processing -> draft | final (Process as Draft off) | failed; draft -> queued (re-run) | final.
  status varchar(10) not null default 'queued'
    check (status in ('queued', 'processing', 'draft', 'final', 'failed')),
  -- Finalise by itself once processed (Process as Draft off).
  finalise_when_processed boolean not null default false,
  -- Bumped by each re-run: the job of an older generation finds it is stale and does nothing.
  generation integer not null default 1,
  job_id uuid references jobs (id),
  currency char(3),
  employee_count integer not null default 0,
  gross numeric(17, 3) not null default 0,
  total_deductions numeric(17, 3) not null default 0,
  net_pay numeric(17, 3) not null default 0,
  employer_cost numeric(17, 3) not null default 0,
  -- Employees of the selection left out because their record lacks what a payslip needs:
  -- [{"employeeId", "employeeName", "problem"}].
  skipped jsonb not null default '[]',
  last_error text,
  created_at timestamptz not null default now(),
  created_by uuid references users (id),
  processed_at timestamptz,
  finalised_at timestamptz,
  finalised_by uuid references users (id),
  constraint pay_runs_id_employer_key unique (id, employer_id),
  constraint pay_runs_period check (period_end >= period_start),
  constraint pay_runs_final_has_who check ((status = 'final') = (finalised_at is not null))
);
create index pay_runs_employer_period_idx on pay_runs (employer_id, period_start desc, created_at desc);

-- One employee's pay in one run. What the employee was paid is kept as computed (lines with their
-- explanations, names and bank details as they were), so a final payslip reads the same forever.
create table payslips (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null,
  pay_run_id uuid not null,
  employee_id uuid not null,
  employee_no varchar(20),
  employee_name varchar(200) not null,
  pay_period varchar(12) not null,
  period_start date not null,
  period_end date not null,
  pay_date date not null,
  currency char(3) not null,
  basic_pay numeric(15, 3) not null,
  gross numeric(15, 3) not null,
  statutory_base numeric(15, 3) not null,
  taxable_income numeric(15, 3) not null,
  -- The sum of the lines of kind 'tax'.
  tax numeric(15, 3) not null,
  total_deductions numeric(15, 3) not null,
  net_pay numeric(15, 3) not null,
  employer_cost numeric(15, 3) not null,
  -- {"paid", "total", "method", "explanation"} or null when the whole period is paid.
  payment_days jsonb,
  -- The engine's lines [{"kind", "code", "label", "amount", "explanation"}] (amounts as decimal
  -- strings); an arrears line also has "arrearsFor": the first day of the period it makes up for.
  lines jsonb not null,
  taxable_income_explanation text not null,
  rounding jsonb not null,
  footer varchar(500),
  payment_method varchar(6) not null,
  bank_id uuid,
  bank_name varchar(100),
  bank_account varchar(34),
  final boolean not null default false,
  -- Set when the run is finalised and is not off-cycle: the index below allows one per period.
  counts_once boolean not null default false,
  created_at timestamptz not null default now(),
  constraint payslips_run_fkey foreign key (pay_run_id, employer_id)
    references pay_runs (id, employer_id) on delete cascade,
  constraint payslips_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id),
  constraint payslips_run_employee_key unique (pay_run_id, employee_id)
);
-- An employee is paid at most once per period in final runs, off-cycle runs apart.
create unique index payslips_paid_once_key on payslips (employer_id, employee_id, pay_period, period_start)
  where counts_once;
create index payslips_employee_idx on payslips (employee_id, pay_date) where final;

-- A salary adjustment (§2.9): a new basic salary and/or items from an effective date, which may lie
-- in periods already paid; the difference is paid as arrears by the employee's next run.
create table salary_adjustments (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null,
  employee_id uuid not null,
  effective_date date not null,
  amount numeric(15, 3) check (amount >= 0),
  currency char(3) check (currency ~ '^[A-Z]{3}$'),
  remarks varchar(500),
  -- The final run that paid its arrears (or found none were due); null while they are still to pay.
  settled_by_run_id uuid,
  created_at timestamptz not null default now(),
  created_by uuid references users (id),
  constraint salary_adjustments_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id),
  constraint salary_adjustments_run_fkey foreign key (settled_by_run_id, employer_id)
    references pay_runs (id, employer_id),
  constraint salary_adjustments_id_employer_key unique (id, employer_id),
  constraint salary_adjustments_amount_has_currency check (amount is null or currency is not null)
);
create index salary_adjustments_employee_idx on salary_adjustments (employer_id, employee_id, effective_date);
create index salary_adjustments_unsettled_idx on salary_adjustments (employer_id) where settled_by_run_id is null;

-- The Earning, Deductions, Bonus and Statutory Contribution sections of an adjustment; each is also
-- assigned on the employee's record from the effective date (employee_pay_items, linked here).
create table salary_adjustment_items (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null,
  salary_adjustment_id uuid not null,
  employee_pay_item_id uuid not null references employee_pay_items (id) on delete cascade,
  constraint salary_adjustment_items_adjustment_fkey foreign key (salary_adjustment_id, employer_id)
    references salary_adjustments (id, employer_id) on delete cascade
);
create index salary_adjustment_items_adjustment_idx on salary_adjustment_items (salary_adjustment_id);

-- How arrears are taxed (issue 14): as an earning of the period they are paid in, subject to tax and
-- to statutory contributions unless these are switched off.
alter table payroll_settings
  add column arrears_taxable boolean not null default true,
  add column arrears_statutory boolean not null default true;
